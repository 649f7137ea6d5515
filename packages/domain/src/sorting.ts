import { oneOf } from "./enumeration.ts";

export const orderDirections = ["asc", "desc"] as const;
export type OrderDirection = (typeof orderDirections)[number];
export type OrderBy = { readonly orderColumn: string; readonly orderDirection: OrderDirection };

/**
 * Sort options of spec 1 section 9, by stable id (the `sort` value in list URLs). Options the spec
 * names without a direction (best match, views per period, latest personal, recommended, added date)
 * only make sense highest first. "Added date" is the bookmark's own createDate, which is why the
 * bookmarks default is "createDate descending".
 */
export const SortOption = {
  bestMatch: { orderColumn: "bestMatch", orderDirection: "desc" },
  publishDateAsc: { orderColumn: "publishDate", orderDirection: "asc" },
  publishDateDesc: { orderColumn: "publishDate", orderDirection: "desc" },
  priceAsc: { orderColumn: "price", orderDirection: "asc" },
  priceDesc: { orderColumn: "price", orderDirection: "desc" },
  viewsAsc: { orderColumn: "views", orderDirection: "asc" },
  viewsDesc: { orderColumn: "views", orderDirection: "desc" },
  viewsPerDay: { orderColumn: "viewsPerDay", orderDirection: "desc" },
  viewsPerWeek: { orderColumn: "viewsPerWeek", orderDirection: "desc" },
  viewsPerMonth: { orderColumn: "viewsPerMonth", orderDirection: "desc" },
  createDateAsc: { orderColumn: "createDate", orderDirection: "asc" },
  createDateDesc: { orderColumn: "createDate", orderDirection: "desc" },
  endDateAsc: { orderColumn: "endDate", orderDirection: "asc" },
  endDateDesc: { orderColumn: "endDate", orderDirection: "desc" },
  latestPersonal: { orderColumn: "latestPersonal", orderDirection: "desc" },
  recommended: { orderColumn: "recommended", orderDirection: "desc" },
  addedDate: { orderColumn: "createDate", orderDirection: "desc" },
  manufactureDateAsc: { orderColumn: "manufactureDate", orderDirection: "asc" },
  manufactureDateDesc: { orderColumn: "manufactureDate", orderDirection: "desc" },
  engineVolumeAsc: { orderColumn: "engineVolume", orderDirection: "asc" },
  engineVolumeDesc: { orderColumn: "engineVolume", orderDirection: "desc" },
  mileageAsc: { orderColumn: "mileage", orderDirection: "asc" },
  mileageDesc: { orderColumn: "mileage", orderDirection: "desc" },
  roomsAsc: { orderColumn: "rooms", orderDirection: "asc" },
  roomsDesc: { orderColumn: "rooms", orderDirection: "desc" },
  areaAsc: { orderColumn: "area", orderDirection: "asc" },
  areaDesc: { orderColumn: "area", orderDirection: "desc" },
  floorAsc: { orderColumn: "floor", orderDirection: "asc" },
  floorDesc: { orderColumn: "floor", orderDirection: "desc" },
  landAreaAsc: { orderColumn: "landArea", orderDirection: "asc" },
  landAreaDesc: { orderColumn: "landArea", orderDirection: "desc" },
} as const satisfies Record<string, OrderBy>;
export type SortOptionId = keyof typeof SortOption;
export type OrderColumn = (typeof SortOption)[SortOptionId]["orderColumn"];
export const isSortOptionId = oneOf(Object.keys(SortOption) as SortOptionId[]);

/** Offered only in categories whose lots have the value (vehicles, real estate). */
export const categorySortOptionIds = [
  "manufactureDateAsc",
  "manufactureDateDesc",
  "engineVolumeAsc",
  "engineVolumeDesc",
  "mileageAsc",
  "mileageDesc",
  "roomsAsc",
  "roomsDesc",
  "areaAsc",
  "areaDesc",
  "floorAsc",
  "floorDesc",
  "landAreaAsc",
  "landAreaDesc",
] as const satisfies readonly SortOptionId[];

/** Public lists are category, landing and user lists; "my" covers own and own-company lots. */
export const listTypes = ["public", "company", "bookmarks", "my", "search"] as const;
export type ListType = (typeof listTypes)[number];

export const defaultSort = {
  public: "publishDateDesc",
  company: "publishDateDesc",
  bookmarks: "addedDate",
  my: "createDateDesc",
  search: "bestMatch",
} as const satisfies Record<ListType, SortOptionId>;
