-- Every word of the search documents (docs/decisions/0016-search.md, "A prefix read as its words"). A query
-- word of 3 or more characters matches as a prefix; GIN answers a prefix by collecting every lot of every
-- word with that start into a bitmap before it can intersect it with the category and the filter values
-- ("ziemas" in one leaf with one value at 1M lots: 16 ms of 33), where the words themselves are read as
-- skippable lists (the same search 6 ms). search_match_query reads a prefix as the words that have it, from
-- this table, when they are few. C collation: ordered by bytes, so a prefix is one range of the primary key.
CREATE TABLE "search_lexemes" ("word" text COLLATE "C" PRIMARY KEY NOT NULL);
--> statement-breakpoint
INSERT INTO search_lexemes (word)
SELECT s.word FROM ts_stat('SELECT document FROM lot_search') s WHERE length(s.word) >= 3;
--> statement-breakpoint
-- A document's words join the table with it, in the same transaction, so a word is never in a document and
-- missing here. tsvector_to_array answers them sorted, so two writers meet new words in the same order and
-- cannot deadlock over them. Words stay when their lots go (a word that matches nothing costs nothing).
-- The bulk load turns this off while it copies rows and adds their words itself (bulk-fill.ts).
CREATE FUNCTION lot_search_keep_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (word)
  SELECT u.word FROM unnest(tsvector_to_array(NEW.document)) AS u(word) WHERE length(u.word) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lot_search_lexemes_insert AFTER INSERT ON lot_search
  FOR EACH ROW EXECUTE FUNCTION lot_search_keep_lexemes();
--> statement-breakpoint
CREATE TRIGGER lot_search_lexemes_update AFTER UPDATE OF document ON lot_search
  FOR EACH ROW WHEN (OLD.document IS DISTINCT FROM NEW.document) EXECUTE FUNCTION lot_search_keep_lexemes();
--> statement-breakpoint
-- search_query's match, with each prefix of at most 64 words written as those words ('ziema' | 'ziemas'):
-- the same lots, found through exact entries. A prefix of more words (or of none) stays a prefix. Parameter
-- and alias names cannot be mistaken for search_lexemes.word (decision 0016, "A trap").
CREATE FUNCTION search_match_query(query_terms text[]) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN (
    SELECT coalesce(string_agg(CASE
        WHEN length(q.folded) < 3 THEN quote_literal(q.folded)
        WHEN cardinality(e.lexemes) BETWEEN 1 AND 64 THEN '(' || array_to_string(e.lexemes, ' | ') || ')'
        ELSE quote_literal(q.folded) || ':*' END, ' & '), '')::tsquery
    FROM unnest(query_terms) AS t(term), unnest(string_to_array(trim(search_fold(t.term)), ' ')) AS q(folded),
      LATERAL (SELECT ARRAY(SELECT quote_literal(s.word) FROM search_lexemes s
                            WHERE s.word >= q.folded COLLATE "C" AND s.word < (q.folded || chr(1114111)) COLLATE "C"
                            ORDER BY s.word LIMIT 65) AS lexemes) e
    WHERE q.folded <> ''
  );
