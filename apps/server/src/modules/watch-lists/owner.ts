import { WatchListMessage } from "@tirgus/domain/watch-lists";
import type { FastifyRequest } from "fastify";
import type pg from "pg";
import { ApiError } from "../../platform/api-error.ts";
import { optionalSession } from "../../platform/authenticate.ts";
import { watchCookieOf } from "../auth/routes.ts";
import { type WatchOwner, watchIdentifierExists } from "./repository.ts";

/**
 * Whose favourites and compare list a request names, unchecked: the signed-in user, else the anonymous
 * visitor by the watch identifier (the `identifier` query, else the `watch` cookie); null without either. Enough
 * where the lists only shape an answer (similar lots): an identifier never handed out keeps no lots.
 */
export async function claimedWatchOwner(
  request: FastifyRequest,
  identifier: string | undefined,
): Promise<WatchOwner | null> {
  const session = await optionalSession(request);
  if (session) return { userId: session.userId };
  const candidate = identifier ?? watchCookieOf(request);
  return candidate ? { identifier: candidate } : null;
}

/**
 * The keeper of the lists a request reads or changes: as claimedWatchOwner, but an identifier must have been
 * handed out by the server. A stale cookie is ignored (null); an unknown identifier the visitor named is
 * refused (400).
 */
export async function watchOwnerOf(
  pool: pg.Pool,
  request: FastifyRequest,
  identifier: string | undefined,
): Promise<WatchOwner | null> {
  const claimed = await claimedWatchOwner(request, identifier);
  if (!claimed || "userId" in claimed) return claimed;
  if (await watchIdentifierExists(pool, claimed.identifier)) return claimed;
  if (identifier)
    throw new ApiError(400, [{ message: WatchListMessage.unknownIdentifier, field: "identifier" }]);
  return null;
}
