import { z } from "zod";
import { defaultLanguage, languages } from "./languages.ts";

/*
 * `GET /api/filters/building-suggest` (spec 2 sections 4 and 7, "filters building suggest"): once the seller
 * has chosen a street and house number, what other published real-estate lots at that building say about the
 * building, as filter values the wizard may offer to fill in. Its own module: the web app imports only types
 * from here, so zod stays out of its bundle.
 */

/**
 * The filters that describe the building rather than the flat or the house in it: only these are suggested
 * (a flat's rooms, area or floor say nothing about the neighbour's).
 */
export const buildingFilterKeys: readonly string[] = [
  "series",
  "building-type",
  "house-type",
  "floors-total",
  "build-year",
];

/** The building is a street (its id) and a house number on it, as the lot's location keeps them. */
export const buildingSuggestQuerySchema = z
  .object({
    street: z.coerce.number().int().positive().max(2_147_483_647),
    building: z.string().trim().min(1).max(20),
    category: z.coerce.number().int().positive().max(2_147_483_647),
    lang: z.enum(languages).default(defaultLanguage),
  })
  .strict();

/**
 * One suggested value: the filter, its most common value among the building's lots (a value id for a choice,
 * a number otherwise) and that value as text in the asked language.
 */
export const buildingSuggestionSchema = z.object({
  filter: z.object({ id: z.number().int() }),
  value: z.number(),
  textValue: z.string(),
});
export type BuildingSuggestion = z.infer<typeof buildingSuggestionSchema>;
