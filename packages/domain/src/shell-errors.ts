/*
 * The parts of the error catalogue the web app's shell needs on every page: a social or OAuth login's popup
 * and error codes, and the messages of a failed chunk load. A module of its own, so the rest of the catalogue
 * (errors.ts) stays out of every page's scripts, and apart from auth.ts, which brings zod.
 */

/**
 * A login popup is opened under this window name; it reloads its opener and closes after login.
 */
export const oauthWindowName = "OAUTH";

/** Error strings a social or OAuth login returns, handed to the page as `?loginError=`. */
export const LoginError = {
  cancelled_by_user: "cancelled_by_user",
  invalid_request: "invalid_request",
} as const;

/** Messages of a failed code-split chunk load; the page reloads once when one appears. */
export const chunkLoadErrorMessages = ["Loading chunk failed", "Loading CSS chunk failed"] as const;
export const isChunkLoadError = (message: string): boolean =>
  chunkLoadErrorMessages.some((text) => message.includes(text));
