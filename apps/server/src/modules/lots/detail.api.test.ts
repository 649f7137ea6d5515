import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import type { LotList } from "@tirgus/domain/lot-list";
import { LotStatus } from "@tirgus/domain/lots";
import { PriceChangeMessage } from "@tirgus/domain/price-changes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { stubDemoPhotos } from "../../../test/demo-photos.ts";
import { passwordAccount } from "../../../test/social-accounts.ts";
import { loadDemoLots } from "./demo/load-demo-lots.ts";

const photos = stubDemoPhotos();

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await loadDemoLots(test.db.pool, { count: 400, seed: 5, now: new Date(), chunkSize: 400, photos });
}, 120_000);
afterAll(() => test.close());

const lotWithStatus = async (status: number) =>
  (await test.db.pool.query<{ id: string }>("SELECT id FROM lots WHERE status = $1 LIMIT 1", [status]))
    .rows[0]?.id;

describe("GET /api/lots/{id}", () => {
  it("answers a listed lot with the same address, title and price the list shows", async () => {
    const listed = (await test.app.inject({ method: "GET", url: "/api/lots?itemsPerPage=5" })).json()
      .content as LotList;
    for (const card of listed.data) {
      const response = await test.app.inject({ method: "GET", url: `/api/lots/${card.id}` });
      expect(response.statusCode).toBe(200);
      const lot = response.json().content as LotDetail;
      expect(lot.frontUrl).toEqual(card.frontUrl);
      expect(lot.title).toEqual(card.title);
      expect(lot.prices[0]?.value ?? null).toBe(card.price?.value ?? null);
      expect(lot.category.parents.length).toBeGreaterThan(0);
      expect(lot.text.lv.length).toBeGreaterThan(lot.title.lv.length);
    }
  });

  it("gives a lot's street address: the street's id and names, the house and its exact point", async () => {
    const { rows } = await test.db.pool.query<{ id: string; street_id: number; names: unknown }>(
      `SELECT l.id, l.street_id, s.names FROM lots l JOIN streets s ON s.id = l.street_id
       WHERE l.status = 2 ORDER BY l.id LIMIT 1`,
    );
    const placed = rows[0];
    expect(placed).toBeDefined();
    const lot = (await test.app.inject({ method: "GET", url: `/api/lots/${placed?.id}` })).json()
      .content as LotDetail;
    expect(lot.location).toMatchObject({
      streetId: placed?.street_id,
      street: placed?.names,
      accurate: true,
    });
    expect(lot.location?.buildingNumber).toMatch(/^\d+/);
    expect(lot.text.lv).toContain(`Adrese: ${lot.location?.street?.lv} ${lot.location?.buildingNumber}.`);
  });

  it("lists attributes in the category's filter order with their values", async () => {
    const { rows } = await test.db.pool.query<{ id: string }>(
      "SELECT l.id FROM lots l JOIN categories c ON c.id = l.category_id WHERE c.key = 'cars' AND l.status = 2 LIMIT 1",
    );
    const lot = (await test.app.inject({ method: "GET", url: `/api/lots/${rows[0]?.id}` })).json()
      .content as LotDetail;
    const keys = lot.attributes.map((attribute) => attribute.filter.key);
    expect(keys).toContain("year");
    expect(new Set(keys).size).toBe(keys.length);
    const make = lot.attributes.find((attribute) => attribute.filter.key === "make");
    expect(make?.values[0]?.name.lv).toBeTruthy();
    // The make, then its model: values whose parent is chosen too come after it.
    const { rows: parents } = await test.db.pool.query<{ id: number; parent_value_id: number | null }>(
      "SELECT id, parent_value_id FROM filter_values WHERE id = ANY ($1)",
      [make?.values.map((value) => value.id) ?? []],
    );
    const parentOf = new Map(parents.map((value) => [value.id, value.parent_value_id]));
    expect(make?.values.map((value) => parentOf.get(value.id) ?? null)).toEqual([null, make?.values[0]?.id]);
  });

  it("shows ended lots, refuses blocked ones and hides drafts", async () => {
    const closed = await lotWithStatus(4);
    expect((await test.app.inject({ method: "GET", url: `/api/lots/${closed}` })).statusCode).toBe(200);
    const blocked = await lotWithStatus(6);
    const refused = await test.app.inject({ method: "GET", url: `/api/lots/${blocked}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe("FORBIDDEN");
    const draft = await lotWithStatus(1);
    expect((await test.app.inject({ method: "GET", url: `/api/lots/${draft}` })).statusCode).toBe(404);
    // Moderators open blocked lots and drafts from their queue.
    const admin = await passwordAccount(test, `moderator-${Math.random()}@example.lv`, { role: 1 });
    const asAdmin = { authorization: `Bearer ${admin.accessToken}` };
    for (const id of [blocked, draft])
      expect(
        (await test.app.inject({ method: "GET", url: `/api/lots/${id}`, headers: asAdmin })).statusCode,
      ).toBe(200);
    expect((await test.app.inject({ method: "GET", url: "/api/lots/99999999" })).statusCode).toBe(404);
    expect((await test.app.inject({ method: "GET", url: "/api/lots/abc" })).statusCode).toBe(400);
  });
});

describe("the owner's view", () => {
  const own = async (status: number, fields = "") => {
    const account = await passwordAccount(test, `owner-${status}-${Math.random()}@example.lv`);
    const { rows } = await test.db.pool.query<{ id: string }>(
      `UPDATE lots SET owner_id = $2 ${fields}
       WHERE id = (SELECT id FROM lots WHERE status = $1 AND jsonb_array_length(prices) > 0 AND NOT xml_imported
                   AND id NOT IN (SELECT id FROM lots WHERE owner_id IS NOT NULL AND owner_id IN
                     (SELECT id FROM users WHERE email LIKE 'owner-%')) LIMIT 1)
       RETURNING id`,
      [status, account.userId],
    );
    return { lotId: Number(rows[0]?.id), headers: { authorization: `Bearer ${account.accessToken}` } };
  };
  const editPrice = (lotId: number, price: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({ method: "PATCH", url: `/api/lots/${lotId}/price`, headers, payload: { price } });

  it("shows a blocked lot to its owner only, and not for keeping", async () => {
    const { lotId, headers } = await own(6);
    const owner = await test.app.inject({ method: "GET", url: `/api/lots/${lotId}`, headers });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().content.status).toBe(6);
    expect(owner.headers["cache-control"]).toBe("private, no-store");
    const other = await passwordAccount(test, "someone-else@example.lv");
    const refused = await test.app.inject({
      method: "GET",
      url: `/api/lots/${lotId}`,
      headers: { authorization: `Bearer ${other.accessToken}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("lets the owner set the price: two decimals, not zero, at most 10000.00, the discount kept", async () => {
    const { lotId, headers } = await own(2, ", discount_percent = 10");
    const saved = await editPrice(lotId, "1 234,5", headers);
    expect(saved.statusCode, saved.body).toBe(200);
    const lot = saved.json().content as LotDetail;
    expect(lot.prices[0]?.value).toBe(1234.5);
    expect(lot.prices[0]?.discountedValue).toBe(1111.05);
    const stored = await test.db.pool.query<{ price_cents: string }>(
      "SELECT price_cents FROM lots WHERE id = $1",
      [lotId],
    );
    expect(Number(stored.rows[0]?.price_cents)).toBe(111_105);
    expect((await editPrice(lotId, "10000.00", headers)).statusCode).toBe(200);

    const refusals = [
      ["10000.01", "The price can be at most %s"],
      ["0", "Price must be greater than 0"],
      ["12.345", "Wrong price format"],
      ["", "Field is required"],
      ["-3", "Wrong price format"],
    ] as const;
    for (const [price, message] of refusals) {
      const refused = await editPrice(lotId, price, headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ message, field: "price" });
    }
    expect((await editPrice(lotId, 12, headers)).statusCode).toBe(400);
  });

  it("refuses the price edit to others, signed-out visitors, lots from a feed and unknown lots", async () => {
    const { lotId } = await own(2);
    const other = await passwordAccount(test, "not-the-owner@example.lv");
    const otherHeaders = { authorization: `Bearer ${other.accessToken}` };
    expect((await editPrice(lotId, "100", otherHeaders)).statusCode).toBe(403);
    expect((await editPrice(lotId, "100")).statusCode).toBe(401);
    const feed = await own(2, ", xml_imported = true");
    const refused = await editPrice(feed.lotId, "100", feed.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe("Classifieds from feed can't be edited");
    expect((await editPrice(99_999_999, "100", feed.headers)).statusCode).toBe(404);
  });

  it("refuses the price edit of a sold or blocked lot, and lets an expired one's price change before renewal", async () => {
    for (const status of [LotStatus.closed, LotStatus.blocked]) {
      const { lotId, headers } = await own(status);
      expect((await editPrice(lotId, "100", headers)).statusCode, `status ${status}`).toBe(403);
    }
    const expired = await own(LotStatus.expired);
    expect((await editPrice(expired.lotId, "100", expired.headers)).statusCode).toBe(200);
  });

  describe("price changes (spec 1 section 9: allowed 3 times; decision 0028)", () => {
    const changesLeft = (response: { json(): unknown }) =>
      (response.json() as { content: LotDetail }).content.priceChangesLeft;
    const stored = async (lotId: number) =>
      (
        await test.db.pool.query<{ price_cents: string; price_changes: number }>(
          "SELECT price_cents, price_changes FROM lots WHERE id = $1",
          [lotId],
        )
      ).rows[0];

    it("lets the owner change a published lot's price three times and refuses the fourth with the reason", async () => {
      const { lotId, headers } = await own(LotStatus.published);
      expect(changesLeft(await test.app.inject({ url: `/api/lots/${lotId}`, headers }))).toBe(3);
      for (const [price, left] of [
        ["101.01", 2],
        ["102.02", 1],
        ["103.03", 0],
      ] as const) {
        const saved = await editPrice(lotId, price, headers);
        expect(saved.statusCode, saved.body).toBe(200);
        expect(changesLeft(saved)).toBe(left);
      }
      const refused = await editPrice(lotId, "104.04", headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ errors: [{ message: PriceChangeMessage.noneLeft, field: "price" }] });
      expect(await stored(lotId)).toEqual({ price_cents: "10303", price_changes: 3 });
    });

    it("does not count a save of the price the lot already has", async () => {
      const { lotId, headers } = await own(LotStatus.published);
      expect(changesLeft(await editPrice(lotId, "123.45", headers))).toBe(2);
      for (const same of ["123,45", "123.45", " 123.45 "])
        expect(changesLeft(await editPrice(lotId, same, headers))).toBe(2);
      expect((await stored(lotId))?.price_changes).toBe(1);
    });

    it("does not count a draft's price changes, nor those of a lot waiting to go public for the first time", async () => {
      const draft = await own(LotStatus.draft);
      const pending = await own(LotStatus.pending_publish, ", publish_date = NULL");
      for (const { lotId, headers } of [draft, pending]) {
        for (const price of ["201", "202", "203", "204", "205"]) {
          const saved = await editPrice(lotId, price, headers);
          expect(saved.statusCode, saved.body).toBe(200);
          expect(changesLeft(saved)).toBe(3);
        }
        expect(await stored(lotId)).toEqual({ price_cents: "20500", price_changes: 0 });
      }
    });

    it("tells the owner only how many changes are left, in an answer nobody keeps", async () => {
      const { lotId, headers } = await own(LotStatus.published);
      const owner = await test.app.inject({ url: `/api/lots/${lotId}`, headers });
      expect(changesLeft(owner)).toBe(3);
      expect(owner.headers["cache-control"]).toBe("private, no-store");
      const other = await passwordAccount(test, "curious-buyer@example.lv");
      for (const visitor of [{ authorization: `Bearer ${other.accessToken}` }, {}]) {
        const answer = await test.app.inject({ url: `/api/lots/${lotId}`, headers: visitor });
        expect(answer.statusCode).toBe(200);
        expect(answer.json().content).not.toHaveProperty("priceChangesLeft");
        expect(answer.headers["cache-control"]).toBe("public, max-age=5");
      }
    });

    it("lets only one of two changes sent together take the last change left", async () => {
      const { lotId, headers } = await own(LotStatus.published, ", price_changes = 2");
      const answers = await Promise.all([editPrice(lotId, "301", headers), editPrice(lotId, "302", headers)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
      expect((await stored(lotId))?.price_changes).toBe(3);
    });
  });

  it("says whether the lot is in the adult and dating subtree", async () => {
    const { rows } = await test.db.pool.query<{ id: string; adult: boolean }>(
      `SELECT DISTINCT ON (c.adult) l.id, c.adult FROM lots l JOIN categories c ON c.id = l.category_id
       WHERE l.status = 2 ORDER BY c.adult, l.id`,
    );
    expect(rows.map((row) => row.adult)).toEqual([false, true]);
    for (const row of rows) {
      const lot = (await test.app.inject({ method: "GET", url: `/api/lots/${row.id}` })).json()
        .content as LotDetail;
      expect(lot.category.adult).toBe(row.adult);
    }
  });
});
