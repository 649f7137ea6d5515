import type { ApiMessage } from "@tirgus/domain/api-contract";

/**
 * Translation keys of the generic HTTP answers. The web app translates them like every other message,
 * so each needs an entry in the lv and ru dictionaries (checked by a test).
 */
export const HttpMessage = {
  invalidData: "This field contains invalid data!",
  required: "Field is required",
  unknownParameter: "Unknown parameter %s",
  malformedJson: "Malformed JSON",
  unauthorized: "Unauthorized",
  forbidden: "FORBIDDEN",
  notFound: "Not found",
  methodNotAllowed: "Method not allowed",
  payloadTooLarge: "Request is too large",
  unsupportedMediaType: "Unsupported content type",
  tooManyRequests: "Too many requests",
  serverError: "Server error",
  unavailable: "Service temporarily unavailable",
} as const;

/** An answer other than success, in the error shape of DESIGN.md section 5. Throw it from any handler. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly statusCode: number;
  readonly errors: ApiMessage[];
  readonly headers: Record<string, string>;

  constructor(statusCode: number, errors: ApiMessage[] | string, headers: Record<string, string> = {}) {
    const list = typeof errors === "string" ? [{ message: errors }] : errors;
    super(list.map((error) => error.message).join("; "));
    this.statusCode = statusCode;
    this.errors = list;
    this.headers = headers;
  }
}
