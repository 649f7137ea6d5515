import { writeFileSync } from "node:fs";
import type { LotSearchResult } from "@tirgus/domain/lot-list";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { loadDemoLots } from "../lots/demo/load-demo-lots.ts";

/*
 * A judged query set (issue 5, decision 0016): Latvian with and without diacritics, Russian in Cyrillic,
 * English, brand and model names and one-typo queries, over demo lots of a fixed seed. Each query is judged
 * by the title words a relevant lot has (matched on the raw titles, independently of the index, each at the
 * start of a word: "Graudi" (grain) is no lot for "audi"): when there are at least five such lots, the top
 * five results must all be among them; when fewer, all of them must be in the top five. Precision is the
 * share of queries that pass; bench/RESULTS.md reports it.
 */

type Judged = { query: string; title: string[] };

const judged: Judged[] = [
  // Latvian, with diacritics
  { query: "dzīvoklis", title: ["dzīvoklis"] },
  { query: "3-istabu dzīvoklis", title: ["3-istabu dzīvoklis"] },
  { query: "dzīvokļi Dārzciemā", title: ["dzīvoklis", "Dārzciems"] },
  { query: "māja", title: ["māja"] },
  { query: "ledusskapis", title: ["ledusskapis"] },
  { query: "veļas mašīna", title: ["veļas mašīna"] },
  { query: "putekļu sūcējs", title: ["putekļu sūcējs"] },
  { query: "vissezonas riepas", title: ["vissezonas riepas"] },
  { query: "ziemas riepas", title: ["ziemas riepas"] },
  { query: "kultivators", title: ["kultivators"] },
  { query: "matracis", title: ["matracis"] },
  { query: "portatīvais dators", title: ["portatīvais dators"] },
  { query: "videokarte", title: ["videokarte"] },
  { query: "kravas auto", title: ["kravas auto"] },
  // Latvian, without diacritics
  { query: "dzivoklis", title: ["dzīvoklis"] },
  { query: "dzivokli", title: ["dzīvoklis"] },
  { query: "velas masina", title: ["veļas mašīna"] },
  { query: "putekļu sucejs", title: ["putekļu sūcējs"] },
  { query: "portativais dators", title: ["portatīvais dators"] },
  { query: "majas", title: ["māja"] },
  // Russian
  { query: "квартира", title: ["квартира"] },
  { query: "квартиру", title: ["квартир"] },
  { query: "пылесос", title: ["пылесос"] },
  { query: "стиральная машина", title: ["стиральная машина"] },
  { query: "ноутбук", title: ["ноутбук"] },
  { query: "матрас", title: ["матрас"] },
  { query: "грузовик", title: ["грузовик"] },
  { query: "шины", title: ["шины"] },
  { query: "сдается", title: ["Сдаётся"] },
  // English, brands and models
  { query: "Volkswagen Golf", title: ["Volkswagen Golf"] },
  { query: "volkswagen passat", title: ["Volkswagen Passat"] },
  { query: "Mercedes-Benz", title: ["Mercedes-Benz"] },
  { query: "BMW", title: ["BMW"] },
  { query: "audi", title: ["Audi"] },
  { query: "toyota", title: ["Toyota"] },
  { query: "canon", title: ["Canon"] },
  { query: "samsung", title: ["Samsung"] },
  { query: "LG", title: ["LG"] },
  { query: "Wi-Fi", title: ["Wi-Fi"] },
  { query: "komatsu", title: ["Komatsu"] },
  // One typo
  { query: "volksvagen", title: ["Volkswagen"] },
  { query: "mersedes", title: ["Mercedes"] },
  { query: "toyta", title: ["Toyota"] },
  { query: "samsnug", title: ["Samsung"] },
  { query: "ledusskpis", title: ["ledusskapis"] },
  { query: "kultivtors", title: ["kultivators"] },
];

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
  await loadDemoLots(subject.db.pool, {
    count: 4_000,
    seed: 20261124,
    now: new Date("2026-11-24T12:00:00Z"),
  });
}, 180_000);
afterAll(() => subject.close());

/** Published lots whose lv or ru title holds every judged phrase at the start of a word (case-insensitive). */
async function relevantLots(phrases: string[]): Promise<Set<number>> {
  const { rows } = await subject.db.pool.query<{ id: string; lv: string; ru: string }>(
    "SELECT id, texts #>> '{lv,title}' AS lv, texts #>> '{ru,title}' AS ru FROM lots WHERE status = 2",
  );
  const patterns = phrases.map(
    (phrase) => new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu"),
  );
  const holdsAll = (title: string) => patterns.every((pattern) => pattern.test(title));
  return new Set(rows.filter((row) => holdsAll(row.lv) || holdsAll(row.ru)).map((row) => Number(row.id)));
}

describe("the judged query set", () => {
  it("ranks the judged lots in the top five for at least 95 % of the queries", async () => {
    expect(judged.length).toBeGreaterThanOrEqual(40);
    const failed: string[] = [];
    const unjudged: string[] = [];
    for (const { query, title } of judged) {
      const relevant = await relevantLots(title);
      if (relevant.size === 0) unjudged.push(query);
      const answer = await subject.app.inject({
        method: "GET",
        url: `/api/lots/search?query=${encodeURIComponent(query)}&itemsPerPage=5`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const top = (answer.json() as { content: LotSearchResult }).content.data.map((lot) => lot.id);
      const passed =
        relevant.size >= 5
          ? top.length === 5 && top.every((id) => relevant.has(id))
          : [...relevant].every((id) => top.includes(id));
      if (!passed) {
        const { rows } = await subject.db.pool.query<{ title: string }>(
          "SELECT texts #>> '{lv,title}' AS title FROM lots WHERE id = ANY ($1::bigint[])",
          [top],
        );
        failed.push(`${query} (${relevant.size} judged; top: ${rows.map((row) => row.title).join(" | ")})`);
      }
    }
    const precision = (judged.length - failed.length) / judged.length;
    console.info(`judged query set: precision ${precision.toFixed(3)} over ${judged.length} queries`, failed);
    // `npm run bench` runs this file and reports what it writes here in bench/RESULTS.md.
    const report = process.env.JUDGED_QUERIES_REPORT;
    if (report) writeFileSync(report, JSON.stringify({ precision, queries: judged.length, failed }));
    expect(unjudged, "queries without judged lots in the demo data").toEqual([]);
    expect(precision, failed.join("; ")).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});
