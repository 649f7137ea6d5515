import type { ActionTypeName, FilterDisplayTypeName, RegionType, ViewType } from "@tirgus/domain/catalogue";
import type { LandingBlock } from "@tirgus/domain/catalogue-api";
import type { Band } from "@tirgus/domain/presets";

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
  /**
   * Words people search for the category's lots by that its names do not hold ("автомобиль", "automašīna",
   * "car" for Cars), space-separated per language. They are searched as the category's names are (decision
   * 0016): a lot matches the words of its category and of every category above it.
   */
  searchWords?: Partial<Names>;
  /** Filters of this category; children inherit them and add their own. */
  filters?: CategoryFilterSeed[];
  /** Actions of this category; children inherit them unless they give their own. */
  actions?: CategoryActionSeed[];
  /** A legal notice shown on the create form and the lot page (pets). */
  notice?: Names;
  /** Filter values the category's listing preselects, as filter key -> actual values (Electric cars). */
  presetFilters?: Record<string, string[]>;
  /** The order of the blocks of the category's landing, when it differs from the default one. */
  customBlockSorting?: LandingBlock[];
  children?: CategorySeed[];
};

/**
 * The lots a preset carousel shows, written with keys and actual values; the seed turns it into the query
 * string of `GET /api/lots` with ids and fails when a key or value does not resolve.
 */
export type PresetSearchSeed = {
  action?: ActionTypeName;
  ownerType?: "personal" | "company";
  priceEur?: Band;
  /**
   * By filter key: the actual value of a select-like filter, or a range of a numeric or date one. A date
   * bound may be "today", the day the list is read.
   */
  filters?: Record<string, string | { min?: number | "today"; max?: number }>;
};

/** A carousel of a landing page. */
export type PresetOfferSeed = {
  /** The presetBackendId of the spec; stable, as the web app asks for a preset's lots by it. */
  id: number;
  key: string;
  /** The key of the category the search lists. */
  category: string;
  titles: Names;
  search: PresetSearchSeed;
};

/** A partner shown on home and on the landings of its categories (fictional businesses). */
export type PartnerSeed = {
  id: number;
  /** Also the name of its logo: apps/web/public/partners/{key}.svg. */
  key: string;
  name: string;
  url: string;
  descriptions: Names;
  onHome?: boolean;
  /** Keys of the categories whose landings show it; their subcategories' pages show it too. */
  categories: string[];
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
