import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { decidePriceEdit } from "@tirgus/domain/price-edit";
import { describe, expect, it } from "vitest";
import { editablePriceOfPage, editablePriceOfSaved } from "./editable-price";
import { lotDetail, pageOf } from "./lot-detail-fixture";

/** A lot as `GET /api/lots/{id}` and the price edit's PATCH answer it: `value` is the list price. */
function lotWithPrice(value: number, discount: { percent: number; toPay: number } | null = null): LotDetail {
  const [price] = lotDetail().prices;
  return lotDetail({
    prices: price ? [{ ...price, value, discountedValue: discount?.toPay ?? null }] : [],
    discountPercent: discount?.percent ?? null,
  });
}

const page = pageOf;
const cents = (euros: number | null) => Math.round((euros ?? Number.NaN) * 100);

describe("the owner's inline price edit after a save (lot-price.tsx)", () => {
  it("starts the next edit from the saved price, not from the page's loader data", () => {
    // The page was loaded at 100; the owner saved 150.
    const loaded = editablePriceOfPage(page(lotWithPrice(100)));
    expect(loaded.listValue).toBe(100);
    const saved = editablePriceOfSaved(lotWithPrice(150), "lv");
    expect(saved.listValue).toBe(150);
    expect(saved.view?.text).toBe("150 €");
    // Back to 100 is a change: judged against the loader's 100 it was taken for "unchanged" and never sent.
    expect(decidePriceEdit("100", cents(saved.listValue))).toEqual({ save: 10_000 });
    expect(decidePriceEdit("150.00", cents(saved.listValue))).toEqual({ unchanged: true });
  });

  it("edits a discounted lot's list price, which the page shows struck through, and keeps the discount", () => {
    const discounted = lotWithPrice(150, { percent: 10, toPay: 135 });
    const loaded = editablePriceOfPage(page(discounted));
    expect(loaded.view?.text).toBe("135 €");
    expect(loaded.view?.old).toBe("150 €");
    expect(loaded).toMatchObject({ listValue: 150, discountPercent: 10 });
    expect(editablePriceOfSaved(discounted, "lv")).toMatchObject({ listValue: 150, discountPercent: 10 });
  });

  it("knows no discount on a lot without one, and no price to edit on a lot without a price", () => {
    expect(editablePriceOfPage(page(lotWithPrice(100))).discountPercent).toBeNull();
    const unpriced = { ...lotWithPrice(100), prices: [] };
    expect(editablePriceOfPage(page(unpriced))).toEqual({
      view: null,
      listValue: null,
      discountPercent: null,
      changesLeft: null,
    });
    expect(editablePriceOfSaved(unpriced, "lv").listValue).toBeNull();
  });

  it("knows the price changes left from the owner's answers only, the saved one after a save", () => {
    expect(editablePriceOfPage(page(lotWithPrice(100))).changesLeft).toBeNull();
    expect(editablePriceOfPage(page({ ...lotWithPrice(100), priceChangesLeft: 2 })).changesLeft).toBe(2);
    expect(editablePriceOfSaved({ ...lotWithPrice(150), priceChangesLeft: 0 }, "lv").changesLeft).toBe(0);
  });
});
