import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import type { LotFormState } from "@tirgus/domain/lot-form-api";
import { LotStatus } from "@tirgus/domain/lots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { bearer, passwordAccount } from "../../../test/social-accounts.ts";

let test: TestApp;
let seller: { userId: number; accessToken: string };
let cars: { id: number; filters: Map<string, CategoryFilter> };
let rigaRegion: number;
beforeAll(async () => {
  test = await buildTestApp();
  seller = await passwordAccount(test, "wizard-seller@example.lv");
  // Trusted, with a verified Latvian phone: cars need one, and new sellers' first lots wait for approval.
  await test.db.pool.query("UPDATE users SET status = 2 WHERE id = $1", [seller.userId]);
  await test.db.pool.query(
    "INSERT INTO contacts (user_id, kind, value, verified, pending) VALUES ($1, 'phone', '+37120000001', 1, false)",
    [seller.userId],
  );
  const filters = (await test.app.inject({ url: "/api/categories/1001/filters?create=true" })).json().content
    .data as CategoryFilter[];
  cars = { id: 1001, filters: new Map(filters.map((link) => [link.filter.key, link])) };
  const region = await test.db.pool.query<{ id: number }>("SELECT id FROM regions ORDER BY id LIMIT 1");
  rigaRegion = region.rows[0]?.id ?? 0;
}, 60_000);
afterAll(() => test.close());

const filterId = (key: string) => String(cars.filters.get(key)?.filter.id);
const firstValue = (key: string) => cars.filters.get(key)?.filterDefinedValues[0]?.id ?? 0;
const send = (method: "POST" | "PATCH" | "GET", url: string, payload?: object, token = seller.accessToken) =>
  test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const stateOf = (response: { json(): unknown }) => (response.json() as { content: LotFormState }).content;
const fieldsOf = (state: LotFormState) => state.issues.map((issue) => issue.field).sort();

const completeCar = () => ({
  category: cars.id,
  action: 1,
  adFilterValues: { [filterId("make")]: firstValue("make"), [filterId("year")]: "2016" },
  adTexts: { lv: { text: "Ļoti labs auto\nViens īpašnieks, servisa grāmata." }, ru: { text: "" } },
  adLocation: { region: rigaRegion },
  prices: { "1": { value: "7 450" } },
  endDate: "P2W" as const,
});

describe("POST /api/lots (a new draft)", () => {
  it("needs a session and a category that takes lots", async () => {
    expect(
      (await test.app.inject({ method: "POST", url: "/api/lots", payload: { category: cars.id } }))
        .statusCode,
    ).toBe(401);
    const none = await send("POST", "/api/lots", { action: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe("category");
    const parent = await send("POST", "/api/lots", { category: 1000 });
    expect(parent.json().errors).toEqual([{ message: "Wrong value", field: "category" }]);
  });

  it("keeps a partial draft and lists what is missing, with the spec's messages", async () => {
    const response = await send("POST", "/api/lots", { category: cars.id });
    expect(response.statusCode).toBe(201);
    const state = stateOf(response);
    expect(state.status).toBe(LotStatus.draft);
    expect(state.readyForPublish).toBe(false);
    expect(fieldsOf(state)).toEqual(
      ["action", `adFilterValues.${filterId("make")}`, "adLocation", "adTexts.lv"].sort(),
    );
    expect(state.issues).toContainEqual({ message: "Must choose action", field: "action" });
    expect(state.issues).toContainEqual({ message: "This field is required", field: "adTexts.lv" });
    // Both by default (spec 2 section 4), of what a car can be: handed over in person.
    expect(state.form.deliveryOptions).toEqual(["meet"]);
  });

  it("makes a complete draft ready, publishes it and lists it in its category", async () => {
    const created = stateOf(await send("POST", "/api/lots", completeCar()));
    expect(created.issues).toEqual([]);
    expect(created.readyForPublish).toBe(true);
    const { rows } = await test.db.pool.query(
      "SELECT texts #>> '{lv,title}' AS title, price_cents, end_interval FROM lots WHERE id = $1",
      [created.id],
    );
    expect(rows[0]).toEqual({ title: "Ļoti labs auto", price_cents: "745000", end_interval: "P2W" });

    const published = await send("PATCH", `/api/lots?lots[]=${created.id}`, {
      adStateUserAction: "publish",
      interval: "P2W",
    });
    expect(published.json().content[0]).toMatchObject({
      id: created.id,
      status: LotStatus.published,
      errors: [],
    });
    const list = (await test.app.inject({ url: `/api/lots?category=${cars.id}&itemsPerPage=50` })).json()
      .content;
    expect(list.data.map((card: { id: number }) => card.id)).toContain(created.id);
  });
});

describe("the rules of spec 2 section 5", () => {
  const createWith = (changes: object) => send("POST", "/api/lots", { ...completeCar(), ...changes });

  it("refuses a value its filter does not have, drops zeros, cleans engine volumes, keeps only future inspections", async () => {
    const bad = await createWith({ adFilterValues: { [filterId("make")]: 999_999 } });
    expect(bad.json().errors).toEqual([
      { message: "Wrong value", field: `adFilterValues.${filterId("make")}` },
    ]);
    const state = stateOf(
      await createWith({
        adFilterValues: {
          [filterId("make")]: firstValue("make"),
          [filterId("mileage")]: 0,
          [filterId("engine-volume")]: "1.9987a",
          [filterId("inspection")]: "2020-01-01",
        },
      }),
    );
    expect(state.form.adFilterValues).toEqual({
      [filterId("make")]: firstValue("make"),
      [filterId("engine-volume")]: 1.998,
    });
  });

  it("takes a model of the chosen make under the model filter, and nothing else", async () => {
    const makes = cars.filters.get("make")?.filterDefinedValues ?? [];
    const [first, second] = makes.filter((value) => value.parentValueId === null);
    const modelOf = (make: typeof first) => makes.find((value) => value.parentValueId === make?.id)?.id;
    const values = (make: number | undefined, model: number | undefined) => ({
      adFilterValues: { [filterId("make")]: make ?? 0, [filterId("model")]: model ?? 0 },
    });
    const state = stateOf(await createWith(values(first?.id, modelOf(first))));
    expect(state.form.adFilterValues).toEqual({
      [filterId("make")]: first?.id,
      [filterId("model")]: modelOf(first),
    });
    const loaded = stateOf(await send("GET", `/api/lots/${state.id}/form`));
    expect(loaded.form.adFilterValues).toEqual(state.form.adFilterValues);
    const otherMakes = await createWith(values(first?.id, modelOf(second)));
    expect(otherMakes.json().errors).toEqual([
      { message: "Wrong value", field: `adFilterValues.${filterId("model")}` },
    ]);
    const modelAsMake = await createWith(values(modelOf(first), undefined));
    expect(modelAsMake.json().errors).toEqual([
      { message: "Wrong value", field: `adFilterValues.${filterId("make")}` },
    ]);
  });

  it("checks prices: zero, format, types of the action, and strips separators", async () => {
    expect((await createWith({ prices: { "1": { value: "0" } } })).json().errors).toEqual([
      { message: "Price must be greater than 0", field: "prices.1" },
    ]);
    expect((await createWith({ prices: { "1": { value: "12.345.6" } } })).json().errors).toEqual([
      { message: "Wrong price format", field: "prices.1" },
    ]);
    expect((await createWith({ prices: { "99": { value: "10" } } })).json().errors).toEqual([
      { message: "Wrong value", field: "prices.99" },
    ]);
    const empty = stateOf(await createWith({ prices: {} }));
    expect(empty.issues).toEqual([{ message: "Field is required", field: "prices.1" }]);
    const spaced = stateOf(await createWith({ prices: { "1": { value: "12 500,5" } } }));
    expect(spaced.form.prices).toEqual({ "1": { value: "12500.5" } });
  });

  it("asks for at least one of several prices (rent by day, week or month)", async () => {
    const rent = stateOf(await createWith({ action: 5, prices: {} }));
    expect(rent.issues).toEqual([
      { message: "At least one of the price fields has to be filled in.", field: "prices" },
    ]);
  });

  it("takes a description in Russian only, a web address only with http(s), and needs a location", async () => {
    const russian = stateOf(await createWith({ adTexts: { ru: { text: "Отличная машина" } } }));
    expect(russian.issues).toEqual([]);
    expect((await createWith({ website: "www.example.lv" })).json().errors).toEqual([
      { message: "This field contains invalid data!", field: "website" },
    ]);
    const nowhere = stateOf(await createWith({ adLocation: null }));
    expect(nowhere.issues).toEqual([{ message: "This field is required", field: "adLocation" }]);
    expect((await createWith({ adLocation: { region: 99_999_999 } })).statusCode).toBe(400);
  });
});

describe("PATCH /api/lots/{id} and GET /api/lots/{id}/form", () => {
  it("changes only the fields sent, resets the action with a new category, and loads the same form back", async () => {
    const created = stateOf(await send("POST", "/api/lots", completeCar()));
    const edited = stateOf(
      await send("PATCH", `/api/lots/${created.id}`, { adTexts: { lv: { text: "Jauns teksts" } } }),
    );
    expect(edited.form.prices).toEqual(created.form.prices);
    expect(edited.form.adTexts.lv?.text).toBe("Jauns teksts");
    const loaded = stateOf(await send("GET", `/api/lots/${created.id}/form`));
    expect(loaded.form).toEqual(edited.form);

    const phones = (
      await test.db.pool.query<{ id: number }>("SELECT id FROM categories WHERE key = 'phones'")
    ).rows[0]?.id;
    const moved = stateOf(await send("PATCH", `/api/lots/${created.id}`, { category: phones, prices: {} }));
    // The car's make and year are not filters of phones; the sell action stays only if phones have one action.
    expect(moved.form.adFilterValues).toEqual({});
    const actions = (await test.app.inject({ url: `/api/categories/${phones}` })).json().content.actions;
    expect(moved.form.action).toBe(actions.length === 1 ? actions[0].id : null);
  });

  it("is the owner's only, and never for lots waiting for moderators or from a feed", async () => {
    const created = stateOf(await send("POST", "/api/lots", completeCar()));
    const other = await passwordAccount(test, "wizard-other@example.lv");
    expect(
      (await send("PATCH", `/api/lots/${created.id}`, { website: null }, other.accessToken)).statusCode,
    ).toBe(403);
    expect((await send("GET", `/api/lots/${created.id}/form`, undefined, other.accessToken)).statusCode).toBe(
      403,
    );
    await test.db.pool.query("UPDATE lots SET status = 7 WHERE id = $1", [created.id]);
    expect((await send("PATCH", `/api/lots/${created.id}`, { website: null })).statusCode).toBe(403);
    await test.db.pool.query("UPDATE lots SET status = 1, xml_imported = true WHERE id = $1", [created.id]);
    expect((await send("PATCH", `/api/lots/${created.id}`, { website: null })).json().errors).toEqual([
      { message: "Classifieds from feed can't be edited" },
    ]);
  });

  it("attaches the owner's uploaded files in order and refuses others' files", async () => {
    const insertFile = async (ownerId: number) =>
      Number(
        (
          await test.db.pool.query<{ id: string }>(
            `INSERT INTO files (storage_id, owner_id, output_type, extension, width, height)
             VALUES (md5(random()::text), $1, 'image', 'jpeg', 1600, 1200) RETURNING id`,
            [ownerId],
          )
        ).rows[0]?.id,
      );
    const [first, second] = [await insertFile(seller.userId), await insertFile(seller.userId)];
    const created = stateOf(await send("POST", "/api/lots", { ...completeCar(), files: [second, first] }));
    expect(created.form.files).toEqual([second, first]);
    expect(stateOf(await send("GET", `/api/lots/${created.id}/form`)).form.files).toEqual([second, first]);
    const stranger = await passwordAccount(test, "wizard-stranger@example.lv");
    const theirs = await insertFile(stranger.userId);
    expect((await send("PATCH", `/api/lots/${created.id}`, { files: [theirs] })).json().errors).toEqual([
      { message: "Wrong value", field: "files" },
    ]);
  });
});

describe("colour and text_pre filters (one value id each)", () => {
  const filtersOf = async (category: number) =>
    new Map(
      (
        (await test.app.inject({ url: `/api/categories/${category}/filters?create=true` })).json().content
          .data as CategoryFilter[]
      ).map((link) => [link.filter.key, link]),
    );

  it("keep a colour and a building series through PATCH and GET /form", async () => {
    const phones = await filtersOf(1201);
    const flats = await filtersOf(1101);
    const colour = phones.get("colour");
    const series = flats.get("series");
    expect(colour?.filter.displayType).toBe(7);
    expect(series?.filter.displayType).toBe(6);
    const black = colour?.filterDefinedValues[1]?.id ?? 0;
    const khrushchyovka = series?.filterDefinedValues.find(
      (value) => value.displayValue.en === "Khrushchyovka",
    );

    // Drafts: what else they miss does not matter here.
    const draftIn = (category: number) =>
      send("POST", "/api/lots", { ...completeCar(), category, action: null, prices: {} });
    const phone = stateOf(await draftIn(1201));
    const coloured = stateOf(
      await send("PATCH", `/api/lots/${phone.id}`, {
        adFilterValues: { [String(colour?.filter.id)]: black },
      }),
    );
    expect(coloured.form.adFilterValues[String(colour?.filter.id)]).toBe(black);
    expect(stateOf(await send("GET", `/api/lots/${phone.id}/form`)).form.adFilterValues).toEqual(
      coloured.form.adFilterValues,
    );
    // One colour per lot: several are refused (the wizard used to send a list of them).
    const white = colour?.filterDefinedValues[0]?.id ?? 0;
    const several = await send("PATCH", `/api/lots/${phone.id}`, {
      adFilterValues: { [String(colour?.filter.id)]: [white, black] },
    });
    expect(several.json().errors).toEqual([
      { message: "Wrong value", field: `adFilterValues.${colour?.filter.id}` },
    ]);

    const flat = stateOf(await draftIn(1101));
    const withSeries = stateOf(
      await send("PATCH", `/api/lots/${flat.id}`, {
        adFilterValues: { [String(series?.filter.id)]: khrushchyovka?.id },
      }),
    );
    expect(withSeries.form.adFilterValues).toEqual({ [String(series?.filter.id)]: khrushchyovka?.id });
    expect(stateOf(await send("GET", `/api/lots/${flat.id}/form`)).form.adFilterValues).toEqual({
      [String(series?.filter.id)]: khrushchyovka?.id,
    });
    const typed = await send("PATCH", `/api/lots/${flat.id}`, {
      adFilterValues: { [String(series?.filter.id)]: "Hruščovka" },
    });
    // A text_pre holds one of its listed values, not a typed text (the wizard used to send the text).
    expect(typed.json().errors).toEqual([
      { message: "Wrong value", field: `adFilterValues.${series?.filter.id}` },
    ]);
  });
});
