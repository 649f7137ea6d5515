-- The price type of a lot's main price (its first, the one cards show and `price_cents` holds), so lists can be
-- narrowed to a price type (spec 1 section 3: priceType, priceTypes; decision 0037): flat rentals asked per
-- month no longer mix in prices per day. Kept by PostgreSQL from `prices` on lots, copied into the search rows
-- as the other list columns are (migration 0011).
-- A stored generated column rewrites the table, which PostgreSQL 15 refuses while a function's body uses the
-- table's row type: lot_row_id (migration 0029) is dropped for the rewrite and made again as it was.
DROP FUNCTION lot_row_id(lots);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "price_type_id" smallint
  GENERATED ALWAYS AS (((prices -> 0) ->> 'priceTypeId')::smallint) STORED;
--> statement-breakpoint
CREATE FUNCTION lot_row_id(lot lots) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN lot.id;
--> statement-breakpoint
ALTER TABLE "lot_search" ADD COLUMN "price_type_id" smallint;
--> statement-breakpoint
UPDATE lot_search s SET price_type_id = l.price_type_id
FROM lots l WHERE l.id = s.lot_id AND l.price_type_id IS NOT NULL;
--> statement-breakpoint
-- As in migration 0037, with the price type.
CREATE OR REPLACE FUNCTION search_reindex(first_id bigint, last_id bigint) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lot_search s WHERE s.lot_id BETWEEN first_id AND last_id
    AND NOT EXISTS (SELECT 1 FROM lots l WHERE l.id = s.lot_id AND l.status = 2);
  INSERT INTO lot_search (lot_id, category_id, category_path, action_id, owner_id, owner_type, company_id,
    price_cents, price_type_id, filter_value_ids, numbers, region_id, highlighted, publish_date, rank_document,
    document)
  SELECT r.id, r.category_id, r.category_path, r.action_id, r.owner_id, r.owner_type, r.company_id,
    r.price_cents, r.price_type_id, r.filter_value_ids, r.numbers, r.region_id, r.highlighted, r.publish_date,
    r.ranked, search_match_document(r.ranked, r.texts,
      concat_ws(' ', search_region_words(r.region_id), search_action_words(r.action_id)))
  FROM (
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
    company_id = excluded.company_id, price_cents = excluded.price_cents, price_type_id = excluded.price_type_id,
    filter_value_ids = excluded.filter_value_ids, numbers = excluded.numbers, region_id = excluded.region_id,
    highlighted = excluded.highlighted, publish_date = excluded.publish_date,
    rank_document = excluded.rank_document, document = excluded.document;
  INSERT INTO search_terms (word)
  SELECT DISTINCT u.lexeme FROM lot_search s, unnest(s.rank_document) u
  WHERE s.lot_id BETWEEN first_id AND last_id AND length(u.lexeme) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- As in migration 0037, with the price type.
CREATE OR REPLACE FUNCTION lots_keep_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ranked tsvector;
BEGIN
  IF NEW.status <> 2 THEN
    DELETE FROM lot_search WHERE lot_id = NEW.id;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 2 AND OLD.texts IS NOT DISTINCT FROM NEW.texts
      AND OLD.filter_value_ids IS NOT DISTINCT FROM NEW.filter_value_ids
      AND OLD.category_path IS NOT DISTINCT FROM NEW.category_path
      AND OLD.region_id IS NOT DISTINCT FROM NEW.region_id
      AND OLD.action_id IS NOT DISTINCT FROM NEW.action_id
      AND EXISTS (SELECT 1 FROM lot_search WHERE lot_id = NEW.id) THEN
    UPDATE lot_search SET category_id = NEW.category_id, action_id = NEW.action_id, owner_id = NEW.owner_id,
      owner_type = NEW.owner_type, company_id = NEW.company_id, price_cents = NEW.price_cents,
      price_type_id = NEW.price_type_id, numbers = NEW.numbers, highlighted = NEW.highlighted,
      publish_date = NEW.publish_date
    WHERE lot_id = NEW.id;
  ELSE
    ranked := search_rank_document(NEW.texts, search_value_words(NEW.filter_value_ids),
      search_category_words(NEW.category_path));
    INSERT INTO lot_search (lot_id, category_id, category_path, action_id, owner_id, owner_type, company_id,
      price_cents, price_type_id, filter_value_ids, numbers, region_id, highlighted, publish_date, rank_document,
      document)
    VALUES (NEW.id, NEW.category_id, NEW.category_path, NEW.action_id, NEW.owner_id, NEW.owner_type,
      NEW.company_id, NEW.price_cents, NEW.price_type_id, NEW.filter_value_ids, NEW.numbers, NEW.region_id,
      NEW.highlighted, NEW.publish_date, ranked, search_match_document(ranked, NEW.texts,
        concat_ws(' ', search_region_words(NEW.region_id), search_action_words(NEW.action_id))))
    ON CONFLICT (lot_id) DO UPDATE SET category_id = excluded.category_id, category_path = excluded.category_path,
      action_id = excluded.action_id, owner_id = excluded.owner_id, owner_type = excluded.owner_type,
      company_id = excluded.company_id, price_cents = excluded.price_cents, price_type_id = excluded.price_type_id,
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
-- As in migration 0011, firing also when only the main price's type changes (a generated column is never a
-- target of an UPDATE, so the trigger names `prices`, which it is computed from).
DROP TRIGGER lots_search_update ON lots;
--> statement-breakpoint
CREATE TRIGGER lots_search_update AFTER UPDATE OF status, texts, filter_value_ids, category_id, category_path,
    action_id, owner_id, owner_type, company_id, prices, price_cents, numbers, region_id, highlighted,
    publish_date ON lots
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR (NEW.status = 2 AND (
    OLD.texts IS DISTINCT FROM NEW.texts OR OLD.filter_value_ids IS DISTINCT FROM NEW.filter_value_ids
    OR OLD.category_path IS DISTINCT FROM NEW.category_path OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.action_id IS DISTINCT FROM NEW.action_id OR OLD.owner_id IS DISTINCT FROM NEW.owner_id
    OR OLD.owner_type IS DISTINCT FROM NEW.owner_type OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.price_cents IS DISTINCT FROM NEW.price_cents OR OLD.price_type_id IS DISTINCT FROM NEW.price_type_id
    OR OLD.numbers IS DISTINCT FROM NEW.numbers OR OLD.region_id IS DISTINCT FROM NEW.region_id
    OR OLD.highlighted IS DISTINCT FROM NEW.highlighted OR OLD.publish_date IS DISTINCT FROM NEW.publish_date)))
  EXECUTE FUNCTION lots_keep_search();
