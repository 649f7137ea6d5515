import { describe, expect, it } from "vitest";
import { metaDescription, metaDescriptionMaxLength, metaDescriptionMinLength } from "./meta-description.ts";

const site = "Tirgus: Sludinājumi Latvijā";

describe("the meta description rule", () => {
  it("appends the site title to a description shorter than the minimum", () => {
    expect(metaDescription("Transports: sludinājumi.", site)).toBe(`Transports: sludinājumi. | ${site}`);
  });

  it("keeps a description between the minimum and the maximum as it is, spaces collapsed", () => {
    const text = "Pērciet un pārdodiet auto, nekustamo īpašumu, elektroniku un apģērbu visā Latvijā.";
    expect(text.length).toBeGreaterThanOrEqual(metaDescriptionMinLength);
    expect(metaDescription(` ${text.replace(" un ", "\n  un ")} `, site)).toBe(text);
  });

  it("cuts a long description at a word before the maximum and marks the cut", () => {
    const text = "Audi A6 Avant 2.0 TDI, 2015. gads, pilna servisa vēsture, ".repeat(5);
    const description = metaDescription(text, site);
    expect(description.length).toBeLessThanOrEqual(metaDescriptionMaxLength);
    expect(description.endsWith("…")).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(text.charAt(description.length - 1)).toMatch(/[\s,]/);
  });

  it("cuts inside a word only when one word would swallow most of the room", () => {
    const description = metaDescription(`Ā ${"x".repeat(300)}`, site);
    expect(description).toHaveLength(metaDescriptionMaxLength);
    expect(description.endsWith("x…")).toBe(true);
  });

  it("falls back to the site title for an empty description", () => {
    expect(metaDescription("  ", site)).toBe(site);
  });

  it("cuts a short description whose site title makes it too long", () => {
    const description = metaDescription("Dzīvokļi Rīgā", "T".repeat(200));
    expect(description.length).toBeLessThanOrEqual(metaDescriptionMaxLength);
    expect(description.startsWith("Dzīvokļi Rīgā | TTT")).toBe(true);
  });
});
