import { z } from "zod";

/*
 * How to reach a lot's seller (spec 1 section 2: contacts shown per the seller's settings, spec 2 section 3:
 * user_public_name, user_public_email, company_classifieds_user_info, contact_display_whatsapp and
 * contact_display_telegram). Only verified contacts are shown.
 */
export const lotContactsSchema = z.object({
  /** The seller's name, when they show it (on company lots: when they show their details there). */
  name: z.string().nullable(),
  phones: z.array(z.object({ number: z.string(), whatsapp: z.boolean(), telegram: z.boolean() })),
  email: z.string().nullable(),
  website: z.string().nullable(),
});
export type LotContacts = z.infer<typeof lotContactsSchema>;
