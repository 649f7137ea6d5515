import { contentSchema, listSchema } from "@tirgus/domain/api-contract";
import {
  categoryDetailSchema,
  categoryFilterSchema,
  categoryTreeNodeSchema,
  regionNodeSchema,
} from "@tirgus/domain/catalogue-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { categoryDetail, categoryFilters, categoryTree, regionTree } from "./repository.ts";

const categoryParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const noQuery = z.object({}).strict();
/** The catalogue changes with a deploy or a lot's status; browsers revalidate with the ETag. */
const cacheControl = "public, max-age=60, must-revalidate";

/** Public catalogue endpoints (issue 3): category tree, one category, its filters, and regions. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    "/api/categories/tree",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The whole category tree",
        querystring: noQuery,
        response: { 200: contentSchema(z.array(categoryTreeNodeSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", cacheControl);
      return { content: await categoryTree(pool) };
    },
  );

  app.get(
    "/api/categories/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A category with its parents, children and actions",
        params: categoryParams,
        querystring: noQuery,
        response: { 200: contentSchema(categoryDetailSchema) },
      },
    },
    async (request, reply) => {
      const category = await categoryDetail(pool, request.params.id);
      if (!category) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: category };
    },
  );

  app.get(
    "/api/categories/:id/filters",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The filters of a category, in order, with their defined values",
        params: categoryParams,
        querystring: noQuery,
        response: { 200: contentSchema(listSchema(categoryFilterSchema)) },
      },
    },
    async (request, reply) => {
      const filters = await categoryFilters(pool, request.params.id);
      if (!filters) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: { count: filters.length, data: filters } };
    },
  );

  app.get(
    "/api/regions",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Latvia's regions as a tree: state cities and municipalities, towns, parishes, neighbourhoods",
        querystring: noQuery,
        response: { 200: contentSchema(z.array(regionNodeSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", cacheControl);
      return { content: await regionTree(pool) };
    },
  );
};
