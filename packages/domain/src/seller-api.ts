import { z } from "zod";

/*
 * Public seller pages (spec 1 sections 2 and 7: GET user by id, company by id): what anyone may read about a
 * seller. Never an e-mail address or a phone number; contacts are shown per lot, per the seller's settings.
 */

export const publicUserSchema = z.object({
  id: z.number().int(),
  /** The pseudonym, or the first name; empty when the user gave neither. */
  name: z.string(),
  trustedBadge: z.boolean(),
  /** When the account was created (ISO time): "member since". */
  memberSince: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const publicCompanySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Storage id of the logo picture; null when the company has none. */
  logo: z.string().nullable(),
  trustedBadge: z.boolean(),
  /** The company register's details, public in Latvia (Lursoft, the State Revenue Service's VAT list). */
  registrationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  memberSince: z.string(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;
