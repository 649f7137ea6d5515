import { createBytesBoundedMap } from "@tirgus/domain/bytes-bounded-map";
import { storedSortCookie } from "@tirgus/domain/lot-list";
import { watchListsCookie } from "@tirgus/domain/watch-lists";
import { compress, type Encoding } from "./answer-cache.ts";

/*
 * A few seconds of memory for the pages signed-out visitors ask for (decision 0019). Home, landings and the
 * first pages of big categories are asked for far more often than they change, and rendering one costs
 * 5-20 ms of CPU; a kept page, already compressed, costs a fraction of a millisecond. Only what cannot differ
 * between two visitors is shared:
 * - nothing for a signed-in visitor (a `session` cookie or an Authorization header), nor for anything but GET;
 * - nothing for a signed-out visitor whose favourites or compare list hold something (the `watchLists` cookie):
 *   their header counts and compare page are read through their own `watch` cookie;
 * - the key holds the address, every cookie a page reads on the server for signed-out visitors (theme, adult
 *   content, list view, stored sort, visited lots) and whether the visitor is a crawler (crawlers get no footer);
 * - a render that set or cleared a cookie, or answered anything but 200, is not kept.
 * A kept page keeps the CSP nonce it was rendered with: its text can no longer change, so nothing injected
 * into it can carry that nonce, and a new render gets a new one.
 */

/** Cookies a page reads on the server for signed-out visitors; their values are part of the key. */
export const keyCookies = [
  "theme",
  "adultContent",
  "lots_view_type",
  storedSortCookie,
  "visitedLots",
] as const;

export type KeptPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The body compressed, made the first time a visitor takes that encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
};

type Entry = { page: KeptPage; expires: number };

export type PageRequest = {
  method: string;
  url: string;
  cookie: string | undefined;
  authorization: string | undefined;
  isBot: boolean;
};

/** The cache key of a request, or null when its answer must not be shared. */
export function pageKey(request: PageRequest): string | null {
  if (request.method !== "GET" || request.authorization) return null;
  const cookies = parseCookies(request.cookie);
  if (cookies.has("session") || cookies.has(watchListsCookie)) return null;
  const visitor = [
    request.isBot ? "crawler" : "person",
    ...keyCookies.map((name) => cookies.get(name) ?? ""),
  ];
  return [request.url, ...visitor].join("\n");
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** The kept page's body in the encoding the visitor takes, compressed once per encoding. */
export function encodedBody(page: KeptPage, encoding: Encoding | undefined): Buffer {
  if (!encoding) return page.body;
  const encoded = page.encoded[encoding] ?? compress(page.body, encoding);
  page.encoded[encoding] = encoded;
  return encoded;
}

export function createPageCache({
  ttlMs = 5_000,
  maxBytes = 24 * 1024 * 1024,
  now = Date.now,
}: {
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
} = {}) {
  const pages = createBytesBoundedMap<Entry>(maxBytes);
  const rendering = new Map<string, Promise<KeptPage | null>>();

  function keep(key: string, page: KeptPage) {
    // The body plus room for its compressed forms.
    const size = page.body.length * 2;
    if (size > maxBytes / 4) pages.delete(key);
    else pages.set(key, { page, expires: now() + ttlMs }, size);
  }

  return {
    /**
     * The page for `key`: kept, or rendered by `render` (which answers null for a page that must not be
     * kept). Visitors asking for the same missing page at the same moment share one render.
     */
    async get(key: string, render: () => Promise<KeptPage | null>): Promise<KeptPage | null> {
      const entry = pages.get(key);
      if (entry && entry.expires > now()) return entry.page;
      if (entry) pages.delete(key);
      let pending = rendering.get(key);
      if (!pending) {
        pending = render()
          .then((page) => {
            if (page) keep(key, page);
            return page;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
    /** Bytes accounted for, for tests. */
    size: pages.size,
  };
}
