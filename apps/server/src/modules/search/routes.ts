import { apiErrorBodySchema, contentSchema, listSchema } from "@tirgus/domain/api-contract";
import {
  autocompleteSchema,
  lotSearchResultSchema,
  type RawListQuery,
  rawListQuerySchema,
} from "@tirgus/domain/lot-list-api";
import { sanitizeSearchQuery, searchQueryMaxLength, suggestionToStore } from "@tirgus/domain/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AnswerRoutesOptions, createAnswerCache, sendAnswer } from "../../platform/answer-cache.ts";
import { optionalSession, requireSession } from "../../platform/authenticate.ts";
import { listQueryOrFail, queryKey } from "../lot-lists/routes.ts";
import {
  autocomplete,
  emptySearch,
  recentSearches,
  recordRecentSearch,
  searchLots,
  storeSuggestion,
} from "./repository.ts";

const searchAnswer = contentSchema(lotSearchResultSchema);
const autocompleteAnswer = contentSchema(autocompleteSchema);
/** A query string text longer than this is refused; the sanitised text keeps at most searchQueryMaxLength. */
const queryText = z.string().max(searchQueryMaxLength * 10);
/** Results are the same for everyone; a few seconds of caching is invisible to a person. */
const cacheControl = "public, max-age=5";
const tags = ["search"];

/**
 * Search (issue 5, decision 0016): results with facets, the header box's autocomplete, the suggestion store
 * and a signed-in user's recent searches. Registered after the accounts module, whose authenticator the
 * recent searches use.
 */
export const searchRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (
  app,
  { pool, checkAnswers },
) => {
  const cache = createAnswerCache({ checkAnswers });

  app.get(
    "/api/lots/search",
    {
      schema: {
        tags,
        summary:
          "Published lots matching `query` (words in titles, filter values such as makes and models, category " +
          "names and search words, descriptions, the region's names and the deal's words; with or without " +
          "diacritics; each word as a prefix, one inflection ending ignored), with the parameters of GET " +
          "/api/lots plus `categories[]`. Best match first unless `orderColumn` says otherwise. `facets` count " +
          "the matches per category (of the first 10,001 matches when there are more): the 20 largest and the " +
          "detected category's path. `detectedCategory` is the category the query names when it holds matches, " +
          "else the deepest one holding 60 % of the matches with a searched word in their titles, filter " +
          "values or category names (of all matches when none has). A query that " +
          "finds nothing is retried with unknown words replaced by the closest known ones; `usedQuery` says " +
          "what was searched for. A query with no letter or digit answers an empty result. Signed-in users' " +
          "searches are kept as recent searches.",
        querystring: rawListQuerySchema,
        response: { 200: searchAnswer },
      },
    },
    async (request, reply) => {
      const raw = request.query as RawListQuery;
      const query = listQueryOrFail(raw, "search");
      const text = sanitizeSearchQuery(query.query ?? "");
      if (text === "") return { content: emptySearch("") };
      const session = await optionalSession(request);
      if (session && query.page === 1) await recordRecentSearch(pool, session.userId, text);
      const answer = await cache.get(`search:${queryKey(raw)}`, searchAnswer, () => searchLots(pool, query));
      if (!answer) return { content: emptySearch(text) };
      return sendAnswer(reply, answer, session ? "private, no-store" : cacheControl);
    },
  );

  app.get(
    "/api/search/autocomplete",
    {
      schema: {
        tags,
        summary:
          "The header search box's answer: stored suggestions starting with `query`, real-estate categories in " +
          "regions whose name starts with it, categories whose names have a word starting with it, up to six " +
          "best matching lots (in `category` when given; adult categories' only with `adult=true`) and the number " +
          "of all results, with the detected " +
          "category. A query with no letter or digit answers an empty answer.",
        querystring: z
          .object({
            query: queryText,
            category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
            adult: z.enum(["true", "false"]).optional(),
          })
          .strict(),
        response: { 200: autocompleteAnswer },
      },
    },
    async (request, reply) => {
      const { query, category, adult } = request.query;
      const withAdult = adult === "true";
      const answer = await cache.get(
        `autocomplete:${category ?? ""}:${withAdult}:${query}`,
        autocompleteAnswer,
        () => autocomplete(pool, query, category, withAdult),
      );
      if (!answer) throw new Error("autocomplete answered nothing");
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.post(
    "/api/search/suggestion",
    {
      schema: {
        tags,
        summary:
          "Stores a search suggestion (no sign-in): the text keeps letters, digits, spaces, slashes and " +
          "hyphens and is lower-cased; a text with none of them changes nothing, one stored already counts " +
          "once more. The box suggests the most searched texts whose words are words of published lots.",
        querystring: z.object({ query: queryText }).strict(),
        response: { 200: contentSchema(z.null()), 400: apiErrorBodySchema },
      },
      // Anonymous writes: a tighter limit than the platform's for reads.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const text = suggestionToStore(request.query.query, new Set());
      if (text !== null) await storeSuggestion(pool, text);
      return { content: null };
    },
  );

  app.get(
    "/api/me/recent-searches",
    {
      schema: {
        tags,
        summary: "The signed-in user's last searches, newest first, at most 10, each text once",
        querystring: z.object({}).strict(),
        response: {
          200: contentSchema(listSchema(z.object({ query: z.string(), createDate: z.string() }))),
          401: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const data = await recentSearches(pool, session.userId);
      reply.header("cache-control", "private, no-store");
      return { content: { count: data.length, data } };
    },
  );
};
