import type { ApiMessage } from "@tirgus/domain/api-contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/pool.ts";
import { ApiError, HttpMessage } from "./api-error.ts";

/** Seconds a client should wait before retrying when the database is away. */
const retryAfterSeconds = 5;

/** PostgreSQL's "invalid byte sequence for encoding" and "untranslatable character" (SQLSTATE 22021, 22P05). */
const unstorableTextCodes = new Set(["22021", "22P05"]);

/**
 * One place turns every failure into the error shape: schema failures with field paths, Fastify's own
 * 4xx (bad JSON, content type, body size), our ApiErrors, an unreachable database (503), and anything
 * else as a 500 that tells the client nothing about the internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = toApiError(error);
    if (answer.statusCode >= 500 && !(error instanceof ApiError) && answer.statusCode !== 503) {
      request.log.error({ err: error }, "request failed with an unexpected error");
    }
    return sendError(request, reply, answer);
  });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  // The request error record of spec section 8: url, action, status, error.
  request.log.warn(
    { url: request.url, action: request.method, status: error.statusCode, error: error.message },
    "request error",
  );
  return reply.code(error.statusCode).headers(error.headers).send({ errors: error.errors });
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error))
    return new ApiError(400, distinct(error.validation.flatMap(describeIssue)));
  if (isDatabaseUnavailable(error)) {
    return new ApiError(503, HttpMessage.unavailable, { "retry-after": String(retryAfterSeconds) });
  }
  // Text PostgreSQL cannot store (a NUL character) that a schema let through: the client's data, not our fault.
  if (unstorableTextCodes.has(String((error as { code?: unknown }).code)))
    return new ApiError(400, HttpMessage.invalidData);
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new ApiError(400, HttpMessage.malformedJson);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new ApiError(error.statusCode ?? 415, HttpMessage.unsupportedMediaType);
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ApiError(413, HttpMessage.payloadTooLarge);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError(status, messageForStatus(status));
  return new ApiError(500, HttpMessage.serverError);
}

function messageForStatus(status: number): string {
  switch (status) {
    case 401:
      return HttpMessage.unauthorized;
    case 403:
      return HttpMessage.forbidden;
    case 404:
      return HttpMessage.notFound;
    case 405:
      return HttpMessage.methodNotAllowed;
    case 413:
      return HttpMessage.payloadTooLarge;
    case 415:
      return HttpMessage.unsupportedMediaType;
    case 429:
      return HttpMessage.tooManyRequests;
    default:
      return HttpMessage.invalidData;
  }
}

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/** One message per field and text: a value can break two rules that read the same ("too big" and "not an integer"). */
function distinct(messages: ApiMessage[]): ApiMessage[] {
  const seen = new Set<string>();
  return messages.filter((message) => {
    const key = JSON.stringify(message);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function describeIssue(issue: ValidationIssue): ApiMessage[] {
  const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const withField = (message: ApiMessage) => (field ? { ...message, field } : message);
  if (issue.keyword === "unrecognized_keys") {
    const keys = (issue.params.keys as string[] | undefined) ?? [];
    return keys.map((key) => ({
      message: HttpMessage.unknownParameter,
      values: [key],
      field: field ? `${field}.${key}` : key,
    }));
  }
  if (issue.keyword === "invalid_type" && /received undefined/.test(issue.message ?? "")) {
    return [withField({ message: HttpMessage.required })];
  }
  return [withField({ message: HttpMessage.invalidData })];
}
