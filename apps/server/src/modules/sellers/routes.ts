import { contentSchema, idParams } from "@tirgus/domain/api-contract";
import { publicCompanySchema, publicUserSchema } from "@tirgus/domain/seller-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { publicCompany, publicUser } from "./repository.ts";

/** A seller's card changes rarely; a few seconds of caching is invisible. */
const cacheControl = "public, max-age=5";

/**
 * The public seller pages' cards (spec 1 section 7: GET user by id, company by id). Their lots come from
 * GET /api/lots with `user` or `company`.
 */
export const sellerRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    "/api/users/:id",
    {
      schema: {
        tags: ["sellers"],
        summary:
          "A user's public card: the name they show (pseudonym or first name), trusted seller badge, member " +
          "since. Hidden, blocked and deleted users answer 404.",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(publicUserSchema) },
      },
    },
    async (request, reply) => {
      const user = await publicUser(pool, request.params.id);
      if (!user) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: user };
    },
  );

  app.get(
    "/api/companies/:id",
    {
      schema: {
        tags: ["sellers"],
        summary:
          "A company's public card: title, logo, trusted seller badge and its register details (registration " +
          "and VAT numbers, address, website).",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(publicCompanySchema) },
      },
    },
    async (request, reply) => {
      const company = await publicCompany(pool, request.params.id);
      if (!company) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: company };
    },
  );
};
