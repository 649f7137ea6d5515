import { emptyLotForm } from "@tirgus/domain/lot-form";
import type { LotForm, LotFormPatch } from "@tirgus/domain/lot-form-api";
import { defaultEndInterval } from "@tirgus/domain/lot-lifecycle";

/*
 * The wizard keeps two copies of the form: `saved`, as the server last answered it, and `form`, as the user
 * has it now. What differs is what the next save sends (PATCH sends only changed fields, and nothing at all
 * when nothing changed: spec 2 section 7).
 */

/** A new lot's form (the domain's), in the longest period until the server says the owner's own. */
export function emptyForm(category: number | null = null): LotForm {
  return emptyLotForm(category, defaultEndInterval);
}

type Field = keyof LotForm;
const fields = Object.keys(emptyForm()) as Field[];

/** Order-sensitive structural equality of JSON values (the form holds nothing else). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `form` that differ from `saved`; empty when the server already has it all. */
export function formPatch(saved: LotForm, form: LotForm): LotFormPatch {
  const patch: Record<string, unknown> = {};
  for (const field of fields) if (!sameValue(saved[field], form[field])) patch[field] = form[field];
  return patch as LotFormPatch;
}

export const isEmptyPatch = (patch: LotFormPatch): boolean => Object.keys(patch).length === 0;

/**
 * The form after a save answered: the server's values (it cleans some, such as price separators) for every
 * field the user left alone since the request went out, the user's newer values for the others. Without this
 * a cleaned value would differ from the typed one and be sent again and again.
 */
export function rebaseForm(sent: LotForm, answered: LotForm, current: LotForm): LotForm {
  const next: Record<string, unknown> = {};
  for (const field of fields) {
    next[field] = sameValue(sent[field], current[field]) ? answered[field] : current[field];
  }
  return next as LotForm;
}

/** A draft is created on the server once the category and the action are chosen (issue 7). */
export const canCreateDraft = (form: LotForm): boolean => form.category !== null && form.action !== null;
