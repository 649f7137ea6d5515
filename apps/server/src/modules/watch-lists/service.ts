import { isLotLive } from "@tirgus/domain/lots";
import {
  compareMaximum,
  type WatchListKind,
  WatchListMessage,
  type WatchListState,
} from "@tirgus/domain/watch-lists";
import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";
import { ApiError } from "../../platform/api-error.ts";
import * as lists from "./repository.ts";

/*
 * The rules of the two lists (spec 1 sections 4 and 6): only live lots (published, end date not yet come) are
 * bookmarked, never by their owner; any lot other people may see (published or ended) can be compared, up to
 * `compareMaximum`. Adding twice and removing what is not there are not errors, so a retried request is
 * harmless.
 */

/** Adds a lot to a list, or answers why it cannot be; the answer is the list's state afterwards. */
export async function addLot(
  pool: pg.Pool,
  kind: WatchListKind,
  owner: lists.WatchOwner,
  lotId: number,
): Promise<WatchListState> {
  const lot = await lists.lotForList(pool, lotId);
  if (!lot || !lists.visibleStatuses.includes(lot.status)) {
    throw new ApiError(404, [{ message: WatchListMessage.lotNotFound, field: "lot" }]);
  }
  if (kind === "favorites") {
    if ("userId" in owner && lot.ownerId === owner.userId) {
      throw new ApiError(403, [{ message: WatchListMessage.ownLot, field: "lot" }]);
    }
    // A published lot past its end date shows Expired before the expiry job gets to it: it is ended already.
    if (!isLotLive(lot, new Date())) {
      throw new ApiError(400, [{ message: WatchListMessage.notPublished, field: "lot" }]);
    }
  }
  return inTransaction(pool, async (client) => {
    await lists.lockList(client, kind, owner);
    if (kind === "compare" && !(await lists.isListed(client, kind, owner, lotId))) {
      const counts = await lists.listCounts(client, owner);
      if (counts.compare >= compareMaximum) {
        throw new ApiError(409, [
          { message: WatchListMessage.compareFull, values: [compareMaximum], field: "lot" },
        ]);
      }
    }
    await lists.addToList(client, kind, owner, lotId);
    return { lot: lotId, listed: true, ...(await lists.listCounts(client, owner)) };
  });
}

export async function removeLot(
  pool: pg.Pool,
  kind: WatchListKind,
  owner: lists.WatchOwner,
  lotId: number,
): Promise<WatchListState> {
  await lists.removeFromList(pool, kind, owner, lotId);
  return { lot: lotId, listed: false, ...(await lists.listCounts(pool, owner)) };
}

/** A watch merger (accounts/watch.ts): the visitor's lists join the account's at sign-in. */
export const mergeWatchLists = (client: pg.PoolClient, identifier: string, userId: number) =>
  lists.mergeLists(client, identifier, userId, compareMaximum);
