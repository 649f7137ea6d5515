import { contentSchema } from "@tirgus/domain/api-contract";
import { type LotContacts, lotContactsSchema } from "@tirgus/domain/lot-contacts";
import { LotStatus, lotEnding } from "@tirgus/domain/lots";
import { Fees } from "@tirgus/domain/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { unpublishedStatuses } from "./detail-routes.ts";

type ContactsRow = {
  status: number;
  end_date: Date | null;
  company_id: string | null;
  name: string | null;
  show_name: boolean;
  show_email: boolean;
  show_on_company: boolean;
  whatsapp: boolean;
  telegram: boolean;
  phones: string[];
  email: string | null;
  website: string | null;
};

/**
 * `GET /api/lots/{id}/contacts`: asked when a visitor chooses to see them, not sent with the page, so kept
 * pages and crawlers carry no phone numbers.
 */
export const lotContactRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    "/api/lots/:id/contacts",
    {
      schema: {
        tags: ["lots"],
        summary:
          "How to reach a published lot's seller, as their settings allow: name, verified phones (with WhatsApp " +
          "and Telegram when offered), e-mail when public, website. Ended lots (closed, deleted, expired, or " +
          "published past their end date) answer 402 PAYMENT_REQUIRED with the fee in credits (peeking at them " +
          "is paid); blocked and unpublished lots are refused as the lot is.",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: contentSchema(lotContactsSchema) },
      },
    },
    async (request, reply) => {
      const row = await contactsRow(pool, request.params.id);
      if (!row || unpublishedStatuses.has(row.status)) throw new ApiError(404, HttpMessage.notFound);
      if (row.status === LotStatus.blocked) throw new ApiError(403, HttpMessage.forbidden);
      // Ended lots (a published one past its end date too, which the page already shows Expired): their
      // contacts cost credits to peek at (spec 1 section 6); the wallet issue takes the payment.
      if (lotEnding({ status: row.status, endDate: row.end_date }, new Date()) !== null)
        throw new ApiError(402, [{ message: "PAYMENT_REQUIRED", values: [Fees.userContactsFee] }]);
      reply.header("cache-control", "private, no-store");
      return { content: contactsOf(row) };
    },
  );
};

function contactsOf(row: ContactsRow): LotContacts {
  const company = row.company_id !== null;
  return {
    name: (company ? row.show_on_company : row.show_name) ? row.name : null,
    phones: row.phones.map((number) => ({ number, whatsapp: row.whatsapp, telegram: row.telegram })),
    email: row.show_email ? row.email : null,
    website: row.website,
  };
}

/** The settings' defaults are those of the profile page (features/profile/profile-data.ts). */
async function contactsRow(pool: pg.Pool, lotId: number): Promise<ContactsRow | null> {
  const { rows } = await pool.query<ContactsRow>(
    `SELECT l.status, l.end_date, l.company_id,
       nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS name,
       coalesce((SELECT value::boolean FROM user_preferences WHERE user_id = u.id AND kind = 'user_public_name'), true) AS show_name,
       coalesce((SELECT value::boolean FROM user_preferences WHERE user_id = u.id AND kind = 'user_public_email'), false) AS show_email,
       coalesce((SELECT value::boolean FROM user_preferences WHERE user_id = u.id AND kind = 'company_classifieds_user_info'), false) AS show_on_company,
       coalesce((SELECT value::boolean FROM user_preferences WHERE user_id = u.id AND kind = 'contact_display_whatsapp'), false) AS whatsapp,
       coalesce((SELECT value::boolean FROM user_preferences WHERE user_id = u.id AND kind = 'contact_display_telegram'), false) AS telegram,
       coalesce((SELECT array_agg(c.value ORDER BY c.preferred DESC, c.id) FROM contacts c
                 WHERE c.user_id = u.id AND c.kind = 'phone' AND c.verified <> 0), '{}') AS phones,
       (SELECT c.value FROM contacts c WHERE c.user_id = u.id AND c.kind = 'email' AND c.verified <> 0
        ORDER BY c.preferred DESC, c.id LIMIT 1) AS email,
       coalesce(l.website, co.website) AS website
     FROM lots l
     LEFT JOIN users u ON u.id = l.owner_id
     LEFT JOIN companies co ON co.id = l.company_id
     WHERE l.id = $1`,
    [lotId],
  );
  return rows[0] ?? null;
}
