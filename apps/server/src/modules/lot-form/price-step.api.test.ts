import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import type { LotFormState, MarketPrice } from "@tirgus/domain/lot-form-api";
import { LotStatus } from "@tirgus/domain/lots";
import { PriceChangeMessage } from "@tirgus/domain/price-changes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";
import { bearer, passwordAccount } from "../../../test/social-accounts.ts";
import { refreshPriceRatingSamplesInTransaction } from "../lots/price-rating.ts";

/*
 * The price step of the wizard (issue 7; spec 2 sections 1 and 4): the price-negotiable flag, the winter-beaters
 * checkbox, the market price check, and a published lot's edit going back under the publish rules.
 */

let test: TestApp;
let seller: { userId: number; accessToken: string };
let carFilters: Map<string, CategoryFilter>;
let rigaRegion: number;
beforeAll(async () => {
  test = await buildTestApp();
  seller = await passwordAccount(test, "price-step-seller@example.lv");
  // Trusted, with a verified Latvian phone: cars need one, and new sellers' first lots wait for approval.
  await test.db.pool.query("UPDATE users SET status = 2 WHERE id = $1", [seller.userId]);
  await test.db.pool.query(
    "INSERT INTO contacts (user_id, kind, value, verified, pending) VALUES ($1, 'phone', '+37120000002', 1, false)",
    [seller.userId],
  );
  const filters = (await test.app.inject({ url: "/api/categories/1001/filters?create=true" })).json().content
    .data as CategoryFilter[];
  carFilters = new Map(filters.map((link) => [link.filter.key, link]));
  const region = await test.db.pool.query<{ id: number }>("SELECT id FROM regions ORDER BY id LIMIT 1");
  rigaRegion = region.rows[0]?.id ?? 0;
}, 60_000);
afterAll(() => test.close());

const filterId = (key: string) => String(carFilters.get(key)?.filter.id);
const send = (method: "POST" | "PATCH" | "GET", url: string, payload?: object, token = seller.accessToken) =>
  test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const stateOf = (response: { json(): unknown }) => (response.json() as { content: LotFormState }).content;

// An Alfa Romeo 147 (the model is a child value of the make filter, as the price rating tests use it).
const car = (price: string, extra: object = {}, year = "2015") => ({
  category: 1001,
  action: 1,
  adFilterValues: { [filterId("make")]: 10000, [filterId("model")]: 10001, [filterId("year")]: year },
  adTexts: { lv: { text: "Alfa Romeo 147\nLabā stāvoklī, viens īpašnieks." } },
  adLocation: { region: rigaRegion },
  prices: { "1": { value: price } },
  ...extra,
});
const create = async (payload: object) => {
  const response = await send("POST", "/api/lots", payload);
  expect(response.statusCode).toBe(201);
  return stateOf(response);
};
const edit = async (id: number, payload: object) => {
  const response = await send("PATCH", `/api/lots/${id}`, payload);
  expect(response.statusCode).toBe(200);
  return stateOf(response);
};
const publish = async (id: number) => {
  const response = await send("PATCH", `/api/lots?lots[]=${id}`, { adStateUserAction: "publish" });
  expect(response.json().content[0]).toMatchObject({ status: LotStatus.published, errors: [] });
};

describe("the price-negotiable flag", () => {
  it("is off by default, stored, loaded back, and shown with the published lot's price", async () => {
    expect((await create(car("7450"))).form.priceNegotiable).toBe(false);
    const state = await create(car("7450", { priceNegotiable: true }));
    expect(state.form.priceNegotiable).toBe(true);
    expect(stateOf(await send("GET", `/api/lots/${state.id}/form`)).form.priceNegotiable).toBe(true);
    expect((await edit(state.id, { priceNegotiable: false })).form.priceNegotiable).toBe(false);
    expect(stateOf(await send("GET", `/api/lots/${state.id}/form`)).form.priceNegotiable).toBe(false);
    await edit(state.id, { priceNegotiable: true });
    await publish(state.id);
    const detail = (await test.app.inject({ url: `/api/lots/${state.id}` })).json().content as LotDetail;
    expect(detail.priceNegotiable).toBe(true);
  });
});

describe("delivery options", () => {
  const stored = async (id: number) =>
    (await test.db.pool.query("SELECT delivery_options FROM lots WHERE id = $1", [id])).rows[0]
      ?.delivery_options;

  it("keeps of the seller's choice what the category offers, and shows the lot with it", async () => {
    const phone = await create({ category: 1201, action: 1, deliveryOptions: ["meet", "omniva"] });
    expect(phone.form.deliveryOptions).toEqual(["omniva", "meet"]);
    expect(await stored(phone.id)).toEqual(["omniva", "meet"]);
    expect((await edit(phone.id, { deliveryOptions: ["omniva"] })).form.deliveryOptions).toEqual(["omniva"]);
    expect(stateOf(await send("GET", `/api/lots/${phone.id}/form`)).form.deliveryOptions).toEqual(["omniva"]);

    const state = await create(car("7450", { deliveryOptions: ["omniva", "meet"] }));
    expect(state.form.deliveryOptions).toEqual(["meet"]);
    expect(await stored(state.id)).toEqual(["meet"]);
    await publish(state.id);
    const detail = (await test.app.inject({ url: `/api/lots/${state.id}` })).json().content as LotDetail;
    expect(detail.deliveryOptions).toEqual(["meet"]);
  });

  it("are none for a flat, and follow the lot when it moves to another category", async () => {
    const flat = await create({ category: 1101, deliveryOptions: ["omniva", "meet"] });
    expect(flat.form.deliveryOptions).toEqual([]);
    expect(await stored(flat.id)).toEqual([]);
    const moved = await edit(flat.id, { category: 1201, deliveryOptions: ["omniva", "meet"] });
    expect(moved.form.deliveryOptions).toEqual(["omniva", "meet"]);
    const back = await edit(flat.id, { category: 1101 });
    expect(back.form.deliveryOptions).toEqual([]);
  });
});

describe("the winter-beaters checkbox", () => {
  const stored = async (id: number) =>
    (await test.db.pool.query("SELECT winter_beater FROM lots WHERE id = $1", [id])).rows[0]?.winter_beater;

  it("is stored for a private seller's car under 3000 and loaded back", async () => {
    const state = await create(car("2 500", { winterBeater: true }));
    expect(state.form.winterBeater).toBe(true);
    expect(await stored(state.id)).toBe(true);
    expect(stateOf(await send("GET", `/api/lots/${state.id}/form`)).form.winterBeater).toBe(true);
    expect((await edit(state.id, { winterBeater: false })).form.winterBeater).toBe(false);
    expect(await stored(state.id)).toBe(false);
  });

  it("is dropped once the rule no longer offers it: a price of 3000 or more, another action", async () => {
    const raised = await create(car("2500", { winterBeater: true }));
    expect((await edit(raised.id, { prices: { "1": { value: "3000" } } })).form.winterBeater).toBe(false);
    expect(await stored(raised.id)).toBe(false);
    expect((await create(car("3500", { winterBeater: true }))).form.winterBeater).toBe(false);
    const wanted = await create(car("2500", { action: 2, winterBeater: true }));
    expect(wanted.form.winterBeater).toBe(false);
    expect(await stored(wanted.id)).toBe(false);
  });
});

describe("GET /api/lots/{id}/market-price", () => {
  it("answers the count, median and range of comparable published lots for a draft", async () => {
    // Comparable: the same make and model, selling, a year within two (of 2005: the other tests' cars are of 2015). Not: another model, renting, an ended lot.
    for (const priceEuros of [6000, 7000, 8000, 9500])
      await insertTestLot(test.db.pool, {
        categoryKey: "cars",
        values: [10000, 10001],
        priceEuros,
        numbers: { year: 2004 },
      });
    for (const other of [
      { values: [10000, 10002], actionId: 1, status: 2 },
      { values: [10000, 10001], actionId: 5, status: 2 },
      { values: [10000, 10001], actionId: 1, status: 4 },
    ])
      await insertTestLot(test.db.pool, {
        categoryKey: "cars",
        priceEuros: 100,
        numbers: { year: 2005 },
        ...other,
      });
    await refreshPriceRatingSamplesInTransaction(test.db.pool);

    const draft = await create(car("7200", {}, "2005"));
    const response = await send("GET", `/api/lots/${draft.id}/market-price`);
    expect(response.statusCode).toBe(200);
    expect(response.json().content as MarketPrice).toEqual({ count: 4, median: 7500, min: 6000, max: 9500 });
    // Without a price yet, the action's first price type is compared.
    const unpriced = await create({ ...car("7200", {}, "2005"), prices: {} });
    expect((await send("GET", `/api/lots/${unpriced.id}/market-price`)).json().content).toMatchObject({
      count: 4,
    });
  });

  it("answers a count of 0 when nothing is comparable, and only to the lot's owner", async () => {
    const lonely = await create({
      ...car("500"),
      adFilterValues: { [filterId("make")]: 10000, [filterId("year")]: "1990" },
    });
    const response = await send("GET", `/api/lots/${lonely.id}/market-price`);
    expect(response.json().content).toEqual({ count: 0, median: null, min: null, max: null });
    const stranger = await passwordAccount(test, "price-step-stranger@example.lv");
    expect(
      (await send("GET", `/api/lots/${lonely.id}/market-price`, undefined, stranger.accessToken)).statusCode,
    ).toBe(403);
    expect((await test.app.inject({ url: `/api/lots/${lonely.id}/market-price` })).statusCode).toBe(401);
  });
});

describe("PATCH /api/lots/{id} of a published lot", () => {
  const changesOf = async (id: number) =>
    (
      await test.db.pool.query(
        "SELECT from_status, to_status, action, reason_code FROM lot_status_changes WHERE lot_id = $1 AND action = 'edit'",
        [id],
      )
    ).rows;

  it("keeps it published when the edit meets no publish rule", async () => {
    const state = await create(car("7450"));
    await publish(state.id);
    expect((await edit(state.id, { prices: { "1": { value: "7000" } } })).status).toBe(LotStatus.published);
    expect(await changesOf(state.id)).toEqual([]);
  });

  it("sends it back for approval with a banned word, recorded as a status change", async () => {
    const state = await create(car("7450"));
    await publish(state.id);
    const edited = await edit(state.id, {
      adTexts: { lv: { text: "Alfa Romeo 147\nTikai priekšapmaksa." } },
    });
    expect(edited.status).toBe(LotStatus.pending_publish);
    const { rows } = await test.db.pool.query("SELECT status, end_date FROM lots WHERE id = $1", [state.id]);
    expect(rows[0]).toEqual({ status: LotStatus.pending_publish, end_date: null });
    expect(await changesOf(state.id)).toEqual([
      {
        from_status: LotStatus.published,
        to_status: LotStatus.pending_publish,
        action: "edit",
        reason_code: "banned_word:tikai priekšapmaksa",
      },
    ]);
  });

  it("sends it back for approval when moved into a category that needs approval", async () => {
    const state = await create(car("7450"));
    await publish(state.id);
    const moved = await edit(state.id, { category: 2306, action: 1 });
    expect(moved.status).toBe(LotStatus.pending_publish);
    expect((await changesOf(state.id))[0]).toMatchObject({ reason_code: "category_approval:2300" });
  });

  it("counts its new prices as price changes, a draft's not, and the saves of one re-pricing as one", async () => {
    const counted = async (id: number) =>
      (
        await test.db.pool.query<{ price_changes: number; price_cents: string }>(
          "SELECT price_changes, price_cents FROM lots WHERE id = $1",
          [id],
        )
      ).rows[0];
    const state = await create(car("7450"));
    for (const price of ["7400", "7350", "7300", "7250"])
      await edit(state.id, { prices: { "1": { value: price } } });
    expect(await counted(state.id)).toEqual({ price_changes: 0, price_cents: "725000" });
    await publish(state.id);
    // The wizard saves as the owner types: "7", "70", "7000" within minutes are one change.
    for (const price of ["7", "70", "7000"]) await edit(state.id, { prices: { "1": { value: price } } });
    expect(await counted(state.id)).toEqual({ price_changes: 1, price_cents: "700000" });
    // Other fields and the same price change nothing.
    await edit(state.id, { prices: { "1": { value: "7 000" } }, priceNegotiable: true });
    expect((await counted(state.id))?.price_changes).toBe(1);

    // Later, with the last of the 3 changes used, a new price is refused and nothing of the save is kept.
    await test.db.pool.query(
      "UPDATE lots SET price_changes = 3, price_changed_at = now() - interval '1 hour' WHERE id = $1",
      [state.id],
    );
    const refused = await send("PATCH", `/api/lots/${state.id}`, {
      prices: { "1": { value: "6900" } },
      priceNegotiable: false,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ message: PriceChangeMessage.noneLeft, field: "prices" }] });
    expect(await counted(state.id)).toEqual({ price_changes: 3, price_cents: "700000" });
    expect((await edit(state.id, { priceNegotiable: false })).form.priceNegotiable).toBe(false);
    const lot = (await send("GET", `/api/lots/${state.id}`)).json().content as LotDetail;
    expect(lot.priceChangesLeft).toBe(0);
  });

  it("keeps a discounted lot's discount: the new list price and what buyers pay, which lists sort by", async () => {
    const state = await create(car("8000"));
    await publish(state.id);
    await test.db.pool.query(
      `UPDATE lots SET discount_percent = 10, price_cents = 720000,
         prices = '[{"priceTypeId": 1, "valueCents": 800000, "discountedCents": 720000}]' WHERE id = $1`,
      [state.id],
    );
    const edited = await edit(state.id, { prices: { "1": { value: "7500" } }, priceNegotiable: true });
    expect(edited.form.prices).toEqual({ "1": { value: "7500" } });
    const lot = (await send("GET", `/api/lots/${state.id}`)).json().content as LotDetail;
    expect(lot.discountPercent).toBe(10);
    expect(lot.prices[0]).toMatchObject({ value: 7500, discountedValue: 6750 });
    const stored = await test.db.pool.query("SELECT price_cents FROM lots WHERE id = $1", [state.id]);
    expect(stored.rows[0]).toEqual({ price_cents: "675000" });
  });
});
