import { CookieKey } from "@tirgus/domain/languages";
import { oauthWindowName } from "@tirgus/domain/shell-errors";
import { tokenLoopWindowMs, tokenRefreshIntervalMs } from "@tirgus/domain/timing";
import { readCookie, serializePreferenceCookie } from "./cookies";

/*
 * The token pipeline of spec 2 section 7 (decision 0012 for the server side). The browser keeps a
 * short-lived value (the access token and when it expires) and long-lived ones (the refresh token,
 * when it was last refreshed, and the loop counter), plus the readable `login` flag cookie. Refresh
 * tokens rotate on every use, so refreshes are serialised: one at a time, and one per failed token.
 *
 * Values live in localStorage, so every tab reads the newest pair (a tab holding a spent refresh token
 * would revoke the whole session on its next refresh).
 */

/** The token endpoint's success answer (and the phone sign-in's). */
export type TokenAnswer = {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: string;
  scope: string;
};

export const tokenPath = "/api/oauth/token";
/** Refreshes this many times in a row, each within the loop window, mean a loop: the pipeline stops. */
export const tokenLoopLimit = 5;

export const storageKeys = {
  accessToken: "tokens.access",
  accessExpiresAt: "tokens.accessExpiresAt",
  refreshToken: "tokens.refresh",
  refreshedAt: "tokens.refreshedAt",
  loopCount: "tokens.loopCount",
} as const;

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type TokenPipelineDeps = {
  storage: KeyValueStore;
  fetch: (request: Request) => Promise<Response>;
  origin: string;
  now: () => number;
  /** Sets (true) or clears (false) the `login` flag cookie. */
  setLoginFlag: (signedIn: boolean) => void;
  hasLoginFlag: () => boolean;
  reload: () => void;
  /** The OAUTH popup's business: reload the window that opened it, then close. */
  oauthWindow: () => { reloadOpener: () => void; close: () => void } | null;
};

/** The same rule as `nextTokenLoopCount` of @tirgus/domain/auth (kept out of the bundle: it imports zod). */
export function nextLoopCount(count: number, lastRefreshAt: number, now: number): number {
  return now - lastRefreshAt > tokenLoopWindowMs ? 0 : count + 1;
}

export type TokenPipeline = ReturnType<typeof createTokenPipeline>;

export function createTokenPipeline(deps: TokenPipelineDeps) {
  const { storage } = deps;
  let refreshing: Promise<string | null> | null = null;
  /** The failed access tokens already answered by a refresh, with what that refresh gave. */
  const renewed = new Map<string, Promise<string | null>>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const readNumber = (key: string) => Number(storage.getItem(key) ?? 0) || 0;

  function accessToken(): string | null {
    return storage.getItem(storageKeys.accessToken);
  }

  function clearTokens() {
    for (const key of Object.values(storageKeys)) storage.removeItem(key);
  }

  /** Stores a sign-in's (or refresh's) answer and sets the login flag. */
  function store(answer: TokenAnswer) {
    storage.setItem(storageKeys.accessToken, answer.access_token);
    storage.setItem(storageKeys.accessExpiresAt, String(deps.now() + answer.expires_in * 1000));
    storage.setItem(storageKeys.refreshToken, answer.refresh_token);
    deps.setLoginFlag(true);
  }

  /** After a sign-in: store, and a login popup hands over to its opener. */
  function signedIn(answer: TokenAnswer) {
    store(answer);
    storage.setItem(storageKeys.refreshedAt, String(deps.now()));
    storage.setItem(storageKeys.loopCount, "0");
    const popup = deps.oauthWindow();
    if (popup) {
      popup.reloadOpener();
      popup.close();
    }
  }

  /** Forgets the tokens and the login flag (the user state follows from the reloaded page). */
  function forget() {
    clearTokens();
    deps.setLoginFlag(false);
  }

  /** The spec's "clear login and reload": what is left of a session that cannot continue. */
  function endSession() {
    stop();
    forget();
    deps.reload();
  }

  async function requestRefresh(refreshToken: string): Promise<string | null> {
    const loopCount = nextLoopCount(
      readNumber(storageKeys.loopCount),
      readNumber(storageKeys.refreshedAt),
      deps.now(),
    );
    storage.setItem(storageKeys.loopCount, String(loopCount));
    storage.setItem(storageKeys.refreshedAt, String(deps.now()));
    if (loopCount >= tokenLoopLimit) {
      endSession();
      return null;
    }
    const response = await deps
      .fetch(
        new Request(new URL(tokenPath, deps.origin), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }).toString(),
        }),
      )
      .catch(() => null);
    // Offline: keep the tokens, the next refresh tries again.
    if (response === null) return accessToken();
    if (!response.ok) {
      clearTokens();
      return null;
    }
    store((await response.json()) as TokenAnswer);
    return accessToken();
  }

  /** One refresh at a time: callers during a refresh share its outcome. */
  function refresh(): Promise<string | null> {
    const refreshToken = storage.getItem(storageKeys.refreshToken);
    if (!refreshToken) return Promise.resolve(null);
    refreshing ??= requestRefresh(refreshToken).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * A request with `failedToken` got 401. The first such request refreshes; the others queued on the
   * same token wait for it and retry with the new one. Null: no usable token, the session is over.
   */
  function renew(failedToken: string): Promise<string | null> {
    const current = accessToken();
    if (current && current !== failedToken) return Promise.resolve(current);
    let outcome = renewed.get(failedToken);
    if (!outcome) {
      outcome = refresh();
      renewed.set(failedToken, outcome);
    }
    return outcome;
  }

  /** Signed-in pages keep their tokens fresh every 60 s (the access token lives longer than that). */
  function start() {
    if (timer !== null || !deps.hasLoginFlag() || !storage.getItem(storageKeys.refreshToken)) return;
    timer = setInterval(() => {
      void refresh().then((token) => {
        if (token === null) endSession();
      });
    }, tokenRefreshIntervalMs);
  }

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  const hasLoginFlag = () => deps.hasLoginFlag();

  return { accessToken, hasLoginFlag, signedIn, forget, endSession, refresh, renew, start, stop };
}

/** The `login` flag lives as long as a server session (60 days); it only says "tokens should exist". */
const loginFlagMaxAgeSeconds = 60 * 24 * 3600;

let pipeline: TokenPipeline | null = null;

/** The browser's pipeline: localStorage, `window.fetch`, the `login` cookie, the OAUTH popup. */
export function browserTokens(): TokenPipeline {
  pipeline ??= createTokenPipeline({
    storage: window.localStorage,
    fetch: (request) => window.fetch(request),
    origin: window.location.origin,
    now: Date.now,
    setLoginFlag: (signedIn) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
      document.cookie = serializePreferenceCookie(
        CookieKey.login,
        signedIn ? "1" : "",
        signedIn ? loginFlagMaxAgeSeconds : 0,
      );
    },
    hasLoginFlag: () => Boolean(readCookie(document.cookie, CookieKey.login)),
    reload: () => window.location.reload(),
    oauthWindow: () => {
      const opener = window.opener as Window | null;
      if (window.name !== oauthWindowName || !opener) return null;
      return { reloadOpener: () => opener.location.reload(), close: () => window.close() };
    },
  });
  return pipeline;
}
