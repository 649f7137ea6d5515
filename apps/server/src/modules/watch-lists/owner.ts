import { WatchListMessage } from "@tirgus/domain/watch-lists";
import type { FastifyRequest } from "fastify";
import type pg from "pg";
import { ApiError } from "../../platform/api-error.ts";
import { optionalSession } from "../../platform/authenticate.ts";
import { watchCookieName } from "../auth/routes.ts";
import { type WatchOwner, watchIdentifierExists } from "./repository.ts";

/**
 * Whose favourites and compare list a request means: the signed-in user, else the anonymous visitor by the
 * watch identifier (the `identifier` query, else the `watch` cookie) when the server handed it out; null
 * without either. A stale cookie is ignored; an identifier the visitor named that the server never handed
 * out is refused (400) where the lists are the answer, and ignored (`unknownNamed: "ignore"`) where they only
 * shape it.
 */
export async function watchOwnerOf(
  pool: pg.Pool,
  request: FastifyRequest,
  identifier: string | undefined,
  unknownNamed: "refuse" | "ignore" = "refuse",
): Promise<WatchOwner | null> {
  const session = await optionalSession(request);
  if (session) return { userId: session.userId };
  const candidate = identifier ?? request.cookies[watchCookieName];
  if (candidate && (await watchIdentifierExists(pool, candidate))) return { identifier: candidate };
  if (identifier && unknownNamed === "refuse")
    throw new ApiError(400, [{ message: WatchListMessage.unknownIdentifier, field: "identifier" }]);
  return null;
}
