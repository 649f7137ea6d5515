import { randomInt } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import type { OwnLot } from "@tirgus/domain/lot-lifecycle-api";
import { LotStatus } from "@tirgus/domain/lots";
import { ModerationMessage } from "@tirgus/domain/moderation";
import type { AuditPage, LookupAnswer, QueuePage, UserStatusAnswer } from "@tirgus/domain/moderation-api";
import { UserStatus } from "@tirgus/domain/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../../../test/smtp.ts";
import { inTransaction } from "../../db/transaction.ts";
import { loadDictionary } from "../i18n/dictionaries.ts";
import { applyLifecycleAction } from "../lot-lifecycle/service.ts";

/*
 * Moderation over the whole API on a real database, with mail delivered to a real SMTP server: who may
 * decide, what each decision does through the lot lifecycle, what the seller is told, user statuses and their
 * lots, reports and the queue.
 */

let test: TestApp;
let smtp: TestSmtpServer;
type Account = { id: number; email: string; headers: Record<string, string> };
const accounts = {} as Record<"admin" | "seller" | "buyer" | "other", Account>;
const lv = loadDictionary("lv");

/** The newest mail to an address whose text matches, waiting up to 10 s for it to arrive. */
async function mailTo(address: string, matching: RegExp): Promise<ReceivedMail> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const found = smtp.received.findLast(
      (mail) => mail.envelope.to.includes(address) && matching.test(mail.text ?? ""),
    );
    if (found) return found;
    await setTimeout(20);
  }
  throw new Error(`no mail to ${address} matching ${matching}`);
}

/** Signs up by e-mail, confirms through the link in the received mail, and signs in with the password. */
async function signedUp(email: string): Promise<Account> {
  const password = "secret-password";
  await test.app.inject({
    method: "POST",
    url: "/api/signup",
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    payload: { email, password, policyAgreed: true },
  });
  const token = /token=([\w-]+)/.exec((await mailTo(email, /token=/)).text ?? "")?.[1];
  await test.app.inject({ method: "POST", url: "/api/signup/confirm", payload: { token } });
  const answer = await test.app.inject({
    method: "POST",
    url: "/api/oauth/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ grant_type: "password", username: email, password }).toString(),
  });
  const headers = { authorization: `Bearer ${(answer.json() as { access_token: string }).access_token}` };
  const me = (await test.app.inject({ url: "/api/me", headers })).json().content as { id: number };
  return { id: me.id, email, headers };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  test = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://tirgus.test" });
  for (const name of ["admin", "seller", "buyer", "other"] as const) {
    accounts[name] = await signedUp(`${name}@moderation.lv`);
  }
  await test.db.pool.query("UPDATE users SET role = 1 WHERE id = $1", [accounts.admin.id]);
  await test.db.pool.query("UPDATE users SET status = $2 WHERE id = $1", [
    accounts.seller.id,
    UserStatus.trusted,
  ]);
}, 60_000);
afterAll(async () => {
  await test.close();
  await smtp.close();
});

/**
 * A lot of `ownerId` in `status`, with a title and description, in a category no publish rule names. Lots
 * that were published carry a publish date and an end date a month ahead.
 */
async function addLot(
  status: number,
  ownerId = accounts.seller.id,
  title = "Velosipēds Kalkhoff",
  text = `${title}, labā stāvoklī.`,
): Promise<number> {
  const { rows } = await test.db.pool.query<{ id: string }>(
    `INSERT INTO lots (category_id, action_id, status, owner_id, texts, publish_date, end_date)
     SELECT c.id, 1, $1, $2, $3, p.at, p.at + interval '30 days'
       FROM categories c, LATERAL (SELECT CASE WHEN $1 IN (2, 4, 9) THEN now() END AS at) p
     WHERE c.level >= 1 AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM publish_rules r WHERE r.category_id = ANY (c.path))
     ORDER BY c.id LIMIT 1
     RETURNING id`,
    [status, ownerId, JSON.stringify({ lv: { title, text } })],
  );
  return Number(rows[0]?.id);
}

/**
 * A lot its owner published and the banned-word rule held for approval, as the lifecycle records it (the
 * seller is trusted, so the first-lots rule does not hold it too).
 */
async function heldLot(title = "Pulkstenis"): Promise<number> {
  const id = await addLot(LotStatus.draft, accounts.seller.id, title, `${title}, replica.`);
  expect((await sellerActs(id, "publish")).status).toBe(LotStatus.pending_publish);
  return id;
}

/** The seller's own action on a lot, through the lifecycle as the owner's routes take it. */
const sellerActs = (lotId: number, action: "publish") =>
  inTransaction(test.db.pool, (client) =>
    applyLifecycleAction(
      client,
      lotId,
      action,
      { userId: accounts.seller.id, role: "owner" },
      { now: new Date() },
    ),
  );

async function lotRow(id: number) {
  const { rows } = await test.db.pool.query<{ status: number; moderation_status: number }>(
    "SELECT status, moderation_status FROM lots WHERE id = $1",
    [id],
  );
  return rows[0];
}

async function latestChange(id: number) {
  const { rows } = await test.db.pool.query<{
    action: string;
    from_status: number;
    to_status: number;
    actor_id: string;
    reason_code: string | null;
    statement: string | null;
  }>("SELECT * FROM lot_status_changes WHERE lot_id = $1 ORDER BY id DESC LIMIT 1", [id]);
  return rows[0];
}

const decide = (id: number, body: object, as: Account = accounts.admin) =>
  test.app.inject({
    method: "POST",
    url: `/api/admin/lots/${id}/decision`,
    headers: as.headers,
    payload: body,
  });

const setStatus = (userId: number, body: object, as: Account = accounts.admin) =>
  test.app.inject({
    method: "POST",
    url: `/api/admin/users/${userId}/status`,
    headers: as.headers,
    payload: body,
  });

async function queue(kind: "pending" | "reported", narrowing = ""): Promise<QueuePage> {
  const answer = await test.app.inject({
    url: `/api/admin/queue?kind=${kind}${narrowing}`,
    headers: accounts.admin.headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().content as QueuePage;
}

const report = (id: number, body: object, headers: Record<string, string> = {}, query = "") =>
  test.app.inject({ method: "POST", url: `/api/lots/${id}/reports${query}`, headers, payload: body });

describe("who may moderate", () => {
  it("refuses every admin call to a signed-in user who is not an admin (403) and to a signed-out one (401)", async () => {
    const lot = await heldLot();
    const calls = [
      { method: "GET", url: "/api/admin/queue?kind=pending" },
      { method: "GET", url: "/api/admin/audit" },
      { method: "GET", url: `/api/admin/lookup?query=${lot}` },
      { method: "POST", url: `/api/admin/lots/${lot}/decision`, payload: { action: "approve" } },
      { method: "POST", url: `/api/admin/users/${accounts.other.id}/status`, payload: { status: 6 } },
    ] as const;
    for (const call of calls) {
      const asUser = await test.app.inject({ ...call, headers: accounts.buyer.headers });
      expect(asUser.statusCode, call.url).toBe(403);
      const signedOut = await test.app.inject(call);
      expect(signedOut.statusCode, call.url).toBe(401);
    }
    expect((await lotRow(lot))?.status).toBe(LotStatus.pending_publish);
  });
});

describe("the pending queue and decisions", () => {
  it("lists held lots oldest first with the rules that held them", async () => {
    const first = await heldLot("Pirmais velosipēds");
    const second = await heldLot("Otrais velosipēds");
    const { data, count } = await queue("pending");
    const ids = data.map((item) => item.lot.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(count).toBeGreaterThanOrEqual(2);
    const item = data.find((entry) => entry.lot.id === first);
    expect(item?.heldReasons).toEqual([{ message: "Contains the word \u201c%s\u201d", values: ["replica"] }]);
    expect(item?.seller).toMatchObject({ id: accounts.seller.id, email: accounts.seller.email });
    expect(item?.lot.title.lv).toBe("Pirmais velosipēds");

    // Narrowed to one seller: their lots only.
    const sellers = await queue("pending", `&seller=${accounts.seller.id}`);
    expect(sellers.data.every((entry) => entry.seller?.id === accounts.seller.id)).toBe(true);
    expect(sellers.data.map((entry) => entry.lot.id)).toContain(first);
    expect(await queue("pending", `&seller=${accounts.buyer.id}`)).toEqual({ count: 0, data: [] });
    expect((await queue("pending", "&page=999")).data).toEqual([]);
  });

  it("approves a pending lot: published, out of the queue, recorded with the admin", async () => {
    const lot = await heldLot();
    const answer = await decide(lot, { action: "approve" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().content).toEqual({ id: lot, status: LotStatus.published, resolvedReports: 0 });
    expect(await lotRow(lot)).toEqual({ status: LotStatus.published, moderation_status: 4 });
    expect(await latestChange(lot)).toMatchObject({
      action: "approve",
      from_status: LotStatus.pending_publish,
      to_status: LotStatus.published,
      actor_id: String(accounts.admin.id),
    });
    expect((await queue("pending")).data.map((item) => item.lot.id)).not.toContain(lot);
  });

  it("refuses reject and block without a reason code", async () => {
    const lot = await heldLot();
    for (const action of ["reject", "block"]) {
      const answer = await decide(lot, { action, statement: "Nav iemesla" });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([
        { message: ModerationMessage.reasonRequired, field: "reasonCode" },
      ]);
    }
    const unknownReason = await decide(lot, { action: "reject", reasonCode: "because" });
    expect(unknownReason.statusCode).toBe(400);
    const tooLong = await decide(lot, { action: "reject", reasonCode: "other", statement: "x".repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect((await lotRow(lot))?.status).toBe(LotStatus.pending_publish);
  });

  it("rejects with a reason: blocked, recorded, and the seller gets an e-mail with the reason and the statement", async () => {
    const lot = await heldLot("Rolex pulkstenis");
    const statement = "Zīmola preču kopijas tirgot nav atļauts.";
    const answer = await decide(lot, { action: "reject", reasonCode: "prohibited_item", statement });
    expect(answer.statusCode).toBe(200);
    expect(await lotRow(lot)).toEqual({ status: LotStatus.blocked, moderation_status: 3 });
    expect(await latestChange(lot)).toMatchObject({
      action: "reject",
      reason_code: "prohibited_item",
      statement,
    });

    const mail = await mailTo(accounts.seller.email, /Rolex pulkstenis/);
    expect(mail.subject).toBe("Tirgus: Sludinājums netika apstiprināts");
    expect(mail.text).toContain(`Iemesls: ${lv["Prohibited item"]}.`);
    expect(mail.text).toContain(statement);
    expect(mail.text).toMatch(new RegExp(`https://tirgus\\.test/lv/.+/!${lot}`));
    expect(mail.html).toContain(statement);

    // The seller's own list carries the decision as the lot's moderation note.
    const own = await test.app.inject({ url: "/api/me/lots?status[]=6", headers: accounts.seller.headers });
    const mine = (own.json().content.data as OwnLot[]).find((entry) => entry.id === lot);
    expect(mine?.moderation).toMatchObject({ action: "reject", reasonCode: "prohibited_item", statement });
  });

  it("blocks a published lot with a reason (mail sent) and unblocks it back to published", async () => {
    const lot = await addLot(LotStatus.published, accounts.seller.id, "Lēts iPhone");
    const blocked = await decide(lot, { action: "block", reasonCode: "scam" });
    expect(blocked.json().content.status).toBe(LotStatus.blocked);
    const mail = await mailTo(accounts.seller.email, /Lēts iPhone/);
    expect(mail.subject).toBe("Tirgus: Sludinājums ir bloķēts");
    expect(mail.text).toContain(lv["Suspected scam"]);

    const unblocked = await decide(lot, { action: "unblock" });
    expect(unblocked.statusCode).toBe(200);
    expect((await lotRow(lot))?.status).toBe(LotStatus.published);
  });

  it("refuses transitions the lifecycle does not allow, and lots that do not exist", async () => {
    const published = await addLot(LotStatus.published);
    const deleted = await addLot(LotStatus.deleted);
    const refusals = [
      { lot: published, body: { action: "approve" } },
      { lot: published, body: { action: "reject", reasonCode: "other" } },
      { lot: published, body: { action: "unblock" } },
      { lot: deleted, body: { action: "block", reasonCode: "scam" } },
    ];
    for (const { lot, body } of refusals) {
      const answer = await decide(lot, body);
      expect(answer.statusCode, body.action).toBe(409);
      expect(answer.json().errors[0].message).toBe(
        "This action is not possible for a classified in this status",
      );
    }
    expect((await lotRow(published))?.status).toBe(LotStatus.published);
    expect((await decide(999_999_999, { action: "approve" })).statusCode).toBe(404);
    expect((await decide(published, { action: "publish" })).statusCode).toBe(400);
  });

  it("shows an appealed lot in the queue with the seller's words and the decision they appealed", async () => {
    const lot = await heldLot("Apelētais sludinājums");
    await decide(lot, { action: "reject", reasonCode: "misleading", statement: "Cena neatbilst aprakstam." });
    const appeal = await test.app.inject({
      method: "POST",
      url: `/api/lots/${lot}/appeal`,
      headers: accounts.seller.headers,
      payload: { statement: "Cenu izlaboju." },
    });
    expect(appeal.json().content.status).toBe(LotStatus.pending_publish);

    const item = (await queue("pending")).data.find((entry) => entry.lot.id === lot);
    expect(item?.heldReasons).toEqual([{ message: "The seller appealed the decision" }]);
    expect(item?.appealStatement).toBe("Cenu izlaboju.");
    expect(item?.earlierDecision).toMatchObject({
      action: "reject",
      reasonCode: "misleading",
      statement: "Cena neatbilst aprakstam.",
    });
  });
});

describe("reports", () => {
  async function watchIdentifier(): Promise<string> {
    const answer = await test.app.inject({ method: "POST", url: "/api/watch" });
    return (answer.json() as { content: { identifier: string } }).content.identifier;
  }

  it("takes one open report per reporter and lot, signed in or anonymous, and refuses the rest", async () => {
    const lot = await addLot(LotStatus.published, accounts.seller.id, "Aizdomīgs sludinājums");
    const identifier = await watchIdentifier();
    const byUser = await report(
      lot,
      { reason: "scam", text: "Prasa priekšapmaksu." },
      accounts.buyer.headers,
    );
    expect(byUser.statusCode).toBe(200);
    expect(byUser.json().notifications).toEqual([{ message: ModerationMessage.reported }]);
    const anonymous = await report(lot, { reason: "duplicate" }, {}, `?identifier=${identifier}`);
    expect(anonymous.statusCode).toBe(200);

    const again = await report(lot, { reason: "other" }, accounts.buyer.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ message: ModerationMessage.alreadyReported }]);
    expect((await report(lot, { reason: "other" }, {}, `?identifier=${identifier}`)).statusCode).toBe(409);
    // The same visitor through the `watch` cookie the server set.
    expect((await report(lot, { reason: "other" }, { cookie: `watch=${identifier}` })).statusCode).toBe(409);
    expect((await report(lot, { reason: "other" }, {}, "?identifier=made-up")).statusCode).toBe(401);
    expect((await report(lot, { reason: "scam" }, accounts.seller.headers)).statusCode).toBe(400);
    expect((await report(lot, { reason: "scam" })).statusCode).toBe(401);
    expect((await report(lot, { reason: "spam" }, accounts.other.headers)).statusCode).toBe(400);
    expect(
      (await report(await addLot(LotStatus.draft), { reason: "scam" }, accounts.other.headers)).statusCode,
    ).toBe(404);

    const item = (await queue("reported")).data.find((entry) => entry.lot.id === lot);
    expect(item?.reports.map((entry) => [entry.reason, entry.text, entry.reporter?.id ?? null])).toEqual([
      ["scam", "Prasa priekšapmaksu.", accounts.buyer.id],
      ["duplicate", null, null],
    ]);
  });

  it("refuses reports of ended lots: closed, and published past its end date before the expiry job ran", async () => {
    const closed = await addLot(LotStatus.closed);
    const pastItsEnd = await addLot(LotStatus.published);
    await test.db.pool.query(
      "UPDATE lots SET end_date = now() - interval '1 minute', publish_date = now() - interval '31 days' WHERE id = $1",
      [pastItsEnd],
    );
    for (const lot of [closed, pastItsEnd]) {
      const answer = await report(lot, { reason: "scam" }, accounts.buyer.headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([{ message: ModerationMessage.notReportable }]);
    }
  });

  it("closes a lot's reports when it is decided, and lets them be dismissed with the lot left as it is", async () => {
    const blockedLot = await addLot(LotStatus.published, accounts.seller.id, "Bloķējamais");
    const keptLot = await addLot(LotStatus.published, accounts.seller.id, "Paliekošais");
    await report(blockedLot, { reason: "prohibited" }, accounts.buyer.headers);
    await report(keptLot, { reason: "wrong_category" }, accounts.buyer.headers);

    const blocked = await decide(blockedLot, { action: "block", reasonCode: "prohibited_item" });
    expect(blocked.json().content.resolvedReports).toBe(1);
    const dismissed = await decide(keptLot, { action: "dismiss" });
    expect(dismissed.json().content).toEqual({
      id: keptLot,
      status: LotStatus.published,
      resolvedReports: 1,
    });
    expect((await decide(keptLot, { action: "dismiss" })).statusCode).toBe(400);

    const reported = (await queue("reported")).data.map((entry) => entry.lot.id);
    expect(reported).not.toContain(blockedLot);
    expect(reported).not.toContain(keptLot);
    // Resolved, the reporter may report the lot again.
    expect((await report(keptLot, { reason: "scam" }, accounts.buyer.headers)).statusCode).toBe(200);
  });
});

describe("user statuses", () => {
  it("blocking a user blocks their lots and ends their sessions; unblocking restores exactly those lots", async () => {
    const owner = await signedUp("blocked-owner@moderation.lv");
    const lots = {
      published: await addLot(LotStatus.published, owner.id),
      pending: await addLot(LotStatus.pending_publish, owner.id),
      draft: await addLot(LotStatus.draft, owner.id),
      closed: await addLot(LotStatus.closed, owner.id),
      deleted: await addLot(LotStatus.deleted, owner.id),
      blockedBefore: await addLot(LotStatus.published, owner.id),
    };
    await decide(lots.blockedBefore, { action: "block", reasonCode: "scam" });

    const block = await setStatus(owner.id, {
      status: UserStatus.blocked,
      reasonCode: "scam",
      statement: "Krāpnieks",
    });
    expect(block.statusCode).toBe(200);
    const blocked = block.json().content as UserStatusAnswer;
    expect(blocked.blockedLots.sort()).toEqual(
      [lots.published, lots.pending, lots.draft, lots.closed].sort(),
    );
    for (const id of blocked.blockedLots) {
      expect((await lotRow(id))?.status).toBe(LotStatus.blocked);
      expect(await latestChange(id)).toMatchObject({ action: "block", reason_code: "user_blocked" });
    }
    expect((await lotRow(lots.deleted))?.status).toBe(LotStatus.deleted);
    expect((await test.app.inject({ url: "/api/me", headers: owner.headers })).statusCode).toBe(401);

    const unblock = await setStatus(owner.id, { status: UserStatus.new });
    const unblocked = unblock.json().content as UserStatusAnswer;
    expect(unblocked.unblockedLots.sort()).toEqual(blocked.blockedLots.sort());
    expect((await lotRow(lots.published))?.status).toBe(LotStatus.published);
    expect((await lotRow(lots.pending))?.status).toBe(LotStatus.pending_publish);
    expect((await lotRow(lots.draft))?.status).toBe(LotStatus.draft);
    expect((await lotRow(lots.closed))?.status).toBe(LotStatus.closed);
    expect((await lotRow(lots.blockedBefore))?.status).toBe(LotStatus.blocked);

    const { rows } = await test.db.pool.query(
      "SELECT from_status, to_status, actor_id, reason_code, statement FROM user_status_changes WHERE user_id = $1 ORDER BY id",
      [owner.id],
    );
    expect(rows).toEqual([
      {
        from_status: 1,
        to_status: 6,
        actor_id: String(accounts.admin.id),
        reason_code: "scam",
        statement: "Krāpnieks",
      },
      {
        from_status: 6,
        to_status: 1,
        actor_id: String(accounts.admin.id),
        reason_code: null,
        statement: null,
      },
    ]);
  });

  it("hiding a user takes their published lots out of public lists until they are trusted again", async () => {
    const owner = await signedUp("hidden-owner@moderation.lv");
    const lot = await addLot(LotStatus.published, owner.id, "Slēptā pārdevēja sludinājums");
    // Lists keep their answers a few seconds: each look asks a page size of its own.
    let look = 0;
    const inPublicList = async () => {
      look += 1;
      const answer = await test.app.inject({ url: `/api/lots?user=${owner.id}&itemsPerPage=${20 + look}` });
      return (answer.json().content.data as { id: number }[]).some((card) => card.id === lot);
    };
    expect(await inPublicList()).toBe(true);

    await setStatus(owner.id, { status: UserStatus.hidden, reasonCode: "other" });
    expect(await inPublicList()).toBe(false);
    expect(await latestChange(lot)).toMatchObject({ action: "block", reason_code: "user_hidden" });
    // Still signed in: a hidden user keeps their account.
    expect((await test.app.inject({ url: "/api/me", headers: owner.headers })).statusCode).toBe(200);
    // From one hiding status to another changes no lot.
    const autoHidden = (await setStatus(owner.id, { status: UserStatus.auto_hidden })).json().content;
    expect(autoHidden).toMatchObject({ blockedLots: [], unblockedLots: [] });

    await setStatus(owner.id, { status: UserStatus.trusted });
    expect(await inPublicList()).toBe(true);
  });

  it("refuses an admin's own status, another admin's, unknown users and statuses an admin does not set", async () => {
    expect((await setStatus(accounts.admin.id, { status: UserStatus.blocked })).statusCode).toBe(400);
    const second = await signedUp("second-admin@moderation.lv");
    await test.db.pool.query("UPDATE users SET role = 1 WHERE id = $1", [second.id]);
    const againstAdmin = await setStatus(second.id, { status: UserStatus.blocked });
    expect(againstAdmin.json().errors).toEqual([{ message: ModerationMessage.adminStatus }]);
    expect((await setStatus(999_999_999, { status: UserStatus.blocked })).statusCode).toBe(404);
    expect((await setStatus(accounts.other.id, { status: UserStatus.deleted })).statusCode).toBe(400);
  });
});

describe("the admin's lookup", () => {
  const lookup = async (query: string): Promise<LookupAnswer> => {
    const answer = await test.app.inject({
      url: `/api/admin/lookup?query=${encodeURIComponent(query)}`,
      headers: accounts.admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().content as LookupAnswer;
  };

  it("finds a blocked lot by number or address, with its seller and the decision that blocked it", async () => {
    const id = await addLot(LotStatus.published, accounts.seller.id, "Lookup lot");
    await decide(id, { action: "block", reasonCode: "misleading", statement: "Cita prece." });
    const [found] = (await lookup(String(id))).lots;
    expect(found?.lot).toMatchObject({ id, status: LotStatus.blocked });
    expect(found?.seller).toMatchObject({ id: accounts.seller.id, email: accounts.seller.email });
    expect(found?.latestDecision).toMatchObject({
      action: "block",
      reasonCode: "misleading",
      statement: "Cita prece.",
    });
    expect((await lookup(`https://tirgus.test/lv/velo/!${id}`)).lots.map((lot) => lot.lot.id)).toEqual([id]);
    // Unblocked from there, it is found published again.
    expect((await decide(id, { action: "unblock" })).statusCode).toBe(200);
    const [again] = (await lookup(`!${id}`)).lots;
    expect(again?.lot.status).toBe(LotStatus.published);
    expect(again?.latestDecision?.action).toBe("unblock");
  });

  it("finds a lot waiting approval with the rules that held it", async () => {
    const id = await heldLot("Lookup held");
    const [found] = (await lookup(`!${id}`)).lots;
    expect(found?.lot.status).toBe(LotStatus.pending_publish);
    expect(found?.heldReasons).toEqual([
      { message: "Contains the word \u201c%s\u201d", values: ["replica"] },
    ]);
    expect(found?.latestDecision).toBeNull();
  });

  it("finds users by number or e-mail address, whatever the case, and says which are admins", async () => {
    const byEmail = await lookup(accounts.seller.email.toUpperCase());
    expect(byEmail).toEqual({
      lots: [],
      users: [expect.objectContaining({ id: accounts.seller.id, admin: false })],
    });
    expect((await lookup(`#${accounts.admin.id}`)).users).toEqual([
      expect.objectContaining({ id: accounts.admin.id, email: accounts.admin.email, admin: true }),
    ]);
    expect(await lookup("velosipēds")).toEqual({ lots: [], users: [] });
    expect(await lookup("!999999999")).toEqual({ lots: [], users: [] });
  });
});

describe("the audit log", () => {
  it("lists lot decisions and user status changes newest first, with the admin's name", async () => {
    const lot = await heldLot("Auditētais");
    await decide(lot, { action: "reject", reasonCode: "duplicate", statement: "Jau ir publicēts." });
    await setStatus(accounts.other.id, { status: UserStatus.trusted });

    const answer = await test.app.inject({ url: "/api/admin/audit", headers: accounts.admin.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const { data } = answer.json().content as AuditPage;
    expect(data[0]).toMatchObject({
      kind: "user",
      subjectId: accounts.other.id,
      fromStatus: UserStatus.new,
      toStatus: UserStatus.trusted,
      actor: { id: accounts.admin.id, name: accounts.admin.email },
    });
    expect(data[1]).toMatchObject({
      kind: "lot",
      subjectId: lot,
      subjectName: "Auditētais",
      action: "reject",
      reasonCode: "duplicate",
      statement: "Jau ir publicēts.",
    });
    expect(data.find((entry) => entry.subjectId === lot && entry.action === "publish")).toMatchObject({
      toStatus: LotStatus.pending_publish,
      reasonCode: "banned_word:replica",
      actorRole: "owner",
    });
    const dates = data.map((entry) => entry.at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
