import { type ApiClient, clientErrorsPath, createApiClient, shouldReportErrors } from "./api-client";
import { markApiUnavailable } from "./api-status";
import { readCookie } from "./cookies";
import { errorReporting } from "./error-reporting";
import { toastStore } from "./toast-store";
import { browserTokens } from "./tokens";

/*
 * The browser's instance of the API client: `window.fetch` against the page's origin, server
 * messages shown as toasts, bearer tokens from the token pipeline (lib/tokens.ts), the offline notice
 * fed, failed requests reported on the production host.
 */
let client: ApiClient | null = null;

export function browserApi(): ApiClient {
  client ??= createApiClient({
    transport: (request) => window.fetch(request),
    origin: window.location.origin,
    getToken: () => browserTokens().accessToken(),
    renewToken: (failedToken) => browserTokens().renew(failedToken),
    getCsrfToken: () => readCookie(document.cookie, "csrf"),
    hooks: {
      // A 401 the token pipeline could not cure (spec 1 section 8: "401 logs out").
      onUnauthorized: () => browserTokens().endSession(),
      onMessages: toastStore.showServerMessages,
      onServerError: (error) => {
        if (error.errors.length > 0) toastStore.showServerMessages("error", error.errors);
        else toastStore.show({ kind: "error", message: "Something went wrong. Please try again later." });
      },
      onUnavailable: markApiUnavailable,
      onErrorRecord: (record) => {
        const enabled = shouldReportErrors({
          ...errorReporting(),
          host: window.location.host,
          webdriver: navigator.webdriver === true,
        });
        if (!enabled || record.url.startsWith(clientErrorsPath)) return;
        // Straight to fetch, not through the client: a failing report must not report itself.
        void window
          .fetch(clientErrorsPath, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(record),
            keepalive: true,
          })
          .catch(() => undefined);
      },
    },
  });
  return client;
}
