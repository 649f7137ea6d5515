import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { stubDemoPhotos } from "../../../test/demo-photos.ts";
import { passwordAccount } from "../../../test/social-accounts.ts";
import { loadDemoLots } from "../lots/demo/load-demo-lots.ts";
import { addPendingViews } from "./repository.ts";

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await loadDemoLots(test.db.pool, {
    count: 60,
    seed: 8,
    now: new Date(),
    chunkSize: 60,
    photos: stubDemoPhotos(),
  });
}, 120_000);
afterAll(() => test.close());

const lotWithStatus = async (status: number) =>
  Number(
    (
      await test.db.pool.query<{ id: string }>("SELECT id FROM lots WHERE status = $1 ORDER BY id LIMIT 1", [
        status,
      ])
    ).rows[0]?.id,
  );
const view = (lotId: number, headers: Record<string, string> = {}) =>
  test.app.inject({ method: "POST", url: `/api/lots/${lotId}/views`, headers });
const shownViews = async (lotId: number) =>
  (await test.app.inject({ method: "GET", url: `/api/lots/${lotId}` })).json().content.views as number;
const storedViews = async (lotId: number) =>
  (await test.db.pool.query<{ views: number }>("SELECT views FROM lots WHERE id = $1", [lotId])).rows[0]
    ?.views;

describe("POST /api/lots/{id}/views", () => {
  it("counts a visitor once a day, each visitor apart, and the lot shows it at once", async () => {
    const lotId = await lotWithStatus(2);
    const before = await shownViews(lotId);
    const first = await view(lotId, { cookie: "watch=visitor-one" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ content: { counted: true } });
    expect((await view(lotId, { cookie: "watch=visitor-one" })).json().content.counted).toBe(false);
    expect((await view(lotId, { cookie: "watch=visitor-two" })).json().content.counted).toBe(true);
    // Without cookies the browser and address tell visitors apart.
    expect((await view(lotId, { "user-agent": "phone" })).json().content.counted).toBe(true);
    expect((await view(lotId, { "user-agent": "phone" })).json().content.counted).toBe(false);
    expect(await shownViews(lotId)).toBe(before + 3);
  });

  it("moves the waiting views into the lot's row, where lists sort by them, without counting twice", async () => {
    const lotId = await lotWithStatus(2);
    await view(lotId, { cookie: "watch=visitor-three" });
    const shown = await shownViews(lotId);
    const stored = (await storedViews(lotId)) ?? 0;
    expect(shown).toBeGreaterThan(stored);
    await addPendingViews(test.db.pool);
    expect(await storedViews(lotId)).toBe(shown);
    expect(await shownViews(lotId)).toBe(shown);
    // Yesterday's visit is still remembered (a visitor's day in Riga), older ones are forgotten.
    await test.db.pool.query(
      "INSERT INTO lot_visits (lot_id, day, visitor) VALUES ($1, current_date - 1, 'y'), ($1, current_date - 2, 'old')",
      [lotId],
    );
    await addPendingViews(test.db.pool);
    const kept = await test.db.pool.query<{ visitor: string }>(
      "SELECT visitor FROM lot_visits WHERE lot_id = $1 AND visitor IN ('y', 'old')",
      [lotId],
    );
    expect(kept.rows.map((row) => row.visitor)).toEqual(["y"]);
  });

  it("does not count the owner, lots that are not published, or lots that do not exist", async () => {
    const { userId, accessToken } = await passwordAccount(test, "viewing-owner@example.lv");
    const lotId = await lotWithStatus(2);
    await test.db.pool.query("UPDATE lots SET owner_id = $2 WHERE id = $1", [lotId, userId]);
    const owner = await view(lotId, { authorization: `Bearer ${accessToken}` });
    expect(owner.json().content.counted).toBe(false);
    for (const status of [1, 4, 6]) {
      expect((await view(await lotWithStatus(status), { cookie: "watch=w" })).json().content.counted).toBe(
        false,
      );
    }
    expect((await view(999_999_999)).json().content.counted).toBe(false);
    expect((await view(0)).statusCode).toBe(400);
    expect((await test.app.inject({ method: "POST", url: "/api/lots/abc/views" })).statusCode).toBe(400);
  });

  it("takes the session cookie without the CSRF echo: a page may report the view as the sign-in lands", async () => {
    const { userId } = await passwordAccount(test, "cookie-owner@example.lv");
    const lotId = await lotWithStatus(2);
    await test.db.pool.query("UPDATE lots SET owner_id = $2 WHERE id = $1", [lotId, userId]);
    const signedIn = await test.app.inject({
      method: "POST",
      url: "/api/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=password&username=cookie-owner%40example.lv&password=secret-password",
    });
    const session = signedIn.cookies.find((cookie) => cookie.name === "session")?.value;
    expect(session).toBeDefined();
    const answer = await view(lotId, { cookie: `session=${session}` });
    expect(answer.statusCode).toBe(200);
    // Recognised as the owner, whose own views do not count.
    expect(answer.json().content.counted).toBe(false);
  });
});
