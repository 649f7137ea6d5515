import type { ActionTypeName } from "@tirgus/domain/catalogue";
import { formatPriceWithType } from "@tirgus/domain/format";
import type { Language } from "@tirgus/domain/languages";
import type { Autocomplete } from "@tirgus/domain/lot-list";
import { mediaUrl } from "@tirgus/domain/media";
import { listingPath } from "../../lib/category-links";
import { searchPath } from "../../lib/search-paths";

/*
 * What the header search box's dropdown shows, in the page's language with ready addresses: the groups of
 * spec 1 section 2 (suggestions, region and category entries, categories, classifieds) and the two buttons
 * that act on the whole query. Every entry is an option of one listbox, in the order the arrow keys walk.
 */

export type SearchOption =
  | { kind: "recent" | "suggestion"; key: string; label: string; href: string }
  | { kind: "category" | "regionCategory"; key: string; label: string; context: string; href: string }
  | {
      kind: "lot";
      key: string;
      label: string;
      href: string;
      thumbnail: string | null;
      categoryPath: string;
      /** The price ("12 500 €"), or null: the card shows the action's name instead. */
      price: string | null;
      action: ActionTypeName;
    }
  | { kind: "inCategory"; key: string; href: string; category: string | null }
  | { kind: "allResults"; key: string; href: string; total: number; totalCapped: boolean };

export type OptionGroup = {
  id: "recent" | "suggestions" | "regionCategories" | "categories" | "lots" | "actions";
  options: SearchOption[];
};

const pathSeparator = " › ";

/** The dropdown for an autocomplete answer to `query` (sanitised). */
export function autocompleteGroups(answer: Autocomplete, query: string, lang: Language): OptionGroup[] {
  const text = lang === "en" ? "lv" : lang;
  const detected = answer.detectedCategory;
  const detectedName =
    detected === null
      ? null
      : (answer.categories.find((category) => category.id === detected)?.name[lang] ?? null);
  const groups: OptionGroup[] = [
    {
      id: "suggestions",
      options: answer.suggestions.map((suggestion) => ({
        kind: "suggestion",
        key: `suggestion:${suggestion}`,
        label: suggestion,
        href: searchPath(lang, suggestion),
      })),
    },
    {
      id: "regionCategories",
      options: answer.regionCategories.map(({ category, region }) => ({
        kind: "regionCategory",
        key: `region:${category.id}:${region.id}`,
        label: [category.name[lang], region.parent?.[lang], region.name[lang]].filter(Boolean).join(", "),
        context: "",
        href: `${listingPath(lang, [category.path])}?region=${region.id}`,
      })),
    },
    {
      id: "categories",
      options: answer.categories.map((category) => ({
        kind: "category",
        key: `category:${category.id}`,
        label: category.name[lang],
        context: category.parents.map((parent) => parent[lang]).join(pathSeparator),
        href: listingPath(lang, [category.path]),
      })),
    },
    {
      id: "lots",
      options: answer.lots.map((lot) => {
        // With the price type's unit, as the card shows it: a rent is "52 €/dienā", not "52 €".
        const price = lot.price
          ? formatPriceWithType(lot.price.discountedValue ?? lot.price.value, lot.price.priceType.short[lang])
          : null;
        return {
          kind: "lot",
          key: `lot:${lot.id}`,
          label: lot.title[text],
          href: lot.frontUrl[text],
          thumbnail: lot.image
            ? mediaUrl({
                cdn: "",
                storageId: lot.image.storageId,
                size: "thumbnail",
                rotation: lot.image.rotation ?? 0,
                format: "webp",
              })
            : null,
          categoryPath: lot.categoryPath.map((names) => names[lang]).join(pathSeparator),
          price,
          action: lot.action.key,
        };
      }),
    },
    {
      id: "actions",
      options: [
        ...(detected === null
          ? []
          : [
              {
                kind: "inCategory" as const,
                key: "inCategory",
                href: searchPath(lang, query, [detected]),
                category: detectedName,
              },
            ]),
        ...(answer.total > 0
          ? [
              {
                kind: "allResults" as const,
                key: "allResults",
                href: searchPath(lang, query),
                total: answer.total,
                totalCapped: answer.totalCapped,
              },
            ]
          : []),
      ],
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The signed-in user's recent searches, for a focused empty box. */
export function recentGroups(queries: readonly string[], lang: Language): OptionGroup[] {
  const unique = [...new Set(queries)];
  if (unique.length === 0) return [];
  return [
    {
      id: "recent",
      options: unique.map((query) => ({
        kind: "recent",
        key: `recent:${query}`,
        label: query,
        href: searchPath(lang, query),
      })),
    },
  ];
}

/** Whether an answer found anything at all (else the dropdown says so). */
export const isEmptyAnswer = (answer: Autocomplete): boolean =>
  answer.total === 0 &&
  answer.suggestions.length === 0 &&
  answer.categories.length === 0 &&
  answer.regionCategories.length === 0 &&
  answer.lots.length === 0;

export type SelectionKey = "ArrowDown" | "ArrowUp";

/**
 * The active option after a key, among `count` options; -1 is the text field itself (nothing active).
 * Down from the field enters the list at the top, Up at the bottom; both wrap around at the ends, as in the
 * WAI-ARIA combobox pattern.
 */
export function moveSelection(active: number, key: SelectionKey, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case "ArrowDown":
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case "ArrowUp":
      return active <= 0 ? count - 1 : active - 1;
  }
}
