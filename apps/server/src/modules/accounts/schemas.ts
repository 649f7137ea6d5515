import { apiErrorBodySchema } from "@tirgus/domain/api-contract";
import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import { z } from "zod";
import type { ClientContext } from "../auth/service.ts";

/** Shapes of the accounts API, shared by its route files. */
export const contactSchema = z.object({
  id: z.number(),
  contactType: z.number(),
  value: z.string(),
  verified: z.number(),
  pending: z.boolean(),
  preferred: z.boolean(),
});
export const socialSchema = z.object({
  contactType: z.number(),
  provider: z.number(),
  email: z.string().nullable(),
});
export const meSchema = z.object({
  id: z.number(),
  fname: z.string().nullable(),
  lname: z.string().nullable(),
  pseudonym: z.string().nullable(),
  avatar: z.string().nullable(),
  language: z.string(),
  role: z.number().nullable(),
  status: z.number(),
  email: z.string().nullable(),
  trustedBadge: z.boolean(),
  company: z.object({ id: z.number(), title: z.string(), role: z.number() }).nullable(),
  userLots: z.number(),
  userContact: contactSchema.nullable(),
  contacts: z.array(contactSchema),
  socialContacts: z.array(socialSchema),
  preferences: z.record(z.string(), z.unknown()),
  /** The admin signed in as this user (decision 0013): the web app shows a banner and a way back. */
  impersonatedBy: z.object({ id: z.number(), email: z.string().nullable() }).nullable(),
  /** How the current session signed in: a login provider id (phone 1, email 2, google 3, ...). */
  signInStatus: z.number().int(),
});
export const profileSchema = z
  .object({
    fname: z.string().trim().max(100).nullable(),
    lname: z.string().trim().max(100).nullable(),
    pseudonym: z.string().trim().max(100).nullable(),
  })
  .partial()
  .strict();
export const contactParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const authErrors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };
export const notice = (message: string) => ({ content: null, notifications: [{ message }] });

/** Who asks for a code, and in which language the code is worded. */
export const clientContext = (clientAddress: string, language: string): ClientContext => ({
  clientAddress,
  language: isLanguage(language) ? language : defaultLanguage,
});
