import type { ApiMessage } from "@tirgus/domain/api-contract";
import type { LotForm, LotFormState } from "@tirgus/domain/lot-form-api";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-error";
import { toastStore } from "../../../lib/toast-store";
import { canCreateDraft, emptyForm, formPatch, isEmptyPatch, rebaseForm } from "./draft";
import { saveDraft } from "./wizard-api";

/** Typing pauses this long before the draft is saved: a word, not every keystroke, makes a request. */
export const draftSaveDelayMs = 800;

export type DraftStatus = { id: number | null; status: number | null; readyForPublish: boolean };

/** Server messages by field ("prices.3", "adTexts.lv"): the issues of the last answer and refused values. */
export type FieldMessages = Readonly<Record<string, ApiMessage>>;

function byField(messages: readonly ApiMessage[]): Record<string, ApiMessage> {
  return Object.fromEntries(messages.flatMap((message) => (message.field ? [[message.field, message]] : [])));
}

/**
 * The lot being created or edited, saved on the server as the user goes (so a reload or another device
 * continues it): created once category and action are chosen, then each change PATCHed after a pause, one
 * request at a time. `flush` saves at once (before changing steps, before publishing).
 */
export function useDraft(
  initial: LotFormState | null,
  category: number | null,
  onCreated: (id: number) => void,
) {
  const [form, setFormState] = useState<LotForm>(() => initial?.form ?? emptyForm(category));
  const [draft, setDraft] = useState<DraftStatus>(() => ({
    id: initial?.id ?? null,
    status: initial?.status ?? null,
    readyForPublish: initial?.readyForPublish ?? false,
  }));
  const [issues, setIssues] = useState<FieldMessages>(() => byField(initial?.issues ?? []));
  const [refused, setRefused] = useState<FieldMessages>({});
  const latest = useRef({ form, saved: initial?.form ?? emptyForm(null), id: draft.id });
  const running = useRef<Promise<void>>(Promise.resolve());
  latest.current.form = form;

  const saveOnce = useCallback(async () => {
    const { saved, id } = latest.current;
    const sent = latest.current.form;
    if (id === null && !canCreateDraft(sent)) return;
    const patch = formPatch(saved, sent);
    if (isEmptyPatch(patch)) return;
    try {
      const answer = await saveDraft(id, patch);
      if (!answer) return;
      latest.current.saved = answer.form;
      latest.current.id = answer.id;
      const rebased = rebaseForm(sent, answer.form, latest.current.form);
      latest.current.form = rebased;
      setFormState(rebased);
      setDraft({ id: answer.id, status: answer.status, readyForPublish: answer.readyForPublish });
      setIssues(byField(answer.issues));
      setRefused({});
      if (id === null) onCreated(answer.id);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors.filter((item) => item.field) : [];
      setRefused(byField(fields));
      if (fields.length === 0 && error instanceof ApiError && error.errors.length > 0) {
        toastStore.showServerMessages("error", error.errors);
      } else if (!(error instanceof ApiError) || error.errors.length === 0) {
        toastStore.show({ kind: "error", message: "The changes were not saved. Please try again." });
      }
    }
  }, [onCreated]);

  /**
   * Saves now, after any save under way; resolves once the server has the form as it is, with the draft's id
   * (null while it could not be created).
   */
  const flush = useCallback(() => {
    running.current = running.current.then(saveOnce);
    return running.current.then(() => latest.current.id);
  }, [saveOnce]);

  useEffect(() => {
    if (isEmptyPatch(formPatch(latest.current.saved, form))) return;
    const timer = setTimeout(() => void flush(), draftSaveDelayMs);
    return () => clearTimeout(timer);
  }, [form, flush]);

  // Leaving the wizard (another page of the site) within the pause still saves the last change.
  const flushOnLeave = useRef(flush);
  flushOnLeave.current = flush;
  useEffect(() => () => void flushOnLeave.current(), []);

  const setForm = useCallback((change: (form: LotForm) => LotForm) => {
    setFormState((current) => {
      const next = change(current);
      latest.current.form = next;
      return next;
    });
  }, []);

  return { form, setForm, draft, issues, refused, flush };
}
