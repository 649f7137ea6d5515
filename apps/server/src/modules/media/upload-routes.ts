import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import multipart from "@fastify/multipart";
import { apiErrorBodySchema, contentSchema, idParams, listSchema } from "@tirgus/domain/api-contract";
import { ShownText } from "@tirgus/domain/errors";
import { videoMaxBytes } from "@tirgus/domain/limits";
import { storedRotation, UploadMessage } from "@tirgus/domain/media";
import { fileChangeSchema, fileOrderSchema, ownFileSchema } from "@tirgus/domain/media-upload-api";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { inTransaction } from "../../db/transaction.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { requireSession } from "../../platform/authenticate.ts";
import type { JobSender } from "../../platform/jobs.ts";
import { contentTypeOf, type MediaStorage } from "../../platform/storage.ts";
import { isValidLotToken } from "../lots/lot-tokens.ts";
import { cancelFile, mediaQueues, sourceKey } from "./jobs.ts";
import { type ReceivedUpload, receiveUpload } from "./receive-upload.ts";
import {
  attachFiles,
  fileWithOwner,
  insertUpload,
  lotOwner,
  ownFiles,
  setRotation,
} from "./upload-repository.ts";

export type UploadRouteOptions = {
  pool: pg.Pool;
  storage: MediaStorage;
  jobs: JobSender;
  dataDir: string;
  /** Checks the QR upload tokens of modules/lots/lot-tokens.ts. */
  secret: Uint8Array;
};

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  413: apiErrorBodySchema,
  415: apiErrorBodySchema,
};

/**
 * The seller's files (spec 2 sections 4 and 7): upload, the list the wizard polls, rotation, deletion and the
 * gallery order. Uploads are answered as soon as they are stored; their versions are made by jobs.ts.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRouteOptions> = async (app, options) => {
  const { pool, storage, jobs, secret } = options;
  const uploadFolder = path.join(options.dataDir, "uploads");
  // One file and the optional `lot` field. Busboy's own cap sits one byte above the video limit, so the
  // guard of receive-upload.ts, which knows the file's type, is what refuses a file that is too large.
  await app.register(multipart, {
    limits: { files: 1, fields: 1, parts: 2, fieldSize: 32, fileSize: videoMaxBytes + 1 },
  });

  /** The caller's lot: 404 when there is none, 403 when it is someone else's. */
  async function ownLot(lotId: number, userId: number): Promise<number> {
    const owner = await lotOwner(pool, lotId);
    if (owner === undefined) throw new ApiError(404, [{ message: HttpMessage.notFound, field: "lot" }]);
    if (owner !== userId) throw new ApiError(403, [{ message: UploadMessage.notYourLot, field: "lot" }]);
    return lotId;
  }

  /** One of the caller's files: 404 when there is none, 403 when it is someone else's. */
  async function ownFile(fileId: number, userId: number) {
    const file = await fileWithOwner(pool, fileId);
    if (!file) throw new ApiError(404, HttpMessage.notFound);
    if (file.ownerId !== userId) throw new ApiError(403, HttpMessage.forbidden);
    return file;
  }

  /**
   * Who uploads, and to which lot: the signed-in caller, or, with `?qr={token}&lot={id}`, the lot's owner on
   * their phone (the wizard's QR code, spec 2 section 2), for that lot only and while the token lasts.
   */
  async function uploaderOf(request: FastifyRequest<{ Querystring: { qr?: string; lot?: number } }>) {
    const { qr, lot } = request.query;
    if (qr === undefined) return { userId: (await requireSession(request)).userId, qrLot: null };
    if (lot === undefined) throw new ApiError(400, [{ message: HttpMessage.required, field: "lot" }]);
    const owner = await lotOwner(pool, lot);
    if (owner === undefined) throw new ApiError(404, [{ message: HttpMessage.notFound, field: "lot" }]);
    if (owner === null || !isValidLotToken(secret, "qrUpload", qr, lot, owner, new Date())) {
      throw new ApiError(401, HttpMessage.unauthorized);
    }
    return { userId: owner, qrLot: lot };
  }

  /**
   * Reads the multipart body: the `lot` field is checked as soon as it arrives, before or after the file (a QR
   * upload's lot is fixed by its token).
   */
  async function readUploadForm(request: FastifyRequest, userId: number, qrLot: number | null) {
    let lotId: number | null = qrLot;
    let upload: ReceivedUpload | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === "field") {
          if (part.fieldname !== "lot")
            throw new ApiError(400, [{ message: HttpMessage.unknownParameter, values: [part.fieldname] }]);
          const chosen = await ownLot(lotIdOf(part.value), userId);
          if (qrLot !== null && chosen !== qrLot) {
            throw new ApiError(403, [{ message: UploadMessage.notYourLot, field: "lot" }]);
          }
          lotId = chosen;
        } else if (part.fieldname === "file") {
          upload = await receiveUpload(part.file, uploadFolder);
        } else {
          throw new ApiError(400, [{ message: HttpMessage.unknownParameter, values: [part.fieldname] }]);
        }
      }
    } catch (error) {
      if (upload) await rm(upload.path, { force: true });
      throw multipartRefusal(error);
    }
    if (!upload) throw new ApiError(400, [{ message: UploadMessage.fileRequired, field: "file" }]);
    return { lotId, upload };
  }

  app.post(
    "/api/files",
    {
      schema: {
        tags: ["media"],
        summary:
          "Upload a picture (png, jpeg, heic; 800x600 to 50 megapixels, at most 50 MB) or a video (at most 1 GB): " +
          "multipart field `file`, optional field `lot` (the caller's lot; without one the file waits for the " +
          "lot being created). The type is read from the content. Answers the file at once; its versions follow " +
          "(thumbnail first) and `converted` turns true when all are stored. From the QR page, signed out: " +
          "`?qr={hash}&lot={id}` with the hash of `POST /api/lots/{id}/qr`.",
        consumes: ["multipart/form-data"],
        querystring: z
          .object({
            qr: z.string().min(1).max(200).optional(),
            lot: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
          })
          .strict(),
        response: { 201: contentSchema(ownFileSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { userId, qrLot } = await uploaderOf(request);
      if (!request.isMultipart()) throw new ApiError(415, HttpMessage.unsupportedMediaType);
      const { lotId, upload } = await readUploadForm(request, userId, qrLot);
      try {
        const { outputType, extension } = upload.type;
        const storageId = randomBytes(8).toString("hex");
        const file = await insertUpload(pool, {
          storageId,
          ownerId: userId,
          lotId,
          outputType,
          extension,
          width: upload.width,
          height: upload.height,
          contentHash: upload.contentHash,
        });
        try {
          const key = sourceKey(file);
          await storage.moveIn(key, upload.path, contentTypeOf(key));
          await jobs.send(outputType === "video" ? mediaQueues.video : mediaQueues.image, {
            fileId: file.id,
          });
        } catch (error) {
          await cancelFile({ pool, storage }, file.id);
          throw error;
        }
        return reply.code(201).send({ content: file });
      } finally {
        await rm(upload.path, { force: true });
      }
    },
  );

  app.get(
    "/api/files",
    {
      schema: {
        tags: ["media"],
        summary:
          "The caller's files of a lot (`lot`), or without `lot` those uploaded before their lot was saved, in " +
          "gallery order: the wizard polls it every 5 s while versions are made.",
        querystring: z
          .object({ lot: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() })
          .strict(),
        response: { 200: contentSchema(listSchema(ownFileSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const { lot } = request.query;
      if (lot !== undefined) await ownLot(lot, session.userId);
      const files = await ownFiles(pool, session.userId, lot ?? null);
      reply.header("cache-control", "private, no-store");
      return { content: { count: files.length, data: files } };
    },
  );

  app.get(
    "/api/files/:id",
    {
      schema: {
        tags: ["media"],
        summary: "One of the caller's files, with the versions made so far",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(ownFileSchema), ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const { ownerId: _owner, ...file } = await ownFile(request.params.id, session.userId);
      reply.header("cache-control", "private, no-store");
      return { content: file };
    },
  );

  app.patch(
    "/api/files/:id",
    {
      schema: {
        tags: ["media"],
        summary:
          "Turn one of the caller's files: `rotation` in quarter turns clockwise, 0-3 (stored as null when 0). " +
          "Until the turned versions are stored the file answers `converted: false`.",
        params: idParams,
        body: fileChangeSchema,
        response: { 200: contentSchema(ownFileSchema), ...errors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const file = await ownFile(request.params.id, session.userId);
      const rotation = storedRotation(request.body.rotation);
      if (rotation === file.rotation) {
        const { ownerId: _owner, ...unchanged } = file;
        return { content: unchanged };
      }
      const uprightReady = file.failure === null && !(await storage.exists(sourceKey(file)));
      const turned = await setRotation(pool, file.id, rotation, uprightReady);
      if (rotation !== null) await jobs.send(mediaQueues.rotation, { fileId: file.id });
      return { content: turned };
    },
  );

  app.delete(
    "/api/files/:id",
    {
      schema: {
        tags: ["media"],
        summary: "Delete one of the caller's files and its stored versions",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const file = await ownFile(request.params.id, session.userId);
      await cancelFile({ pool, storage }, file.id);
      return { content: null };
    },
  );

  app.patch(
    "/api/lots/:id/files",
    {
      schema: {
        tags: ["media"],
        summary:
          "The gallery order of the caller's lot: `files`, the file ids in order (the first is the cover). " +
          "Files uploaded before the lot was saved join it. Answers the lot's files in their new order.",
        params: idParams,
        body: fileOrderSchema,
        response: { 200: contentSchema(listSchema(ownFileSchema)), ...errors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const lotId = await ownLot(request.params.id, session.userId);
      await inTransaction(pool, (tx) => attachFiles(tx, lotId, request.body.files, session.userId));
      const files = await ownFiles(pool, session.userId, lotId);
      return { content: { count: files.length, data: files } };
    },
  );
};

function lotIdOf(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new ApiError(400, [{ message: HttpMessage.invalidData, field: "lot" }]);
  return id;
}

/** @fastify/multipart's and busboy's failures as answers (their English never reaches the seller). */
function multipartRefusal(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return new ApiError(413, [{ message: ShownText.videoTooLarge, field: "file" }], { connection: "close" });
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
    return new ApiError(415, HttpMessage.unsupportedMediaType);
  if (typeof code === "string" && code.startsWith("FST_")) return new ApiError(400, HttpMessage.invalidData);
  // busboy's complaints about a broken body carry no code, only words.
  if (
    error instanceof Error &&
    /^(Unexpected end of|Malformed|Multipart: Boundary not found)/.test(error.message)
  ) {
    return new ApiError(400, HttpMessage.invalidData);
  }
  return error;
}
