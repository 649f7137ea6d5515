import { isActionTypeId } from "./catalogue.ts";
import { ownerTypeFilterValues, todayBound } from "./lot-list.ts";
import { type OrderColumn, type OrderDirection, SortOption } from "./sorting.ts";

/*
 * The values the list endpoints take (lot-list.ts names the parameters). A module of their own, apart from
 * lot-list.ts, which every list page loads: these rules (and the sort options they read) are for the API and
 * for cleaning an address, which the browser does only when a filter form is sent. The API refuses anything else with 400 (lot-list-api.ts); the web app's
 * cleaning of a list address drops it, so a stray value narrows nothing instead of failing the page.
 */

/** An id in a list query: a category, region, action or filter value. */
export const isListId = (text: string): boolean => /^[1-9]\d{0,8}$/.test(text);
export const isListActionId = (text: string): boolean => isListId(text) && isActionTypeId(Number(text));
const orderColumns = new Set<string>(Object.values(SortOption).map((option) => option.orderColumn));
export const isOrderColumn = (text: string): text is OrderColumn => orderColumns.has(text);
export const isOrderDirection = (text: string): text is OrderDirection => text === "asc" || text === "desc";
export const isOwnerTypeFilter = (text: string): boolean =>
  ownerTypeFilterValues.some((value) => String(value) === text);
/** A yes/no parameter (trustedOnly, highlighted, adult): true or false, undefined when it is neither. */
export function listFlag(text: string): boolean | undefined {
  if (text === "true" || text === "1") return true;
  if (text === "false" || text === "0") return false;
  return undefined;
}
/** A range filter's bound: a date (YYYY-MM-DD, or `today`) ... */
export const isDateBound = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) || text === todayBound;

/** ... or a number. */
export const isNumberBound = (text: string): boolean => /^-?\d{1,12}(?:\.\d{1,4})?$/.test(text);

/** A text filter's identifier is at most this long once normalised. */
export const filterTextMaxLength = 40;
/**
 * What a text filter's identifier ignores: white space and hyphens (the dashes a keyboard or a copied text may
 * give as well). Migration 0029 strips the same characters from the lots' texts.
 */
const filterTextSeparators = /[\s\u00a0\u2010-\u2015-]/g;
/** What an identifier may hold once its separators are gone: digits, Latin and (Russian) Cyrillic letters. */
const filterTextPattern = new RegExp(`^[0-9A-Za-z\u0400-\u045f]{1,${filterTextMaxLength}}$`);

/**
 * A text filter's identifier as lots are compared by (VIN, part, cadastral or microchip number, IMEI): upper
 * case, without spaces and hyphens, so "wvw zzz-1k" finds "WVWZZZ1K". The server matches it against the lots'
 * texts normalised the same way (migration 0029), and a list address keeps it so.
 */
export const normaliseFilterText = (text: string): string =>
  text.replace(filterTextSeparators, "").toUpperCase();
/**
 * Whether a text filter's value is an identifier a list can be filtered by: 1-40 digits and Latin or Cyrillic
 * letters once spaces and hyphens are gone. Checked before upper-casing, so every letter that passes has one
 * upper-case form, the same in JavaScript and PostgreSQL.
 */
export const isFilterText = (text: string): boolean =>
  filterTextPattern.test(text.replace(filterTextSeparators, ""));
