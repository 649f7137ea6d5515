import { CookieKey, type Language } from "@tirgus/domain/languages";
import type { ApiClient } from "../../lib/api-client";
import { setPreferenceCookie } from "../../lib/cookies";
import type { Me } from "../../lib/session";
import { browserTokens, type TokenAnswer, tokenPath } from "../../lib/tokens";
import { renewWatchIdentifier, storedWatchIdentifier } from "../watch-lists/watch-identifier";

/*
 * Signing in and out from the browser (spec 1 section 4 Session, spec 2 section 7). The server sets
 * the httpOnly `session` cookie with every sign-in, so the reloaded shell data shows the user.
 */

export function signInWithPassword(api: ApiClient, username: string, password: string) {
  return api.request<TokenAnswer>("POST", tokenPath, {
    body: { grant_type: "password", username, password, watch: storedWatchIdentifier() },
    form: true,
    envelope: false,
    silent: true,
  });
}

export function signInWithPhoneCode(
  api: ApiClient,
  input: { phone: string; code: string; policyAgreed: boolean; lang: Language },
) {
  return api.request<TokenAnswer>("POST", "/api/phone/sign-in", {
    body: {
      phone: input.phone,
      code: input.code,
      policyAgreed: input.policyAgreed,
      watch: storedWatchIdentifier(),
      language: input.lang,
    },
    envelope: false,
    silent: true,
  });
}

/**
 * Stores the tokens and starts the refresh timer, then reads the user's language: the UI follows it.
 * The user's language is stored in the `language` cookie too, as a language switch would.
 */
export async function completeSignIn(api: ApiClient, answer: TokenAnswer): Promise<Language | null> {
  const tokens = browserTokens();
  tokens.signedIn(answer);
  tokens.start();
  const me = await api.get<Me>("/api/me", undefined, { silent: true }).catch(() => null);
  const language = me?.language;
  if (language !== "lv" && language !== "ru" && language !== "en") return null;
  setPreferenceCookie(CookieKey.language, language);
  return language;
}

/**
 * Logout: the server revokes the session (and clears its cookies), the browser forgets tokens, the
 * login flag and the user; the next anonymous life starts with a fresh watch identifier.
 */
export async function signOut(api: ApiClient): Promise<void> {
  const tokens = browserTokens();
  tokens.stop();
  await api.post("/api/oauth/revoke", undefined, { silent: true }).catch(() => undefined);
  tokens.forget();
  await renewWatchIdentifier(api);
}
