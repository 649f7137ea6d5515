import { type ActorRole, type LifecycleAction, transition } from "@tirgus/domain/lot-lifecycle";
import { LotStatus, type LotStatusId } from "@tirgus/domain/lots";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";
import { passwordAccount } from "../../../test/social-accounts.ts";
import { inTransaction } from "../../db/transaction.ts";
import { applyLifecycleAction } from "./service.ts";

let test: TestApp;
let users: { owner: number; stranger: number; admin: number };
beforeAll(async () => {
  test = await buildTestApp();
  users = {
    owner: (await passwordAccount(test, "prop-owner@example.lv")).userId,
    stranger: (await passwordAccount(test, "prop-stranger@example.lv")).userId,
    admin: (await passwordAccount(test, "prop-admin@example.lv", { role: 1 })).userId,
  };
}, 60_000);
afterAll(() => test.close());

const actions: LifecycleAction[] = [
  "publish",
  "close",
  "delete",
  "prolong",
  "appeal",
  "expire",
  "approve",
  "reject",
  "block",
  "unblock",
];
const actors = ["owner", "stranger", "admin", "system"] as const;
const validStatuses: ReadonlySet<number> = new Set(Object.values(LotStatus));
/** Statuses whose page anyone may open: published, and ended lots shown as Sold or Expired. */
const openToAnyone: ReadonlySet<number> = new Set([
  LotStatus.published,
  LotStatus.closed,
  LotStatus.deleted,
  LotStatus.expired,
]);

const step = fc.record({
  lot: fc.nat({ max: 2 }),
  action: fc.constantFrom(...actions),
  actor: fc.constantFrom(...actors),
  // Some steps run after the end date, so expiry and prolong meet both sides of it.
  daysLater: fc.constantFrom(0, 40),
});

describe("random sequences of lifecycle actions by random users", () => {
  it("never leave an illegal status, an unrecorded or illegal change, or an unpublished lot in public view", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const lots = await Promise.all(
          [0, 1, 2].map(() =>
            insertTestLot(test.db.pool, {
              categoryKey: "phones",
              status: LotStatus.draft,
              ownerId: users.owner,
            }),
          ),
        );
        for (const { lot, action, actor, daysLater } of steps) {
          const lotId = lots[lot] ?? 0;
          const now = new Date(Date.now() + daysLater * 86_400_000);
          const who =
            actor === "system"
              ? { userId: null, role: "system" as const }
              : { userId: users[actor], role: (actor === "admin" ? "admin" : "owner") as ActorRole };
          await inTransaction(test.db.pool, (client) =>
            applyLifecycleAction(client, lotId, action, who, { now, days: 7, reasonCode: "other" }),
          );
        }
        for (const lotId of lots) await checkInvariants(lotId);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

type Change = {
  from_status: LotStatusId;
  to_status: LotStatusId;
  action: LifecycleAction;
  actor_role: ActorRole;
};

async function checkInvariants(lotId: number) {
  const pool = test.db.pool;
  const { rows } = await pool.query<{ status: number; indexed: boolean }>(
    "SELECT status, EXISTS (SELECT 1 FROM lot_search s WHERE s.lot_id = l.id) AS indexed FROM lots l WHERE id = $1",
    [lotId],
  );
  const lot = rows[0];
  expect(lot && validStatuses.has(lot.status)).toBe(true);
  // Only published lots are in the search index that public lists and search read.
  expect(lot?.indexed).toBe(lot?.status === LotStatus.published);

  const changes = await pool.query<Change>(
    "SELECT from_status, to_status, action, actor_role FROM lot_status_changes WHERE lot_id = $1 ORDER BY id",
    [lotId],
  );
  let status: number = LotStatus.draft;
  for (const change of changes.rows) {
    // Each recorded change starts where the previous ended and is one the transition table allows that actor.
    expect(change.from_status).toBe(status);
    const allowed = transition(
      { status: change.from_status, xmlImported: false, complete: true },
      change.action,
      change.actor_role,
    );
    expect("to" in allowed, `${change.action} by ${change.actor_role} from ${change.from_status}`).toBe(true);
    status = change.to_status;
  }
  expect(status).toBe(lot?.status);

  const page = await test.app.inject({ method: "GET", url: `/api/lots/${lotId}` });
  expect(page.statusCode === 200).toBe(openToAnyone.has(lot?.status ?? 0));
}
