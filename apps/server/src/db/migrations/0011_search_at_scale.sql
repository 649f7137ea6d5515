-- Search at 1M lots (decision 0016, "At scale"): the search row carries what a best-match page and its
-- count and facets need, so a search reads lot_search alone and never joins lots per match:
--  * copies of the lots columns the list filters read (lot-lists/conditions.ts reads them as `l.<column>`;
--    the search aliases lot_search as `l`), kept by the triggers below;
--  * rank_document: the small weighted vector ranking reads (A titles, B filter value names, C category
--    names; about 450 bytes), where ranking the whole document (descriptions too, 1.2 KB) read and
--    detoasted far more per match;
--  * document: the words matched, descriptions included, without positions or weights (array_to_tsvector of
--    the folded words: the same lexemes as strip(to_tsvector('simple', ...)), without the parser's cost);
--  * rows written in category order by the bulk fill, so the matches of a word that lives in a few
--    categories ("dzīvokl") sit on few pages: 4,659 pages read instead of 21,724 for its 23,346 matches;
--  * the GIN index without a pending list (fastupdate off): a search never scans unmerged entries.
DROP TRIGGER lots_search_insert ON lots;
--> statement-breakpoint
DROP TRIGGER lots_search_update ON lots;
--> statement-breakpoint
DROP FUNCTION lots_keep_search();
--> statement-breakpoint
DROP FUNCTION search_reindex(bigint, bigint);
--> statement-breakpoint
DROP FUNCTION search_document(jsonb, text, tsvector);
--> statement-breakpoint
DROP TABLE lot_search;
--> statement-breakpoint
-- The ranked part: A the titles (lv, ru), B the names of the filter values, C the category words (weighted
-- by search_category_words).
CREATE FUNCTION search_rank_document(search_texts jsonb, search_value_words text, search_category_words tsvector)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN
    setweight(to_tsvector('simple', search_fold(
      concat_ws(' ', search_texts -> 'lv' ->> 'title', search_texts -> 'ru' ->> 'title'))), 'A')
    || setweight(to_tsvector('simple', search_fold(coalesce(search_value_words, ''))), 'B')
    || coalesce(search_category_words, '');
--> statement-breakpoint
-- The matched words: those of the ranked part and of the descriptions (lv, ru), once each, no positions.
-- Words longer than 200 characters are left out (a tsvector lexeme holds at most 2 KB; no one searches them).
CREATE FUNCTION search_match_document(search_rank_document tsvector, search_texts jsonb)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_tsvector(tsvector_to_array(search_rank_document) || ARRAY(
    SELECT word FROM unnest(string_to_array(search_fold(
      concat_ws(' ', search_texts -> 'lv' ->> 'text', search_texts -> 'ru' ->> 'text')), ' ')) AS word
    WHERE word <> '' AND length(word) <= 200));
--> statement-breakpoint
-- One row per published lot (status 2), deleted with the lot. The columns from status to numbers are copies
-- of the lot's (same names and types), so the list conditions run on this table unchanged.
CREATE TABLE "lot_search" (
	"lot_id" bigint PRIMARY KEY NOT NULL REFERENCES "lots" ("id") ON DELETE CASCADE,
	"status" smallint DEFAULT 2 NOT NULL CHECK ("status" = 2),
	"category_id" integer NOT NULL,
	"category_path" integer[] NOT NULL,
	"action_id" smallint NOT NULL,
	"owner_id" bigint,
	"owner_type" smallint NOT NULL,
	"company_id" bigint,
	"price_cents" bigint,
	"filter_value_ids" integer[] NOT NULL,
	"numbers" jsonb NOT NULL,
	"region_id" integer,
	"highlighted" boolean NOT NULL,
	"publish_date" timestamp with time zone,
	"rank_document" tsvector NOT NULL,
	"document" tsvector NOT NULL
);
--> statement-breakpoint
-- (Re)builds the search rows of the lots with ids in [first_id, last_id]: published lots get their row,
-- others lose theirs, and the words of the new rows join the vocabulary. The bulk load calls it once
-- per copied chunk, the migration once for all lots that exist. Rows go in category order (see above).
CREATE FUNCTION search_reindex(first_id bigint, last_id bigint) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lot_search s WHERE s.lot_id BETWEEN first_id AND last_id
    AND NOT EXISTS (SELECT 1 FROM lots l WHERE l.id = s.lot_id AND l.status = 2);
  INSERT INTO lot_search (lot_id, category_id, category_path, action_id, owner_id, owner_type, company_id,
    price_cents, filter_value_ids, numbers, region_id, highlighted, publish_date, rank_document, document)
  SELECT r.id, r.category_id, r.category_path, r.action_id, r.owner_id, r.owner_type, r.company_id,
    r.price_cents, r.filter_value_ids, r.numbers, r.region_id, r.highlighted, r.publish_date, r.ranked,
    search_match_document(r.ranked, r.texts)
  FROM (
    -- Only ids are sorted (a sort of whole lots spilled to disk), then joined to their category's words,
    -- computed once per category (OFFSET 0: flattened, the join computed them once per lot, 0.3 ms each),
    -- and each lot read by id in that order (OFFSET 0 again keeps the lateral read a per-row lookup).
    SELECT o.words, l.* FROM (
      SELECT s.id, c.words FROM (
        SELECT l.id, l.category_id FROM lots l WHERE l.id BETWEEN first_id AND last_id AND l.status = 2
        ORDER BY l.category_path[1], l.category_id, l.id
      ) s
      JOIN (SELECT id, search_category_words(path) AS words FROM categories OFFSET 0) c ON c.id = s.category_id
    ) o
    CROSS JOIN LATERAL (SELECT l.*, search_rank_document(l.texts,
      (SELECT string_agg(search_names(v.names), ' ') FROM filter_values v WHERE v.id = ANY (l.filter_value_ids)),
      o.words) AS ranked
      FROM lots l WHERE l.id = o.id OFFSET 0) l
  ) r
  ON CONFLICT (lot_id) DO UPDATE SET category_id = excluded.category_id, category_path = excluded.category_path,
    action_id = excluded.action_id, owner_id = excluded.owner_id, owner_type = excluded.owner_type,
    company_id = excluded.company_id, price_cents = excluded.price_cents,
    filter_value_ids = excluded.filter_value_ids, numbers = excluded.numbers, region_id = excluded.region_id,
    highlighted = excluded.highlighted, publish_date = excluded.publish_date,
    rank_document = excluded.rank_document, document = excluded.document;
  INSERT INTO search_terms (word)
  SELECT DISTINCT u.lexeme FROM lot_search s, unnest(s.rank_document) u
  WHERE s.lot_id BETWEEN first_id AND last_id AND length(u.lexeme) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Keeps a lot's search row: rebuilt when the lot is published or its texts, filter values or category
-- change; only the copied columns rewritten when only they change (a price, a renewal); removed when the
-- lot stops being published.
CREATE FUNCTION lots_keep_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ranked tsvector;
BEGIN
  IF NEW.status <> 2 THEN
    DELETE FROM lot_search WHERE lot_id = NEW.id;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 2 AND OLD.texts IS NOT DISTINCT FROM NEW.texts
      AND OLD.filter_value_ids IS NOT DISTINCT FROM NEW.filter_value_ids
      AND OLD.category_path IS NOT DISTINCT FROM NEW.category_path
      AND EXISTS (SELECT 1 FROM lot_search WHERE lot_id = NEW.id) THEN
    UPDATE lot_search SET category_id = NEW.category_id, action_id = NEW.action_id, owner_id = NEW.owner_id,
      owner_type = NEW.owner_type, company_id = NEW.company_id, price_cents = NEW.price_cents,
      numbers = NEW.numbers, region_id = NEW.region_id, highlighted = NEW.highlighted,
      publish_date = NEW.publish_date
    WHERE lot_id = NEW.id;
  ELSE
    ranked := search_rank_document(NEW.texts, search_value_words(NEW.filter_value_ids),
      search_category_words(NEW.category_path));
    INSERT INTO lot_search (lot_id, category_id, category_path, action_id, owner_id, owner_type, company_id,
      price_cents, filter_value_ids, numbers, region_id, highlighted, publish_date, rank_document, document)
    VALUES (NEW.id, NEW.category_id, NEW.category_path, NEW.action_id, NEW.owner_id, NEW.owner_type,
      NEW.company_id, NEW.price_cents, NEW.filter_value_ids, NEW.numbers, NEW.region_id, NEW.highlighted,
      NEW.publish_date, ranked, search_match_document(ranked, NEW.texts))
    ON CONFLICT (lot_id) DO UPDATE SET category_id = excluded.category_id, category_path = excluded.category_path,
      action_id = excluded.action_id, owner_id = excluded.owner_id, owner_type = excluded.owner_type,
      company_id = excluded.company_id, price_cents = excluded.price_cents,
      filter_value_ids = excluded.filter_value_ids, numbers = excluded.numbers, region_id = excluded.region_id,
      highlighted = excluded.highlighted, publish_date = excluded.publish_date,
      rank_document = excluded.rank_document, document = excluded.document;
    INSERT INTO search_terms (word)
    SELECT u.lexeme FROM unnest(ranked) u WHERE length(u.lexeme) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deletes need no trigger: the row goes with the lot (ON DELETE CASCADE). Updates that change nothing the
-- row holds (views, other dates, texts of other columns) skip it.
CREATE TRIGGER lots_search_insert AFTER INSERT ON lots
  FOR EACH ROW WHEN (NEW.status = 2) EXECUTE FUNCTION lots_keep_search();
--> statement-breakpoint
CREATE TRIGGER lots_search_update AFTER UPDATE OF status, texts, filter_value_ids, category_id, category_path,
    action_id, owner_id, owner_type, company_id, price_cents, numbers, region_id, highlighted, publish_date ON lots
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR (NEW.status = 2 AND (
    OLD.texts IS DISTINCT FROM NEW.texts OR OLD.filter_value_ids IS DISTINCT FROM NEW.filter_value_ids
    OR OLD.category_path IS DISTINCT FROM NEW.category_path OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.action_id IS DISTINCT FROM NEW.action_id OR OLD.owner_id IS DISTINCT FROM NEW.owner_id
    OR OLD.owner_type IS DISTINCT FROM NEW.owner_type OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.price_cents IS DISTINCT FROM NEW.price_cents OR OLD.numbers IS DISTINCT FROM NEW.numbers
    OR OLD.region_id IS DISTINCT FROM NEW.region_id OR OLD.highlighted IS DISTINCT FROM NEW.highlighted
    OR OLD.publish_date IS DISTINCT FROM NEW.publish_date)))
  EXECUTE FUNCTION lots_keep_search();
--> statement-breakpoint
-- Filled before its indexes are built (row by row, a GIN index without a pending list took minutes at 1M
-- lots), in ranges of 20,000 ids as the bulk load does.
DO $$
DECLARE
  first bigint;
BEGIN
  FOR first IN SELECT generate_series(min(id), max(id), 20000) FROM lots LOOP
    PERFORM search_reindex(first, first + 19999);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE INDEX "lot_search_document" ON "lot_search" USING gin ("document") WITH (fastupdate = off);
--> statement-breakpoint
-- Best match ranks the newest matches (repository.ts): for a word in a large share of the lots, this index
-- is walked newest first until enough match, instead of ranking every match.
CREATE INDEX "lot_search_newest" ON "lot_search" USING btree ("publish_date" DESC, "lot_id" DESC);
--> statement-breakpoint
-- The category a search is narrowed to, at each level the list conditions match it by (category_id for a
-- leaf, category_path[1] and [2] above): without them "izīr" (63,650 matches) in one leaf was a sequential
-- scan of lot_search, 1.25 s; with them 40 ms (bench/.data-bulk at 1M lots, load 8-10).
CREATE INDEX "lot_search_category" ON "lot_search" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX "lot_search_top" ON "lot_search" USING btree (("category_path"[1]));
--> statement-breakpoint
CREATE INDEX "lot_search_second" ON "lot_search" USING btree (("category_path"[2]));
--> statement-breakpoint
ANALYZE lot_search;
