import { randomBytes } from "node:crypto";
import { contentSchema } from "@tirgus/domain/api-contract";
import { MediaMessage } from "@tirgus/domain/errors";
import { imageMaxBytes } from "@tirgus/domain/limits";
import { acceptedImageMimeTypes, avatarSizesPx, type SquareVersionName } from "@tirgus/domain/media";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError } from "../../platform/api-error.ts";
import { requireSession } from "../../platform/authenticate.ts";
import type { MediaStorage } from "../../platform/storage.ts";
import * as users from "./repository.ts";
import { authErrors } from "./schemas.ts";

const avatarVersions = avatarSizesPx.map((side) => ({ name: `avatar${side}` as SquareVersionName, side }));
const uploadTypes = [...acceptedImageMimeTypes, "image/webp"];
const avatarAnswer = contentSchema(z.object({ avatar: z.string().nullable() }));

/**
 * The user's avatar (spec 2 sections 2 and 5): the picture itself as the request body, at least 200x200,
 * stored as 128 and 256 px squares cut from its middle. A new picture gets a new storage id, so cached
 * addresses of the old one never show the new face; the old files stay for pages still showing them.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; storage: MediaStorage }> = async (
  app,
  { pool, storage },
) => {
  // Only in this plugin: everywhere else a picture body is refused as an unsupported media type.
  app.addContentTypeParser(
    uploadTypes,
    { parseAs: "buffer", bodyLimit: imageMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.put(
    "/api/me/avatar",
    {
      bodyLimit: imageMaxBytes,
      schema: {
        tags: ["me"],
        summary: "Upload the avatar: the picture as the body (png, jpeg, heic, webp; at least 200x200)",
        response: { 200: avatarAnswer, ...authErrors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new ApiError(400, [{ message: MediaMessage.notAPicture, field: "avatar" }]);
      const storageId = randomBytes(8).toString("hex");
      // sharp (libvips, about 22 MB) loads with the first upload, not with the server.
      const { storeSquareVersions, PictureRefused } = await import("../media/square-versions.ts");
      try {
        await storeSquareVersions(storage, storageId, request.body, avatarVersions);
      } catch (error) {
        if (!(error instanceof PictureRefused)) throw error;
        const message = error.reason === "too-small" ? MediaMessage.avatarTooSmall : MediaMessage.notAPicture;
        throw new ApiError(400, [{ message, field: "avatar" }]);
      }
      await users.setAvatar(pool, session.userId, storageId);
      return { content: { avatar: storageId }, notifications: [{ message: MediaMessage.avatarSaved }] };
    },
  );

  app.delete(
    "/api/me/avatar",
    {
      schema: { tags: ["me"], summary: "Remove the avatar", response: { 200: avatarAnswer, ...authErrors } },
    },
    async (request) => {
      const session = await requireSession(request);
      await users.setAvatar(pool, session.userId, null);
      return { content: { avatar: null } };
    },
  );
};
