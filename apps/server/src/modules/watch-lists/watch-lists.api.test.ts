import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import type { LotCard } from "@tirgus/domain/lot-list";
import { LotStatus } from "@tirgus/domain/lots";
import { compareMaximum, WatchListMessage } from "@tirgus/domain/watch-lists";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stubDemoPhotos } from "../../../test/demo-photos.ts";
import { type AccountsTestApp, bearer, buildAccountsTestApp } from "../auth/test-accounts.ts";
import { loadDictionary } from "../i18n/dictionaries.ts";
import { loadDemoLots } from "../lots/demo/load-demo-lots.ts";

let test: AccountsTestApp;
/** Published lots of other people, by id. */
let published: number[];
beforeAll(async () => {
  test = await buildAccountsTestApp();
  await loadDemoLots(test.db.pool, {
    count: 200,
    seed: 9,
    now: new Date(),
    chunkSize: 200,
    photos: stubDemoPhotos(),
  });
  published = await lotsWithStatus(LotStatus.published, 20);
}, 120_000);
afterAll(() => test.close());

async function lotsWithStatus(status: number, limit = 1): Promise<number[]> {
  const { rows } = await test.db.pool.query<{ id: string }>(
    "SELECT id FROM lots WHERE status = $1 ORDER BY id LIMIT $2",
    [status, limit],
  );
  return rows.map((row) => Number(row.id));
}

const lot = (at: number) => {
  const id = published[at];
  if (id === undefined) throw new Error(`no published lot ${at}`);
  return id;
};

async function newVisitor(): Promise<string> {
  const answer = await test.app.inject({ method: "POST", url: "/api/watch" });
  return answer.json().content.identifier as string;
}

let users = 0;
/** A signed-up user's bearer headers and id. */
async function newUser() {
  const email = `watcher${++users}@example.lv`;
  const tokens = await test.signedUpUser(email);
  const headers = bearer(tokens.access_token);
  const me = await test.app.inject({ url: "/api/me", headers });
  return { email, headers, id: me.json().content.id as number };
}

const add = (list: "favorites" | "compare", lotId: unknown, headers: Record<string, string>, query = "") =>
  test.app.inject({ method: "POST", url: `/api/${list}${query}`, headers, payload: { lot: lotId } });
const remove = (list: "favorites" | "compare", lotId: unknown, headers: Record<string, string>, query = "") =>
  test.app.inject({ method: "DELETE", url: `/api/${list}/${lotId}${query}`, headers });
const ids = async (list: "favorites" | "compare", headers: Record<string, string>, query = "") =>
  (await test.app.inject({ url: `/api/${list}${query}`, headers })).json().content.data as number[];

describe("POST /api/favorites", () => {
  it("bookmarks a published lot once, however often it is sent, and counts it on the lot", async () => {
    const { headers } = await newUser();
    const first = await add("favorites", String(lot(0)), headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().content).toEqual({ lot: lot(0), listed: true, favorites: 1, compare: 0 });
    const again = await add("favorites", String(lot(0)), headers);
    expect(again.json().content.favorites).toBe(1);
    expect(await ids("favorites", headers)).toEqual([lot(0)]);
    const watch = await test.app.inject({ url: `/api/lots/${lot(0)}/watch`, headers });
    expect(watch.json().content).toEqual({ favoriteCount: 1, isBookmarked: true, inCompare: false });
    expect(watch.headers["cache-control"]).toBe("private, no-store");
  });

  it("refuses the owner's own lot with a translated 403", async () => {
    const user = await newUser();
    await test.db.pool.query("UPDATE lots SET owner_id = $1 WHERE id = $2", [user.id, lot(19)]);
    const answer = await add("favorites", lot(19), user.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errors).toEqual([{ message: WatchListMessage.ownLot, field: "lot" }]);
    expect(await ids("favorites", user.headers)).toEqual([]);
  });

  it("bookmarks published lots only: ended ones are refused, hidden ones are not found", async () => {
    const { headers } = await newUser();
    const [closed] = await lotsWithStatus(LotStatus.closed);
    const refused = await add("favorites", closed, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe(WatchListMessage.notPublished);
    for (const status of [LotStatus.draft, LotStatus.blocked]) {
      const [hidden] = await lotsWithStatus(status);
      const answer = await add("favorites", hidden, headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().errors[0].message).toBe(WatchListMessage.lotNotFound);
    }
  });

  it("answers bad lot ids with 4xx, never 5xx", async () => {
    const { headers } = await newUser();
    for (const bad of [
      "abc",
      "",
      "-5",
      "1.5",
      "99999999999999999999",
      0,
      null,
      { id: 1 },
      "12345678901234567",
    ]) {
      const answer = await add("favorites", bad, headers);
      expect(answer.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(bad)).toBeLessThan(500);
    }
    expect((await add("favorites", "999999999", headers)).statusCode).toBe(404);
    for (const bad of ["abc", "99999999999999999999", "0"]) {
      expect((await remove("favorites", bad, headers)).statusCode).toBe(400);
    }
    const missingBody = await test.app.inject({ method: "POST", url: "/api/favorites", headers });
    expect(missingBody.statusCode).toBe(400);
    const unknownKey = await test.app.inject({
      method: "POST",
      url: "/api/favorites",
      headers,
      payload: { lot: "999999999", note: "x" },
    });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().errors).toEqual([
      { message: "Unknown parameter %s", values: ["note"], field: "note" },
    ]);
  });

  it("needs a signed-in user or a known watch identifier", async () => {
    expect((await add("favorites", lot(0), {})).statusCode).toBe(401);
    const unknown = await add("favorites", lot(0), {}, "?identifier=made-up");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({
      message: WatchListMessage.unknownIdentifier,
      field: "identifier",
    });
  });

  it("refuses an identifier that is not of the server's making, and ignores such a cookie", async () => {
    for (const bad of ["%00", "a%00b", "%3Cscript%3E", "a%20b"]) {
      for (const url of [`/api/favorites?identifier=${bad}`, `/api/lots/${lot(0)}/watch?identifier=${bad}`]) {
        const answer = await test.app.inject({ url });
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json().errors[0].field, url).toBe("identifier");
      }
    }
    // A NUL reached PostgreSQL from the cookie and came back as a 500; a mangled cookie is as good as none.
    for (const url of ["/api/favorites", "/api/compare/detailed", `/api/lots/${lot(0)}/similar`]) {
      const answer = await test.app.inject({ url, headers: { cookie: "watch=a%00b" } });
      expect(answer.statusCode, url).toBe(200);
    }
    expect((await add("favorites", lot(0), { cookie: "watch=%00" })).statusCode).toBe(401);
  });
});

describe("DELETE /api/favorites/{lot}", () => {
  it("removes a bookmark, and removing it again is fine", async () => {
    const { headers } = await newUser();
    await add("favorites", lot(1), headers);
    await add("favorites", lot(2), headers);
    const removed = await remove("favorites", lot(1), headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().content).toEqual({ lot: lot(1), listed: false, favorites: 1, compare: 0 });
    expect((await remove("favorites", lot(1), headers)).statusCode).toBe(200);
    expect(await ids("favorites", headers)).toEqual([lot(2)]);
  });
});

describe("anonymous visitors", () => {
  it("keep favourites and compare through the identifier query or the watch cookie", async () => {
    const identifier = await newVisitor();
    expect((await add("favorites", lot(3), {}, `?identifier=${identifier}`)).statusCode).toBe(200);
    const cookie = { cookie: `watch=${identifier}` };
    const compared = await add("compare", lot(4), cookie);
    expect(compared.json().content).toEqual({ lot: lot(4), listed: true, favorites: 1, compare: 1 });
    // Their pages now show counts read through the cookie: the page cache must not share them.
    expect(compared.cookies.find((item) => item.name === "watchLists")?.value).toBe("1");
    expect(await ids("favorites", cookie)).toEqual([lot(3)]);
    expect(await ids("compare", {}, `?identifier=${identifier}`)).toEqual([lot(4)]);
    const counts = await test.app.inject({ url: "/api/watch-lists/counts", headers: cookie });
    expect(counts.json().content).toEqual({ favorites: 1, compare: 1 });
    await remove("favorites", lot(3), cookie);
    const emptied = await remove("compare", lot(4), { cookie: `watch=${identifier}; watchLists=1` });
    expect(emptied.cookies.find((item) => item.name === "watchLists")?.value).toBe("");
  });

  it("without an identifier have empty lists", async () => {
    expect(await ids("favorites", {})).toEqual([]);
    const detailed = await test.app.inject({ url: "/api/compare/detailed" });
    expect(detailed.json().content).toEqual({ count: 0, data: [] });
  });
});

describe("merging at sign-in", () => {
  it("moves the visitor's lists to the account, once each and without the user's own lots", async () => {
    const user = await newUser();
    await add("favorites", lot(5), user.headers);
    await add("compare", lot(6), user.headers);
    const identifier = await newVisitor();
    const query = `?identifier=${identifier}`;
    await test.db.pool.query("UPDATE lots SET owner_id = $1 WHERE id = $2", [user.id, lot(18)]);
    for (const at of [5, 7, 18]) await add("favorites", lot(at), {}, query);
    for (const at of [6, 8]) await add("compare", lot(at), {}, query);

    const signedIn = await test.form(
      "/api/oauth/token",
      { grant_type: "password", username: user.email, password: "secret-password" },
      { cookie: `watch=${identifier}` },
    );
    expect(signedIn.statusCode).toBe(200);
    expect((await ids("favorites", user.headers)).sort()).toEqual([lot(5), lot(7)].sort());
    expect((await ids("compare", user.headers)).sort()).toEqual([lot(6), lot(8)].sort());
    const left = await test.db.pool.query(
      "SELECT 1 FROM favorites WHERE watch_identifier = $1 UNION ALL SELECT 1 FROM compare_entries WHERE watch_identifier = $1",
      [identifier],
    );
    expect(left.rowCount).toBe(0);
  });

  it("fills the account's compare list only up to the maximum, with the latest additions", async () => {
    const user = await newUser();
    for (let at = 0; at < compareMaximum - 1; at++) await add("compare", lot(at), user.headers);
    const identifier = await newVisitor();
    await add("compare", lot(15), {}, `?identifier=${identifier}`);
    await add("compare", lot(16), {}, `?identifier=${identifier}`);
    await test.form(
      "/api/oauth/token",
      { grant_type: "password", username: user.email, password: "secret-password" },
      { cookie: `watch=${identifier}` },
    );
    const compared = await ids("compare", user.headers);
    expect(compared).toHaveLength(compareMaximum);
    expect(compared).toContain(lot(16));
    expect(compared).not.toContain(lot(15));
  });
});

describe("GET /api/lots/{id}/watch", () => {
  it("keeps a lot's favourite count right through adds, repeats, a merge and removals", async () => {
    const target = lot(17);
    const count = async (headers: Record<string, string> = {}) =>
      (await test.app.inject({ url: `/api/lots/${target}/watch`, headers })).json().content.favoriteCount;
    expect(await count()).toBe(0);
    const identifier = await newVisitor();
    await add("favorites", target, {}, `?identifier=${identifier}`);
    await add("favorites", target, {}, `?identifier=${identifier}`);
    expect(await count()).toBe(1);
    const user = await newUser();
    await add("favorites", target, user.headers);
    expect(await count()).toBe(2);
    // The visitor signs in as the same user: one person, one bookmark.
    await test.form(
      "/api/oauth/token",
      { grant_type: "password", username: user.email, password: "secret-password" },
      { cookie: `watch=${identifier}` },
    );
    expect(await count()).toBe(1);
    await remove("favorites", target, user.headers);
    expect(await count()).toBe(0);
  });

  it("answers bad lot ids with 400", async () => {
    for (const bad of ["abc", "0", "-1", "99999999999999999999"]) {
      expect((await test.app.inject({ url: `/api/lots/${bad}/watch` })).statusCode, bad).toBe(400);
    }
  });
});

describe("the compare list", () => {
  it("takes ended lots, refuses hidden ones, and stops at the maximum with a translated 409", async () => {
    const { headers } = await newUser();
    const [closed] = await lotsWithStatus(LotStatus.closed);
    expect((await add("compare", closed, headers)).statusCode).toBe(200);
    const [draft] = await lotsWithStatus(LotStatus.draft);
    expect((await add("compare", draft, headers)).statusCode).toBe(404);
    for (let at = 0; at < compareMaximum - 1; at++) {
      expect((await add("compare", String(lot(at)), headers)).statusCode).toBe(200);
    }
    const over = await add("compare", lot(compareMaximum), headers);
    expect(over.statusCode).toBe(409);
    expect(over.json().errors[0]).toEqual({
      message: WatchListMessage.compareFull,
      values: [compareMaximum],
      field: "lot",
    });
    // One already there is not a new one: adding it again is still fine.
    expect((await add("compare", lot(0), headers)).statusCode).toBe(200);
    await remove("compare", lot(0), headers);
    expect((await add("compare", lot(compareMaximum), headers)).statusCode).toBe(200);
  });

  it("answers the lots in full, in the order they were added", async () => {
    const { headers } = await newUser();
    await add("compare", lot(11), headers);
    await add("compare", lot(10), headers);
    const answer = await test.app.inject({ url: "/api/compare/detailed", headers });
    const lots = answer.json().content.data as LotDetail[];
    expect(lots.map((item) => item.id)).toEqual([lot(11), lot(10)]);
    expect(lots[0]?.frontUrl.lv).toMatch(/^\/lv\/.+\/!\d+$/);
  });
});

describe("GET /api/favorites/detailed", () => {
  it("answers the bookmarks as list cards, newest added first, by the lot's date on request, a page at a time", async () => {
    const { headers } = await newUser();
    const chosen = [lot(12), lot(13), lot(14)];
    for (const id of chosen) await add("favorites", id, headers);
    const page = async (query: string) =>
      (await test.app.inject({ url: `/api/favorites/detailed${query}`, headers })).json().content as {
        count: number;
        data: LotCard[];
      };
    const added = await page("?orderColumn=addedDate");
    expect(added.count).toBe(3);
    expect(added.data.map((card) => card.id)).toEqual([...chosen].reverse());
    expect(added.data[0]?.title.lv).toBeTruthy();
    const oldestAdded = await page("?orderColumn=addedDate&orderDirection=asc&itemsPerPage=2");
    expect(oldestAdded.data.map((card) => card.id)).toEqual(chosen.slice(0, 2));
    const second = await page("?orderColumn=addedDate&orderDirection=asc&itemsPerPage=2&page=2");
    expect(second).toMatchObject({ count: 3 });
    expect(second.data.map((card) => card.id)).toEqual([lot(14)]);
    const { rows } = await test.db.pool.query<{ id: string }>(
      "SELECT id FROM lots WHERE id = ANY ($1::bigint[]) ORDER BY create_date DESC, id DESC",
      [chosen],
    );
    // The default: the lots' creation, newest first (spec 1 section 9, issue 6).
    for (const query of ["", "?orderColumn=createDate"])
      expect((await page(query)).data.map((card) => card.id)).toEqual(rows.map((row) => Number(row.id)));
    expect(
      (await test.app.inject({ url: "/api/favorites/detailed?orderColumn=price", headers })).statusCode,
    ).toBe(400);
    expect((await test.app.inject({ url: "/api/favorites/detailed?page=0", headers })).statusCode).toBe(400);
  });
});

describe("GET /api/favorites/{lot}/position", () => {
  it("names a bookmarked lot's neighbours in the bookmarks' order, across a page's boundary", async () => {
    const { headers } = await newUser();
    const chosen = [lot(15), lot(16), lot(17)];
    for (const id of chosen) await add("favorites", id, headers);
    const position = async (id: number, query: string) =>
      (await test.app.inject({ url: `/api/favorites/${id}/position?${query}`, headers })).json().content as {
        position: number;
        count: number;
        previous: { id: number; page: number } | null;
        next: { id: number; page: number } | null;
      } | null;
    // Oldest added first, two a page: 15 and 16 on page 1, 17 on page 2.
    const order = "orderColumn=addedDate&orderDirection=asc&itemsPerPage=2";
    const last = await position(lot(16), `${order}&page=1`);
    expect(last).toMatchObject({ position: 2, count: 3 });
    expect([last?.previous?.id, last?.next?.id, last?.next?.page]).toEqual([lot(15), lot(17), 2]);
    const onSecond = await position(lot(17), `${order}&page=2`);
    expect([onSecond?.previous?.id, onSecond?.previous?.page, onSecond?.next]).toEqual([lot(16), 1, null]);
    // Not on the page named (the list changed since), or not bookmarked: no steps.
    expect(await position(lot(17), `${order}&page=1`)).toBeNull();
    expect(await position(lot(18), order)).toBeNull();
    const stranger = await test.app.inject({ url: `/api/favorites/${lot(16)}/position?${order}` });
    expect(stranger.json().content).toBeNull();
    expect(
      (await test.app.inject({ url: `/api/favorites/${lot(16)}/position?page=0`, headers })).statusCode,
    ).toBe(400);
  });
});

describe("the lists' messages", () => {
  it.each(["lv", "ru"] as const)("are all translated in %s", (language) => {
    const dictionary = loadDictionary(language);
    expect(Object.values(WatchListMessage).filter((key) => !dictionary[key])).toEqual([]);
  });
});
