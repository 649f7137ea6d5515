import type { LotDetail, LotFile } from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import { lotPageOf } from "./lot-route";

/* A lot as `GET /api/lots/{id}` answers it, for the lot page's tests: a published bicycle with a list price. */

const past = "2020-01-01T00:00:00.000Z";
const future = "2999-01-01T00:00:00.000Z";
const names = (text: string) => ({ lv: text, ru: text, en: text });
const pair = (text: string) => ({ lv: text, ru: text });
export const picture = (id: number, storageId: string, rotation: LotFile["rotation"] = null): LotFile => ({
  id,
  storageId,
  outputType: "image",
  panorama: false,
  extension: "jpeg",
  width: 1600,
  height: 1200,
  rotation,
  converted: true,
  versions: { hd: { width: 1440, height: 1080 } },
});

export function lotDetail(fields: Partial<LotDetail> = {}): LotDetail {
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
      { value: 100, discountedValue: null, priceType: { id: 1, name: names("Cena"), short: names("€") } },
    ],
    discountPercent: null,
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
    createDate: past,
    publishDate: past,
    endDate: future,
    ...fields,
  };
}

/** The page data of a lot, as the route builds it for a visitor in Latvian. */
export const pageOf = (detail: LotDetail) =>
  lotPageOf(detail, "lv", { publicUrl: "https://tirgus.test", mapTiles: { url: "", fallbackUrl: "" } });
