import { describe, expect, it } from "vitest";
import { streetOptions } from "./used-streets";

const street = (id: number, lv: string, ru: string, lots: number, place = { lv: "Rīga", ru: "Рига" }) => ({
  id,
  regionId: 1,
  name: { lv, ru, en: lv },
  place: { ...place, en: place.lv },
  lots,
});
const streets = [
  street(1, "Čiekurkalna 1. līnija", "Чиекуркалнская 1-я линия", 2),
  street(2, "Brīvības iela", "Бривибас улица", 12),
  street(3, "Ābeļu iela", "Абелю улица", 1),
];

describe("streetOptions", () => {
  it("offers each street with its lots, in the page language's alphabetical order", () => {
    expect(streetOptions(streets, null, "lv")).toEqual([
      { id: 3, label: "Ābeļu iela (1)" },
      { id: 2, label: "Brīvības iela (12)" },
      { id: 1, label: "Čiekurkalna 1. līnija (2)" },
    ]);
    expect(streetOptions(streets, null, "ru").map((option) => option.id)).toEqual([3, 2, 1]);
  });

  it("orders Russian names by the name, not by the kind of street they start with", () => {
    const russian = [
      street(1, "Avotu iela", "улица Авоту", 1),
      street(2, "Vienības gatve", "гатве Виенибас", 1),
      street(3, "Brīvības iela", "улица Бривибас", 1),
    ];
    expect(streetOptions(russian, null, "ru").map((option) => option.label)).toEqual([
      "улица Авоту (1)",
      "улица Бривибас (1)",
      "гатве Виенибас (1)",
    ]);
  });

  it("names the place of streets that share their name, and only theirs", () => {
    const municipality = [
      street(1, "Skolas iela", "улица Сколас", 2, { lv: "Carnikava", ru: "Царникава" }),
      street(2, "Skolas iela", "улица Сколас", 1, { lv: "Ādaži", ru: "Адажи" }),
      street(3, "Rīgas gatve", "Рижская гатве", 4, { lv: "Ādaži", ru: "Адажи" }),
    ];
    expect(streetOptions(municipality, null, "lv").map((option) => option.label)).toEqual([
      "Rīgas gatve (4)",
      "Skolas iela, Carnikava (2)",
      "Skolas iela, Ādaži (1)",
    ]);
    expect(streetOptions(municipality, null, "ru").map((option) => option.label)).toEqual([
      "Рижская гатве (4)",
      "улица Сколас, Царникава (2)",
      "улица Сколас, Адажи (1)",
    ]);
  });

  it("keeps the chosen street first when no lot of the list is on it", () => {
    expect(streetOptions(streets.slice(0, 1), { id: 9, name: "Skolas iela" }, "lv")).toEqual([
      { id: 9, label: "Skolas iela" },
      { id: 1, label: "Čiekurkalna 1. līnija (2)" },
    ]);
    expect(streetOptions(streets, { id: 2, name: "Brīvības iela" }, "lv")).toHaveLength(3);
    expect(streetOptions([], null, "lv")).toEqual([]);
  });
});
