import {
  type ActionTypeName,
  actionTypeName,
  FilterDisplayType,
  FilterVisibility,
  isActionTypeId,
  isActionTypeName,
  landAreaFilterKey,
} from "@tirgus/domain/catalogue";
import type { CategoryDetail, CategoryFilter, RegionNode, Street } from "@tirgus/domain/catalogue-api";
import { formatQuantity } from "@tirgus/domain/format";
import { type Language, languages } from "@tirgus/domain/languages";
import {
  filterRangeParam,
  filterTextParam,
  filterValueParam,
  ListParam,
  type LotList,
  lastListPage,
  resolveDateBound,
} from "@tirgus/domain/lot-list";
import { calendarDate } from "@tirgus/domain/periods";
import type { SortOptionId } from "@tirgus/domain/sorting";
import type { UsedFilter } from "@tirgus/domain/used-filters";
import { listedCategoryId, listingPath } from "../../lib/category-links";
import { mapPath } from "../../lib/map-path";
import { nameOrder } from "../../lib/name-order";
import type { PathsByLanguage } from "../../lib/page-paths";
import type { Crumb } from "../../lib/seo";
import { type LotCardView, lotCardView } from "../lot-card/card-view";
import type { ListSource } from "../lot-page/list-context";
import { sortOf, sortOptionsFor } from "./list-query";

/*
 * The listing page's view model (decision 17): names in the page's language, addresses built, filters
 * reduced to what the panel renders. Kept small: it is the hydration data of every listing page.
 */

export type ChoiceOption = { id: number; name: string };
export type FilterView =
  | {
      kind: "choice";
      id: number;
      name: string;
      more: boolean;
      /** The filter whose value this one's values belong to (a car's model to its make), or null. */
      dependsOn: number | null;
      /** select (one value from a list), checks (several), radio (one of a few), colors (several swatches). */
      control: "select" | "checks" | "radio" | "colors";
      options: ChoiceOption[];
      selected: number[];
    }
  | {
      kind: "range";
      id: number;
      name: string;
      more: boolean;
      unit: string | null;
      /** A land area: its bounds may be typed in hectares as well as in square metres. */
      hectares: boolean;
      /** number_gradual: the bounds are chosen from these steps. */
      steps: number[] | null;
      decimal: boolean;
      min: string;
      max: string;
    }
  | { kind: "date"; id: number; name: string; more: boolean; min: string; max: string }
  /** text: an identifier (VIN, part number, IMEI...), matched ignoring case, spaces and hyphens. */
  | { kind: "text"; id: number; name: string; more: boolean; value: string };

export type ListingFilters = {
  filters: FilterView[];
  minPrice: string;
  maxPrice: string;
  ownerType: string;
  trustedOnly: boolean;
  period: string;
  region: { options: ChoiceOption[]; selected: number | null; fromPath: boolean };
  action: ActionChoice;
  priceType: PriceTypeChoice;
  /** The street the list is narrowed to (`street=`, from a lot's "More classifieds on this street"). */
  street: { id: number; name: string } | null;
  /**
   * Where a real-estate list narrowed to a region reads the streets its lots are on (`GET used-streets`), for
   * its street field; null where the list offers none (the chosen street is then a ticked choice).
   */
  streetsSource: string | null;
  /** The part of the map the list is narrowed to (`area=`, from the map's "Search in this area"). */
  area: string | null;
};

/**
 * The deal types a list can be narrowed to (`action`): the category's (sell, rent, buy...), with the chosen
 * one's id or "" for all. A preset carousel's "see all" names one (cars under 5,000 € are for sale).
 */
export type ActionChoice = { options: { id: number; key: ActionTypeName }[]; selected: string };

/**
 * The category's deal types, plus the one the address names if the category does not offer it (a hand-made
 * `action=6` on cars, or a search without a category): the list is narrowed by it, so the select shows it
 * chosen and the visitor can lift it, instead of showing "All" over a list it does not hold.
 */
export function actionChoice(actions: CategoryDetail["actions"], search: URLSearchParams): ActionChoice {
  const options = actions.flatMap(({ id, key }) => (isActionTypeName(key) ? [{ id, key }] : []));
  const selected = search.get(ListParam.action) ?? "";
  const named = Number(selected);
  if (selected !== "" && isActionTypeId(named) && !options.some(({ id }) => id === named)) {
    options.push({ id: named, key: actionTypeName(named) });
  }
  return { options, selected };
}

/**
 * The price types the price range can be narrowed to (`priceType`, decision 0037), with the chosen one's id or
 * "" for all: the price types of the deal types in question (the chosen one, or every one of the category)
 * that ask a price in more than one way and do not add those up into one range (`combinedPriceRange`: a car
 * rented per day or per week is one rent; a flat rented per month or per day is not). None when that leaves
 * fewer than two; a chosen one is offered whatever the deal type, so that it can be lifted.
 */
export type PriceTypeChoice = { options: { id: number; name: string; short: string }[]; selected: string };

export function priceTypeChoice(
  actions: CategoryDetail["actions"],
  search: URLSearchParams,
  lang: Language,
): PriceTypeChoice {
  const selected = search.get(ListParam.priceType) ?? "";
  const chosenAction = actions.find((action) => String(action.id) === search.get(ListParam.action));
  const split = (chosenAction ? [chosenAction] : actions).filter(
    (action) => !action.combinedPriceRange && action.priceTypes.length > 1,
  );
  const option = (type: CategoryDetail["actions"][number]["priceTypes"][number]) => ({
    id: type.id,
    name: type.name[lang],
    short: type.short[lang],
  });
  const options = new Map(
    split.flatMap((action) => action.priceTypes).map((type) => [type.id, option(type)]),
  );
  const chosen = actions.flatMap((action) => action.priceTypes).find((type) => String(type.id) === selected);
  if (chosen && !options.has(chosen.id)) options.set(chosen.id, option(chosen));
  return { options: options.size > 1 || chosen ? [...options.values()] : [], selected };
}

export type Listing = {
  name: string;
  regionName: string | null;
  breadcrumb: Crumb[];
  /** The listing's own address (without query); forms submit to it. */
  path: string;
  /** Without a region segment: the filter form submits here, the region then in the query. */
  categoryPath: string;
  count: number;
  countCapped: boolean;
  cards: LotCardView[];
  page: number;
  lastPage: number;
  sort: SortOptionId;
  sortOptions: SortOptionId[];
  panel: ListingFilters;
  /** Real estate: lots have places worth a map. */
  mapHref: string | null;
  /** When the list was loaded (ms): cards word their age against it. */
  now: number;
  pathsByLanguage: PathsByLanguage;
  /**
   * Where the same list is indexed when that is another address (a shortcut's target: `duplicateOf`); null
   * when this page is the one.
   */
  canonicalPaths: PathsByLanguage | null;
  /**
   * Filtered or sorted: a variant of the category's list, which search engines are asked not to index. Its
   * page 2 holds other lots than the list's page 2, so no page of the list stands for it.
   */
  variant: boolean;
  /** The API query of this list: a lot opened from it steps through it (lot-page/list-context.ts). */
  listSource: ListSource;
};

type Names = Readonly<Record<Language, string>>;

const choiceControls: Partial<Record<number, "select" | "checks" | "radio" | "colors">> = {
  [FilterDisplayType.select]: "select",
  [FilterDisplayType.text_pre]: "select",
  [FilterDisplayType.multi]: "checks",
  [FilterDisplayType.car_body]: "checks",
  [FilterDisplayType.color]: "colors",
  [FilterDisplayType.radioCheckBox]: "radio",
};
const rangeTypes = new Set<number>([
  FilterDisplayType.number,
  FilterDisplayType.number_int,
  FilterDisplayType.number_gradual,
  FilterDisplayType.float,
  FilterDisplayType.measure,
]);
const dateTypes = new Set<number>([FilterDisplayType.date, FilterDisplayType.mot]);

/** Whether the address narrows by a filter: a value, a bound or a text of it. */
const chosenIn = (search: URLSearchParams, filterId: number): boolean =>
  [
    filterValueParam(filterId),
    filterRangeParam(filterId, "min"),
    filterRangeParam(filterId, "max"),
    filterTextParam(filterId),
  ].some((name) => search.has(name));

const idsIn = (search: URLSearchParams, name: string): number[] =>
  search
    .getAll(name)
    .flatMap((value) => value.split(","))
    .filter((value) => /^\d{1,9}$/.test(value))
    .map(Number);

/**
 * The filter panel of a category: one entry per filter it offers, in order, with what the URL has chosen.
 * Geo filters (the region select stands for them) are left out, and so are hidden ones. A
 * select whose values depend on another filter's (car models on the make) lists the values under the chosen
 * parents and is left out until one is chosen. Values no published lot carries are left out when the used
 * filters name the filter.
 */
export function filterViews(
  filters: readonly CategoryFilter[],
  used: readonly UsedFilter[],
  search: URLSearchParams,
  lang: Language,
  now: number,
): FilterView[] {
  // Preset carousels' lists ask for dates from "today" (`fV[11][min]=today`): the date field shows the day.
  const today = calendarDate(new Date(now));
  const dateBound = (name: string) => resolveDateBound(search.get(name) ?? "", today);
  const usedValues = new Map(
    used.map((entry) => [entry.filterId, new Set(entry.values.map((value) => value.id))]),
  );
  const byId = new Map(filters.map((entry) => [entry.filter.id, entry]));
  const views: FilterView[] = [];
  for (const entry of filters) {
    const { filter } = entry;
    // A hidden filter shows once chosen (a preset offer's "with a factory warranty"): what narrows the list
    // is in sight, can be lifted, and is sent again as the visitor narrows further.
    if (entry.visibilityType === FilterVisibility.hidden && !chosenIn(search, filter.id)) continue;
    const base = {
      id: filter.id,
      name: filter.name[lang],
      more: entry.visibilityType === FilterVisibility.showMore,
    };
    const control = choiceControls[filter.displayType];
    if (control) {
      const selected = idsIn(search, filterValueParam(filter.id));
      const parent = filter.dependsOn === null ? undefined : byId.get(filter.dependsOn);
      let values = entry.filterDefinedValues.filter((value) => value.parentValueId === null);
      if (parent) {
        const parents = new Set(idsIn(search, filterValueParam(parent.filter.id)));
        if (parents.size === 0) continue;
        const own =
          entry.filterDefinedValues.length > 0 ? entry.filterDefinedValues : parent.filterDefinedValues;
        values = own.filter((value) => value.parentValueId !== null && parents.has(value.parentValueId));
      } else {
        const withLots = usedValues.get(filter.id);
        if (withLots && withLots.size > 0)
          values = values.filter((value) => withLots.has(value.id) || selected.includes(value.id));
      }
      if (values.length === 0) continue;
      const options = [...values]
        .sort((a, b) => a.sequence - b.sequence)
        .map((value) => ({ id: value.id, name: value.displayValue[lang] }));
      // A one-value control cannot show the several values a hand-written address may name: checks show
      // each value that narrows the list, and let the visitor lift any of them.
      const shown = selected.length > 1 && (control === "select" || control === "radio") ? "checks" : control;
      views.push({ ...base, kind: "choice", control: shown, options, selected, dependsOn: filter.dependsOn });
    } else if (rangeTypes.has(filter.displayType)) {
      views.push({
        ...base,
        kind: "range",
        unit: filter.unit?.[lang] ?? null,
        hectares: filter.key === landAreaFilterKey,
        steps: filter.displayType === FilterDisplayType.number_gradual ? filter.steps : null,
        decimal:
          filter.displayType === FilterDisplayType.float || filter.displayType === FilterDisplayType.measure,
        min: search.get(filterRangeParam(filter.id, "min")) ?? "",
        max: search.get(filterRangeParam(filter.id, "max")) ?? "",
      });
    } else if (dateTypes.has(filter.displayType)) {
      views.push({
        ...base,
        kind: "date",
        min: dateBound(filterRangeParam(filter.id, "min")),
        max: dateBound(filterRangeParam(filter.id, "max")),
      });
    } else if (filter.displayType === FilterDisplayType.text) {
      views.push({ ...base, kind: "text", value: search.get(filterTextParam(filter.id)) ?? "" });
    }
  }
  return views;
}

/** A region a list is narrowed to, with the regions above it from the top down. */
export type ChosenRegion = Pick<ListedRegion, "id" | "name" | "parents">;

/**
 * The region select's options, in the page language's order: the state cities and municipalities and, right
 * after the one the list is narrowed to (or to a part of), its parts (neighbourhoods, parishes, towns) named
 * with it ("Rīga, Purvciems"), so a list is narrowed to a part from the form as from the search box. Given the
 * category's used regions (id to lots), only the regions with lots, each with how many ("Rīga (1 234)"); the
 * chosen region and its city stay even without lots (a shared link), so the form keeps them (an option
 * missing, the select showed "All Latvia" and the next change of a filter dropped the region).
 */
export function regionChoiceOptions(
  tree: readonly RegionNode[],
  chosen: ChosenRegion | null,
  lang: Language,
  used: ReadonlyMap<number, number> | null = null,
): ChoiceOption[] {
  const top = chosen ? (chosen.parents[0]?.id ?? chosen.id) : null;
  const offered = (region: RegionNode) =>
    used === null || used.has(region.id) || region.id === chosen?.id || region.id === top;
  const order = nameOrder(lang);
  const inOrder = (regions: readonly RegionNode[]) =>
    regions.filter(offered).sort((a, b) => order(a.name[lang], b.name[lang]));
  const option = (region: RegionNode, name: string): ChoiceOption => {
    const lots = used?.get(region.id);
    return { id: region.id, name: lots === undefined ? name : `${name} (${formatQuantity(lots)})` };
  };
  return inOrder(tree).flatMap((region) => [
    option(region, region.name[lang]),
    ...(region.id === top
      ? inOrder(region.children).map((part) => option(part, `${region.name[lang]}, ${part.name[lang]}`))
      : []),
  ]);
}

/** The region a list is narrowed to: from the path (`/!{slug}`) or from the query (`region=<id>`). */
export type ListedRegion = {
  id: number;
  name: Names;
  slug: Names;
  fromPath: boolean;
  /** The regions it lies within, from the top down (none for a city or municipality). */
  parents: { id: number; name: Names }[];
};

export type ListingInput = {
  category: CategoryDetail;
  /** The category a shortcut lists exactly (`duplicateOf`), or null. */
  shortcutTarget: CategoryDetail | null;
  region: ListedRegion | null;
  street: Street | null;
  filters: readonly CategoryFilter[];
  used: readonly UsedFilter[];
  /** The region tree, and the regions with lots of the category (id to lots; null when not known). */
  regions: readonly RegionNode[];
  usedRegions: ReadonlyMap<number, number> | null;
  list: LotList;
  /** What the list was asked with (`GET /api/lots`). */
  apiQuery: URLSearchParams;
  search: URLSearchParams;
  page: number;
  pageSize: number;
  lang: Language;
  now: number;
  realEstate: boolean;
};

/**
 * Where a real-estate list's street field reads its streets: those of the list's region, or, for a list at a
 * street from a lot's page (no region), those of the street's own place, so that its neighbours are a choice
 * away. Other lists have no street field.
 */
function streetsSource({ realEstate, region, street, category }: ListingInput): string | null {
  const place = region?.id ?? street?.regionId;
  if (!realEstate || place === undefined) return null;
  return `/api/categories/${listedCategoryId(category)}/used-streets?${ListParam.region}=${place}`;
}

/** The sorts a category's listing offers: the public ones and those of the category's own filters. */
export const categorySortOptions = (filters: readonly CategoryFilter[]): SortOptionId[] =>
  sortOptionsFor(
    new Set(
      filters
        .filter((entry) => entry.visibilityType !== FilterVisibility.hidden)
        .map((entry) => entry.filter.key),
    ),
  );

export function listingOf(input: ListingInput): Listing {
  const { category, lang, search, list } = input;
  const levels = [...category.parents, category];
  const region = input.region;
  const regionPart = (target: Language) => (region?.fromPath ? `/!${region.slug[target]}` : "");
  const pathIn = (target: Language) =>
    listingPath(
      target,
      levels.map((level) => level.slug),
    ) + regionPart(target);
  const { shortcutTarget } = input;
  const targetLevels = shortcutTarget && [...shortcutTarget.parents, shortcutTarget];
  const path = pathIn(lang);
  const categoryPath = listingPath(
    lang,
    levels.map((level) => level.slug),
  );
  const breadcrumb: Crumb[] = levels.map((level, index) => ({
    name: level.name[lang],
    href: listingPath(
      lang,
      levels.slice(0, index + 1).map((entry) => entry.slug),
    ),
  }));
  return {
    name: category.name[lang],
    // A part is named with its city ("Rīga, Purvciems"): Rīga and Daugavpils each have a "Centrs".
    regionName: region ? [...region.parents, region].map((part) => part.name[lang]).join(", ") : null,
    breadcrumb,
    path,
    categoryPath,
    count: list.count,
    countCapped: list.countCapped,
    cards: list.data.map((card) => lotCardView(card, lang)),
    listSource: { source: "list", query: input.apiQuery.toString() },
    page: input.page,
    lastPage: lastListPage(list.count, input.pageSize),
    sort: sortOf(search),
    sortOptions: categorySortOptions(input.filters),
    panel: {
      filters: filterViews(input.filters, input.used, search, lang, input.now),
      minPrice: search.get("minPrice") ?? "",
      maxPrice: search.get("maxPrice") ?? "",
      ownerType: search.get("ownerType") ?? "",
      trustedOnly: search.get("trustedOnly") === "true",
      period: search.get("period") ?? "all",
      region: {
        options: regionChoiceOptions(input.regions, region, lang, input.usedRegions),
        selected: region?.id ?? null,
        fromPath: region?.fromPath ?? false,
      },
      action: actionChoice(category.actions, search),
      priceType: priceTypeChoice(category.actions, search, lang),
      street: input.street && { id: input.street.id, name: input.street.name[lang] },
      streetsSource: streetsSource(input),
      area: search.get(ListParam.area),
    },
    mapHref: input.realEstate ? mapPath(lang, path, category.id, search) : null,
    now: input.now,
    pathsByLanguage: Object.fromEntries(
      languages.map((target) => [target, pathIn(target)]),
    ) as PathsByLanguage,
    variant: [...search.keys()].some((name) => name !== ListParam.page),
    canonicalPaths:
      targetLevels &&
      (Object.fromEntries(
        languages.map((target) => [
          target,
          listingPath(
            target,
            targetLevels.map((level) => level.slug),
          ) + regionPart(target),
        ]),
      ) as PathsByLanguage),
  };
}
