import type { ActionTypeName, FilterDisplayTypeName, RegionType, ViewType } from "@tirgus/domain/catalogue";

/*
 * The catalogue as data (issue 3): categories, their filters and actions, and Latvia's regions, written as
 * typed TypeScript so that a wrong key or a missing translation fails the type check. The seed loads these
 * into PostgreSQL; ids are explicit and stable because they appear in public URLs and in lots.
 */

/** A text in each language of the product, written as a native speaker would. */
export type Names = { lv: string; ru: string; en: string };

/** URL slugs per language: lowercase ASCII letters, digits and hyphens (Latvian and Russian transliterated). */
export type Slugs = { lv: string; ru: string; en: string };

/** A kind of price a lot can carry (price, per month, per day, per m2...). */
export type PriceTypeSeed = {
  id: number;
  key: string;
  names: Names;
  /** The short form shown after the amount, e.g. "€/mēn." / "€/мес." / "€/month". */
  short: Names;
};

/** A defined value of a select-like filter (select, multi, car_body, color, radioCheckBox, text_pre). */
export type FilterValueSeed = {
  id: number;
  names: Names;
  /** What the value means to the code (a colour's hex, a number of doors...), when it differs from the name. */
  actualValue?: string;
  /** Values of a dependent filter that belong to this value (e.g. the models of a car make). */
  children?: FilterValueSeed[];
};

/** A filter definition, shared by every category that uses it. */
export type FilterSeed = {
  id: number;
  key: string;
  names: Names;
  displayType: FilterDisplayTypeName;
  /** Unit shown beside numbers (km, cm3, m2, kW...). */
  unit?: Names;
  /** number, number_int, number_gradual, float, measure: the range the input accepts. */
  min?: number;
  max?: number;
  /** number_gradual: the steps offered in the from/to choice lists. */
  steps?: number[];
  values?: FilterValueSeed[];
  /** A filter whose values depend on the chosen value of another (model depends on make). */
  dependsOn?: string;
};

/** How a category uses a filter. */
export type CategoryFilterSeed = {
  filter: string;
  required?: boolean;
  visibility: "top" | "showMore" | "hidden";
  /** The group the filter is shown in on the create form and the filter panel. */
  section?: "main" | "technical" | "equipment" | "condition" | "location" | "other";
  /** 0 full width, 1 half width. */
  displaySize?: 0 | 1;
  cssClass?: string;
};

export type CategoryActionSeed = {
  action: ActionTypeName;
  /** Keys of PriceTypeSeed; empty for actions without a price (gift, found, lost, ...). */
  priceTypes: string[];
  /** Several price types shown as one range in lists. */
  combinedPriceRange?: boolean;
};

export type CategorySeed = {
  id: number;
  key: string;
  slugs: Slugs;
  names: Names;
  /** Icon name of the home grid (top-level categories). */
  icon?: string;
  status?: "active" | "comingSoon";
  viewType?: ViewType;
  /** Shown on home among the first subcategory names. */
  highlighted?: boolean;
  /** Adult content: behind the age gate and hidden when the adultContent cookie says so. */
  adult?: boolean;
  /** Not listed on home (the "where to buy" category). */
  hiddenOnHome?: boolean;
  /** A shortcut category points at another category's key. */
  shortcutTo?: string;
  /** Filters of this category; children inherit them and add their own. */
  filters?: CategoryFilterSeed[];
  /** Actions of this category; children inherit them unless they give their own. */
  actions?: CategoryActionSeed[];
  /** A legal notice shown on the create form and the lot page (pets). */
  notice?: Names;
  children?: CategorySeed[];
};

export type RegionSeed = {
  id: number;
  key: string;
  names: Names;
  slugs: Slugs;
  /** Spec types for the top level; finer levels are towns, parishes and neighbourhoods. */
  type: RegionType | "town" | "parish" | "neighbourhood";
  /** WGS84 centre. */
  lat: number;
  lng: number;
  population?: number;
  children?: RegionSeed[];
};

export type StreetSeed = {
  id: number;
  /** The region (city, town or neighbourhood) key the street belongs to. */
  region: string;
  /** Street names are official Latvian names; ru/en only where a translation is customary. */
  names: Names;
  numbers: { number: string; lat: number; lng: number }[];
};
