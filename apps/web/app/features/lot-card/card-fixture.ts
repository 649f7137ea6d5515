import type { LotCard } from "@tirgus/domain/lot-list";

/* A lot as the list endpoints answer it, for the lot card's tests: a discounted, highlighted used car. */

export const names = (lv: string, ru: string) => ({ lv, ru, en: lv });

export const carCard: LotCard = {
  id: 4242,
  status: 2,
  title: { lv: "Volkswagen Golf", ru: "Фольксваген Гольф" },
  preview: { lv: "Labā stāvoklī", ru: "В хорошем состоянии" },
  category: { id: 12, name: names("Vieglie auto", "Легковые") },
  frontUrl: { lv: "/lv/transports/vieglie-auto/!4242", ru: "/ru/transport/legkovye/!4242" },
  price: { value: 15000, discountedValue: 12500.5, priceType: { id: 1, short: names("", "") } },
  discountPercent: 17,
  action: { id: 1, key: "sell" },
  regionTitle: { lv: "Rīga, Centrs", ru: "Рига, Центр" },
  publishDate: "2026-11-20T10:00:00.000Z",
  highlighted: true,
  ownerType: 1,
  ownerId: 7,
  trustedBadge: true,
  images: [
    { storageId: "ab12cd34", rotation: null },
    { storageId: "ef56gh78", rotation: 2 },
  ],
  fileCount: 9,
  views: 10,
  attributes: [
    { key: "year", value: 2015, unit: null },
    { key: "mileage", value: 180000, unit: names("km", "км") },
    { key: "engine-volume", value: 1.6, unit: names("l", "л") },
  ],
  location: null,
};
