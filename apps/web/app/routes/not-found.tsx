import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";

/** Every path no other route takes: the root error boundary renders the not-found view, HTTP 404. */
export function loader(): never {
  throw notFound();
}

// A component keeps this a page route (a route without one would be a resource route).
export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function NotFound() {
  return null;
}
