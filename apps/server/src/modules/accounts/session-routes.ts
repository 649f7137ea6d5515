import { contentSchema, listSchema } from "@tirgus/domain/api-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { requireSession } from "../../platform/authenticate.ts";
import * as users from "./repository.ts";
import { authErrors, socialSchema } from "./schemas.ts";

/**
 * The other calls a session loads together (spec 1 section 4). Offers and messages belong to later features;
 * until then these answer their empty shapes, so the web app's session loading is complete now.
 */
export const sessionLoadingRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  const tags = ["me"];
  app.get(
    "/api/me/offers",
    {
      schema: {
        tags,
        summary: "The user's offers",
        response: { 200: contentSchema(listSchema(z.never())), ...authErrors },
      },
    },
    async (request) => {
      await requireSession(request);
      return { content: { count: 0, data: [] } };
    },
  );
  app.get(
    "/api/me/socials",
    {
      schema: {
        tags,
        summary: "Linked social and eID accounts",
        response: { 200: contentSchema(listSchema(socialSchema)), ...authErrors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const data = (await users.socialsOf(pool, session.userId)).map(users.socialContactView);
      return { content: { count: data.length, data } };
    },
  );
  app.get(
    "/api/me/lots/count",
    {
      schema: {
        tags,
        summary:
          "How many lots the user has (`count`: every status but deleted), and the header's badges: `published` " +
          "(my classifieds) and `companyPublished` (those published for the user's company)",
        response: {
          200: contentSchema(
            z.object({ count: z.number(), published: z.number(), companyPublished: z.number() }),
          ),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      return { content: await users.toolbarLotCounts(pool, session.userId) };
    },
  );
  app.get(
    "/api/msg/v1/totals",
    {
      schema: {
        tags: ["messaging"],
        summary: "Message totals",
        response: {
          200: contentSchema(
            z.object({ company: z.number(), personal: z.number(), notifications: z.number() }),
          ),
          ...authErrors,
        },
      },
    },
    async (request) => {
      await requireSession(request);
      return { content: { company: 0, personal: 0, notifications: 0 } };
    },
  );
  app.get(
    "/api/msg/v1/new-count",
    {
      schema: {
        tags: ["messaging"],
        summary: "New messages",
        response: { 200: contentSchema(z.object({ count: z.number() })), ...authErrors },
      },
    },
    async (request) => {
      await requireSession(request);
      return { content: { count: 0 } };
    },
  );
};
