import type { Language } from "@tirgus/domain/languages";
import { accountPath } from "../../lib/language";

/* Addresses of the owner's pages (spec 2 section 2), in the page's language. */
export const myItemsPath = (lang: Language): string => accountPath(lang, "/my/items");
export const publishPath = (lang: Language, id: number): string => accountPath(lang, `/my/publish/${id}`);
/** The edit wizard comes with the create flow (issue 7). */
export const editPath = (lang: Language, id: number): string => accountPath(lang, `/my/edit/${id}`);
export const createPath = (lang: Language): string => accountPath(lang, "/my/create");
/** Prolong a lot (spec 1 section 2, `/{lang}/renew`): the page the expiry e-mail's link opens too. */
export const renewPath = (lang: Language, id: number): string => `/${lang}/renew?lot=${id}`;
