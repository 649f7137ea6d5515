/*
 * How far a typo may be from the word it is taken for (decision 0016, "Typo fallback"). The vocabulary's
 * trigram similarity finds the candidates; it also likes words that merely share a start ("passat" and "pasi"
 * share " p", " pa" and "pas": 0.33), so a candidate must also be within a typo or two of what was typed.
 */

/** Edits a word of this many letters may hold: one in a short word, two in a longer one. */
export const allowedEdits = (letters: number): number => (letters <= 4 ? 1 : 2);

/**
 * Edits (a letter inserted, dropped or changed, or two neighbours swapped) that turn one word into the other:
 * the optimal string alignment distance, so "samsnug" is one edit from "samsung", as a person sees it.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + changed);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The candidate a typo of `typed` most likely stands for, or undefined: the fewest edits away within what
 * the word's length allows, the most similar (the first) among equals. Similarity alone put "pasi" before
 * "passat" for "pasat" (two edits against one).
 */
export function likelyMeant(typed: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    const edits = editDistance(typed, candidate);
    if (edits <= allowedEdits(typed.length) && (!best || edits < best.edits)) best = { candidate, edits };
  }
  return best?.candidate;
}
