import type { CategoryDetail, CategoryFilter, CategoryTreeNode } from "@tirgus/domain/catalogue-api";
import type { LotFormPatch, LotFormState } from "@tirgus/domain/lot-form-api";
import { browserApi } from "../../../lib/browser-api";
import { forgetKeptPages } from "../../../lib/kept-pages";

/*
 * The wizard's calls (issue 7's contract). Catalogue answers do not change while a user fills in a form, so
 * each is asked once per page and kept.
 */
const kept = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = kept.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    kept.set(key, pending);
    // A failure is not kept: the next attempt asks again.
    pending.catch(() => kept.delete(key));
  }
  return pending;
}

export const loadCategoryTree = () =>
  once("tree", async () => (await browserApi().get<CategoryTreeNode[]>("/api/categories/tree")) ?? []);

export const loadCategory = (id: number) =>
  once(`category:${id}`, async () => browserApi().get<CategoryDetail>(`/api/categories/${id}`));

export const loadCreateFilters = (id: number) =>
  once(
    `filters:${id}`,
    async () =>
      (await browserApi().list<CategoryFilter>(`/api/categories/${id}/filters`, { create: true })).data,
  );

export type Names = { lv: string; ru: string; en: string };
export const loadHints = (id: number) =>
  once(`hints:${id}`, async () => (await browserApi().list<Names>(`/api/categories/${id}/hints`)).data);

/** Creates the draft (POST) or saves what changed (PATCH); silent: the wizard shows failures at their fields. */
export async function saveDraft(id: number | null, patch: LotFormPatch): Promise<LotFormState | null> {
  const saved = await (id === null
    ? browserApi().post<LotFormState>("/api/lots", patch, { silent: true })
    : browserApi().patch<LotFormState>(`/api/lots/${id}`, patch, { silent: true }));
  // The lot's page, kept by the browser from before the edit, would show it unchanged ("Show the classified").
  if (id !== null) forgetKeptPages();
  return saved;
}

export const loadDraft = (id: number) =>
  browserApi().get<LotFormState>(`/api/lots/${id}/form`, undefined, { silent: true });
