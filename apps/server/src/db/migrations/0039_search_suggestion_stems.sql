-- Suggestions in any form of the lots' words (docs/decisions/0016-search.md, "Suggestions people searched"):
-- "мотоцикл" is a word of lots that say "мотоциклы", "dzīvokļi" of lots that say "dzīvoklis". A word of a
-- suggestion is known when a word of published lots has the same stem: the word without one inflection ending,
-- as the search cuts it (packages/domain/src/search.ts, searchStem), here on folded words.
--
-- The endings are searchStem's, in its order, folded as search_fold folds (so "ām" is "am", and "š" is "s",
-- which is then there once) and written into the function once, here, by the database that folds them.
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
      'iem', 'ais', 'ām', 'ēm', 'īm', 'ās', 'ēs', 'os', 'as', 'es', 'is', 'us', 'a', 'e', 'i', 'u', 's', 'š', 'o',
      'ā', 'ē', 'ī', 'ū'
    ]) WITH ORDINALITY AS given (e, n)
    GROUP BY 1
  ) folded;
  -- A stem keeps at least 4 letters; a word with a digit stays whole (searchStem's rules).
  EXECUTE format($function$
    CREATE FUNCTION search_stem(folded text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN CASE WHEN folded ~ '[0-9]' THEN folded ELSE coalesce((
        SELECT left(folded, -length(ending)) FROM unnest(%L::text[]) WITH ORDINALITY AS endings (ending, n)
        WHERE length(folded) - length(ending) >= 4 AND right(folded, length(ending)) = ending
        ORDER BY n LIMIT 1), folded) END
  $function$, folded_endings);
END
$migration$;
--> statement-breakpoint
CREATE INDEX "search_lexemes_stem" ON "search_lexemes" (search_stem("word"));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_known(input text) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN (
    SELECT count(*) > 0 AND bool_and(EXISTS (
      SELECT 1 FROM search_lexemes l WHERE search_stem(l.word) = search_stem(w.word) COLLATE "C" AND l.lots > 0))
    FROM unnest(string_to_array(trim(search_fold(input)), ' ')) AS w (word)
    WHERE length(w.word) >= 3
  );
--> statement-breakpoint
UPDATE search_suggestions SET known = search_words_known(text) WHERE known IS DISTINCT FROM search_words_known(text);
