import type { LotStatusChange, OwnLotList } from "@tirgus/domain/lot-lifecycle-api";
import { LotStatus } from "@tirgus/domain/lots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testConfig } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";
import { bearer, passwordAccount } from "../../../test/social-accounts.ts";
import { inTransaction } from "../../db/transaction.ts";
import { resolveJwtSecret } from "../auth/secret.ts";
import { lotToken } from "../lots/lot-tokens.ts";
import { applyLifecycleAction } from "./service.ts";

let test: TestApp;
let owner: { userId: number; accessToken: string };
let other: { userId: number; accessToken: string };
let admin: { userId: number; accessToken: string };
beforeAll(async () => {
  test = await buildTestApp();
  owner = await passwordAccount(test, "owner@example.lv");
  other = await passwordAccount(test, "other@example.lv");
  admin = await passwordAccount(test, "admin@example.lv", { role: 1 });
  // Trusted: the first-lots rule would otherwise hold the owner's publications for approval.
  await test.db.pool.query("UPDATE users SET status = 2 WHERE id = $1", [owner.userId]);
}, 60_000);
afterAll(() => test.close());

const s = LotStatus;
const ownLot = (status: number, fields: Parameters<typeof insertTestLot>[1] = { categoryKey: "phones" }) =>
  insertTestLot(test.db.pool, { priceEuros: 100, ...fields, status, ownerId: owner.userId });

const statusOf = async (id: number) =>
  (await test.db.pool.query<{ status: number }>("SELECT status FROM lots WHERE id = $1", [id])).rows[0]
    ?.status;

const patch = (ids: number[], body: object, token = owner.accessToken) =>
  test.app.inject({
    method: "PATCH",
    url: `/api/lots?${ids.map((id) => `lots[]=${id}`).join("&")}`,
    headers: bearer(token),
    payload: body,
  });
const remove = (ids: number[], token = owner.accessToken) =>
  test.app.inject({
    method: "DELETE",
    url: `/api/lots?${ids.map((id) => `lots[]=${id}`).join("&")}`,
    headers: bearer(token),
  });
const answersOf = (response: { json(): unknown }) =>
  (response.json() as { content: LotStatusChange[] }).content;

const notAllowed = "This action is not possible for a classified in this status";
const notFound = "Not found";

/**
 * What each action does from each status, for the owner and for anyone else (admins included: their powers are
 * the moderation calls, not these). A status is the lot's new status; a text is the refusal the lot answers.
 */
const feedLot = "Classifieds from feed can't be edited";
const table: {
  from: number;
  /** A feed-imported lot (xml_draft lots come from feeds; one that is not is refused by the table alone). */
  xmlImported?: boolean;
  publish: number | string;
  close: number | string;
  delete: number | string;
  stranger: string;
}[] = [
  { from: s.draft, publish: s.published, close: s.closed, delete: notAllowed, stranger: notFound },
  { from: s.published, publish: notAllowed, close: s.closed, delete: notAllowed, stranger: "FORBIDDEN" },
  { from: s.pending_publish, publish: notAllowed, close: s.closed, delete: notAllowed, stranger: notFound },
  { from: s.closed, publish: s.published, close: notAllowed, delete: s.deleted, stranger: "FORBIDDEN" },
  { from: s.blocked, publish: notAllowed, close: notAllowed, delete: s.deleted, stranger: notFound },
  { from: s.expired, publish: s.published, close: s.closed, delete: notAllowed, stranger: "FORBIDDEN" },
  { from: s.deleted, publish: notAllowed, close: notAllowed, delete: notAllowed, stranger: notFound },
  { from: s.xml_draft, publish: notAllowed, close: notAllowed, delete: notAllowed, stranger: notFound },
  {
    from: s.xml_draft,
    xmlImported: true,
    publish: "IS_XML_AUTO_PUBLISH_NOT_ALLOWED",
    close: feedLot,
    delete: feedLot,
    stranger: notFound,
  },
];

describe("status changes, from every status", () => {
  for (const row of table) {
    for (const action of ["publish", "close", "delete"] as const) {
      const from = `status ${row.from}${row.xmlImported ? " (from a feed)" : ""}`;
      it(`${action} from ${from}: the owner gets ${row[action]}, others ${row.stranger}`, async () => {
        for (const [who, token, expected] of [
          ["stranger", other.accessToken, row.stranger],
          ["admin", admin.accessToken, row.stranger],
          ["owner", owner.accessToken, row[action]],
        ] as const) {
          const id = await ownLot(row.from);
          if (row.xmlImported)
            await test.db.pool.query("UPDATE lots SET xml_imported = true WHERE id = $1", [id]);
          const response =
            action === "delete"
              ? await remove([id], token)
              : await patch([id], { adStateUserAction: action }, token);
          expect(response.statusCode, who).toBe(200);
          const [answer] = answersOf(response);
          if (typeof expected === "number") {
            expect(answer, who).toMatchObject({ id, status: expected, errors: [] });
            expect(answer?.notifications.length, who).toBe(1);
            expect(await statusOf(id)).toBe(expected);
          } else {
            expect(answer?.errors, who).toEqual([{ message: expected }]);
            expect(await statusOf(id), who).toBe(row.from);
          }
        }
      });
    }
  }

  it("refuses feed-imported lots by hand, with the spec's code for publishing", async () => {
    const draft = await ownLot(s.draft);
    const published = await ownLot(s.published);
    await test.db.pool.query("UPDATE lots SET xml_imported = true WHERE id = ANY ($1)", [[draft, published]]);
    const [publish] = answersOf(await patch([draft], { adStateUserAction: "publish" }));
    expect(publish?.errors).toEqual([{ message: "IS_XML_AUTO_PUBLISH_NOT_ALLOWED" }]);
    const [close] = answersOf(await patch([published], { adStateUserAction: "close" }));
    expect(close?.errors).toEqual([{ message: "Classifieds from feed can't be edited" }]);
  });

  it("answers each lot of a selection on its own, in the order asked, and records every change", async () => {
    const draft = await ownLot(s.draft);
    const published = await ownLot(s.published);
    const answers = answersOf(await patch([published, draft, 99_999_999], { adStateUserAction: "publish" }));
    expect(answers.map((answer) => answer.id)).toEqual([published, draft, 99_999_999]);
    expect(answers[0]?.errors).toEqual([{ message: notAllowed }]);
    expect(answers[1]).toMatchObject({ status: s.published, errors: [] });
    expect(answers[1]?.notifications).toEqual([{ message: "Classified is published", values: [draft] }]);
    expect(answers[2]).toEqual({
      id: 99_999_999,
      status: null,
      endDate: null,
      errors: [{ message: notFound }],
      notifications: [],
    });
    const { rows } = await test.db.pool.query(
      "SELECT from_status, to_status, action, actor_id, actor_role FROM lot_status_changes WHERE lot_id = $1",
      [draft],
    );
    expect(rows).toEqual([
      {
        from_status: s.draft,
        to_status: s.published,
        action: "publish",
        actor_id: String(owner.userId),
        actor_role: "owner",
      },
    ]);
  });

  it("publishes for the interval asked, keeps it on the lot and makes it the owner's default", async () => {
    const first = await ownLot(s.draft);
    const before = Date.now();
    const [answer] = answersOf(await patch([first], { adStateUserAction: "publish", interval: "P2W" }));
    const end = new Date(answer?.endDate ?? 0).getTime();
    expect(end - before).toBeGreaterThanOrEqual(14 * 86_400_000 - 1000);
    expect(end - before).toBeLessThan(14 * 86_400_000 + 60_000);
    const second = await ownLot(s.draft);
    const [next] = answersOf(await patch([second], { adStateUserAction: "publish" }));
    expect(new Date(next?.endDate ?? 0).getTime() - Date.now()).toBeLessThan(14 * 86_400_000 + 60_000);
    const { rows } = await test.db.pool.query(
      "SELECT l.end_interval, u.default_end_interval FROM lots l JOIN users u ON u.id = l.owner_id WHERE l.id = $1",
      [second],
    );
    expect(rows[0]).toEqual({ end_interval: "P2W", default_end_interval: "P2W" });
  });

  it("refuses a lot without a title and description in any language, takes one in Russian only", async () => {
    const russian = await ownLot(s.draft);
    const setTexts = (id: number, texts: object) =>
      test.db.pool.query("UPDATE lots SET texts = $2 WHERE id = $1", [id, JSON.stringify(texts)]);
    await setTexts(russian, { ru: { title: "Телефон", text: "Телефон." } });
    expect(answersOf(await patch([russian], { adStateUserAction: "publish" }))[0]?.status).toBe(s.published);
    const blank = await ownLot(s.draft);
    await setTexts(blank, { lv: { title: "Telefons", text: " " } });
    const [answer] = answersOf(await patch([blank], { adStateUserAction: "publish" }));
    expect(answer?.errors).toEqual([{ message: "Fill in the title and description before publishing" }]);
  });

  it("needs a session, a known action and an interval of the spec", async () => {
    const id = await ownLot(s.draft);
    const anonymous = await test.app.inject({
      method: "PATCH",
      url: `/api/lots?lots[]=${id}`,
      payload: { adStateUserAction: "publish" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await patch([id], { adStateUserAction: "renew" })).statusCode).toBe(400);
    expect((await patch([id], { adStateUserAction: "publish", interval: "P5W" })).statusCode).toBe(400);
    const noLots = await test.app.inject({
      method: "PATCH",
      url: "/api/lots",
      headers: bearer(owner.accessToken),
      payload: { adStateUserAction: "close" },
    });
    expect(noLots.statusCode).toBe(400);
  });
});

describe("publish rules (data in publish_rules)", () => {
  const seller = async (email: string, status = 1) => {
    const account = await passwordAccount(test, email);
    await test.db.pool.query("UPDATE users SET status = $2 WHERE id = $1", [account.userId, status]);
    return account;
  };
  const draftOf = (ownerId: number, fields: Partial<Parameters<typeof insertTestLot>[1]> = {}) =>
    insertTestLot(test.db.pool, { categoryKey: "phones", status: s.draft, ownerId, ...fields });
  const reasonOf = async (id: number) =>
    (
      await test.db.pool.query<{ reason_code: string | null }>(
        "SELECT reason_code FROM lot_status_changes WHERE lot_id = $1 ORDER BY id DESC LIMIT 1",
        [id],
      )
    ).rows[0]?.reason_code;

  it("holds a new seller's lots for approval until two of them went public", async () => {
    const account = await seller("new-seller@example.lv");
    const publish = async (id: number) =>
      answersOf(await patch([id], { adStateUserAction: "publish" }, account.accessToken))[0];
    const [first, second, third] = [
      await draftOf(account.userId),
      await draftOf(account.userId),
      await draftOf(account.userId),
    ] as [number, number, number];
    const held = await publish(first);
    expect(held).toMatchObject({ status: s.pending_publish, endDate: null });
    expect(held?.notifications).toEqual([{ message: "Classified is waiting approval" }]);
    expect(await reasonOf(first)).toBe("first_lots");
    expect((await publish(second))?.status).toBe(s.pending_publish);
    expect((await publish(third))?.status).toBe(s.pending_publish);
    // A moderator approves the first two (the moderation calls do this through the same lifecycle).
    await test.db.pool.query("UPDATE lots SET status = 2 WHERE id = ANY ($1)", [[first, second]]);
    await test.db.pool.query("UPDATE lots SET status = 1 WHERE id = $1", [third]);
    expect((await publish(third))?.status).toBe(s.published);
  });

  it("counts only lots that went public: closing drafts or pending lots does not skip the first-lots rule", async () => {
    const account = await seller("closing-seller@example.lv");
    const act = async (id: number, action: "publish" | "close") =>
      answersOf(await patch([id], { adStateUserAction: action }, account.accessToken))[0];
    const draftA = await draftOf(account.userId);
    const draftB = await draftOf(account.userId);
    expect((await act(draftA, "close"))?.status).toBe(s.closed);
    expect((await act(draftB, "publish"))?.status).toBe(s.pending_publish);
    expect((await act(draftB, "close"))?.status).toBe(s.closed);
    const third = await draftOf(account.userId);
    expect((await act(third, "publish"))?.status).toBe(s.pending_publish);
    expect(await reasonOf(third)).toBe("first_lots");

    // A lot that was published and then closed did go public: with a second one, the rule is satisfied.
    const wentPublic = await draftOf(account.userId);
    await test.db.pool.query(
      `INSERT INTO lot_status_changes (lot_id, from_status, to_status, action, actor_id, actor_role)
       VALUES ($1, 7, 2, 'approve', $2, 'admin')`,
      [wentPublic, admin.userId],
    );
    await test.db.pool.query("UPDATE lots SET status = 4 WHERE id = $1", [wentPublic]);
    await test.db.pool.query("UPDATE lots SET status = 2 WHERE id = $1", [third]);
    const fourth = await draftOf(account.userId);
    expect((await act(fourth, "publish"))?.status).toBe(s.published);
  });

  it("holds lots with a banned word and lots of a category that needs approval, whoever the seller", async () => {
    const account = await seller("trusted-seller@example.lv", 2);
    const word = await draftOf(account.userId, { title: "Apple iPhone REPLICA" });
    const adult = await draftOf(account.userId, { categoryKey: "dating" });
    const [wordAnswer, adultAnswer] = answersOf(
      await patch([word, adult], { adStateUserAction: "publish" }, account.accessToken),
    );
    expect(wordAnswer?.status).toBe(s.pending_publish);
    expect(await reasonOf(word)).toBe("banned_word:replica");
    expect(adultAnswer?.status).toBe(s.pending_publish);
    expect(await reasonOf(adult)).toBe("category_approval:2300");
    await test.db.pool.query(
      "UPDATE publish_rules SET active = false WHERE kind = 'banned_word' AND word = 'replica'",
    );
    const again = await draftOf(account.userId, { title: "Apple iPhone REPLICA" });
    expect(
      answersOf(await patch([again], { adStateUserAction: "publish" }, account.accessToken))[0]?.status,
    ).toBe(s.published);
    await test.db.pool.query(
      "UPDATE publish_rules SET active = true WHERE kind = 'banned_word' AND word = 'replica'",
    );
  });

  it("asks for a verified contact, and a verified Latvian phone for cars (USER_FORBIDDEN, USER_NO_LOCAL_PHONE)", async () => {
    const account = await seller("no-phone@example.lv", 2);
    const car = await draftOf(account.userId, { categoryKey: "cars" });
    const [noPhone] = answersOf(await patch([car], { adStateUserAction: "publish" }, account.accessToken));
    expect(noPhone?.errors).toEqual([{ message: "USER_NO_LOCAL_PHONE" }]);
    await test.db.pool.query(
      "INSERT INTO contacts (user_id, kind, value, verified, pending) VALUES ($1, 'phone', '+37129111222', 1, false)",
      [account.userId],
    );
    expect(
      answersOf(await patch([car], { adStateUserAction: "publish" }, account.accessToken))[0]?.status,
    ).toBe(s.published);

    await test.db.pool.query("UPDATE contacts SET verified = 0 WHERE user_id = $1", [account.userId]);
    const phone = await draftOf(account.userId);
    const [noContact] = answersOf(
      await patch([phone], { adStateUserAction: "publish" }, account.accessToken),
    );
    expect(noContact?.errors).toEqual([{ message: "USER_FORBIDDEN" }]);
  });

  it("holds every new lot of a hidden seller for a moderator", async () => {
    const account = await seller("hidden-seller@example.lv", 4);
    const id = await draftOf(account.userId);
    expect(
      answersOf(await patch([id], { adStateUserAction: "publish" }, account.accessToken))[0]?.status,
    ).toBe(s.pending_publish);
    expect(await reasonOf(id)).toBe("user_hidden,first_lots");
  });

  it("lets a blocked seller publish nothing: no session, and the lifecycle refuses their lots too", async () => {
    const account = await seller("blocked-seller@example.lv", 2);
    const id = await draftOf(account.userId);
    await test.db.pool.query("UPDATE users SET status = 6 WHERE id = $1", [account.userId]);
    expect((await patch([id], { adStateUserAction: "publish" }, account.accessToken)).statusCode).toBe(401);
    const actor = { userId: account.userId, role: "owner" } as const;
    const answer = await inTransaction(test.db.pool, (client) =>
      applyLifecycleAction(client, id, "publish", actor, { now: new Date() }),
    );
    expect(answer.errors).toEqual([{ message: "FORBIDDEN" }]);
  });
});

describe("prolong", () => {
  const prolong = (id: number, body: object, headers: Record<string, string> = bearer(owner.accessToken)) =>
    test.app.inject({ method: "POST", url: `/api/lots/${id}/prolong`, headers, payload: body });
  const endDateOf = async (id: number) =>
    (await test.db.pool.query<{ end_date: Date }>("SELECT end_date FROM lots WHERE id = $1", [id])).rows[0]
      ?.end_date;

  it("adds the days to an active lot's end date and publishes an expired one from now", async () => {
    const active = await ownLot(s.published);
    await test.db.pool.query("UPDATE lots SET end_date = now() + interval '3 days' WHERE id = $1", [active]);
    const before = (await endDateOf(active))?.getTime() ?? 0;
    const answer = (await prolong(active, { days: 7 })).json().content as LotStatusChange;
    expect(answer.status).toBe(s.published);
    expect(new Date(answer.endDate ?? 0).getTime() - before).toBe(7 * 86_400_000);
    expect(answer.notifications[0]?.message).toBe("Classified is active until %s");

    const expired = await ownLot(s.expired);
    await test.db.pool.query("UPDATE lots SET end_date = now() - interval '30 days' WHERE id = $1", [
      expired,
    ]);
    const renewed = (await prolong(expired, { days: 21 })).json().content as LotStatusChange;
    expect(renewed.status).toBe(s.published);
    expect(new Date(renewed.endDate ?? 0).getTime() - Date.now()).toBeGreaterThan(20.9 * 86_400_000);
  });

  it("puts an expired lot back under the publish rules: held for approval, or refused with the same codes", async () => {
    const account = await passwordAccount(test, "prolong-rules@example.lv");
    await test.db.pool.query("UPDATE users SET status = 2 WHERE id = $1", [account.userId]);
    const expiredLot = (fields: Parameters<typeof insertTestLot>[1]) =>
      insertTestLot(test.db.pool, { ...fields, status: s.expired, ownerId: account.userId }).then(
        async (id) => {
          await test.db.pool.query("UPDATE lots SET end_date = now() - interval '2 days' WHERE id = $1", [
            id,
          ]);
          return id;
        },
      );
    const asSeller = bearer(account.accessToken);

    // No verified contact at all: USER_FORBIDDEN, as publishing answers.
    await test.db.pool.query("UPDATE contacts SET verified = 0 WHERE user_id = $1", [account.userId]);
    const phone = await expiredLot({ categoryKey: "phones" });
    expect(((await prolong(phone, { days: 7 }, asSeller)).json().content as LotStatusChange).errors).toEqual([
      { message: "USER_FORBIDDEN" },
    ]);
    expect(await statusOf(phone)).toBe(s.expired);
    await test.db.pool.query("UPDATE contacts SET verified = 1 WHERE user_id = $1", [account.userId]);
    // A car needs a verified Latvian phone.
    const car = await expiredLot({ categoryKey: "cars" });
    expect(((await prolong(car, { days: 7 }, asSeller)).json().content as LotStatusChange).errors).toEqual([
      { message: "USER_NO_LOCAL_PHONE" },
    ]);
    // A banned word and a category that needs approval hold the lot for a moderator, with no end date.
    const word = await expiredLot({ categoryKey: "phones", title: "Apple iPhone REPLICA" });
    const held = (await prolong(word, { days: 7 }, asSeller)).json().content as LotStatusChange;
    expect(held).toMatchObject({ status: s.pending_publish, endDate: null, errors: [] });
    expect(held.notifications).toEqual([{ message: "Classified is waiting approval" }]);
    const adult = await expiredLot({ categoryKey: "dating" });
    expect(((await prolong(adult, { days: 14 }, asSeller)).json().content as LotStatusChange).status).toBe(
      s.pending_publish,
    );
    const { rows } = await test.db.pool.query<{ reason_code: string; action: string }>(
      "SELECT reason_code, action FROM lot_status_changes WHERE lot_id = ANY ($1) ORDER BY lot_id",
      [[word, adult]],
    );
    expect(rows).toEqual([
      { reason_code: "banned_word:replica", action: "prolong" },
      { reason_code: "category_approval:2300", action: "prolong" },
    ]);
    // A hidden seller's ended lot waits too; an ordinary one is published again.
    expect(((await prolong(phone, { days: 7 }, asSeller)).json().content as LotStatusChange).status).toBe(
      s.published,
    );
    await test.db.pool.query("UPDATE users SET status = 4 WHERE id = $1", [account.userId]);
    const hidden = await expiredLot({ categoryKey: "phones" });
    expect(((await prolong(hidden, { days: 7 }, asSeller)).json().content as LotStatusChange).status).toBe(
      s.pending_publish,
    );
  });

  it("never goes beyond 365 days from now, and refuses once there", async () => {
    const id = await ownLot(s.published);
    await test.db.pool.query("UPDATE lots SET end_date = now() + interval '360 days' WHERE id = $1", [id]);
    const capped = (await prolong(id, { days: 21 })).json().content as LotStatusChange;
    expect(new Date(capped.endDate ?? 0).getTime() - Date.now()).toBeLessThanOrEqual(365 * 86_400_000);
    expect(new Date(capped.endDate ?? 0).getTime() - Date.now()).toBeGreaterThan(364.9 * 86_400_000);
    const refused = (await prolong(id, { days: 7 })).json().content as LotStatusChange;
    expect(refused.errors).toEqual([
      { message: "A classified can't be active longer than %s days", values: [365] },
    ]);
  });

  it("takes only 7, 14 or 21 days, and closed lots are not prolonged", async () => {
    const id = await ownLot(s.published);
    expect((await prolong(id, { days: 10 })).statusCode).toBe(400);
    const closed = await ownLot(s.closed);
    expect(((await prolong(closed, { days: 7 })).json().content as LotStatusChange).errors).toEqual([
      { message: notAllowed },
    ]);
  });

  it("works signed out with the expiry e-mail's token for that lot only", async () => {
    const secret = await resolveJwtSecret(testConfig());
    const id = await ownLot(s.expired);
    const otherLot = await ownLot(s.expired);
    const token = lotToken(secret, "renew", id, owner.userId, new Date()).token;
    expect((await prolong(id, { days: 7, token }, {})).json().content.status).toBe(s.published);
    expect((await prolong(otherLot, { days: 7, token }, {})).statusCode).toBe(401);
    const stale = lotToken(
      secret,
      "renew",
      otherLot,
      owner.userId,
      new Date(Date.now() - 31 * 86_400_000),
    ).token;
    expect((await prolong(otherLot, { days: 7, token: stale }, {})).statusCode).toBe(401);
    expect((await prolong(otherLot, { days: 7 }, {})).statusCode).toBe(401);
  });
});

describe("the owner's own list", () => {
  const mine = async (query = "", token = owner.accessToken) => {
    const response = await test.app.inject({
      method: "GET",
      url: `/api/me/lots${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().content as OwnLotList;
  };

  it("lists draft, published, pending and blocked lots by default, newest first, and only the user's", async () => {
    const account = await passwordAccount(test, "list-owner@example.lv");
    const ids: Record<number, number> = {};
    for (const status of [s.draft, s.published, s.closed, s.deleted, s.blocked, s.pending_publish, s.expired])
      ids[status] = await insertTestLot(test.db.pool, {
        categoryKey: "phones",
        status,
        ownerId: account.userId,
      });
    const list = await mine("", account.accessToken);
    expect(list.data.map((lot) => lot.status).sort()).toEqual(
      [s.draft, s.published, s.blocked, s.pending_publish].sort(),
    );
    expect(list.count).toBe(4);
    // Every status the filter offers counts in the total: deleted lots do not.
    expect(list.total).toBe(6);
    const dates = list.data.map((lot) => lot.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const ended = await mine("?status[]=4&status[]=9", account.accessToken);
    expect(ended.data.map((lot) => lot.id).sort()).toEqual([ids[s.closed], ids[s.expired]].sort());
    expect(
      (
        await test.app.inject({
          method: "GET",
          url: "/api/me/lots?status[]=5",
          headers: bearer(account.accessToken),
        })
      ).statusCode,
    ).toBe(400);
    expect((await test.app.inject({ method: "GET", url: "/api/me/lots" })).statusCode).toBe(401);
  });

  it("tells an empty filter from no lots at all: the total counts the statuses left unchecked", async () => {
    const ended = await passwordAccount(test, "only-ended@example.lv");
    for (const status of [s.closed, s.expired, s.deleted])
      await insertTestLot(test.db.pool, { categoryKey: "phones", status, ownerId: ended.userId });
    expect(await mine("", ended.accessToken)).toEqual({ count: 0, total: 2, data: [] });
    const fresh = await passwordAccount(test, "no-lots@example.lv");
    expect(await mine("?status[]=4", fresh.accessToken)).toEqual({ count: 0, total: 0, data: [] });
  });

  it("keeps the lots published for the user's company, and counts what the header's badges open", async () => {
    const member = await passwordAccount(test, "company-member@example.lv");
    const company = async (title: string) =>
      Number(
        (
          await test.db.pool.query<{ id: string }>(
            `INSERT INTO companies (title, registration_number) VALUES ($1, $2) RETURNING id`,
            [title, `4000${Math.floor(Math.random() * 1e7)}`],
          )
        ).rows[0]?.id,
      );
    const companyId = await company("Member SIA");
    await test.db.pool.query("INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 3)", [
      companyId,
      member.userId,
    ]);
    const lot = (status: number, forCompany: boolean) =>
      insertTestLot(test.db.pool, {
        categoryKey: "phones",
        status,
        ownerId: member.userId,
        companyId: forCompany ? companyId : null,
      });
    const personal = await lot(s.published, false);
    const companyLot = await lot(s.published, true);
    await lot(s.draft, true);
    await lot(s.closed, true);
    await lot(s.deleted, false);

    const published = await mine(`?status[]=2&company=${companyId}`, member.accessToken);
    expect(published.data.map((entry) => entry.id)).toEqual([companyLot]);
    expect(published).toMatchObject({ count: 1, total: 3 });
    expect((await mine("?status[]=2", member.accessToken)).data.map((entry) => entry.id).sort()).toEqual(
      [personal, companyLot].sort(),
    );
    // Another company's lots are never the user's: the list is empty, not someone else's.
    const elsewhere = await mine(`?company=${await company("Other SIA")}`, member.accessToken);
    expect(elsewhere).toEqual({ count: 0, total: 0, data: [] });

    const counts = await test.app.inject({
      method: "GET",
      url: "/api/me/lots/count",
      headers: bearer(member.accessToken),
    });
    expect(counts.json().content).toEqual({ count: 4, published: 2, companyPublished: 1 });
  });

  it("shows the latest moderation decision with its reason and statement", async () => {
    const id = await ownLot(s.blocked);
    await test.db.pool.query(
      `INSERT INTO lot_status_changes (lot_id, from_status, to_status, action, actor_id, actor_role, reason_code, statement)
       VALUES ($1, 2, 6, 'block', $2, 'admin', 'misleading', 'The photos show another phone.')`,
      [id, admin.userId],
    );
    const lot = (await mine("?status[]=6&itemsPerPage=100")).data.find((entry) => entry.id === id);
    expect(lot?.moderation).toMatchObject({
      action: "block",
      reasonCode: "misleading",
      statement: "The photos show another phone.",
    });
    expect(new Date(lot?.moderation?.decidedAt ?? "").getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("appeal and clone", () => {
  it("sends a blocked lot back to the queue, once", async () => {
    const id = await ownLot(s.blocked);
    const appeal = () =>
      test.app.inject({
        method: "POST",
        url: `/api/lots/${id}/appeal`,
        headers: bearer(owner.accessToken),
        payload: {},
      });
    expect((await appeal()).json().content).toMatchObject({ status: s.pending_publish, errors: [] });
    expect((await appeal()).json().content.errors).toEqual([{ message: notAllowed }]);
  });

  it("copies texts, prices, filters and files into a new draft of the same owner", async () => {
    const id = await ownLot(s.closed, { categoryKey: "phones", title: "Nokia 3310", values: [] });
    const place = (
      await test.db.pool.query<{ region_id: number; street_id: number | null }>(
        `SELECT r.id AS region_id, (SELECT st.id FROM streets st WHERE st.region_id = r.id LIMIT 1) AS street_id
           FROM regions r ORDER BY (SELECT count(*) FROM streets st WHERE st.region_id = r.id) DESC LIMIT 1`,
      )
    ).rows[0] ?? { region_id: null, street_id: null };
    await test.db.pool.query(
      `UPDATE lots SET filter_value_ids = '{101,202}', numbers = '{"memory": 64}', filter_texts = '{"model": "3310"}',
              region_id = $2, street_id = $3, building_number = '12A', lat = 56.9496, lng = 24.1052,
              accurate_coordinates = true, price_negotiable = true, winter_beater = true
        WHERE id = $1`,
      [id, place.region_id, place.street_id],
    );
    await test.db.pool.query(
      `INSERT INTO files (storage_id, lot_id, owner_id, output_type, extension, width, height, sequence, converted)
       VALUES ('abcd0001', $1, $2, 'image', 'jpeg', 1600, 1200, 0, true), ('abcd0002', $1, $2, 'image', 'jpeg', 1600, 1200, 1, true)`,
      [id, owner.userId],
    );
    const response = await test.app.inject({
      method: "POST",
      url: `/api/lots/${id}/clone`,
      headers: bearer(owner.accessToken),
    });
    const cloneId = response.json().content.id as number;
    const { rows } = await test.db.pool.query(
      `SELECT l.status, l.texts #>> '{lv,title}' AS title, l.price_cents, l.owner_id, l.price_negotiable,
              l.winter_beater, (SELECT array_agg(storage_id ORDER BY sequence) FROM files WHERE lot_id = l.id) AS files
         FROM lots l WHERE l.id = $1`,
      [cloneId],
    );
    expect(rows[0]).toEqual({
      status: s.draft,
      title: "Nokia 3310",
      price_cents: "10000",
      owner_id: String(owner.userId),
      price_negotiable: true,
      winter_beater: true,
      files: ["abcd0001", "abcd0002"],
    });
    // Filters and the location come along as they were.
    const placeOf = async (lotId: number) =>
      (
        await test.db.pool.query(
          `SELECT filter_value_ids, numbers, filter_texts, region_id, street_id, building_number, lat, lng,
                  accurate_coordinates
             FROM lots WHERE id = $1`,
          [lotId],
        )
      ).rows[0];
    expect(await placeOf(cloneId)).toEqual({
      filter_value_ids: [101, 202],
      numbers: { memory: 64 },
      filter_texts: { model: "3310" },
      region_id: place.region_id,
      street_id: place.street_id,
      building_number: "12A",
      lat: 56.9496,
      lng: 24.1052,
      accurate_coordinates: true,
    });
    expect(place.region_id).not.toBeNull();
    const stranger = await test.app.inject({
      method: "POST",
      url: `/api/lots/${id}/clone`,
      headers: bearer(other.accessToken),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("refuses to copy a blocked lot: the copy would get around the block", async () => {
    const id = await ownLot(s.blocked, { categoryKey: "phones", title: "Blocked copy source" });
    const response = await test.app.inject({
      method: "POST",
      url: `/api/lots/${id}/clone`,
      headers: bearer(owner.accessToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([{ message: "A blocked classified can't be copied" }]);
    const copies = await test.db.pool.query(
      "SELECT 1 FROM lots WHERE owner_id = $1 AND texts #>> '{lv,title}' = 'Blocked copy source'",
      [owner.userId],
    );
    expect(copies.rowCount).toBe(1);
  });

  it("shows the owner their own draft, and nobody else", async () => {
    const id = await ownLot(s.draft);
    expect(
      (await test.app.inject({ method: "GET", url: `/api/lots/${id}`, headers: bearer(owner.accessToken) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await test.app.inject({ method: "GET", url: `/api/lots/${id}`, headers: bearer(other.accessToken) }))
        .statusCode,
    ).toBe(404);
  });
});
