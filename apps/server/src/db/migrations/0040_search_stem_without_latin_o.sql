-- Latin "o" is no longer cut as an inflection ending (packages/domain/src/search.ts, searchStemEndings): no
-- Latvian noun ends in "-o" but loanwords that never change, and cutting it made "audio" the stem "audi",
-- "radio" "radi" and "metro" "metr". search_stem is written again as in migration 0039 without it, and the
-- index over it is built again, since it holds the stems the old function cut.
DO $migration$
DECLARE
  folded_endings text[];
BEGIN
  SELECT array_agg(ending ORDER BY first) INTO folded_endings
  FROM (
    SELECT trim(search_fold(e)) AS ending, min(n) AS first
    FROM unnest(ARRAY[
      'ами', 'ями', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ой', 'ей', 'ий', 'ый', 'ая', 'яя', 'ое', 'ее', 'ые',
      'ие', 'ов', 'ев', 'ах', 'ях', 'ам', 'ям', 'ом', 'ем', 'а', 'я', 'ы', 'и', 'у', 'ю', 'е', 'о', 'ь',
      'iem', 'ais', 'ām', 'ēm', 'īm', 'ās', 'ēs', 'os', 'as', 'es', 'is', 'us', 'a', 'e', 'i', 'u', 's', 'š',
      'ā', 'ē', 'ī', 'ū'
    ]) WITH ORDINALITY AS given (e, n)
    GROUP BY 1
  ) folded;
  EXECUTE format($function$
    CREATE OR REPLACE FUNCTION search_stem(folded text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN CASE WHEN folded ~ '[0-9]' THEN folded ELSE coalesce((
        SELECT left(folded, -length(ending)) FROM unnest(%L::text[]) WITH ORDINALITY AS endings (ending, n)
        WHERE length(folded) - length(ending) >= 4 AND right(folded, length(ending)) = ending
        ORDER BY n LIMIT 1), folded) END
  $function$, folded_endings);
END
$migration$;
--> statement-breakpoint
REINDEX INDEX "search_lexemes_stem";
--> statement-breakpoint
UPDATE search_suggestions SET known = search_words_known(text) WHERE known IS DISTINCT FROM search_words_known(text);
