/**
 * Search text rules shared by the header search box and the search API (spec 1 section 5), and the way a
 * query's words become search terms (docs/decisions/0016-search.md).
 */

/**
 * Anything but digits, Latin and Cyrillic letters, Latvian diacritics, space, slash and hyphen. The Cyrillic
 * block's letters leave out its thousands sign and combining marks (U+0482-0489), which are not letters.
 */
const notAllowed = /[^0-9A-Za-z\u0400-\u0481\u048A-\u04FFĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽž /-]/g;

/** Letters of other Latin alphabets that are not a base letter with marks, written as their base letters. */
const latinLetters: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
};

/**
 * A character search text does not allow, as allowed letters where it is a letter with marks: "Citroën" is
 * "Citroen", as the search documents fold it (search_fold), not "Citro n"; "１２" and "ﬁ" are "12" and "fi"; a
 * stray combining mark goes.
 * Anything else is left for the next pass to make a space.
 */
function foldedLetter(char: string): string {
  return latinLetters[char] ?? char.normalize("NFKD").replace(/\p{M}+/gu, "");
}

/** Longest search text kept after sanitising; a longer one is cut at a word boundary. */
export const searchQueryMaxLength = 100;

/**
 * Search text keeps only digits, Latin and Cyrillic letters, Latvian diacritics, spaces, slash and
 * hyphen, and is trimmed (spec 1 section 5). Letters of other alphabets with marks lose their marks ("ë" is
 * "e"); Latvian ones keep theirs. Any other dropped character becomes a space, so "1.9" stays two
 * words, and runs of spaces become one. An empty result means the query is not sent at all (the client)
 * and yields an empty result without a database query (the server).
 */
export function sanitizeSearchQuery(text: string): string {
  // Composed first, so "ā" typed as "a" + a combining macron survives as "ā".
  const clean = text
    .normalize("NFC")
    .replace(notAllowed, foldedLetter)
    .replace(notAllowed, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (clean.length <= searchQueryMaxLength) return clean;
  const cut = clean.slice(0, searchQueryMaxLength + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, searchQueryMaxLength)).trim();
}

/**
 * The spec's suggestion-store rule: a suggestion is stored (and sent) only when allowed characters
 * remain after sanitising and it is not already stored. Returns the text to store, or null.
 */
export function suggestionToStore(text: string, stored: ReadonlySet<string>): string | null {
  const clean = sanitizeSearchQuery(text).toLowerCase();
  if (clean === "" || stored.has(clean)) return null;
  return clean;
}

/** At most this many words of a query take part in a search; the rest are ignored. */
export const searchTermLimit = 8;

/**
 * Inflection endings that are cut before prefix matching, longest first: Latvian nouns and adjectives
 * ("dzīvoklis", "dzīvokli", "dzīvokļu") and Russian ones ("квартира", "квартиры", "квартиру") then share
 * one stem. PostgreSQL has no Latvian stemmer; cutting one ending and matching the rest as a prefix finds
 * every form a word takes in an ad's title without a dictionary. The database's `search_stem` (migrations 0039
 * and 0040) cuts the same endings, folded, from the words of suggestions and lots. No Latvian noun ends in "-o"
 * but loanwords that never change ("audio", "radio", "video", "metro"): cutting it made "audio" the start of
 * "Audi", "radio" of "radinieki" (relatives) and "metro" of "metri" (metres).
 */
export const searchStemEndings = [
  // Russian
  "ами",
  "ями",
  "ого",
  "его",
  "ому",
  "ему",
  "ыми",
  "ими",
  "ой",
  "ей",
  "ий",
  "ый",
  "ая",
  "яя",
  "ое",
  "ее",
  "ые",
  "ие",
  "ов",
  "ев",
  "ах",
  "ях",
  "ам",
  "ям",
  "ом",
  "ем",
  "а",
  "я",
  "ы",
  "и",
  "у",
  "ю",
  "е",
  "о",
  "ь",
  // Latvian
  "iem",
  "ais",
  "ām",
  "ēm",
  "īm",
  "ās",
  "ēs",
  "os",
  "as",
  "es",
  "is",
  "us",
  "a",
  "e",
  "i",
  "u",
  "s",
  "š",
  "ā",
  "ē",
  "ī",
  "ū",
] as const;

/** A stem keeps at least this many letters, so short words ("golf", "audi", "bmw") are matched whole. */
const minimumStemLength = 4;

/** The word without one inflection ending, when enough of it remains. Digits and codes stay as they are. */
export function searchStem(word: string): string {
  const lower = word.toLowerCase();
  if (/\d/.test(lower)) return lower;
  for (const ending of searchStemEndings) {
    if (lower.endsWith(ending) && lower.length - ending.length >= minimumStemLength)
      return lower.slice(0, -ending.length);
  }
  return lower;
}

/**
 * Prepositions and conjunctions people put between the words they search for ("квартира в центре", "шины на
 * зиму", "dzīvoklis ar balkonu", "jacket for a boy"). Every term is required, so such a word had to be in the
 * lot's texts too: "квартира в риге" found nothing. Compared without diacritics; a query of nothing else keeps
 * them. Brands and codes of two letters ("LG", "A4") are not among them.
 */
const functionWords = new Set([
  // Russian
  ..."в во на с со и или для по к ко у от из за без до о об при под над про не".split(" "),
  // Latvian
  ..."un ar uz par no pie bez vai ir lidz pa pec pret zem virs aiz ka ne jeb".split(" "),
  // English
  ..."the an and or for in on with of to at by from".split(" "),
]);

/** Lower-cased and without diacritics ("Dzīvokļi" is "dzivokli"), as the database's search_fold compares. */
export const foldDiacritics = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The terms a sanitised query searches for: its words split at spaces, slashes and hyphens (the index
 * splits "205/55" and "vasaras-riepas" the same way), lower-cased, stemmed, without repeats and without
 * function words (unless there is nothing else), at most `searchTermLimit`. Each term is matched as a prefix
 * of a word, after diacritics are folded away on both sides (the database does that, with the same unaccent
 * rules for the index and the query).
 */
export function searchTerms(query: string): string[] {
  const words = sanitizeSearchQuery(query)
    .split(/[ /-]+/)
    .filter((word) => word !== "");
  const terms = [...new Set(words.map(searchStem))];
  const meaningful = terms.filter((term) => !functionWords.has(foldDiacritics(term)));
  return (meaningful.length > 0 ? meaningful : terms).slice(0, searchTermLimit);
}
