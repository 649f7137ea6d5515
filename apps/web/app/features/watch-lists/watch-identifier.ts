import type { ApiClient } from "../../lib/api-client";

/*
 * A signed-out visitor's favourites and compare list are kept under a watch identifier (spec 1 section 4):
 * the server sets it in the httpOnly `watch` cookie and the browser keeps it too, so calls can name it.
 */

/** The anonymous visitor's watch identifier, kept beside the server's `watch` cookie. */
const watchStorageKey = "watch";

export function storedWatchIdentifier(): string | undefined {
  return window.localStorage.getItem(watchStorageKey) ?? undefined;
}

async function fetchWatchIdentifier(api: ApiClient): Promise<void> {
  const answer = await api.post<{ identifier: string }>("/api/watch", undefined, { silent: true });
  if (answer) window.localStorage.setItem(watchStorageKey, answer.identifier);
}

/** An identifier the server no longer knows (its data was reset) is replaced by a new one. */
export async function renewWatchIdentifier(api: ApiClient): Promise<string | undefined> {
  window.localStorage.removeItem(watchStorageKey);
  await fetchWatchIdentifier(api).catch(() => undefined);
  return storedWatchIdentifier();
}

let fetchingWatch: Promise<void> | null = null;

/**
 * First visit: favourites and compare need an identifier before any sign-in. Callers asking at the same
 * moment (the shell, a lot's buttons) share one request: two identifiers would leave the `watch` cookie and
 * the stored identifier naming different lists.
 */
export async function ensureWatchIdentifier(api: ApiClient): Promise<void> {
  if (storedWatchIdentifier()) return;
  fetchingWatch ??= fetchWatchIdentifier(api)
    .catch(() => undefined)
    .finally(() => {
      fetchingWatch = null;
    });
  await fetchingWatch;
}

/**
 * Runs a signed-out visitor's call with their identifier as `query` (`?identifier=…`, empty when there is
 * none), and once more with a new identifier when `unknown` says the server no longer knows the old one.
 */
export async function withWatchIdentifier<T>(
  api: ApiClient,
  call: (query: string) => Promise<T>,
  unknown: (error: unknown) => boolean,
): Promise<T> {
  const queryOf = (identifier: string | undefined) =>
    identifier ? `?identifier=${encodeURIComponent(identifier)}` : "";
  await ensureWatchIdentifier(api);
  try {
    return await call(queryOf(storedWatchIdentifier()));
  } catch (error) {
    if (!unknown(error)) throw error;
    return call(queryOf(await renewWatchIdentifier(api)));
  }
}
