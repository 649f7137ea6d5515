import type { LotCard, LotList } from "@tirgus/domain/lot-list";
import { describe, expect, it } from "vitest";
import { itemListJsonLd, rowCards } from "./row-data";

const card = (id: number): LotCard => ({
  id,
  status: 2,
  title: { lv: `Velosipēds ${id}`, ru: `Велосипед ${id}` },
  preview: { lv: "", ru: "" },
  category: { id: 1, name: { lv: "Velosipēdi", ru: "Велосипеды", en: "Bicycles" } },
  frontUrl: { lv: `/lv/transports/velosipedi/!${id}`, ru: `/ru/transport/velosipedy/!${id}` },
  price: null,
  discountPercent: null,
  action: { id: 1, key: "sell" },
  regionTitle: null,
  publishDate: "2026-11-24T10:00:00.000Z",
  highlighted: false,
  ownerType: 1,
  ownerId: 7,
  trustedBadge: false,
  images: [],
  fileCount: 0,
  views: 0,
  attributes: [],
  location: null,
});

describe("a row's cards", () => {
  const list: LotList = { count: 2, countCapped: false, data: [card(7), card(8)] };

  it("are the page language's card views, marked when the visitor has opened the lot", () => {
    const cards = rowCards(list, "ru", new Set([8]));
    expect(cards.map((item) => [item.card.title, item.card.href, item.visited])).toEqual([
      ["Велосипед 7", "/ru/transport/velosipedy/!7", false],
      ["Велосипед 8", "/ru/transport/velosipedy/!8", true],
    ]);
  });

  it("are an ItemList for search engines, in order, with absolute addresses", () => {
    const cards = rowCards(list, "lv", new Set()).map((item) => item.card);
    expect(itemListJsonLd("Nesen pievienoti", "https://tirgus.lv", cards)).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Nesen pievienoti",
      numberOfItems: 2,
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          url: "https://tirgus.lv/lv/transports/velosipedi/!7",
          name: "Velosipēds 7",
        },
        {
          "@type": "ListItem",
          position: 2,
          url: "https://tirgus.lv/lv/transports/velosipedi/!8",
          name: "Velosipēds 8",
        },
      ],
    });
  });
});
