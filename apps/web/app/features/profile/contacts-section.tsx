import { ContactVerification } from "@tirgus/domain/users";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { useToast } from "../../lib/toast-store";
import { FormAlert, TextField } from "../auth/fields";
import { type FieldProblem, ruleOf, useFormRules, validateFields } from "../auth/form-rules";
import { useRequest } from "../auth/use-request";
import { contactKindName, type ProfileContact } from "./profile-data";

/** Problems show in the row, not also as toasts: the requests are silent and success is told here. */
const quiet = { silent: true };

const secondaryButton =
  "inline-flex h-9 items-center rounded-lg border border-line px-3 text-sm font-medium transition-colors hover:bg-subtle disabled:opacity-60";

/**
 * E-mail and phone contacts (spec 2 sections 3 and 5): verified, pending or not verified; a code sent to
 * the contact verifies it; a verified one can be the preferred contact buyers see.
 */
export function ContactsSection({ contacts }: { contacts: readonly ProfileContact[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="contacts-title" className="flex flex-col gap-4">
      <h3 id="contacts-title" className="text-lg font-semibold">
        {t("Contacts")}
      </h3>
      {contacts.length === 0 ? (
        <p className="text-muted">{t("You have no contacts yet.")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {contacts.map((contact) => (
            <li key={contact.id}>
              <ContactRow contact={contact} />
            </li>
          ))}
        </ul>
      )}
      <AddContactForm />
    </section>
  );
}

function statusOf(contact: ProfileContact): { text: string; tone: string } {
  if (
    contact.verified === ContactVerification.verified ||
    contact.verified === ContactVerification.verified_non_primary
  )
    return { text: "Verified", tone: "bg-success/15 text-fg" };
  if (contact.pending) return { text: "Waiting for the code", tone: "bg-badge/15 text-fg" };
  return { text: "Not verified", tone: "bg-subtle text-muted" };
}

function ContactRow({ contact }: { contact: ProfileContact }) {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const { busy, problems, run } = useRequest();
  const [code, setCode] = useState("");
  const [codeProblem, setCodeProblem] = useState<FieldProblem | undefined>();
  const rules = useFormRules("contactVerification");
  const status = statusOf(contact);
  const verified = status.text === "Verified";
  const toast = useToast();
  const act = async (action: () => Promise<unknown>, success?: string) => {
    if ((await run(action)) === undefined) return;
    if (success) toast.success(success);
    await revalidate();
  };

  async function verify(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(rules, { code });
    setCodeProblem(found.code);
    if (found.code) return;
    await act(
      () => browserApi().post(`/api/me/contacts/${contact.id}/verify`, { code }, quiet),
      "The contact is verified",
    );
  }

  return (
    <div className="flex flex-col gap-3 px-4 py-3.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t(contactKindName(contact.contactType))}
        </span>
        <span className="font-medium break-all">{contact.value}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`}>
          {t(status.text)}
        </span>
        {contact.preferred && (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
            {t("Preferred")}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {verified && !contact.preferred && (
          <button
            type="button"
            disabled={busy}
            className={secondaryButton}
            onClick={() =>
              act(() => browserApi().patch(`/api/me/contacts/${contact.id}`, { preferred: true }, quiet))
            }
          >
            {t("Make preferred")}
          </button>
        )}
        {!verified && (
          <>
            <form noValidate onSubmit={verify} className="flex items-end gap-2">
              <div className="w-36">
                <TextField
                  label={t("Code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={ruleOf(rules, "code")?.maxLength ?? 6}
                  value={code}
                  onChange={setCode}
                  problem={codeProblem}
                />
              </div>
              <button type="submit" disabled={busy} className={`${secondaryButton} h-11`}>
                {t("Verify")}
              </button>
            </form>
            <button
              type="button"
              disabled={busy}
              className={`${secondaryButton} h-11`}
              onClick={() =>
                act(
                  () => browserApi().post(`/api/me/contacts/${contact.id}/code`, undefined, quiet),
                  "We sent a code",
                )
              }
            >
              {t("Send the code again")}
            </button>
          </>
        )}
        <button
          type="button"
          disabled={busy}
          className="h-9 px-2 text-sm font-medium text-danger hover:underline"
          onClick={() => act(() => browserApi().delete(`/api/me/contacts/${contact.id}`, undefined, quiet))}
        >
          {t("Remove")}
        </button>
      </div>
      <FormAlert messages={problems} />
    </div>
  );
}

function AddContactForm() {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const rules = useFormRules("contact");
  const { busy, problems, run } = useRequest();
  const [contact, setContact] = useState("");
  const [problem, setProblem] = useState<FieldProblem | undefined>();
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(rules, { contact });
    setProblem(found.contact);
    if (found.contact) return;
    const added = await run(() => browserApi().post("/api/me/contacts", { contact }, quiet));
    if (added === undefined) return;
    setContact("");
    toast.success("We sent a code");
    await revalidate();
  }

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-3">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t("Add an e-mail or phone number")}
            autoComplete="off"
            maxLength={ruleOf(rules, "contact")?.maxLength}
            value={contact}
            onChange={setContact}
            problem={problem}
            hint={t("A Latvian number has 8 digits; other countries start with their code.")}
          />
        </div>
        <button type="submit" disabled={busy} className={`${secondaryButton} mb-6 h-11 shrink-0`}>
          {t("Add")}
        </button>
      </div>
      <FormAlert messages={problems} />
    </form>
  );
}
