import { idsOf, nameOf, oneOf } from "./enumeration.ts";

/** Filter display types by id (both specs, section 3). */
export const FilterDisplayType = {
  text: 0,
  number_int: 1,
  select: 2,
  multi: 3,
  geo: 4,
  number: 5,
  text_pre: 6,
  color: 7,
  number_gradual: 8,
  car_body: 9,
  mot: 10,
  measure: 11,
  date: 12,
  float: 13,
  radioCheckBox: 14,
} as const;
export type FilterDisplayTypeName = keyof typeof FilterDisplayType;
export type FilterDisplayTypeId = (typeof FilterDisplayType)[FilterDisplayTypeName];
export const filterDisplayTypeName = (id: FilterDisplayTypeId): FilterDisplayTypeName =>
  nameOf(FilterDisplayType, id);

/** An inspection date that has passed is emptied, so a required mot filter could never be satisfied. */
export const isRequiredExempt = (displayType: FilterDisplayTypeId): boolean =>
  displayType === FilterDisplayType.mot;

export const FilterVisibility = { top: 1, showMore: 2, hidden: 3 } as const;
export type FilterVisibilityId = (typeof FilterVisibility)[keyof typeof FilterVisibility];

/** Width of a filter in the create form. */
export const DisplaySize = { full: 0, half: 1 } as const;
export type DisplaySizeId = (typeof DisplaySize)[keyof typeof DisplaySize];

/** Action types by id; 12 is not used by the spec. */
export const ActionType = {
  sell: 1,
  buy: 2,
  change: 3,
  hire: 4,
  rent: 5,
  gift: 6,
  search: 7,
  offer: 8,
  found: 9,
  lost: 10,
  lookingForHome: 11,
  charity: 13,
} as const;
export type ActionTypeName = keyof typeof ActionType;
export type ActionTypeId = (typeof ActionType)[ActionTypeName];
export const actionTypeName = (id: ActionTypeId): ActionTypeName => nameOf(ActionType, id);
export const isActionTypeId = oneOf(idsOf(ActionType));
export const isActionTypeName = (key: string): key is ActionTypeName => Object.hasOwn(ActionType, key);

export const PriceRating = { veryGood: 5, good: 4, fair: 3, increased: 2, high: 1 } as const;
export type PriceRatingId = (typeof PriceRating)[keyof typeof PriceRating];

export const viewTypes = ["list", "grid", "clothes", "map"] as const;
export type ViewType = (typeof viewTypes)[number];

export const regionTypes = ["republic_city", "municipality"] as const;
export type RegionType = (typeof regionTypes)[number];

export const areaUnits = ["m2", "ha"] as const;
export type AreaUnit = (typeof areaUnits)[number];
export const squareMetresPerHectare = 10_000;
/** The filter of a plot's area: the one area shown, and typed, in hectares as well (decision 36). */
export const landAreaFilterKey = "land-area";

export function toSquareMetres(value: number, unit: AreaUnit): number {
  return unit === "ha" ? value * squareMetresPerHectare : value;
}

/** Brands with their own links in the create flow (spec 2 section 2). */
export const carBrandLinks = [
  "Audi",
  "BMW",
  "Ford",
  "Mercedes",
  "Nissan",
  "Opel",
  "Renault",
  "Toyota",
  "Volkswagen",
  "Volvo",
  "Skoda",
] as const;

/**
 * Blocks of a category landing in their default order; a category's `customBlockSorting` lists them in the
 * order it shows them instead.
 */
export const landingBlocks = ["subcategories", "presets", "highlighted", "recent", "partners"] as const;
export type LandingBlock = (typeof landingBlocks)[number];
