import type { CategoryDetail, PresetOffer } from "@tirgus/domain/catalogue-api";
import { landingBlocks } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../lib/api-client";
import { carCard } from "../lot-card/card-fixture";
import { type LandingRow, landingRowsOf, loadRows, rowsInOrder, serverRows } from "./landing-rows";

const names = (lv: string, ru: string) => ({ lv, ru, en: lv });
const transport = {
  id: 1000,
  slug: names("transports", "transport"),
  children: [{ id: 1001, slug: names("vieglie-auto", "legkovye-avto") }],
} as unknown as CategoryDetail;
const preset: PresetOffer = {
  presetBackendId: 1,
  key: "carsUnder5000",
  category: {
    id: 1001,
    name: names("Vieglie auto", "Легковые авто"),
    slug: names("vieglie-auto", "legkovye-avto"),
  },
  title: names("Auto līdz 5000 €", "Авто до 5000 €"),
  search: "category=1001&action=1&maxPrice=5000",
};
const paths = new Map([[1001, [transport.slug, names("vieglie-auto", "legkovye-avto")]]]);

describe("a landing's rows", () => {
  it("are the preset carousels from the preset endpoint, titled and linked to the preset's list", () => {
    const rows = landingRowsOf({
      category: transport,
      presets: [preset],
      presetPaths: paths,
      lang: "ru",
      region: null,
    });
    expect(rows.presets).toEqual([
      {
        id: "preset-1",
        kind: "presets",
        title: "Авто до 5000 €",
        // The list's path names the category: the preset's `category` stays out of its address.
        href: "/ru/transport/legkovye-avto?action=1&maxPrice=5000",
        source: "/api/lots/preset/1",
        cards: null,
      },
    ]);
    expect(rows.highlighted[0]).toMatchObject({
      href: "/ru/transport?highlighted=true",
      source: "/api/lots/highlighted?category=1000",
    });
    expect(rows.recent[0]).toMatchObject({ href: "/ru/transport", source: "/api/lots/recent?category=1000" });
  });

  it("within a region are the same endpoints narrowed to it, and link the region's lists", () => {
    const rows = landingRowsOf({
      category: transport,
      presets: [preset],
      presetPaths: paths,
      lang: "lv",
      region: { id: 5, suffix: "/!riga" },
    });
    expect(rows.presets[0]).toMatchObject({
      href: "/lv/transports/vieglie-auto/!riga?action=1&maxPrice=5000",
      source: "/api/lots/preset/1?region=5",
    });
    expect(rows.highlighted[0]?.source).toBe("/api/lots/highlighted?category=1000&region=5");
    expect(rows.recent[0]?.source).toBe("/api/lots/recent?category=1000&region=5");
  });

  it("leave out a preset whose category's address is not known", () => {
    const rows = landingRowsOf({
      category: transport,
      presets: [preset],
      presetPaths: new Map(),
      lang: "lv",
      region: null,
    });
    expect(rows.presets).toEqual([]);
  });

  it("follow the landing's block order", () => {
    const rows = landingRowsOf({
      category: transport,
      presets: [preset],
      presetPaths: paths,
      lang: "lv",
      region: null,
    });
    expect(rowsInOrder(landingBlocks, rows).map((row) => row.id)).toEqual([
      "preset-1",
      "highlighted",
      "recent",
    ]);
    expect(rowsInOrder(["recent", "subcategories", "presets"], rows).map((row) => row.id)).toEqual([
      "recent",
      "preset-1",
    ]);
  });

  it("are kept only with lots, the first ones with their cards; a row whose answer failed is kept for the browser", async () => {
    const row = (id: string): LandingRow => ({
      id,
      kind: "presets",
      title: id,
      href: `/lv/${id}`,
      source: `/api/lots?${id}`,
      cards: null,
    });
    const some = async () => ({ count: 1, countCapped: false, data: [carCard] });
    const answers: Record<string, () => Promise<unknown>> = {
      "/api/lots?first": some,
      "/api/lots?none": async () => ({ count: 0, countCapped: false, data: [] }),
      "/api/lots?gone": async () => null,
      "/api/lots?failed": async () => Promise.reject(new Error("timeout")),
      "/api/lots?second": some,
      "/api/lots?third": some,
    };
    const api = { get: (path: string) => answers[path]?.() } as unknown as ApiClient;
    const ids = ["first", "none", "gone", "failed", "second", "third"];
    const kept = await loadRows(api, ids.map(row), "lv", new Set());
    expect(kept.map((each) => each.id)).toEqual(["first", "failed", "second", "third"]);
    expect(serverRows).toBe(2);
    // The first two kept rows are the server's: the failed one among them is left to the browser.
    expect(kept.map((each) => each.cards?.length ?? null)).toEqual([1, null, null, null]);
  });
});
