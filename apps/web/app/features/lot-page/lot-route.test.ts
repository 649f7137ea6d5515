import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import { describe, expect, it } from "vitest";
import { lotDetail, pageOf, picture } from "./lot-detail-fixture";
import { endedOf } from "./lot-route";

const past = "2020-01-01T00:00:00.000Z";
const future = "2999-01-01T00:00:00.000Z";
const lot = (status: number, endDate: string | null) => ({ status, endDate }) as LotDetail;

describe("how an ended lot is marked (spec 1 section 4)", () => {
  it("marks closed and deleted lots Sold, whatever their end date (a closed lot's is when it closed)", () => {
    expect(endedOf(lot(LotStatus.closed, past))).toBe("sold");
    expect(endedOf(lot(LotStatus.closed, future))).toBe("sold");
    expect(endedOf(lot(LotStatus.deleted, past))).toBe("sold");
  });

  it("marks expired lots, and published ones past their end date, Expired", () => {
    expect(endedOf(lot(LotStatus.expired, past))).toBe("expired");
    expect(endedOf(lot(LotStatus.published, past))).toBe("expired");
  });

  it("leaves a published lot within its period unmarked", () => {
    expect(endedOf(lot(LotStatus.published, future))).toBeNull();
    expect(endedOf(lot(LotStatus.published, null))).toBeNull();
  });
});

const page = pageOf;

describe("the lot page of a sold premium lot, for a non-owner (spec 1 section 4)", () => {
  const sold = lotDetail({
    status: LotStatus.closed,
    highlighted: true,
    files: [
      picture(1, "cover0001", 1),
      { id: 2, blurred: true, width: 1600, height: 1200, preview: "data:image/webp;base64,UklGRg==" },
    ],
  });

  it("names the cover alone in its pictures and structured data; the hidden one has no address to give", () => {
    const data = page(sold);
    expect(data.pictures.map((shown) => shown.large)).toEqual(["/storage/co/ve/cover0001/hd1.webp"]);
    expect(data.structuredData?.image).toEqual(["https://tirgus.test/storage/co/ve/cover0001/hd1.webp"]);
    expect(data.files).toHaveLength(2);
  });

  it("shares the cover cut to the Open Graph size, turned as the seller turned it", () => {
    expect(page(sold).shareImage).toBe("/storage/co/ve/cover0001/og1.jpeg");
    expect(page(lotDetail({ files: [picture(1, "cover0001")] })).shareImage).toBe(
      "/storage/co/ve/cover0001/og.jpeg",
    );
  });
});

describe("a published lot whose end date has passed, before the expiry job gets to it", () => {
  it("is marked Expired, offers no bookmark or report, and tells crawlers it is sold out", () => {
    const data = page(lotDetail({ endDate: past }));
    expect(data.ended).toBe("expired");
    expect(data.published).toBe(false);
    expect(data.structuredData?.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
  });

  it("stays live until then", () => {
    const data = page(lotDetail({}));
    expect([data.ended, data.published]).toEqual([null, true]);
    expect(data.structuredData?.offers).toMatchObject({ availability: "https://schema.org/InStock" });
  });
});

describe("a lot's structured data", () => {
  const perDay = {
    id: 3,
    name: { lv: "Par dienu", ru: "За день", en: "Per day" },
    short: { lv: "€/dienā", ru: "€/день", en: "€/day" },
  };

  it("is a Product with an Offer for what is sold, rented out or given away, its unit named", () => {
    const rented = page(
      lotDetail({
        action: { id: 5, key: "rent" },
        prices: [{ value: 48, discountedValue: null, priceType: perDay }],
      }),
    );
    expect(rented.structuredData?.offers).toMatchObject({
      price: "48.00",
      priceSpecification: { "@type": "UnitPriceSpecification", price: "48.00", unitText: "Per day" },
    });
    const given = page(lotDetail({ action: { id: 6, key: "gift" }, prices: [] }));
    expect(given.structuredData?.offers).toMatchObject({ price: "0.00", priceCurrency: "EUR" });
    expect(page(lotDetail({})).structuredData?.offers).not.toHaveProperty("priceSpecification");
  });

  it("is none for a wanted ad or a find, which offer nothing, and names no pictures it has not", () => {
    expect(page(lotDetail({ action: { id: 2, key: "buy" } })).structuredData).toBeNull();
    expect(page(lotDetail({ action: { id: 9, key: "found" } })).structuredData).toBeNull();
    expect(page(lotDetail({ files: [] })).structuredData).not.toHaveProperty("image");
  });
});
