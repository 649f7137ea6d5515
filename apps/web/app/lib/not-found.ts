import { data } from "react-router";
import { ApiError } from "./api-error";

/** Throw from a loader: the root error boundary renders the not-found view with HTTP 404. */
export function notFound() {
  return data(null, { status: 404 });
}

/** Throw from a loader: the root error boundary renders the forbidden view with HTTP 403 (a blocked lot). */
export function forbidden() {
  return data(null, { status: 403 });
}

/**
 * For a list's `.catch`: a list address is cleaned by the API's own rules before it is asked for, so a bad
 * parameter is dropped there; what the API still refuses (a value past its size limits) is an address that does
 * not exist, answered 404 rather than as a server error.
 */
export function notFoundWhenRefused(error: unknown): never {
  if (error instanceof ApiError && error.status === 400) throw notFound();
  throw error;
}

/** What an API call answered, or null when it found nothing there (404) or refused what it was asked (400). */
export async function orNull<T>(request: Promise<T | null>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
