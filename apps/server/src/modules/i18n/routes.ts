import { createHash } from "node:crypto";
import { type Language, languages } from "@tirgus/domain/languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loadDictionary } from "./dictionaries.ts";

/**
 * `GET /i18n/{lang}.json`: the flat dictionary of spec section 7 ("GET translations"). Every server-side
 * page render asks for it, so each language is serialised and tagged once at start, not per request.
 */
export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = serialiseDictionaries();
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
      const file = files[request.params.file.slice(0, 2) as Language];
      // With the ETag set here, @fastify/etag only compares it and answers 304 when the client has it.
      return reply
        .header("etag", file.etag)
        .header(
          "cache-control",
          request.query.v ? "public, max-age=31536000, immutable" : "public, max-age=300, must-revalidate",
        )
        .type("application/json; charset=utf-8")
        .serializer((payload) => payload as string)
        .send(file.json as never);
    },
  );
};

function serialiseDictionaries() {
  return Object.fromEntries(
    languages.map((language) => {
      const json = JSON.stringify(loadDictionary(language));
      const etag = `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
      return [language, { json, etag }];
    }),
  ) as Record<Language, { json: string; etag: string }>;
}
