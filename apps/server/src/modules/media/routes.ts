import {
  acceptedImageExtensions,
  mediaSizes,
  openGraphVersionName,
  squareVersionNames,
} from "@tirgus/domain/media";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { type MediaStorage, mediaKey } from "../../platform/storage.ts";
import { makeOpenGraphImage, openGraphRotation } from "./open-graph.ts";

/** Videos keep their container as the extension of their original (spec: `{size}{rotation}.{extension}`). */
const videoExtensions = ["mp4", "mov", "webm"] as const;
const extensions = ["webp", ...acceptedImageExtensions, ...videoExtensions];

/** `{size}{rotation}.{extension}`: a version name, a quarter turn 1-3 (none when upright) and a known type. */
const versionNames = [...mediaSizes, ...squareVersionNames, openGraphVersionName];
const fileNamePattern = new RegExp(`^(${versionNames.join("|")})[1-3]?\\.(${extensions.join("|")})$`);

const mediaParams = z
  .object({
    a: z.string().describe("the first 2 characters of the storage id"),
    b: z.string().describe("the next 2 characters of the storage id"),
    storageId: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/),
    file: z.string().regex(fileNamePattern),
  })
  .refine(({ a, b, storageId }) => a === storageId.slice(0, 2) && b === storageId.slice(2, 4), {
    message: HttpMessage.invalidData,
  });

/** A stored version never changes under its address (a new picture gets a new storage id). */
const immutable = "public, max-age=31536000, immutable";

/**
 * Serves stored media at the address of the spec, `/storage/{id[0:2]}/{id[2:4]}/{storageId}/{file}`.
 * With a CDN (CDN_URL) this is its origin; without one, browsers load pictures from here directly.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  app.route({
    // HEAD declared here, not derived from GET: the derived one would read the whole file to discard it.
    method: ["GET", "HEAD"],
    url: "/storage/:a/:b/:storageId/:file",
    schema: {
      tags: ["media"],
      summary: "A stored picture or video version",
      params: mediaParams,
      querystring: z.object({}).strict(),
    },
    handler: async (request, reply) => {
      const { storageId, file } = request.params;
      const openGraph = openGraphRotation(file);
      const stored =
        (await storage.read(mediaKey(storageId, file))) ??
        (openGraph === undefined ? null : await makeOpenGraphImage(storage, storageId, file, openGraph));
      if (!stored) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", immutable).header("etag", stored.etag).type(stored.contentType);
      if (matchesEtag(request.headers["if-none-match"], stored.etag)) {
        stored.body.destroy();
        return reply.code(304).send();
      }
      reply.header("content-length", stored.size);
      if (request.method === "HEAD") {
        stored.body.destroy();
        return reply.send();
      }
      return reply.send(stored.body);
    },
  });
};

/** `If-None-Match` may list several tags, weak ones or `*` (RFC 9110 section 13.1.2: weak comparison). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}
