import { z } from "zod";

/**
 * The envelope every API answer uses (DESIGN.md section 5). Messages are translation keys; `%s`
 * placeholders in a message are replaced, in order, by `values` when the web app shows it.
 */
export const apiMessageSchema = z.object({
  message: z.string(),
  values: z.array(z.union([z.string(), z.number()])).optional(),
  field: z.string().optional(),
});
export type ApiMessage = z.infer<typeof apiMessageSchema>;

export const apiErrorBodySchema = z.object({
  errors: z.array(apiMessageSchema),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export function contentSchema<T extends z.ZodType>(content: T) {
  return z.object({
    content,
    notifications: z.array(apiMessageSchema).optional(),
  });
}

/** Path parameters of a call on one record by its numeric id (`/api/lots/{id}`, `/api/files/{id}`, ...). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int().nonnegative(), data: z.array(item) });
}

export type ApiList<T> = { count: number; data: T[] };
export const emptyList = <T>(): ApiList<T> => ({ count: 0, data: [] });

/** Request error record of spec section 8: what failed, where, and how. */
export const requestErrorRecordSchema = z.object({
  url: z.string().max(2048),
  action: z.string().max(16),
  status: z.number().int().min(0).max(599),
  error: z.string().max(2000),
});
export type RequestErrorRecord = z.infer<typeof requestErrorRecordSchema>;

/** Fetch as the web app's API client sees it: the browser's fetch, or the in-process transport on the server. */
export type Transport = (request: Request) => Promise<Response>;
