/*
 * How far a typo may be from the word it is taken for (decision 0016, "Typo fallback"). The vocabulary's
 * trigram similarity finds the candidates; it also likes words that merely share a start ("passat" and "pasi"
 * share " p", " pa" and "pas": 0.33), so a candidate must also be within a typo or two of what was typed.
 */

/** Edits a word of this many letters may hold: one in a short word, two in a longer one. */
export const allowedEdits = (letters: number): number => (letters <= 4 ? 1 : 2);

/**
 * Edits (a letter inserted, dropped or changed, or two neighbours swapped) that turn one word into the other:
 * the optimal string alignment distance, so "samsnug" is one edit from "samsung", as a person sees it. With a
 * `limit`, any distance past it comes back as `limit + 1`, found as soon as a row of the table passes it: the
 * brands of a Cyrillic word are looked for among 800 words (latin-brands.ts), most of them far off.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rows of the table: the one before the previous (for swaps), the previous and the current. The
  // function runs to its end without yielding, so one set of rows serves every call.
  if (rows[0].length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(b.length + 1)) as typeof rows;
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + changed,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (before[j - 2] as number) + 1);
      current[j] = best;
      rowMinimum = Math.min(rowMinimum, best);
    }
    if (rowMinimum > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] as number, limit + 1);
}

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The candidate a typo of `typed` most likely stands for, or undefined: one that starts with the same letter,
 * the fewest edits away within what the word's length allows, the most similar (the first) among equals.
 * Similarity alone put "pasi" before "passat" for "pasat" (two edits against one). People seldom mistype a
 * word's first letter, and a word that differs there is mostly another word: "носки" (socks) found boards,
 * "доски", one letter away.
 */
export function likelyMeant(typed: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    if (candidate[0] !== typed[0]) continue;
    const edits = editDistance(typed, candidate, allowedEdits(typed.length));
    if (edits <= allowedEdits(typed.length) && (!best || edits < best.edits)) best = { candidate, edits };
  }
  return best?.candidate;
}

const consonant = "бвгджзклмнпрстфхцчшщ";
/** A Russian stem ending in a consonant, then о/е/ё, then к or ц: "щенок", "кошелёк", "огурец". */
const withFleetingVowel = new RegExp(`([${consonant}])([оеё])([кц])$`);
/** The same stem without that vowel, as the other cases write it: "щенк", "кошельк", "огурц". */
const withoutFleetingVowel = new RegExp(`([${consonant}])(ь?)([кц])$`);

/**
 * The other start of a Russian word whose last vowel comes and goes with its ending (щенок/щенка,
 * участок/участка, кошелёк/кошелька, огурец/огурцы): to a reader the same word, to a prefix match two. The
 * search matches each word's stem as a prefix, so "щенка" (stem "щенк") never met "щенок", and a query that
 * found nothing had its word "corrected" to another one: "молотка" to milk, "молока". Given a stem (searchStem),
 * the stem of the other cases, or null when it has no such vowel. Which vowel comes back is not in the
 * short form; "о" is by far the most common, "е" after "ь" ("кошельк" -> "кошелек") and before "ц" ("огурц").
 */
export function fleetingVowelForm(stem: string): string | null {
  if (stem.length < 4) return null;
  const full = withFleetingVowel.exec(stem);
  if (full) {
    const [, before, vowel, last] = full as unknown as [string, string, string, string];
    // After л (and н before к) a soft sign keeps the consonant soft: кошелёк/кошелька, палец/пальца, огонёк/огонька.
    const soft = before === "л" || (before === "н" && vowel !== "о" && last === "к");
    return `${stem.slice(0, -3)}${before}${soft ? "ь" : ""}${last}`;
  }
  const short = withoutFleetingVowel.exec(stem);
  if (!short) return null;
  const [, before, softSign, last] = short as unknown as [string, string, string, string];
  const vowel = softSign !== "" || last === "ц" ? "е" : "о";
  return `${stem.slice(0, -(2 + softSign.length))}${before}${vowel}${last}`;
}
