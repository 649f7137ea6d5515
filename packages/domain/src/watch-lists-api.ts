import { z } from "zod";
import { bookmarkOrderColumns } from "./watch-lists.ts";

/** A lot id as the API takes it: text or a number, digits only, within bigint's range of safe integers. */
export const lotIdSchema = z.coerce.number<string | number>().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * An anonymous visitor's watch identifier as the server hands them out (base64url). Anything else is refused
 * before it reaches the database: PostgreSQL answered a NUL character in it with an error, a 500.
 */
const watchIdentifierPattern = /^[\w-]{1,100}$/;
export const watchIdentifierSchema = z.string().regex(watchIdentifierPattern);
export const isWatchIdentifier = (value: string): boolean => watchIdentifierPattern.test(value);

/** `identifier`: an anonymous visitor's watch identifier, instead of (or beside) the `watch` cookie. */
export const watchQuerySchema = z.object({ identifier: watchIdentifierSchema.optional() }).strict();

/** POST favourites / compare: `{"lot": "1000123"}` (spec 1 section 7: the id as text; a number is taken too). */
export const watchListBodySchema = z
  .object({ lot: z.union([z.string().max(20), z.number()]).pipe(lotIdSchema) })
  .strict();

export const watchListStateSchema = z.object({
  lot: z.number().int(),
  listed: z.boolean(),
  favorites: z.number().int(),
  compare: z.number().int(),
});

export const watchListIdsSchema = z.object({ count: z.number().int(), data: z.array(z.number().int()) });

export const bookmarkListQuerySchema = watchQuerySchema.extend({
  page: z.coerce.number().int().positive().max(10_000).optional(),
  itemsPerPage: z.coerce.number().int().positive().max(100).optional(),
  orderColumn: z.enum(bookmarkOrderColumns).optional(),
  orderDirection: z.enum(["asc", "desc"]).optional(),
});
