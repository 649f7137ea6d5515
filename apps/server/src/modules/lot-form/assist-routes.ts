import { contentSchema } from "@tirgus/domain/api-contract";
import { buildingSuggestionSchema, buildingSuggestQuerySchema } from "@tirgus/domain/building-suggest-api";
import { ShownText } from "@tirgus/domain/errors";
import {
  aiDescriptionRequestSchema,
  aiDescriptionSchema,
  qrUploadSchema,
  vehicleLookupSchema,
} from "@tirgus/domain/lot-form-api";
import { cleanVehiclePlate } from "@tirgus/domain/patterns";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { requireSession } from "../../platform/authenticate.ts";
import { categoryFilters } from "../catalogue/repository.ts";
import { lotToken } from "../lots/lot-tokens.ts";
import { buildingSuggestions } from "./building-suggest.ts";
import { factsOf } from "./descriptions/facts.ts";
import type { DescriptionWriter } from "./descriptions/writer.ts";
import { offlineDescriptionWriter } from "./descriptions/writer-offline.ts";
import { openAiDescriptionWriter } from "./descriptions/writer-openai.ts";
import { addCategorySuggestion, storedLot } from "./repository.ts";
import { prefillFromRecord, vehicleCategoryIds } from "./vehicles/prefill.ts";
import { offlineVehicleRegister, type VehicleRegister } from "./vehicles/register.ts";
import { httpVehicleRegister } from "./vehicles/register-http.ts";

const tags = ["lot form"];

export type AssistRoutesOptions = {
  pool: pg.Pool;
  config: Pick<Config, "descriptionModel" | "vehicleRegister">;
  secret: Uint8Array;
};

function descriptionWriterOf(config: AssistRoutesOptions["config"]): DescriptionWriter {
  const model = config.descriptionModel;
  return model ? openAiDescriptionWriter(model.url, model.key, model.model) : offlineDescriptionWriter;
}

function vehicleRegisterOf(pool: pg.Pool, config: AssistRoutesOptions["config"]): VehicleRegister {
  if (config.vehicleRegister)
    return httpVehicleRegister(config.vehicleRegister.url, config.vehicleRegister.key);
  return offlineVehicleRegister(
    async (kind) => (await categoryFilters(pool, vehicleCategoryIds[kind], "create")) ?? [],
  );
}

/**
 * What helps the seller fill the wizard in (issue 7): the AI description, the number-plate lookup, the building
 * prefill, the QR code for uploading from a phone and the "suggest missing category" box. Outside services (a
 * language model, the vehicle register) sit behind provider interfaces with offline providers that make the
 * flow work without them.
 */
export const lotFormAssistRoutes: FastifyPluginAsyncZod<AssistRoutesOptions> = async (app, options) => {
  const { pool, secret } = options;
  const writer = descriptionWriterOf(options.config);
  const register = vehicleRegisterOf(pool, options.config);

  app.post(
    "/api/lots/ai-description",
    {
      schema: {
        tags,
        summary: "Latvian and Russian descriptions written from the category, filters, location and price.",
        body: aiDescriptionRequestSchema,
        response: { 200: contentSchema(aiDescriptionSchema) },
      },
    },
    async (request) => {
      await requireSession(request);
      const facts = await factsOf(pool, request.body);
      if (!facts) throw new ApiError(400, [{ message: HttpMessage.required, field: "category" }]);
      const descriptions = await writer.write(facts).catch((error: unknown) => {
        request.log.warn({ err: error }, "description model failed");
        throw new ApiError(503, HttpMessage.unavailable);
      });
      return { content: descriptions };
    },
  );

  app.get(
    "/api/vehicles/:plate",
    {
      schema: {
        tags,
        summary:
          "The category and filter values of a registered vehicle by its number plate (spaces and hyphens " +
          "ignored); 404 'Vehicle information does not found' when the register does not know it.",
        params: z.object({ plate: z.string().max(20) }),
        querystring: z.object({ kind: z.enum(["car", "moto"]).default("car") }).strict(),
        response: { 200: contentSchema(vehicleLookupSchema) },
      },
    },
    async (request, reply) => {
      await requireSession(request);
      const plate = cleanVehiclePlate(request.params.plate).toUpperCase();
      const record = await register.lookup(plate, request.query.kind);
      if (!record) throw new ApiError(404, ShownText.vehicleNotFound);
      const filters = (await categoryFilters(pool, vehicleCategoryIds[record.kind], "create")) ?? [];
      reply.header("cache-control", "private, no-store");
      return { content: prefillFromRecord(record, filters) };
    },
  );

  app.get(
    "/api/filters/building-suggest",
    {
      schema: {
        tags,
        summary:
          "What published real-estate lots at a building (a street and house number) say about it: the most " +
          "common value of each of the category's building filters (series, building type, house type, " +
          "floors, build year), for the wizard's prefill offer. Empty when none are known.",
        querystring: buildingSuggestQuerySchema,
        response: { 200: contentSchema(z.array(buildingSuggestionSchema)) },
      },
    },
    async (request, reply) => {
      // Public facts of public lots: a short shared cache keeps a busy building cheap.
      reply.header("cache-control", "public, max-age=300");
      return { content: await buildingSuggestions(pool, request.query) };
    },
  );

  app.post(
    "/api/lots/:id/qr",
    {
      schema: {
        tags,
        summary:
          "A token for the QR code that lets the owner's phone add files to this lot (`POST /api/files?qr=`), " +
          "for an hour, without signing in.",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: contentSchema(qrUploadSchema) },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const lot = await storedLot(pool, request.params.id);
      if (!lot) throw new ApiError(404, HttpMessage.notFound);
      if (lot.ownerId !== session.userId) throw new ApiError(403, HttpMessage.forbidden);
      const { token, expiresAt } = lotToken(
        secret,
        "qrUpload",
        request.params.id,
        session.userId,
        new Date(),
      );
      reply.header("cache-control", "private, no-store");
      return { content: { hash: token, lot: request.params.id, expiresAt: expiresAt.toISOString() } };
    },
  );

  app.post(
    "/api/categories/suggestions",
    {
      schema: {
        tags,
        summary: "A category the seller did not find, for the catalogue's editors.",
        body: z
          .object({
            name: z.string().trim().min(2).max(100),
            parentId: z.number().int().positive().nullable(),
          })
          .strict(),
        response: { 201: contentSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const id = await addCategorySuggestion(pool, session.userId, request.body.parentId, request.body.name);
      reply.code(201);
      return { content: { id }, notifications: [{ message: ShownText.suggestedCategoryAdded }] };
    },
  );
};
