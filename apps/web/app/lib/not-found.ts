import { data } from "react-router";

/** Throw from a loader: the root error boundary renders the not-found view with HTTP 404. */
export function notFound() {
  return data(null, { status: 404 });
}

/** Throw from a loader: the root error boundary renders the forbidden view with HTTP 403 (a blocked lot). */
export function forbidden() {
  return data(null, { status: 403 });
}
