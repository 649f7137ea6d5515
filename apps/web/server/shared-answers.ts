import { createBytesBoundedMap } from "@tirgus/domain/bytes-bounded-map";
import type { SharedAnswers } from "../app/lib/api-client";

/*
 * The API answers that server rendering may share between visitors, already read: the catalogue (a
 * category by its slugs, its filters and used filter values, the regions) and the dictionaries. Every
 * listing page asked for them again, through a whole in-process HTTP request, and parsed them again (the
 * cars filters are 96 KB of JSON); they change only with the catalogue or the lots' counts.
 *
 * What is kept follows the API's own HTTP caching headers, as a shared HTTP cache would:
 * - only a `public` answer, fresh for at least `minLifetimeMs` (`max-age`, less its `Age`), without
 *   `no-store`, `no-cache` or `private`, setting no cookie and varying on nothing but the encoding;
 * - a list's few seconds (`max-age=5`) stay out: a page that reads the same list again within seconds is
 *   the same page, which the page cache keeps.
 * Kept values are deeply frozen: every render that reads them gets the same objects, so a loader that
 * changed one would change other visitors' pages; it throws instead.
 * The bytes of the answers' text bound the memory (their parsed form takes a few times that).
 */

type Kept = { value: unknown; expires: number };

export function createSharedAnswers({
  maxBytes = 4 * 1024 * 1024,
  minLifetimeMs = 30_000,
  now = Date.now,
}: {
  maxBytes?: number;
  minLifetimeMs?: number;
  now?: () => number;
} = {}): SharedAnswers & {
  /** Bytes of answer text kept, for tests. */
  size(): number;
} {
  const kept = createBytesBoundedMap<Kept>(maxBytes);

  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      kept.delete(key);
      return undefined;
    },
    offer(key, headers, value, size) {
      const lifetime = sharedLifetimeMs(headers);
      if (lifetime < minLifetimeMs || size > maxBytes / 8) return;
      kept.set(key, { value: deepFreeze(value), expires: now() + lifetime }, size);
    },
    size: kept.size,
  };
}

/** How long (ms) a shared cache may keep an answer with these headers; 0 when it must not. */
export function sharedLifetimeMs(headers: Headers): number {
  if (headers.has("set-cookie")) return 0;
  const vary = (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "" && name !== "accept-encoding");
  if (vary.length > 0) return 0;
  const directives = new Map<string, string>();
  for (const part of (headers.get("cache-control") ?? "").split(",")) {
    const [name = "", value = ""] = part.trim().toLowerCase().split("=");
    if (name) directives.set(name, value.replace(/^"|"$/g, ""));
  }
  if (!directives.has("public") || ["no-store", "no-cache", "private"].some((name) => directives.has(name)))
    return 0;
  const maxAge = Number(directives.get("s-maxage") ?? directives.get("max-age"));
  const age = Number(headers.get("age") ?? 0);
  if (!Number.isFinite(maxAge) || !Number.isFinite(age)) return 0;
  return Math.max(0, maxAge - age) * 1000;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}
