import type { Autocomplete, LotSearchResult } from "@tirgus/domain/lot-list";
import { searchStemEndings } from "@tirgus/domain/search";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { passwordAccount } from "../../../test/social-accounts.ts";
import { realEstate } from "../catalogue/data/categories/real-estate.ts";
import { seedCatalogue } from "../catalogue/seed.ts";
import { loadDemoLots } from "../lots/demo/load-demo-lots.ts";
import { recountSearchWords } from "./repository.ts";

let subject: TestApp;
const now = new Date("2026-11-22T12:00:00Z");

beforeAll(async () => {
  subject = await buildTestApp();
  await loadDemoLots(subject.db.pool, { count: 1_500, seed: 11, now, chunkSize: 500 });
}, 120_000);
afterAll(() => subject.close());

const pool = () => subject.db.pool;

async function search(query: string): Promise<LotSearchResult> {
  const answer = await subject.app.inject({ method: "GET", url: `/api/lots/search?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { content: LotSearchResult }).content;
}

const searchFor = (text: string, more = "") => search(`query=${encodeURIComponent(text)}${more}`);

/** A lot written straight into the table, as any other way of changing lots would: the triggers index it. */
async function insertLot(fields: {
  title: string;
  text?: string;
  titleRu?: string;
  status?: number;
  category?: number;
  values?: number[];
  priceCents?: number;
  publishDate?: string;
  region?: number;
  action?: number;
}): Promise<number> {
  const texts = {
    lv: { title: fields.title, text: fields.text ?? "" },
    ru: { title: fields.titleRu ?? fields.title, text: "" },
  };
  const { rows } = await pool().query<{ id: string }>(
    `INSERT INTO lots (status, category_id, action_id, texts, filter_value_ids, price_cents, prices, publish_date,
       region_id)
     VALUES ($1, $2, $9, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      fields.status ?? 2,
      fields.category ?? carsCategory,
      JSON.stringify(texts),
      fields.values ?? [],
      fields.priceCents ?? 100_000,
      JSON.stringify([{ priceTypeId: 1, valueCents: fields.priceCents ?? 100_000 }]),
      fields.publishDate ?? "2026-11-20T10:00:00Z",
      fields.region ?? null,
      fields.action ?? 1,
    ],
  );
  return Number(rows[0]?.id);
}

/** The leaf category of passenger cars, and a leaf of electronics. */
const carsCategory = 1001;
const realEstateOpenSubcategories = (realEstate.children ?? [])
  .filter((child) => child.status !== "comingSoon")
  .map((child) => child.slugs.lv);
let otherLeaf: number;

/** The header search box's answer for a text (and further parameters: "&category=..."). */
async function boxFor(text: string, more = ""): Promise<Autocomplete> {
  const answer = await subject.app.inject({
    method: "GET",
    url: `/api/search/autocomplete?query=${encodeURIComponent(text)}${more}`,
  });
  return (answer.json() as { content: Autocomplete }).content;
}

/** The search box's region entries for a text, as "<subcategory's Latvian slug> <region's Latvian name>". */
async function regionEntries(text: string): Promise<string[]> {
  const answer = await subject.app.inject({
    method: "GET",
    url: `/api/search/autocomplete?query=${encodeURIComponent(text)}`,
  });
  const { regionCategories } = (answer.json() as { content: Autocomplete }).content;
  return regionCategories.map((entry) => `${entry.category.slug.lv} ${entry.region.name.lv}`);
}

/** Publishes a lot in each of the given real-estate subcategories (by Latvian slug) in a region (by key). */
async function realEstateLotsIn(regionKey: string, slugs: readonly string[]): Promise<void> {
  const { rows } = await pool().query<{ region: number; categories: number[] }>(
    `SELECT (SELECT id FROM regions WHERE key = $1) AS region,
       ARRAY(SELECT c.id FROM categories c JOIN categories re ON re.id = c.parent_id
             WHERE re.key = 'real-estate' AND c.slug_lv = ANY ($2) ORDER BY c.sort) AS categories`,
    [regionKey, slugs],
  );
  const [{ region, categories } = { region: 0, categories: [] }] = rows;
  expect(categories).toHaveLength(slugs.length);
  for (const category of categories) await insertLot({ title: "Īpašums", category, region });
}
beforeAll(async () => {
  const { rows } = await pool().query<{ id: number }>(
    "SELECT id FROM categories c WHERE path[1] = 1200 AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY id LIMIT 1",
  );
  otherLeaf = rows[0]?.id ?? 0;
});

const ids = (result: LotSearchResult) => result.data.map((lot) => lot.id);

async function categoryPath(id: number): Promise<number[]> {
  const { rows } = await pool().query<{ path: number[] }>("SELECT path FROM categories WHERE id = $1", [id]);
  return rows[0]?.path ?? [];
}

/** Flats, the real-estate subcategory whose Latvian slug is "dzivokli". */
function realEstateFlatsCategory(): number {
  const flats = (realEstate.children ?? []).find((child) => child.slugs.lv === "dzivokli");
  if (!flats) throw new Error("no flats category");
  return flats.id;
}

describe("GET /api/lots/search", () => {
  it("answers an empty result for a query without letters or digits, and for no query", async () => {
    for (const query of ["query=%25%24%23", "query=", "", "query=%20%20"]) {
      const result = await search(query);
      expect(result).toEqual({
        count: 0,
        countCapped: false,
        data: [],
        facets: [],
        detectedCategory: null,
        usedQuery: "",
      });
    }
  });

  it("finds words of titles with or without diacritics, in any case, and Cyrillic ones", async () => {
    const id = await insertLot({ title: "Plašs dzīvoklis Ķengaragā", titleRu: "Просторная квартира" });
    for (const text of [
      "dzīvoklis ķengaragā",
      "DZIVOKLIS kengaraga",
      "dzivokli kengarag",
      "квартиру просторн",
    ]) {
      expect(ids(await searchFor(text)), text).toContain(id);
    }
  });

  it("needs every word, each matched as the start of a word", async () => {
    const id = await insertLot({ title: "Zilonkaula statuete" });
    expect(ids(await searchFor("zilonk"))).toContain(id);
    expect(ids(await searchFor("zilonkaula statuete"))).toContain(id);
    expect(ids(await searchFor("zilonkaula neesošsvārds"))).not.toContain(id);
    // The middle of a word is no match, and three letters short of it is no typo either.
    const inside = await searchFor("onkaula");
    expect(inside.usedQuery).toBe("onkaula");
    expect(ids(inside)).not.toContain(id);
    // One letter off is: the typo fallback finds the lot by correcting the word.
    const typo = await searchFor("zilonkaila");
    expect(typo.usedQuery).toBe("zilonkaula");
    expect(ids(typo)).toContain(id);
  });

  it("does not require the prepositions and conjunctions between the words", async () => {
    const jacket = await insertLot({ title: "Ziemas jaka zēnam", titleRu: "Зимняя куртка мальчику" });
    expect(ids(await searchFor("куртка для мальчика"))).toContain(jacket);
    expect(ids(await searchFor("jaka ar kapuci un zēnam"))).toEqual([]);
    expect(ids(await searchFor("ziemas jaka un zēnam"))).toContain(jacket);
  });

  it("finds lots by the names of their filter values and of their category", async () => {
    const golf = 10587;
    const id = await insertLot({ title: "Hečbeks labā stāvoklī kvarcmelns", values: [10579, golf] });
    expect(ids(await searchFor("volkswagen golf kvarcmelns"))).toContain(id);
    const inCategory = await insertLot({ title: "Kvarcmelns priekšmets", category: otherLeaf });
    const { rows } = await pool().query<{ name: string }>(
      "SELECT names ->> 'ru' AS name FROM categories WHERE id = $1",
      [otherLeaf],
    );
    expect(ids(await searchFor(`kvarcmelns ${rows[0]?.name.split(" ")[0]}`))).toEqual([inCategory]);
  });

  it("within a category, matches the words of its own name in every lot and still needs the others", async () => {
    const { rows } = await pool().query<{ lv: string; ru: string }>(
      "SELECT names ->> 'lv' AS lv, names ->> 'ru' AS ru FROM categories WHERE id = $1",
      [carsCategory],
    );
    const [lvName, ruName] = [rows[0]?.lv ?? "", rows[0]?.ru ?? ""];
    const listed = await subject.app.inject({ method: "GET", url: `/api/lots?category=${carsCategory}` });
    const listCount = (listed.json() as { content: { count: number } }).content.count;
    for (const name of [lvName, ruName, lvName.slice(0, 4)]) {
      const result = await searchFor(name, `&category=${carsCategory}`);
      expect(result.count, name).toBe(listCount);
      expect(result.data).toHaveLength(Math.min(20, listCount));
    }
    const id = await insertLot({ title: "Gaišzilganpelēks hečbeks" });
    expect(ids(await searchFor(`${lvName} gaišzilganpelēks`, `&category=${carsCategory}`))).toEqual([id]);
    expect((await searchFor(`${lvName} zzqxv`, `&category=${carsCategory}`)).count).toBe(0);
  });

  it("finds a lot by the names of its region and the regions above it, in Latvian and Russian", async () => {
    const { rows } = await pool().query<{ key: string; id: number }>(
      "SELECT key, id FROM regions WHERE key IN ('riga', 'riga/centrs', 'jurmala')",
    );
    const region = Object.fromEntries(rows.map((row) => [row.key, row.id]));
    const id = await insertLot({ title: "Ceriņkrāsas dzīvoklis", region: region["riga/centrs"] });
    for (const text of [
      "ceriņkrāsas rīga",
      "ceriņkrāsas rīgā",
      "ceriņkrasas riga",
      "ceriņkrāsas рига",
      "ceriņkrāsas в риге",
      "ceriņkrāsas centrs",
      "ceriņkrāsas в центре",
    ]) {
      const found = await searchFor(text);
      expect(ids(found), text).toEqual([id]);
      // Found as typed: "риге" is the locative of "рига", not a typo the fallback corrects.
      expect(found.usedQuery).toBe(text);
    }
    expect(ids(await searchFor("ceriņkrāsas jūrmala"))).toEqual([]);
    await pool().query("UPDATE lots SET region_id = $2 WHERE id = $1", [id, region.jurmala]);
    // Other texts than before: answers are cached for a while, as the list's are.
    expect(ids(await searchFor("ceriņkrāsas юрмала"))).toEqual([id]);
    expect(ids(await searchFor("ceriņkrāsas в юрмале"))).toEqual([id]);
    expect(ids(await searchFor("ceriņkrāsas rīga centrs"))).toEqual([]);
  });

  it("finds the bulk-loaded flats of a city by a word of their titles and the city's name", async () => {
    const { rows } = await pool().query<{ id: number }>("SELECT id FROM regions WHERE key = 'riga'");
    const riga = `&region=${rows[0]?.id}`;
    for (const [word, city] of [
      ["dzīvoklis", "rīga"],
      ["квартира", "рига"],
    ] as const) {
      const inRiga = await searchFor(word, riga);
      expect(inRiga.count, word).toBeGreaterThan(0);
      // Every flat in Riga, whether its texts name the city or not, and the flats elsewhere whose texts do.
      expect((await searchFor(`${word} ${city}`)).count, word).toBeGreaterThanOrEqual(inRiga.count);
    }
  });

  it("ranks a title match above a filter value, category or description match, newest first on ties", async () => {
    const inText = await insertLot({
      title: "Lampa",
      text: "Fosforescējošs abažūrs",
      publishDate: "2026-11-21T10:00:00Z",
    });
    const inTitle = await insertLot({ title: "Fosforescējošs abažūrs", publishDate: "2026-11-01T10:00:00Z" });
    const inTitleNewer = await insertLot({
      title: "Fosforescējošs abažūrs",
      publishDate: "2026-11-10T10:00:00Z",
    });
    expect(ids(await searchFor("fosforescējošs"))).toEqual([inTitleNewer, inTitle, inText]);
  });

  it("ranks two words in a title above the same two among a newer lot's filter values", async () => {
    // The washing machines' category is named "Veļas mašīnas": a ranking that paired "veļas" with only the
    // last word "mašīn" starts (mašīnas, far behind a long title) lost the title's "mašīna" and put the flat
    // with a washing machine and a dishwasher ("trauku mazgājamā mašīna": "mašīna" twice) first.
    const washer = await insertLot({
      title: "Veļas mašīna Electrolux PerfectCare 700, 7 kg, ļoti labā stāvoklī",
      titleRu: "Стиральная машина Electrolux PerfectCare 700, 7 кг, в очень хорошем состоянии",
      category: 1221,
      publishDate: "2026-11-02T10:00:00Z",
    });
    const flatWithWasher = await insertLot({
      title: "2-istabu dzīvoklis",
      category: 1101,
      values: [11130, 11131],
      publishDate: "2026-11-22T10:00:00Z",
    });
    for (const text of ["veļas mašīna", "velas masina", "стиральная машина"]) {
      const found = ids(await searchFor(text, "&itemsPerPage=100"));
      expect(found, text).toContain(flatWithWasher);
      expect(found.indexOf(washer), text).toBeLessThan(found.indexOf(flatWithWasher));
      expect(found.indexOf(washer), text).toBeGreaterThanOrEqual(0);
    }
  });

  it("applies the list filters and sorts of GET /api/lots", async () => {
    const cheap = await insertLot({ title: "Oranžzaļš velosipēds", priceCents: 5_000 });
    const dear = await insertLot({ title: "Oranžzaļš velosipēds", priceCents: 90_000 });
    const elsewhere = await insertLot({
      title: "Oranžzaļš velosipēds",
      priceCents: 20_000,
      category: otherLeaf,
    });
    expect(ids(await searchFor("oranžzaļš", "&orderColumn=price&orderDirection=asc"))).toEqual([
      cheap,
      elsewhere,
      dear,
    ]);
    expect(ids(await searchFor("oranžzaļš", "&orderColumn=price&orderDirection=desc"))).toEqual([
      dear,
      elsewhere,
      cheap,
    ]);
    expect(ids(await searchFor("oranžzaļš", "&minPrice=100&orderColumn=price"))).toEqual([dear, elsewhere]);
    expect(ids(await searchFor("oranžzaļš", `&categories[]=${otherLeaf}`))).toEqual([elsewhere]);
    expect(
      ids(
        await searchFor(
          "oranžzaļš",
          `&category=${carsCategory}&itemsPerPage=1&page=2&orderColumn=price&orderDirection=asc`,
        ),
      ),
    ).toEqual([dear]);
  });

  it("sorts by every order the results page offers: latest personal, recommended and the category's own", async () => {
    const newer = await insertLot({ title: "Smilšukrāsas universālis" });
    const older = await insertLot({ title: "Smilšukrāsas universālis", publishDate: "2026-11-02T10:00:00Z" });
    const set = (id: number, fields: string) => pool().query(`UPDATE lots SET ${fields} WHERE id = $1`, [id]);
    await set(newer, `numbers = '{"mileage": 250000}', owner_type = 2`);
    await set(older, `numbers = '{"mileage": 90000}', owner_type = 1, highlighted = true`);
    const sorted = async (order: string) => ids(await searchFor("smilšukrāsas", `&orderColumn=${order}`));
    expect(await sorted("mileage&orderDirection=asc")).toEqual([older, newer]);
    expect(await sorted("mileage&orderDirection=desc")).toEqual([newer, older]);
    expect(await sorted("latestPersonal&orderDirection=desc")).toEqual([older, newer]);
    expect(await sorted("recommended&orderDirection=desc")).toEqual([older, newer]);
  });

  it("counts the matches, with facets per category and the category most of them are in", async () => {
    await insertLot({ title: "Purpursarkans auto" });
    await insertLot({ title: "Purpursarkans auto" });
    await insertLot({ title: "Purpursarkans auto" });
    const other = await insertLot({ title: "Purpursarkans priekšmets", category: otherLeaf });
    const result = await searchFor("purpursarkans");
    expect(result.count).toBe(4);
    expect(result.countCapped).toBe(false);
    expect(result.facets.find((facet) => facet.category.id === carsCategory)?.count).toBe(3);
    expect(result.facets.find((facet) => facet.category.id === otherLeaf)?.count).toBe(1);
    expect(result.facets[0]?.count).toBe(3);
    expect(result.detectedCategory).toBe(carsCategory);
    expect(result.data.map((lot) => lot.id)).toContain(other);
    await insertLot({ title: "Purpursarkans priekšmets", category: otherLeaf });
    expect((await searchFor("purpursarkans priek")).detectedCategory).toBe(otherLeaf);
    // Three of six: no category holds 60 % of the matches.
    await insertLot({ title: "Purpursarkans priekšmets", category: otherLeaf });
    expect((await searchFor("purpursarkans", "&page=1")).detectedCategory).toBeNull();
  });

  it("detects the category among the lots whose titles hold the words, not their descriptions", async () => {
    // "работа" starts "работает" in car descriptions ("всё работает"): those cars matched, and Vehicles was
    // detected for a search for work.
    for (let i = 0; i < 3; i++)
      await insertLot({ title: "Audi A4", text: "Dzinējs rubīnsarkanīgs, viss strādā" });
    const titled = await insertLot({ title: "Rubīnsarkanīgs galds", category: otherLeaf });
    for (const more of [
      "",
      "&orderColumn=price&orderDirection=asc",
      "&orderColumn=views&orderDirection=desc",
    ]) {
      const result = await searchFor("rubīnsarkanīg", more);
      expect(result.count).toBe(4);
      expect(result.facets.find((facet) => facet.category.id === carsCategory)?.count).toBe(3);
      expect(result.detectedCategory).toBe(otherLeaf);
    }
    expect(ids(await searchFor("rubīnsarkanīg"))[0]).toBe(titled);
    // With no titled match at all, the descriptions' matches decide.
    await pool().query("UPDATE lots SET status = 4 WHERE id = $1", [titled]);
    expect((await searchFor("rubīnsarkanīg", "&page=1")).detectedCategory).toBe(carsCategory);
  });

  it("detects the category a query names, wherever most of its matches are", async () => {
    // A price no demo lot has keeps the matches to these five: four services whose titles say "работы".
    const price = { priceCents: 987_654 };
    const job = await insertLot({
      title: "Noliktavas darbinieks",
      titleRu: "Работник склада",
      category: 1801,
      ...price,
    });
    for (let i = 0; i < 4; i++)
      await insertLot({ title: "Dārza darbi", titleRu: "Садовые работы", category: 1907, ...price });
    const bounds = "&minPrice=9876&maxPrice=9877";
    const work = await searchFor("работа", bounds);
    expect(work.count).toBe(5);
    expect(ids(work)).toContain(job);
    expect(work.detectedCategory).toBe(1800);
    // Words that name no category: the share of the titled matches decides.
    expect((await searchFor("садовые", bounds)).detectedCategory).toBe(1907);
    // Over the demo lots too, the detected category and those above it are always among the facets.
    for (const text of ["работа", "darbs", "авто", "dzīvoklis", "velosipēds", "māja"]) {
      const found = await searchFor(text);
      const facets = new Set(found.facets.map((facet) => facet.category.id));
      const path = found.detectedCategory === null ? [] : await categoryPath(found.detectedCategory);
      expect(
        path.filter((id) => !facets.has(id)),
        text,
      ).toEqual([]);
    }
  });

  it("detects the category a query names beside a place, in the results and the box: flats in Riga", async () => {
    const flats = realEstateFlatsCategory();
    const shortTerm = (realEstate.children ?? []).find(
      (child) => child.id !== flats && child.status !== "comingSoon",
    );
    const { rows } = await pool().query<{ id: number }>(
      "SELECT id FROM regions WHERE parent_id IS NULL AND names ->> 'lv' = 'Rīga'",
    );
    const riga = rows[0]?.id;
    const price = { priceCents: 876_543 };
    const flat = await insertLot({ title: "Dzīvoklis", category: flats, region: riga, ...price });
    for (let i = 0; i < 3; i++)
      await insertLot({ title: "Dzīvoklis", category: shortTerm?.id, region: riga, ...price });
    const bounds = "&minPrice=8765&maxPrice=8766";
    for (const text of ["dzīvokļi rīga", "dzīvokļi rīgā", "квартиры в риге"]) {
      const found = await searchFor(text, bounds);
      expect(ids(found), text).toContain(flat);
      expect(found.detectedCategory, text).toBe(flats);
    }
    expect((await boxFor("dzīvokļi rīgā")).detectedCategory).toBe(flats);
    // A typo in the category's word: the box detects the category by the corrected words, as the page does.
    expect((await searchFor("dzuvoklis rīgā", bounds)).detectedCategory).toBe(flats);
    expect((await boxFor("dzuvoklis rīgā")).detectedCategory).toBe(flats);
  });

  it("finds lots by their category's search words, which the catalogue's seed keeps current", async () => {
    const id = await insertLot({ title: "Karmīnsarkans Opel Astra" });
    // Cars are "Vieglie auto" / "Легковые авто": "автомобиль" starts no word of the lot's texts or names.
    expect(ids(await searchFor("karmīnsarkans автомобиль"))).toEqual([id]);
    expect(ids(await searchFor("karmīnsarkana automašīna"))).toEqual([id]);
    const box = (
      (
        await subject.app.inject({ method: "GET", url: "/api/search/autocomplete?query=автомобиль" })
      ).json() as {
        content: Autocomplete;
      }
    ).content;
    expect(box.categories.map((category) => category.id)).toContain(carsCategory);
    // A catalogue that held other words: the seed gives the category its words back and rebuilds its lots' rows.
    await pool().query("UPDATE categories SET search_words = '' WHERE id = $1", [carsCategory]);
    await pool().query("SELECT search_reindex($1, $1)", [id]);
    expect(ids(await searchFor("karmīnsarkans автомобиль", "&page=1"))).toEqual([]);
    await pool().query("UPDATE catalogue_version SET hash = 'older'");
    expect(await seedCatalogue(pool())).toBe("loaded");
    expect(ids(await searchFor("karmīnsarkans автомобиль", "&itemsPerPage=10"))).toEqual([id]);
  });

  it("finds lots by the deal they offer: for rent, wanted, for free", async () => {
    const flats = realEstateFlatsCategory();
    const rented = await insertLot({ title: "Lazurzils dzīvoklis", category: flats, action: 5 });
    const sold = await insertLot({ title: "Lazurzils dzīvoklis", category: flats });
    for (const text of ["lazurzils dzīvoklis īrei", "lazurzils аренда", "снять lazurzils", "lazurzils rent"])
      expect(ids(await searchFor(text)), text).toEqual([rented]);
    expect(ids(await searchFor("lazurzils")).sort()).toEqual([rented, sold].sort());
    // Another deal rebuilds the lot's row: for free now, no longer for rent.
    await pool().query("UPDATE lots SET action_id = 6 WHERE id = $1", [rented]);
    expect(ids(await searchFor("lazurzils īrei", "&page=1"))).toEqual([]);
    expect(ids(await searchFor("lazurzils даром"))).toEqual([rented]);
  });

  it("keeps the index current: unpublished, deleted and retitled lots", async () => {
    const id = await insertLot({ title: "Smaragdzaļa vāze" });
    expect(ids(await searchFor("smaragdzaļa"))).toEqual([id]);
    await pool().query("UPDATE lots SET status = 4 WHERE id = $1", [id]);
    expect(ids(await searchFor("smaragdzaļa vāze"))).toEqual([]);
    await pool().query(
      "UPDATE lots SET status = 2, texts = jsonb_set(texts, '{lv,title}', '\"Safīrzila vāze\"') WHERE id = $1",
      [id],
    );
    expect(ids(await searchFor("safīrzila"))).toEqual([id]);
    expect(ids(await searchFor("smaragdzaļa vāze"))).toEqual([]);
    await pool().query("DELETE FROM lots WHERE id = $1", [id]);
    expect(ids(await searchFor("safīrzila vāze"))).toEqual([]);
    const draft = await insertLot({ title: "Rubīnsarkana vāze", status: 1 });
    expect(ids(await searchFor("rubīnsarkana"))).not.toContain(draft);
    await pool().query("UPDATE lots SET status = 2 WHERE id = $1", [draft]);
    expect(ids(await searchFor("rubīnsarkana vāze"))).toEqual([draft]);
  });

  it("finds a word of a description by its start, also one the lot gets later", async () => {
    const id = await insertLot({ title: "Galds", text: "Virsma no ozolkokaskaidām, ļoti stabils." });
    expect(ids(await searchFor("ozolkokaskaid"))).toEqual([id]);
    await pool().query(
      "UPDATE lots SET texts = jsonb_set(texts, '{lv,text}', '\"Kājas no dižskābaržkokiem.\"') WHERE id = $1",
      [id],
    );
    expect(ids(await searchFor("dižskābaržkok"))).toEqual([id]);
    expect(ids(await searchFor("ozolkokaskaidām"))).toEqual([]);
  });

  it("reads a prefix as its words when they are few, and keeps a prefix of many as a prefix", async () => {
    const many = Array.from({ length: 70 }, (_, index) => `zzqa${index}`);
    const id = await insertLot({ title: "Kolekcija", text: many.join(" ") });
    const read = async (term: string) =>
      (await pool().query<{ query: string }>("SELECT search_match_query(ARRAY[$1])::text AS query", [term]))
        .rows[0]?.query;
    expect(await read("zzq")).toBe("'zzq':*");
    expect(await read("zzqa1")).toBe(
      "'zzqa1' | 'zzqa10' | 'zzqa11' | 'zzqa12' | 'zzqa13' | 'zzqa14' | 'zzqa15' | 'zzqa16' | 'zzqa17' | 'zzqa18' | 'zzqa19'",
    );
    expect(await read("zq")).toBe("'zq'");
    expect(ids(await searchFor("zzq"))).toEqual([id]);
    expect(ids(await searchFor("zzqa1"))).toEqual([id]);
    expect(ids(await searchFor("zzqa6"))).toEqual([id]);
  });

  it("holds every word of every document in search_lexemes, after the bulk load and the triggers", async () => {
    const { rows } = await pool().query<{ missing: number; words: number }>(
      `SELECT (SELECT count(*) FROM ts_stat('SELECT document FROM lot_search') d
               WHERE length(d.word) >= 3 AND NOT EXISTS (SELECT 1 FROM search_lexemes s WHERE s.word = d.word))::int AS missing,
              (SELECT count(*) FROM search_lexemes)::int AS words`,
    );
    expect(rows[0]?.missing).toBe(0);
    expect(rows[0]?.words).toBeGreaterThan(1_000);
  });

  it("answers past the last page of a search within a category whose name it names", async () => {
    const result = await searchFor("vieglie auto", `&category=${carsCategory}&page=501`);
    expect(result.data).toEqual([]);
    expect(result.count).toBeGreaterThan(0);
  });

  it("filters on the lot's current price and highlight (the search row's copies follow the lot)", async () => {
    const id = await insertLot({ title: "Ametistviolets krēsls", priceCents: 5_000 });
    // Every request differs: answers are kept for 5 s per address.
    const find = (more: string) => searchFor("ametistviolets", more).then(ids);
    expect(await find("&maxPrice=60")).toEqual([id]);
    expect(await find("&highlighted=true")).toEqual([]);
    await pool().query("UPDATE lots SET price_cents = 9000, highlighted = true WHERE id = $1", [id]);
    expect(await find("&maxPrice=61")).toEqual([]);
    expect(await find("&minPrice=80&highlighted=true")).toEqual([id]);
    await pool().query("UPDATE lots SET views = views + 1 WHERE id = $1", [id]);
    expect(await find("&minPrice=81")).toEqual([id]);
  });

  it("narrows to the main price's type, a street and a part of the map, as GET /api/lots does", async () => {
    const monthly = await insertLot({ title: "Rožsārta istaba", priceCents: 30_000 });
    const daily = await insertLot({ title: "Rožsārta istaba pie jūras", priceCents: 4_000 });
    await pool().query(
      `UPDATE lots SET prices = jsonb_build_array(jsonb_build_object('priceTypeId', $2::int, 'valueCents', price_cents))
       WHERE id = $1`,
      [daily, 3],
    );
    const find = (more: string) => searchFor("rožsārta istaba", more).then((result) => ids(result).sort());
    expect(await find("&priceType=3")).toEqual([daily]);
    expect(await find("&priceTypes=1,3&maxPrice=350")).toEqual([monthly, daily].sort());
    expect(await find("&priceType=1&maxPrice=100")).toEqual([]);
    const street = (await pool().query<{ id: number }>("SELECT id FROM streets ORDER BY id DESC LIMIT 1"))
      .rows[0]?.id;
    await pool().query("UPDATE lots SET street_id = $2 WHERE id = $1", [monthly, street]);
    expect(await find(`&street=${street}`)).toEqual([monthly]);
    await pool().query("UPDATE lots SET lat = 56.95, lng = 24.11 WHERE id = $1", [daily]);
    expect(await find("&area=56.9,24,57,24.2")).toEqual([daily]);
    expect(await find("&area=57.9,24,58,24.2")).toEqual([]);
  });

  it("forgives a typo when the query finds nothing, and says what it searched for", async () => {
    const id = await insertLot({ title: "Volkswagen Passat universālis", values: [10579] });
    const result = await searchFor("volksvagen passat");
    expect(result.usedQuery).toBe("volkswagen passat");
    expect(ids(result)).toContain(id);
    const exact = await searchFor("volkswagen passat");
    expect(exact.usedQuery).toBe("volkswagen passat");
    expect((await searchFor("qqxqzq")).usedQuery).toBe("qqxqzq");
    // A word that only shares its start with a known one is not taken for it: "pasiqqq" is like "pasi" by
    // trigrams (0.44), but three edits away.
    await insertLot({ title: "Pasi kaķēns" });
    const far = await searchFor("pasiqqq");
    expect(far.usedQuery).toBe("pasiqqq");
    expect(far.count).toBe(0);
    // The closest word wins: "pasat" is two edits from "pasi" and one from "passat".
    expect((await searchFor("pasat")).usedQuery).toBe("passat");
  });

  it("forgives a typo in the search box as the results page does, also in a word still being typed", async () => {
    const id = await insertLot({ title: "Volkswagen Sharan minivens", values: [10579] });
    for (const text of ["volksvagen sharan", "volksvagen sharan m"]) {
      const box = await boxFor(text);
      expect(
        box.lots.map((lot) => lot.id),
        text,
      ).toContain(id);
      expect(box.total, text).toBe((await searchFor(text)).count);
    }
    expect((await boxFor("qqxqzq")).total).toBe(0);
    // A model's name is no typo where no lot has it: "golf" was read as "gold", "kodiaq" as "kodiak".
    const toy = await insertLot({ title: "Rotaļlieta lācis Kodiak" });
    expect(ids(await searchFor("kodiakk"))).toContain(toy);
    const skoda = await searchFor("kodiaq");
    expect([skoda.count, skoda.usedQuery]).toEqual([0, "kodiaq"]);
    expect((await boxFor("kodiaq")).total).toBe(0);
  });

  it("finds a title written with letters of other alphabets however they are typed", async () => {
    const id = await insertLot({ title: "Citroën Berlingo, Größe L" });
    for (const text of ["Citroën berlingo", "citroen berlingo", "CITROËN grösse", "citroen große"]) {
      const result = await searchFor(text);
      expect(ids(result), text).toContain(id);
      expect(
        (await boxFor(text)).lots.map((lot) => lot.id),
        text,
      ).toContain(id);
    }
  });

  it("forgives a typo in a Cyrillic word", async () => {
    const id = await insertLot({ title: "Divistabu dzīvoklis", titleRu: "Двухкомнатная квартира" });
    // The database must see Cyrillic letters for the trigrams the typo's candidates are found by.
    const typo = await searchFor("двухкомнатная квортира");
    expect(typo.usedQuery).toBe("двухкомнатная квартира");
    expect(ids(typo)).toContain(id);
  });

  it("finds a Russian word in another case when its vowel comes and goes, and takes no first letter for a typo", async () => {
    const hammer = await insertLot({ title: "Āmurs Stanley", titleRu: "Молоток Stanley" });
    await insertLot({ title: "Kazas piens", titleRu: "Банка козьего молока" });
    const chipmunks = await insertLot({ title: "Burunduki", titleRu: "Продам двух бурундучков" });
    // "молотка" (stem "молотк") starts no word of the lots: it is "молоток" in another case, not a typo of
    // "молока" (milk's), one letter away where "молоток" is two.
    const oblique = await searchFor("молотка");
    expect(oblique.usedQuery).toBe("молоток");
    expect(ids(oblique)).toContain(hammer);
    const nominative = await searchFor("бурундучок");
    expect(nominative.usedQuery).toBe("бурундучков");
    expect(ids(nominative)).toContain(chipmunks);
    // Socks are not boards, one letter away: the search says it found nothing.
    await insertLot({ title: "Apmalotie dēļi", titleRu: "Обрезные доски" });
    const socks = await searchFor("носки");
    expect(socks.usedQuery).toBe("носки");
    expect(socks.count).toBe(0);
  });

  it("searches for a brand or model written in Cyrillic as the brand, in the results and the box", async () => {
    const audi = await insertLot({ title: "Audi A6 Avant, 2015" });
    const speakers = await insertLot({
      title: "Audio sistēma",
      titleRu: "Аудиосистема Sony",
      category: otherLeaf,
    });
    const passat = await insertLot({ title: "Volkswagen Passat universālis", values: [10579] });
    // "ауди" started "аудиосистема": the speakers were found, and no Audi.
    const audiA6 = await searchFor("ауди а6", "&itemsPerPage=100");
    expect(ids(audiA6)).toContain(audi);
    expect(ids(audiA6)).not.toContain(speakers);
    expect(audiA6.usedQuery).toBe("ауди а6");
    expect(ids(await searchFor("фольксваген пассат", "&itemsPerPage=100"))).toContain(passat);
    const box = (
      (
        await subject.app.inject({
          method: "GET",
          url: `/api/search/autocomplete?query=${encodeURIComponent("ауди а6")}`,
        })
      ).json() as { content: Autocomplete }
    ).content;
    expect(box.lots.length).toBeGreaterThan(0);
    expect(box.lots.every((lot) => /audi/i.test(lot.title.lv))).toBe(true);
    // A word the lots themselves write in Cyrillic is searched for as written, though it reads as a model.
    const shirt = await insertLot({ title: "Polo krekls", titleRu: "Рубашка поло", category: otherLeaf });
    expect(ids(await searchFor("поло", "&itemsPerPage=100"))).toContain(shirt);
  });

  it("matches a make's or brand's name as the whole word: Audi is no start of audio", async () => {
    const audi = await insertLot({ title: "Audi Q5 quattro, 2019" });
    const speakers = [];
    for (let i = 0; i < 3; i++)
      speakers.push(
        await insertLot({ title: "Audio sistēma", titleRu: "Аудиосистема", category: otherLeaf }),
      );
    const result = await searchFor("audi", "&itemsPerPage=100");
    expect(ids(result)).toContain(audi);
    expect(ids(result)).not.toContain(speakers[0]);
    // The category is the cars', not the audio equipment's that outnumbered them.
    expect(await categoryPath(result.detectedCategory ?? 0)).toContain(1000);
    // The same for the brand typed in Cyrillic. "audio" finds the speakers, and no Audi: it was cut to the
    // stem "audi" as if its "o" were an ending (migration 0040).
    expect(ids(await searchFor("ауди", "&itemsPerPage=100"))).not.toContain(speakers[0]);
    // So does the search again without a last word of two letters that matched nothing.
    const withoutModel = await searchFor("audi q9", "&itemsPerPage=100");
    expect(withoutModel.usedQuery).toBe("audi");
    expect(ids(withoutModel)).toContain(audi);
    expect(ids(withoutModel)).not.toContain(speakers[0]);
    const audio = ids(await searchFor("audio", "&itemsPerPage=100"));
    expect(audio).toEqual(expect.arrayContaining(speakers));
    expect(audio).not.toContain(audi);
    // A brand's name that no lot there has as a word is still the start of longer ones.
    const toy = await insertLot({ title: "Zetoriņš rotaļlieta", category: otherLeaf });
    expect(ids(await searchFor("zetor", `&category=${otherLeaf}`))).toEqual([toy]);

    // The header box matches the name whole too: its lots, its "All results (n)" and its category are those of
    // the page it leads to, and it names no category for the audio the name starts.
    const box = await boxFor("audi");
    expect(box.lots.map((lot) => lot.id)).toContain(audi);
    expect(box.lots.map((lot) => lot.id)).not.toContain(speakers[0]);
    expect(box.total).toBe(result.count);
    expect(await categoryPath(box.detectedCategory ?? 0)).toContain(1000);
    expect(box.categories.filter((category) => /audio/i.test(category.name.en))).toEqual([]);
    expect((await boxFor("audio")).lots.map((lot) => lot.id)).toEqual(expect.arrayContaining(speakers));
    expect((await boxFor("zetor", `&category=${otherLeaf}`)).lots.map((lot) => lot.id)).toEqual([toy]);
  });

  it("refuses unknown parameters and malformed values with 400", async () => {
    for (const query of [
      "query=a&unknown=1",
      "query=a&page=0",
      "query=a&orderColumn=nonsense",
      "query=a&categories[]=x",
    ]) {
      const answer = await subject.app.inject({ method: "GET", url: `/api/lots/search?${query}` });
      expect(answer.statusCode, query).toBe(400);
    }
  });
});

describe("search suggestions and autocomplete", () => {
  const suggest = async (text: string, times = 1) => {
    for (let time = 0; time < times; time++) {
      const answer = await subject.app.inject({
        method: "POST",
        url: `/api/search/suggestion?query=${encodeURIComponent(text)}`,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ content: null });
    }
  };
  const suggestionsFor = async (text: string) =>
    (
      (
        await subject.app.inject({
          method: "GET",
          url: `/api/search/autocomplete?query=${encodeURIComponent(text)}`,
        })
      ).json() as { content: Autocomplete }
    ).content.suggestions;

  it("suggests what the demo's visitors searched, most searched first, where its lots use the words", async () => {
    expect(await suggestionsFor("dzī")).toEqual(["dzīvoklis rīgā"]);
    expect((await suggestionsFor("v")).slice(0, 2)).toEqual(["volkswagen", "velosipēds"]);
    expect(await suggestionsFor("квар")).toEqual(["квартира рига"]);
  });

  it("stores a suggestion sanitised and lower-cased without sign-in, and counts it each time it is sent", async () => {
    await pool().query("DELETE FROM search_suggestions");
    for (const text of ["  Melna Tēja! ", "melna tēja", "MELNA TĒJA", "%%%"]) await suggest(text);
    const { rows } = await pool().query<{ text: string; searches: number }>(
      "SELECT text, searches FROM search_suggestions ORDER BY text",
    );
    expect(rows).toEqual([{ text: "melna tēja", searches: 3 }]);
  });

  it("suggests the most searched texts whose words the lots use, and never the text typed", async () => {
    await pool().query("DELETE FROM search_suggestions");
    await insertLot({ title: "Škoda Superb Laurin Klement, 2019" });
    await insertLot({ title: "Škoda Octavia kombi" });
    await recountSearchWords(pool());
    await suggest("skoda octavia", 2);
    await suggest("Škoda Superb", 3);
    await suggest("škoda");
    // A text caught while still being typed, a typo, and words no lot uses (a phone number, anything at all).
    await suggest("škoda supe", 9);
    await suggest("skoda oktavia", 4);
    await suggest("škoda 29123456 zvani", 4);
    await suggest("škoda kazino bonuss", 4);
    expect(await suggestionsFor("šk")).toEqual(["škoda superb", "škoda"]);
    expect(await suggestionsFor("Sko")).toEqual(["skoda octavia"]);
    expect(await suggestionsFor("škoda")).toEqual(["škoda superb"]);
    expect(await suggestionsFor("škoda superb")).toEqual([]);

    // A word that comes into the lots brings its suggestions with the hourly recount; one that leaves takes them.
    await suggest("škoda yeti");
    expect(await suggestionsFor("škoda y")).toEqual([]);
    const yeti = await insertLot({ title: "Škoda Yeti 4x4" });
    await recountSearchWords(pool());
    // Each text once: the box's answers are kept for a few seconds.
    expect(await suggestionsFor("škoda ye")).toEqual(["škoda yeti"]);
    await pool().query("UPDATE lots SET status = 4 WHERE id = $1", [yeti]);
    await recountSearchWords(pool());
    expect(await suggestionsFor("škoda yet")).toEqual([]);
  });

  it("suggests a text in another form of the lots' words, but not one cut short before its ending", async () => {
    await pool().query("DELETE FROM search_suggestions");
    await insertLot({ title: "Мотоциклы Honda для начинающих" });
    await insertLot({ title: "Divistabu dzīvoklis Rīgā" });
    await recountSearchWords(pool());
    await suggest("мотоцикл honda", 2);
    await suggest("dzīvokļi rīgā", 2);
    // Typed up to the middle of the word and left there: no word of the lots has that stem.
    await suggest("мотоци", 5);
    await suggest("dzīvo rīgā", 5);
    expect(await suggestionsFor("мото")).toEqual(["мотоцикл honda"]);
    expect(await suggestionsFor("dzīv")).toEqual(["dzīvokļi rīgā"]);
  });

  it("stems suggestions' and lots' words in the database with the search's endings, folded", async () => {
    // Migration 0039 wrote the endings into search_stem: the search's list must not move on without it.
    const { rows } = await pool().query<{ written: string[]; folded: string[] }>(
      `SELECT substring(pg_get_functiondef('search_stem'::regproc) FROM $$unnest\\('(\\{[^']*\\})'$$)::text[] AS written,
         (SELECT array_agg(ending ORDER BY first) FROM (
            SELECT trim(search_fold(e)) AS ending, min(n) AS first
            FROM unnest($1::text[]) WITH ORDINALITY AS given (e, n) GROUP BY 1) f) AS folded`,
      [searchStemEndings],
    );
    expect(rows[0]?.written.length).toBeGreaterThan(40);
    expect(rows[0]?.written).toEqual(rows[0]?.folded);
    const words = [
      "Мотоциклы",
      "мотоцикл",
      "квартиру",
      "Dzīvokļu",
      "dzīvoklis",
      "golfs",
      "bmw",
      "205x55",
      "зимние",
    ];
    const stemmed = await pool().query<{ stems: string[] }>(
      `SELECT array_agg(search_stem(trim(search_fold(w))) ORDER BY n) AS stems
       FROM unnest($1::text[]) WITH ORDINALITY AS t (w, n)`,
      [words],
    );
    expect(stemmed.rows[0]?.stems).toEqual([
      "мотоцикл",
      "мотоцикл",
      "квартир",
      "dzivokl",
      "dzivokl",
      "golf",
      "bmw",
      "205x55",
      "зимн",
    ]);
  });

  it("names the region a region entry is part of: a neighbourhood's city", async () => {
    await realEstateLotsIn("riga/purvciems", ["dzivokli"]);
    const answer = await subject.app.inject({
      method: "GET",
      url: "/api/search/autocomplete?query=purvciems",
    });
    const { regionCategories } = (answer.json() as { content: Autocomplete }).content;
    expect(regionCategories.length).toBeGreaterThan(0);
    for (const { region } of regionCategories) {
      expect(region.name.lv).toBe("Purvciems");
      expect(region.parent).toEqual({ lv: "Rīga", ru: "Рига", en: "Riga" });
    }
  });

  it("answers suggestions, region and real-estate entries, categories, lots and the total", async () => {
    await pool().query(
      "INSERT INTO search_suggestions (text, known) VALUES ('rīga centrs', true), ('rīgas jūrmala', true), ('auto', true)",
    );
    const answer = await subject.app.inject({
      method: "GET",
      url: "/api/search/autocomplete?query=R%C4%ABg",
    });
    expect(answer.statusCode).toBe(200);
    const content = (answer.json() as { content: Autocomplete }).content;
    expect(content.suggestions).toEqual(["rīga centrs", "rīgas jūrmala"]);
    expect(content.regionCategories.length).toBeGreaterThan(0);
    expect(content.regionCategories[0]?.region.name.lv).toBe("Rīga");
    expect(content.regionCategories[0]?.region.parent).toBeNull();
    expect(
      content.regionCategories.every((entry) => entry.category.path.lv.startsWith("nekustamais-ipasums/")),
    ).toBe(true);
    // The first open subcategories in the catalogue's order; never the coming-soon "property abroad".
    expect(content.regionCategories.map((entry) => entry.category.slug.lv).slice(0, 3)).toEqual(
      realEstateOpenSubcategories.slice(0, 3),
    );
    expect(content.lots.length).toBeGreaterThan(0);
    expect(content.lots.length).toBeLessThanOrEqual(6);
    expect(content.total).toBeGreaterThanOrEqual(content.lots.length);
    expect(content.totalCapped).toBe(false);

    const cars = (
      (await subject.app.inject({ method: "GET", url: "/api/search/autocomplete?query=vieglie" })).json() as {
        content: Autocomplete;
      }
    ).content;
    expect(cars.categories.map((category) => category.id)).toContain(carsCategory);
    expect(cars.categories.find((category) => category.id === carsCategory)?.parents[0]?.lv).toBe(
      "Transports",
    );
  });

  it("pairs a region the first or last word names with the real-estate subcategories the other words name", async () => {
    await realEstateLotsIn("riga", ["dzivokli"]);
    await realEstateLotsIn("jurmala", ["majas"]);
    await realEstateLotsIn("liepaja", realEstateOpenSubcategories.slice(0, 3));
    expect(await regionEntries("dzīvokļi rīgā")).toEqual(["dzivokli Rīga"]);
    expect(await regionEntries("квартира рига")).toEqual(["dzivokli Rīga"]);
    expect((await regionEntries("jūrmala māja"))[0]).toBe("majas Jūrmala");
    // No subcategory named: the first three, as for the region's name alone.
    expect((await regionEntries("liepājā pārdod")).map((entry) => entry.split(" ")[0])).toEqual(
      realEstateOpenSubcategories.slice(0, 3),
    );
    // A word in the middle names no region ("dzīvoklis rīgā centrā" still does, by its first or last word).
    expect(await regionEntries("pārdod rīga dzīvokli")).toEqual([]);
  });

  it("offers a region only with the real-estate subcategories it has lots of", async () => {
    const { rows } = await pool().query<{ key: string; name: string }>(
      `SELECT r.key, r.names ->> 'lv' AS name FROM regions r
       WHERE r.parent_id IS NOT NULL AND length(r.names ->> 'lv') >= 6
         AND NOT EXISTS (SELECT 1 FROM lots l JOIN regions p ON p.id = l.region_id WHERE r.id = ANY (p.path))
         AND NOT EXISTS (SELECT 1 FROM regions o WHERE o.id <> r.id
                         AND left(o.folded_name_lv, 5) = left(r.folded_name_lv, 5))
       ORDER BY r.id LIMIT 1`,
    );
    const place = rows[0];
    if (!place) throw new Error("the regions need a place without lots and with a name of its own");
    expect(await regionEntries(place.name)).toEqual([]);
    await realEstateLotsIn(place.key, ["zeme"]);
    // Another text, as the box's answers are kept a few seconds.
    expect(await regionEntries(place.name.slice(0, 5))).toEqual([`zeme ${place.name}`]);
  });

  it("searches without a last word of 1-2 letters that matches nothing, as it is still being typed", async () => {
    const box = async (text: string) =>
      (
        (
          await subject.app.inject({
            method: "GET",
            url: `/api/search/autocomplete?query=${encodeURIComponent(text)}`,
          })
        ).json() as { content: Autocomplete }
      ).content;
    const whole = await box("vieglie");
    expect(whole.total).toBeGreaterThan(0);
    const typing = await box("vieglie zq");
    expect(typing.total).toBe(whole.total);
    expect(typing.lots.map((lot) => lot.id)).toEqual(whole.lots.map((lot) => lot.id));
    // A short word alone is a search of its own, and one that matches stays in.
    expect((await box("zq")).total).toBe(0);

    const page = await searchFor("vieglie zq");
    expect(page.usedQuery).toBe("vieglie");
    expect(page.count).toBe((await searchFor("vieglie")).count);
    expect((await searchFor("zq")).count).toBe(0);
  });

  it("shows adult categories' lots only to a visitor who allowed them", async () => {
    const { rows } = await pool().query<{ id: number }>(
      "SELECT id FROM categories c WHERE adult AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) LIMIT 1",
    );
    const id = await insertLot({ title: "Ķiršsarkanvioleta tērpa komplekts", category: rows[0]?.id });
    const answer = async (more: string) => {
      const url = `/api/search/autocomplete?query=${encodeURIComponent("ķiršsarkanvioleta")}${more}`;
      return ((await subject.app.inject({ method: "GET", url })).json() as { content: Autocomplete }).content;
    };
    expect((await answer("")).lots).toEqual([]);
    expect((await answer("&adult=true")).lots.map((lot) => lot.id)).toEqual([id]);
    expect(ids(await searchFor("ķiršsarkanvioleta"))).toEqual([]);
    expect(ids(await searchFor("ķiršsarkanvioleta", "&adult=true"))).toEqual([id]);
  });

  it("narrows the lots to a category, and answers nothing for a text without letters or digits", async () => {
    const id = await insertLot({ title: "Citronkrāsas priekšmets", category: otherLeaf });
    await insertLot({ title: "Citronkrāsas auto" });
    const narrowed = (
      (
        await subject.app.inject({
          method: "GET",
          url: `/api/search/autocomplete?query=citronkr&category=${otherLeaf}`,
        })
      ).json() as { content: Autocomplete }
    ).content;
    expect(narrowed.lots.map((lot) => lot.id)).toEqual([id]);
    expect(narrowed.total).toBe(1);
    const empty = await subject.app.inject({ method: "GET", url: "/api/search/autocomplete?query=%25%25" });
    expect(empty.json()).toEqual({
      content: {
        suggestions: [],
        regionCategories: [],
        categories: [],
        lots: [],
        total: 0,
        totalCapped: false,
        detectedCategory: null,
      },
    });
  });
});

describe("recent searches", () => {
  it("are for signed-in users only", async () => {
    const answer = await subject.app.inject({ method: "GET", url: "/api/me/recent-searches" });
    expect(answer.statusCode).toBe(401);
  });

  it("keep a signed-in user's searches, newest first, each text once, at most 10", async () => {
    const { accessToken } = await passwordAccount(subject, "searcher@example.lv");
    const headers = { authorization: `Bearer ${accessToken}` };
    const run = (text: string) =>
      subject.app.inject({
        method: "GET",
        url: `/api/lots/search?query=${encodeURIComponent(text)}`,
        headers,
      });
    await run("Golf");
    await run("ledusskapis");
    await run("golf");
    await run("!!!");
    const recent = async () =>
      (
        (await subject.app.inject({ method: "GET", url: "/api/me/recent-searches", headers })).json() as {
          content: { count: number; data: { query: string; createDate: string }[] };
        }
      ).content;
    const first = await recent();
    expect(first.data.map((item) => item.query)).toEqual(["golf", "ledusskapis"]);
    expect(first.count).toBe(2);
    for (let index = 0; index < 12; index++) await run(`meklējums ${index}`);
    const last = await recent();
    expect(last.count).toBe(10);
    expect(last.data[0]?.query).toBe("meklējums 11");
    expect(last.data.map((item) => item.query)).not.toContain("golf");
    const { rows } = await pool().query<{ n: number }>("SELECT count(*)::int AS n FROM recent_searches");
    expect(rows[0]?.n).toBe(10);
  });
});

describe("absurd input", () => {
  const hostile = [
    "'; DROP TABLE lots; --",
    "<script>alert(1)</script>",
    "a:* | !b",
    "\\",
    "%00",
    "dzīvoklis ".repeat(200),
    "x".repeat(10_000),
    "&&&|||!!!((()))",
    "квартира' OR 1=1 --",
  ];
  const text = fc.oneof(
    fc.constantFrom(...hostile),
    fc.string({ maxLength: 300 }),
    fc.string({ unit: "binary" }),
    fc.double().map(String),
    fc.bigInt().map(String),
  );
  const param = fc.oneof(
    fc.constantFrom(
      "query",
      "page",
      "itemsPerPage",
      "orderColumn",
      "categories[]",
      "category",
      "fV[1]",
      "fV[1][min]",
      "minPrice",
      "maxPrice",
      "priceType",
      "priceTypes",
      "street",
      "multipleCategoryString",
      "area",
    ),
    fc.string({ maxLength: 20 }),
  );
  const queryString = fc
    .array(fc.tuple(param, text), { maxLength: 4 })
    .map((pairs) =>
      pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&"),
    );
  const paths = ["/api/lots/search", "/api/search/autocomplete", "/api/me/recent-searches"];

  it("gets 4xx or an empty or ordinary answer, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), queryString, async (path, query) => {
        const answer = await subject.app.inject({ method: "GET", url: `${path}?${query}` });
        expect(answer.statusCode, `${path}?${query}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const answer = await subject.app.inject({
          method: "POST",
          url: `/api/search/suggestion?query=${encodeURIComponent(value)}`,
        });
        expect(answer.statusCode).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });

  it("answers huge pages and 10 KB queries with 4xx or an empty page", async () => {
    const huge = await subject.app.inject({
      method: "GET",
      url: "/api/lots/search?query=auto&page=999999999",
    });
    expect(huge.statusCode).toBe(200);
    expect((huge.json() as { content: LotSearchResult }).content.data).toEqual([]);
    const long = await subject.app.inject({
      method: "GET",
      url: `/api/lots/search?query=${"a".repeat(10_000)}`,
    });
    expect(long.statusCode).toBe(400);
  });
});
