import type { BuildingSuggestion } from "@tirgus/domain/building-suggest-api";
import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";

let test: TestApp;
let flats: Map<string, CategoryFilter>;
let street: { id: number; otherId: number; number: string };
beforeAll(async () => {
  test = await buildTestApp();
  flats = new Map(
    (
      (await test.app.inject({ url: "/api/categories/1101/filters?create=true" })).json().content
        .data as CategoryFilter[]
    ).map((link) => [link.filter.key, link]),
  );
  const { rows } = await test.db.pool.query<{ id: number; number: string }>(
    "SELECT street_id AS id, number FROM street_numbers ORDER BY street_id, number LIMIT 1",
  );
  const other = await test.db.pool.query<{ id: number }>(
    "SELECT id FROM streets WHERE id <> $1 ORDER BY id LIMIT 1",
    [rows[0]?.id],
  );
  street = { id: rows[0]?.id ?? 0, otherId: other.rows[0]?.id ?? 0, number: rows[0]?.number ?? "" };
}, 60_000);
afterAll(() => test.close());

const idOf = (key: string) => flats.get(key)?.filter.id ?? 0;
const valueNamed = (key: string, en: string) =>
  flats.get(key)?.filterDefinedValues.find((value) => value.displayValue.en === en);

/** A flat at a building: its values, published unless told, then placed at the street and number. */
async function flatAt(
  streetId: number,
  number: string,
  values: { series?: string; type?: string; floors?: number; rooms?: number },
  status = 2,
) {
  const id = await insertTestLot(test.db.pool, {
    categoryKey: "flats",
    status,
    values: [
      ...(values.series ? [valueNamed("series", values.series)?.id ?? 0] : []),
      ...(values.type ? [valueNamed("building-type", values.type)?.id ?? 0] : []),
    ],
    numbers: {
      ...(values.floors ? { "floors-total": values.floors } : {}),
      ...(values.rooms ? { rooms: values.rooms } : {}),
    },
  });
  await test.db.pool.query("UPDATE lots SET street_id = $2, building_number = $3 WHERE id = $1", [
    id,
    streetId,
    number,
  ]);
}

const suggest = async (query: string) => {
  const response = await test.app.inject({ url: `/api/filters/building-suggest?${query}` });
  return { status: response.statusCode, content: response.json().content as BuildingSuggestion[] };
};

describe("GET /api/filters/building-suggest", () => {
  beforeAll(async () => {
    await flatAt(street.id, street.number, { series: "Khrushchyovka", type: "Panel", floors: 5, rooms: 2 });
    await flatAt(street.id, street.number, { series: "Khrushchyovka", type: "Panel", floors: 5, rooms: 3 });
    await flatAt(street.id, ` ${street.number.toLowerCase()} `, { series: "Series 103", floors: 9 });
    // Not at this building, or not published: they do not count.
    for (let index = 0; index < 3; index++) {
      await flatAt(street.otherId, street.number, { series: "Series 602", type: "Brick", floors: 12 });
      await flatAt(street.id, street.number, { series: "Series 103", type: "Brick", floors: 9 }, 1);
    }
  });

  it("answers each building filter's most common value among the building's published lots", async () => {
    const answer = await suggest(`street=${street.id}&building=${street.number}&category=1101`);
    expect(answer.status).toBe(200);
    expect(answer.content).toEqual([
      { filter: { id: idOf("floors-total") }, value: 5, textValue: "5" },
      {
        filter: { id: idOf("series") },
        value: valueNamed("series", "Khrushchyovka")?.id,
        textValue: "Hruščovka",
      },
      {
        filter: { id: idOf("building-type") },
        value: valueNamed("building-type", "Panel")?.id,
        textValue: "Paneļu",
      },
    ]);
    // A flat's own values (rooms) are not the building's.
    expect(answer.content.map((item) => item.filter.id)).not.toContain(idOf("rooms"));
  });

  it("reads the house number loosely, names values in the asked language, and serves other real estate", async () => {
    const spaced = await suggest(
      `street=${street.id}&building=${encodeURIComponent(` ${street.number.toLowerCase()}`)}&category=1101&lang=ru`,
    );
    expect(spaced.content.find((item) => item.filter.id === idOf("series"))?.textValue).toBe("Хрущёвка");
    const houses = await suggest(`street=${street.id}&building=${street.number}&category=1102`);
    expect(houses.content.map((item) => item.value)).toEqual([5, valueNamed("building-type", "Panel")?.id]);
  });

  it("is empty for an unknown building or a category without buildings, and refuses a partial query", async () => {
    expect((await suggest(`street=${street.id}&building=999Z&category=1101`)).content).toEqual([]);
    expect((await suggest(`street=${street.id}&building=${street.number}&category=1001`)).content).toEqual(
      [],
    );
    expect((await suggest(`street=${street.id}&category=1101`)).status).toBe(400);
  });
});
