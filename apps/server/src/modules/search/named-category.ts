import { foldDiacritics, searchStem } from "@tirgus/domain/search";
import type { CachedCategory, ListCatalogue } from "../lot-lists/catalogue-cache.ts";

/*
 * A query that is a category's name ("velosipēds", "работа", "ziemas riepas") says which category it is about,
 * whatever share of its matches lie there: "работа" starts "работы" in the titles of many services ("Садовые
 * работы"), and by the share of its matches a search for work detected Services (decision 0016).
 */

/** A word as the search compares it: one inflection ending cut, lower-cased, without diacritics. */
const comparable = (word: string): string => foldDiacritics(searchStem(word));

/**
 * The forms a word of a name answers to: as compared, and without a final vowel too, which a word of four
 * letters keeps ("дома" for houses answers "дом", as "mājas" answers "māja").
 */
function nameWordForms(word: string): string[] {
  const folded = foldDiacritics(word);
  const withoutVowel = /[aeiouаеёиоуыэюя]$/u.test(folded) && folded.length >= 4 ? [folded.slice(0, -1)] : [];
  return [comparable(word), ...withoutVowel];
}

/** One name of a category in one language: its words as compared, and how many there are. */
type CategoryName = { category: CachedCategory; words: ReadonlySet<string>; length: number };

const namesOf = new WeakMap<ListCatalogue, CategoryName[]>();

/** The names (lv, ru, en) of the categories a search can detect: open ones that are no shortcut. */
function categoryNames(catalogue: ListCatalogue): CategoryName[] {
  let names = namesOf.get(catalogue);
  if (!names) {
    names = [...catalogue.categories.values()]
      .filter((category) => category.status !== "comingSoon" && category.shortcutTo === null)
      .flatMap((category) =>
        [category.names.lv, category.names.ru, category.names.en].map((name) => {
          const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
          return { category, words: new Set(words.flatMap(nameWordForms)), length: words.length };
        }),
      );
    namesOf.set(catalogue, names);
  }
  return names;
}

/**
 * The category whose name holds every word of the query, each compared whole after its ending is cut and its
 * diacritics folded ("velosipēds" names "Velosipēdi", "авто" names "Легковые авто" and not "Автобусы"). Of
 * several, the one whose name has the fewest words ("Работа" rather than "Работа за границей"), or among
 * those the one above all the others; null when no category is named or two unrelated ones are. Words that name
 * a region are left out when the query names no category with them.
 */
export function namedCategory(words: readonly string[], catalogue: ListCatalogue): number | null {
  const wanted = words.map(comparable);
  const named = categoryNamedBy(wanted, catalogue);
  if (named !== null) return named;
  // "dzīvokļi rīgā" names flats in a place: the words that name a region name no category.
  const places = regionWords(catalogue);
  const things = words.filter((word) => !nameWordForms(word).some((form) => places.has(form)));
  return things.length < words.length ? categoryNamedBy(things.map(comparable), catalogue) : null;
}

const regionWordsOf = new WeakMap<ListCatalogue, ReadonlySet<string>>();

/** The words of the regions' names in every language, in the forms they answer to ("rīgā" and "риге" too). */
function regionWords(catalogue: ListCatalogue): ReadonlySet<string> {
  let words = regionWordsOf.get(catalogue);
  if (!words) {
    words = new Set(
      catalogue.regionNames.flatMap((names) =>
        [names.lv, names.ru, names.en]
          .flatMap((name) => name.split(/[^\p{L}\p{N}]+/u))
          .filter((word) => word !== "")
          .flatMap(nameWordForms),
      ),
    );
    regionWordsOf.set(catalogue, words);
  }
  return words;
}

function categoryNamedBy(wanted: readonly string[], catalogue: ListCatalogue): number | null {
  if (wanted.length === 0) return null;
  const naming = categoryNames(catalogue).filter((name) => wanted.every((word) => name.words.has(word)));
  if (naming.length === 0) return null;
  const shortest = Math.min(...naming.map((name) => name.length));
  const candidates = [
    ...new Set(naming.filter((name) => name.length === shortest).map((name) => name.category)),
  ];
  const above = candidates.find((candidate) =>
    candidates.every((other) => other.path.includes(candidate.id)),
  );
  return above?.id ?? null;
}
