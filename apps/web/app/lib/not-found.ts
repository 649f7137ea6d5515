import { data } from "react-router";

/** Throw from a loader: the root error boundary renders the not-found view with HTTP 404. */
export function notFound() {
  return data(null, { status: 404 });
}
