-- How many search documents hold each word (docs/decisions/0016-search.md, "Words counted"). The search box
-- chooses how to find a text's newest matches, and whether to count them, from how many lots its words are in;
-- PostgreSQL's statistics know that only for the thousand most common words and guess 3,280 lots for every
-- other one ("skai", 15,933 lots at 1M: a bitmap of all of them, 24 ms, where a walk of the newest lots takes
-- 5 ms). A bulk load writes exact counts (bulk-fill.ts); lots written one by one add their new words at 0, and
-- search_lexemes_recount() sets every count again on a schedule (the recount-search-words job). Lots of adult
-- subtrees are not counted: the box says "1 000+" from these counts, and most visitors' lists leave those lots
-- out, so a word of many adult lots must not count as common for them.
ALTER TABLE "search_lexemes" ADD COLUMN "lots" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE FUNCTION search_lexemes_recount() RETURNS void LANGUAGE sql AS $$
  UPDATE search_lexemes s SET lots = coalesce(t.ndoc, 0)
  FROM search_lexemes w
  LEFT JOIN ts_stat('SELECT document FROM lot_search
                    WHERE NOT category_path && ARRAY(SELECT id FROM categories WHERE adult)') t
    ON t.word COLLATE "C" = w.word
  WHERE s.word = w.word AND s.lots IS DISTINCT FROM coalesce(t.ndoc, 0);
$$;
--> statement-breakpoint
SELECT search_lexemes_recount();
