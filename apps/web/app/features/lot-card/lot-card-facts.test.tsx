import type { LotCard as LotCardData } from "@tirgus/domain/lot-list";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n";
import { carCard, names } from "./card-fixture";
import { lotCardView } from "./card-view";
import { LotCard } from "./lot-card";

// A flat: its area has a unit, its rooms and floor do not.
const flat: LotCardData = {
  ...carCard,
  title: { lv: "2-istabu dzīvoklis", ru: "2-комнатная квартира" },
  attributes: [
    { key: "area", value: 29, unit: names("m²", "м²") },
    { key: "rooms", value: 2, unit: null },
    { key: "floor", value: 5, unit: null },
  ],
};

function figures(lang: "lv" | "ru", dictionary: Record<string, string>): string {
  const html = renderToString(
    <MemoryRouter>
      <I18nProvider lang={lang} dictionary={dictionary}>
        <LotCard card={lotCardView(flat, lang)} layout="grid" now={Date.parse("2026-11-21T10:00:00Z")} />
      </I18nProvider>
    </MemoryRouter>,
  );
  return html.match(/<p class="text-sm text-muted [^"]*">([^<]*)<\/p>/)?.[1] ?? "";
}

describe("a lot card's figures", () => {
  it("names the rooms and the floor, which have no unit of their own", () => {
    expect(figures("lv", { "%s rooms": "%s ist.", "floor %s": "%s. stāvs" })).toBe(
      "29 m² · 2 ist. · 5. stāvs",
    );
    expect(figures("ru", { "%s rooms": "%s-комн.", "floor %s": "%s этаж" })).toBe("29 м² · 2-комн. · 5 этаж");
  });
});

describe("a lot card's price line", () => {
  it("shows the discount before the struck old price, which a row card's one line may not have room for", () => {
    const html = renderToString(
      <MemoryRouter>
        <I18nProvider lang="lv" dictionary={{}}>
          <LotCard card={lotCardView(carCard, "lv")} layout="row" now={Date.parse("2026-11-21T10:00:00Z")} />
        </I18nProvider>
      </MemoryRouter>,
    );
    const line = html.match(/<p class="flex flex-wrap[^"]*">(.*?)<\/p>/)?.[1] ?? "";
    // Elements apart by a space, the text React writes in parts (<!-- -->) joined.
    const text = line.replaceAll("<!-- -->", "").replace(/<[^>]+>/g, " ");
    expect(text.replace(/\s+/g, " ").trim()).toBe("12 500.50 € −17% Old price: 15 000 €");
  });
});
