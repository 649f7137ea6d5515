import { describe, expect, it } from "vitest";
import { flattenRegions, latvia, regions, slugify } from "./regions.ts";
import { streets } from "./streets.ts";
import type { RegionSeed } from "./types.ts";

const all = flattenRegions();
const byId = new Map(all.map(({ region }) => [region.id, region]));
const byKey = new Map(all.map(({ region }) => [region.key, region]));
const parentOf = new Map(all.map(({ region, parentId }) => [region.id, parentId]));
const languages = ["lv", "ru", "en"] as const;

/** Great-circle distance in kilometres. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const insideLatvia = (p: { lat: number; lng: number }) =>
  p.lat >= 55.6 && p.lat <= 58.1 && p.lng >= 20.9 && p.lng <= 28.3;

describe("Latvia's regions", () => {
  it("gives every region an id of its own, below the street ids", () => {
    expect(byId.size).toBe(all.length);
    for (const { region } of all) {
      expect(Number.isInteger(region.id)).toBe(true);
      expect(region.id).toBeGreaterThan(0);
      expect(region.id).toBeLessThan(100000);
    }
  });

  it("gives every region a key of its own", () => {
    expect(byKey.size).toBe(all.length);
  });

  it("gives every region valid slugs that differ from its siblings' in each language", () => {
    const siblingsLists: RegionSeed[][] = [regions, ...all.map(({ region }) => region.children ?? [])];
    for (const siblings of siblingsLists) {
      for (const lang of languages) {
        const slugs = siblings.map((region) => region.slugs[lang]);
        expect(new Set(slugs).size, `${lang}: ${slugs.join(", ")}`).toBe(slugs.length);
        for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it("names every region in Latvian, Russian (in Cyrillic) and English", () => {
    for (const { region } of all) {
      for (const lang of languages) expect(region.names[lang].trim()).not.toBe("");
      expect(region.names.ru, region.key).toMatch(/^[\p{Script=Cyrillic}\d\s.,()-]+$/u);
    }
  });

  it("leads every region's chain of parents to the top level without cycles", () => {
    for (const { region } of all) {
      const seen = new Set<number>([region.id]);
      let parent = parentOf.get(region.id);
      while (parent !== undefined) {
        expect(seen.has(parent), `cycle at ${region.key}`).toBe(false);
        expect(byId.has(parent)).toBe(true);
        seen.add(parent);
        parent = parentOf.get(parent);
      }
      expect(seen.size).toBeLessThanOrEqual(3);
    }
  });

  it("holds the 7 state cities and the 35 municipalities at the top level, typed as the spec types them", () => {
    const cities = regions.filter((r) => r.type === "republic_city").map((r) => r.names.lv);
    expect(cities.sort()).toEqual(
      ["Daugavpils", "Jelgava", "Jūrmala", "Liepāja", "Rēzekne", "Rīga", "Ventspils"].sort(),
    );
    const municipalities = regions.filter((r) => r.type === "municipality");
    expect(municipalities).toHaveLength(35);
    for (const m of municipalities) expect(m.names.lv).toMatch(/ novads$/);
    expect(regions).toHaveLength(42);
  });

  it("types only the top level as state city or municipality", () => {
    for (const { region, parentId } of all) {
      if (parentId === undefined) continue;
      expect(["town", "parish", "neighbourhood"]).toContain(region.type);
    }
  });

  it("places Jēkabpils, Ogre, Valmiera and Varakļāni as towns of their municipalities", () => {
    expect(byKey.get("jekabpils-novads/jekabpils")?.type).toBe("town");
    expect(byKey.get("ogres-novads/ogre")?.type).toBe("town");
    expect(byKey.get("valmieras-novads/valmiera")?.type).toBe("town");
    expect(byKey.get("madonas-novads/varaklani")?.type).toBe("town");
  });

  it("gives Rīga its 58 neighbourhoods", () => {
    const riga = byKey.get("riga");
    expect(riga?.names).toEqual({ lv: "Rīga", ru: "Рига", en: "Riga" });
    expect(riga?.slugs).toEqual({ lv: "riga", ru: "riga", en: "riga" });
    const hoods = riga?.children ?? [];
    expect(hoods).toHaveLength(58);
    for (const hood of hoods) expect(hood.type).toBe("neighbourhood");
    expect(byKey.get("riga/purvciems")?.slugs).toEqual({
      lv: "purvciems",
      ru: "purvtsiems",
      en: "purvciems",
    });
    expect(byKey.get("riga/kengarags")?.names.ru).toBe("Кенгарагс");
  });

  it("places every coordinate inside Latvia's bounding box", () => {
    expect(insideLatvia(latvia)).toBe(true);
    for (const { region } of all) expect(insideLatvia(region), region.key).toBe(true);
  });

  it("places every child within 80 km of its parent", () => {
    for (const { region, parentId } of all) {
      if (parentId === undefined) continue;
      const parent = byId.get(parentId);
      if (!parent) throw new Error(`no parent for ${region.key}`);
      expect(km(region, parent), region.key).toBeLessThan(80);
    }
  });

  it("places a city's neighbourhoods within 20 km of its centre (Jūrmala stretches 30 km along the coast)", () => {
    for (const { region, parentId } of all) {
      if (region.type !== "neighbourhood" || parentId === undefined) continue;
      const parent = byId.get(parentId);
      if (!parent) throw new Error(`no parent for ${region.key}`);
      expect(km(region, parent), region.key).toBeLessThan(20);
    }
  });

  it("slugifies Latvian and Russian names to lowercase ASCII", () => {
    expect(slugify("Ķengarags")).toBe("kengarags");
    expect(slugify("Maskavas forštate")).toBe("maskavas-forstate");
    expect(slugify("Московский форштадт")).toBe("moskovskiy-forshtadt");
    expect(slugify("Юрмала")).toBe("yurmala");
  });
});

describe("Streets and building numbers", () => {
  it("gives every street an id of its own from 100000 up", () => {
    const ids = streets.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toBeGreaterThanOrEqual(100000);
  });

  it("covers Rīga with at least 60 streets and the other large cities with at least 8 each", () => {
    const count = (city: string) =>
      streets.filter((s) => s.region === city || s.region.startsWith(`${city}/`)).length;
    expect(count("riga")).toBeGreaterThanOrEqual(60);
    for (const city of ["jurmala", "daugavpils", "liepaja", "jelgava", "ventspils"]) {
      expect(count(city), city).toBeGreaterThanOrEqual(8);
    }
  });

  it("attaches every street to an existing region", () => {
    for (const s of streets) expect(byKey.has(s.region), s.region).toBe(true);
  });

  it("names every street in Latvian, Russian (in Cyrillic) and English", () => {
    for (const s of streets) {
      for (const lang of languages) expect(s.names[lang].trim()).not.toBe("");
      expect(s.names.ru).toMatch(/\p{Script=Cyrillic}/u);
    }
  });

  it("keeps a street's names unique within its region", () => {
    const seen = new Set<string>();
    for (const s of streets) {
      const key = `${s.region}|${s.names.lv}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("gives every street 4 to 12 numbers, each number once", () => {
    for (const s of streets) {
      const numbers = s.numbers.map((n) => n.number);
      expect(numbers.length, s.names.lv).toBeGreaterThanOrEqual(4);
      expect(numbers.length, s.names.lv).toBeLessThanOrEqual(12);
      expect(new Set(numbers).size, s.names.lv).toBe(numbers.length);
      for (const n of numbers) expect(n).toMatch(/^\d+[A-Z]?( k-\d+)?$/);
    }
  });

  it("places every building within 10 km of its street's region centre and inside Latvia", () => {
    for (const s of streets) {
      const region = byKey.get(s.region);
      if (!region) throw new Error(`no region ${s.region}`);
      for (const n of s.numbers) {
        expect(insideLatvia(n)).toBe(true);
        expect(km(n, region), `${s.names.lv} ${n.number}`).toBeLessThan(10);
      }
    }
  });
});
