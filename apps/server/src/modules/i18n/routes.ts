import type { Language } from "@tirgus/domain/languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loadDictionaries } from "./dictionaries.ts";

/** `GET /i18n/{lang}.json`: the flat dictionary of spec section 7 ("GET translations"). */
export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  const dictionaries = loadDictionaries();
  app.get(
    "/i18n/:file",
    {
      schema: {
        tags: ["platform"],
        summary: "Translation dictionary of a language",
        params: z.object({ file: z.enum(["lv.json", "ru.json", "en.json"]) }),
        // `v` is a cache-busting version the web app may add; it does not change the answer.
        querystring: z.object({ v: z.string().max(64).optional() }).strict(),
        response: { 200: z.record(z.string(), z.string()) },
      },
    },
    async (request, reply) => {
      const dictionary = dictionaries[request.params.file.slice(0, 2) as Language];
      reply.header(
        "cache-control",
        request.query.v ? "public, max-age=31536000, immutable" : "public, max-age=300, must-revalidate",
      );
      // @fastify/etag answers 304 when the browser already has this version.
      return dictionary;
    },
  );
};
