import { contentSchema, listSchema } from "@tirgus/domain/api-contract";
import {
  categoryDetailSchema,
  categoryFilterSchema,
  categorySummarySchema,
  categoryTreeNodeSchema,
  geoOptionSchema,
  geoQueryMaxLength,
  homeCategorySchema,
  namesSchema,
  partnerSchema,
  presetOfferSchema,
  regionBySlugSchema,
  regionDetailSchema,
  regionNodeSchema,
  slugLanguageSchema,
  slugPathSchema,
  slugSegments,
  streetNumberSchema,
  streetSchema,
} from "@tirgus/domain/catalogue-api";
import { sanitizeSearchQuery } from "@tirgus/domain/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AnswerRoutesOptions, createAnswerCache, sendAnswer } from "../../platform/answer-cache.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import {
  categoryChildren,
  categoryDetail,
  categoryFilters,
  categoryHints,
  categoryIdBySlugPath,
  categoryPartners,
  categorySummary,
  categoryTree,
  geoSearch,
  homeCategories,
  partners,
  presetOffers,
  regionDetail,
  regionIdBySlugPath,
  regionStreets,
  regionTree,
  streetById,
  streetNumbers,
} from "./repository.ts";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const categoryParams = z.object({ id: idSchema });
/** A slug path after the language, one slug per level: `/lv/transports/vieglie-auto`. */
const slugParams = z.object({ lang: slugLanguageSchema, "*": slugPathSchema });
const noQuery = z.object({}).strict();
const booleanQuery = z.enum(["true", "false"]);
/** The catalogue changes with a deploy or a lot's status; browsers revalidate with the ETag. */
const cacheControl = "public, max-age=60, must-revalidate";

/**
 * Public catalogue endpoints (issue 3): category tree, one category, its filters, and regions; the home grid,
 * the create form's category hints, preset offer carousels and partners.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (
  app,
  { pool, checkAnswers },
) => {
  const cache = createAnswerCache({ checkAnswers });
  const treeAnswer = contentSchema(z.array(categoryTreeNodeSchema));
  const detailAnswer = contentSchema(categoryDetailSchema);
  const filtersAnswer = contentSchema(listSchema(categoryFilterSchema));
  const homeAnswer = contentSchema(listSchema(homeCategorySchema));
  const hintsAnswer = contentSchema(listSchema(namesSchema));
  const presetsAnswer = contentSchema(listSchema(presetOfferSchema));
  const partnersAnswer = contentSchema(listSchema(partnerSchema));
  const asList = <T>(items: T[] | null) => items && { count: items.length, data: items };
  app.get(
    "/api/categories/tree",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The whole category tree",
        querystring: noQuery,
        response: { 200: treeAnswer },
      },
    },
    async (_request, reply) => {
      const answer = await cache.get("tree", treeAnswer, () => categoryTree(pool));
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/categories/home",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "The home grid: top-level categories except the where-to-buy one, each with its icon, status " +
          "(`comingSoon` shows a Soon! tile), adult flag, ad count, whether it has highlighted lots (home shows " +
          "its highlighted row only then) and first 6 subcategories (highlighted first)",
        querystring: noQuery,
        response: { 200: homeAnswer },
      },
    },
    async (_request, reply) => {
      const answer = await cache.get("home", homeAnswer, async () => asList(await homeCategories(pool)));
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
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
      const { id } = request.params;
      const answer = await cache.get(`category:${id}`, detailAnswer, () => categoryDetail(pool, id));
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/categories/by-slug/:lang/*",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "A category by its slug path in a language, one slug per level (`/lv/transports/vieglie-auto`); " +
          "the same answer as by id",
        params: slugParams,
        querystring: noQuery,
        response: { 200: contentSchema(categoryDetailSchema) },
      },
    },
    async (request, reply) => {
      const { lang, "*": path } = request.params;
      // Every listing page asks for its category by slug: the answer is kept like the other catalogue answers.
      const answer = await cache.get(`category-slug:${lang}:${path}`, detailAnswer, async () => {
        const id = await categoryIdBySlugPath(pool, lang, slugSegments(path));
        return id === null ? null : categoryDetail(pool, id);
      });
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/categories/:id/children",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The subcategories of a category, in order",
        params: categoryParams,
        querystring: noQuery,
        response: { 200: contentSchema(listSchema(categorySummarySchema)) },
      },
    },
    async (request, reply) => {
      const children = await categoryChildren(pool, request.params.id);
      if (!children) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: { count: children.length, data: children } };
    },
  );

  app.get(
    "/api/categories/:id/filters",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "The filters of a category, in order, with their defined values. Without `create`: those the " +
          "listing's filter panel offers (no hidden filters, no free-text ones such as VIN or microchip " +
          "numbers, no dependent filter whose parent is left out). With `create=true`: every filter of the " +
          "category, for the create and edit form; with `hidden=true` too, for a list whose address names a " +
          "hidden filter (a preset offer's), which shows it chosen.",
        params: categoryParams,
        querystring: z.object({ create: booleanQuery.optional(), hidden: booleanQuery.optional() }).strict(),
        response: { 200: filtersAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const every = request.query.create === "true" || request.query.hidden === "true";
      const purpose = every ? "create" : "listing";
      const answer = await cache.get(`filters:${id}:${purpose}`, filtersAnswer, async () => {
        const filters = await categoryFilters(pool, id, purpose);
        return filters && { count: filters.length, data: filters };
      });
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/categories/:id/hints",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Tips for a seller choosing this category on the create form, in lv, ru and en (top two levels have " +
          "them; a shortcut has its target's). Public: the tips are no secret, so no sign-in is needed.",
        params: categoryParams,
        querystring: noQuery,
        response: { 200: hintsAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await cache.get(`hints:${id}`, hintsAnswer, async () =>
        asList(await categoryHints(pool, id)),
      );
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/categories/:id/partners",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Partners shown on a category's pages: those of the category and of its parents, in order",
        params: categoryParams,
        querystring: noQuery,
        response: { 200: partnersAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await cache.get(`category-partners:${id}`, partnersAnswer, async () =>
        asList(await categoryPartners(pool, id)),
      );
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/preset-offers",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Preset offer carousels of the landings, in order: all, or with `category` those listing the category " +
          "or one of its subcategories. `search` is the query string of GET /api/lots; `today` in a date bound " +
          "means the day the list is read.",
        querystring: z.object({ category: idSchema.optional() }).strict(),
        response: { 200: presetsAnswer },
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      const answer = await cache.get(`presets:${category ?? "all"}`, presetsAnswer, async () => {
        if (category !== undefined && !(await categorySummary(pool, category))) return null;
        return asList(await presetOffers(pool, category));
      });
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/partners",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Partners of the marketplace, in order; with `home=true` only those shown on home",
        querystring: z.object({ home: booleanQuery.optional() }).strict(),
        response: { 200: partnersAnswer },
      },
    },
    async (request, reply) => {
      const onHomeOnly = request.query.home === "true";
      const answer = await cache.get(`partners:${onHomeOnly ? "home" : "all"}`, partnersAnswer, async () =>
        asList(await partners(pool, onHomeOnly)),
      );
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
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

  app.get(
    "/api/regions/by-slug/:lang/*",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "A region by its slug path in a language (`/lv/riga/centrs`) with its parents and children; with " +
          "`categorySlug` (the category's slug path in the same language), also the category whose listing " +
          "the region narrows",
        params: slugParams,
        querystring: z.object({ categorySlug: slugPathSchema.optional() }).strict(),
        response: { 200: contentSchema(regionBySlugSchema) },
      },
    },
    async (request, reply) => {
      const { lang, "*": path } = request.params;
      const { categorySlug } = request.query;
      const [regionId, categoryId] = await Promise.all([
        regionIdBySlugPath(pool, lang, slugSegments(path)),
        categorySlug === undefined ? null : categoryIdBySlugPath(pool, lang, slugSegments(categorySlug)),
      ]);
      if (regionId === null || (categorySlug !== undefined && categoryId === null))
        throw new ApiError(404, HttpMessage.notFound);
      const [region, category] = await Promise.all([
        regionDetail(pool, regionId),
        categoryId === null ? null : categorySummary(pool, categoryId),
      ]);
      if (!region || (categoryId !== null && !category)) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: { ...region, category } };
    },
  );

  app.get(
    "/api/regions/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A region with its parents from the top and its children",
        params: z.object({ id: idSchema }),
        querystring: noQuery,
        response: { 200: contentSchema(regionDetailSchema) },
      },
    },
    async (request, reply) => {
      const region = await regionDetail(pool, request.params.id);
      if (!region) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: region };
    },
  );

  app.get(
    "/api/regions/:id/streets",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The streets of a region (empty where none are known), in Latvian alphabetical order",
        params: z.object({ id: idSchema }),
        querystring: noQuery,
        response: { 200: contentSchema(listSchema(streetSchema)) },
      },
    },
    async (request, reply) => {
      const streets = await regionStreets(pool, request.params.id);
      if (!streets) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: { count: streets.length, data: streets } };
    },
  );

  app.get(
    "/api/streets/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A street: its region and its names (a list narrowed by `street=` names it)",
        params: z.object({ id: idSchema }),
        querystring: noQuery,
        response: { 200: contentSchema(streetSchema) },
      },
    },
    async (request, reply) => {
      const street = await streetById(pool, request.params.id);
      if (!street) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: street };
    },
  );

  app.get(
    "/api/streets/:id/numbers",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The house numbers of a street with their coordinates, in natural order (2, 10, 12, 12A)",
        params: z.object({ id: idSchema }),
        querystring: noQuery,
        response: { 200: contentSchema(listSchema(streetNumberSchema)) },
      },
    },
    async (request, reply) => {
      const numbers = await streetNumbers(pool, request.params.id);
      if (!numbers) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl);
      return { content: { count: numbers.length, data: numbers } };
    },
  );

  app.get(
    "/api/geo/search",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Address options for a location field: regions (municipalities, towns, parishes, neighbourhoods) " +
          "and streets whose Latvian or Russian name, or a word of it, starts with the query, ignoring case " +
          "and diacritics; at most 10, whole-name matches first. The query keeps letters, digits, spaces, " +
          "slashes and hyphens; one with none of them answers an empty list.",
        querystring: z.object({ query: z.string().max(geoQueryMaxLength) }).strict(),
        response: { 200: contentSchema(listSchema(geoOptionSchema)) },
      },
    },
    async (request, reply) => {
      const text = sanitizeSearchQuery(request.query.query);
      const options = text === "" ? [] : await geoSearch(pool, text);
      reply.header("cache-control", cacheControl);
      return { content: { count: options.length, data: options } };
    },
  );
};
