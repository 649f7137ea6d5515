import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import { decidePriceEdit } from "@tirgus/domain/price-edit";
import { describe, expect, it } from "vitest";
import { editablePriceOfPage, editablePriceOfSaved } from "./editable-price";
import { lotPageOf } from "./lot-route";

const names = (text: string) => ({ lv: text, ru: text, en: text });
const pair = (text: string) => ({ lv: text, ru: text });

/** A lot as `GET /api/lots/{id}` and the price edit's PATCH answer it: `value` is the list price. */
function lotDetail(value: number, discount: { percent: number; toPay: number } | null = null): LotDetail {
  return {
    id: 1_000_001,
    status: LotStatus.published,
    title: pair("Velosipēds"),
    text: pair("Labā stāvoklī"),
    category: {
      id: 10,
      name: names("Velosipēdi"),
      slugPath: pair("sports/velosipedi"),
      parents: [],
      adult: false,
    },
    frontUrl: pair("/lv/sports/velosipedi/!1000001"),
    prices: [
      {
        value,
        discountedValue: discount?.toPay ?? null,
        priceType: { id: 1, name: names("Cena"), short: names("€") },
      },
    ],
    discountPercent: discount?.percent ?? null,
    action: { id: 1, key: "sell" },
    attributes: [],
    location: null,
    files: [],
    owner: { id: 7, name: "Anna", trustedBadge: false },
    ownerType: 1,
    company: null,
    website: null,
    deliveryOptions: [],
    priceRating: null,
    offersAllowed: true,
    priceNegotiable: false,
    vatIncluded: false,
    highlighted: false,
    xmlImported: false,
    views: 0,
    createDate: "2026-11-01T10:00:00.000Z",
    publishDate: "2026-11-01T10:00:00.000Z",
    endDate: "2999-01-01T00:00:00.000Z",
  } as unknown as LotDetail;
}

const page = (lot: LotDetail) =>
  lotPageOf(lot, "lv", { publicUrl: "https://tirgus.test", mapTiles: { url: "", fallbackUrl: "" } });
const cents = (euros: number | null) => Math.round((euros ?? Number.NaN) * 100);

describe("the owner's inline price edit after a save (lot-price.tsx)", () => {
  it("starts the next edit from the saved price, not from the page's loader data", () => {
    // The page was loaded at 100; the owner saved 150.
    const loaded = editablePriceOfPage(page(lotDetail(100)));
    expect(loaded.listValue).toBe(100);
    const saved = editablePriceOfSaved(lotDetail(150), "lv");
    expect(saved.listValue).toBe(150);
    expect(saved.view?.text).toBe("150 €");
    // Back to 100 is a change: judged against the loader's 100 it was taken for "unchanged" and never sent.
    expect(decidePriceEdit("100", cents(saved.listValue))).toEqual({ save: 10_000 });
    expect(decidePriceEdit("150.00", cents(saved.listValue))).toEqual({ unchanged: true });
  });

  it("edits a discounted lot's list price, which the page shows struck through, and keeps the discount", () => {
    const discounted = lotDetail(150, { percent: 10, toPay: 135 });
    const loaded = editablePriceOfPage(page(discounted));
    expect(loaded.view?.text).toBe("135 €");
    expect(loaded.view?.old).toBe("150 €");
    expect(loaded).toMatchObject({ listValue: 150, discountPercent: 10 });
    expect(editablePriceOfSaved(discounted, "lv")).toMatchObject({ listValue: 150, discountPercent: 10 });
  });

  it("knows no discount on a lot without one, and no price to edit on a lot without a price", () => {
    expect(editablePriceOfPage(page(lotDetail(100))).discountPercent).toBeNull();
    const unpriced = { ...lotDetail(100), prices: [] };
    expect(editablePriceOfPage(page(unpriced))).toEqual({
      view: null,
      listValue: null,
      discountPercent: null,
    });
    expect(editablePriceOfSaved(unpriced, "lv").listValue).toBeNull();
  });
});
