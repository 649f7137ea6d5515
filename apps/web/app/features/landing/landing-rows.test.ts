import type { CategoryDetail, PresetOffer } from "@tirgus/domain/catalogue-api";
import { landingBlocks } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../lib/api-client";
import { type LandingRow, landingRowsOf, rowsInOrder, rowsWithLots } from "./landing-rows";

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
        href: "/ru/transport/legkovye-avto?category=1001&action=1&maxPrice=5000",
        source: "/api/lots/preset/1",
        probe: "/api/lots/preset/1",
        cards: null,
      },
    ]);
    expect(rows.highlighted[0]).toMatchObject({
      href: "/ru/transport?highlighted=true",
      source: "/api/lots/highlighted?category=1000",
      probe: "/api/lots/highlighted?category=1000",
    });
    expect(rows.recent[0]).toMatchObject({ href: "/ru/transport", source: "/api/lots/recent?category=1000" });
  });

  it("within a region are the list endpoint narrowed to it, and link the region's lists", () => {
    const rows = landingRowsOf({
      category: transport,
      presets: [preset],
      presetPaths: paths,
      lang: "lv",
      region: { id: 5, suffix: "/!riga" },
    });
    expect(rows.presets[0]).toMatchObject({
      href: "/lv/transports/vieglie-auto/!riga?category=1001&action=1&maxPrice=5000",
      source: "/api/lots?category=1001&action=1&maxPrice=5000&itemsPerPage=20&region=5",
      probe: "/api/lots?category=1001&action=1&maxPrice=5000&itemsPerPage=1&region=5",
    });
    expect(rows.highlighted[0]?.source).toBe(
      "/api/lots?category=1000&highlighted=true&itemsPerPage=20&region=5",
    );
    expect(rows.recent[0]?.source).toBe("/api/lots?category=1000&itemsPerPage=12&region=5");
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

  it("are kept only with lots; a row whose answer failed is kept for the browser to try again", async () => {
    const row = (id: string): LandingRow => ({
      id,
      kind: "presets",
      title: id,
      href: `/lv/${id}`,
      source: `/api/lots?${id}`,
      probe: `/api/lots?${id}&itemsPerPage=1`,
      cards: null,
    });
    const answers: Record<string, () => Promise<unknown>> = {
      "/api/lots?some&itemsPerPage=1": async () => ({ count: 3, countCapped: false, data: [{ id: 1 }] }),
      "/api/lots?none&itemsPerPage=1": async () => ({ count: 0, countCapped: false, data: [] }),
      "/api/lots?gone&itemsPerPage=1": async () => null,
      "/api/lots?failed&itemsPerPage=1": async () => Promise.reject(new Error("timeout")),
    };
    const api = { get: (path: string) => answers[path]?.() } as unknown as ApiClient;
    const kept = await rowsWithLots(api, ["some", "none", "gone", "failed"].map(row));
    expect(kept.map((each) => each.id)).toEqual(["some", "failed"]);
  });
});
