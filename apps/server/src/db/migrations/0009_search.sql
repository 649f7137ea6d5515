-- Search (docs/decisions/0016-search.md): a search row per published lot with its weighted document, a
-- vocabulary for the typo fallback, the stored search suggestions and each user's recent searches.
--
-- search_fold: lower case, diacritics folded away (unaccent), and every character that is not a digit, a
-- Latin or a Cyrillic letter made a space, so the index splits words exactly where the query side
-- (searchTerms in packages/domain/src/search.ts) does: "205/55", "vasaras-riepas" and "1.9" are two words
-- on both sides. Immutable so indexes and generated values may use it; unaccent's dictionary is named
-- with its schema, so the result does not depend on search_path.
CREATE FUNCTION search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(public.unaccent('public.unaccent'::regdictionary, lower(input)), '[^0-9a-z\u0400-\u04ff]+', ' ', 'g');
--> statement-breakpoint
-- The words a query term is looked up by: its folded words, all required, each matched as a prefix once it
-- has 3 characters (a shorter one, "a" or "4x", whole: as a prefix "a" matched 96 % of 700k documents at 1M
-- lots, and ranking them took seconds). Built from lexemes directly (no parser), so nothing in a term can
-- change the query's shape.
CREATE FUNCTION search_query(terms text[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (
    SELECT coalesce(string_agg(quote_literal(word) || CASE WHEN length(word) >= 3 THEN ':*' ELSE '' END, ' & '), '')::tsquery
    FROM unnest(terms) AS term, unnest(string_to_array(trim(search_fold(term)), ' ')) AS word
    WHERE word <> ''
  );
--> statement-breakpoint
-- Any of the words matched whole: ranking adds its rank, so a word matched whole ("audi") outranks one that
-- only shares its start ("audio").
CREATE FUNCTION search_words(words text[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (
    SELECT coalesce(string_agg(quote_literal(word), ' | '), '')::tsquery
    FROM unnest(words) AS whole, unnest(string_to_array(trim(search_fold(whole)), ' ')) AS word
    WHERE word <> ''
  );
--> statement-breakpoint
-- The words of a catalogue name map ({"lv", "ru", "en"}).
CREATE FUNCTION search_names(names jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN concat_ws(' ', names ->> 'lv', names ->> 'ru', names ->> 'en');
--> statement-breakpoint
-- The B part's text: the names of filter values. Parameter names are prefixed so none can silently mean a
-- column of the tables queried (decision 0016).
CREATE FUNCTION search_value_words(search_value_ids integer[]) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
  RETURN (SELECT string_agg(search_names(v.names), ' ') FROM filter_values v WHERE v.id = ANY (search_value_ids));
--> statement-breakpoint
-- The C part: the names of a category and its ancestors, weighted.
CREATE FUNCTION search_category_words(search_category_ids integer[]) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('simple', search_fold(coalesce((
    SELECT string_agg(search_names(c.names), ' ') FROM categories c WHERE c.id = ANY (search_category_ids)), ''))), 'C');
--> statement-breakpoint
-- A lot's document: A its titles (lv, ru), B the names of its filter values (makes, models, brands...),
-- C its category's words, D its descriptions. The parts that need lookups are passed in, so this stays one
-- expression PostgreSQL inlines, and a bulk fill computes category words once per category.
CREATE FUNCTION search_document(search_texts jsonb, search_value_words text, search_category_words tsvector)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN
    setweight(to_tsvector('simple', search_fold(
      concat_ws(' ', search_texts -> 'lv' ->> 'title', search_texts -> 'ru' ->> 'title'))), 'A')
    || setweight(to_tsvector('simple', search_fold(coalesce(search_value_words, ''))), 'B')
    || coalesce(search_category_words, '')
    || setweight(to_tsvector('simple', search_fold(
      concat_ws(' ', search_texts -> 'lv' ->> 'text', search_texts -> 'ru' ->> 'text'))), 'D');
--> statement-breakpoint
-- One row per published lot (status 2), deleted with the lot. category_path is copied for the facets, which
-- count the matches per category without visiting the lots.
CREATE TABLE "lot_search" (
	"lot_id" bigint PRIMARY KEY NOT NULL REFERENCES "lots" ("id") ON DELETE CASCADE,
	"category_path" integer[] NOT NULL,
	"document" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lot_search_document" ON "lot_search" USING gin ("document");
--> statement-breakpoint
-- The words of titles, filter value names and category names (not descriptions): what the typo fallback
-- may replace a query word by. Words stay when their lots go; a stale word only ever widens a fallback
-- that still has to find lots.
CREATE TABLE "search_terms" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_terms_trigram" ON "search_terms" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- (Re)builds the search rows of the lots with ids in [first_id, last_id]: published lots get their row,
-- others lose theirs, and the words of the new rows join the vocabulary. The bulk load calls it once
-- per copied chunk, the migration once for all lots that exist.
CREATE FUNCTION search_reindex(first_id bigint, last_id bigint) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lot_search s WHERE s.lot_id BETWEEN first_id AND last_id
    AND NOT EXISTS (SELECT 1 FROM lots l WHERE l.id = s.lot_id AND l.status = 2);
  INSERT INTO lot_search (lot_id, category_path, document)
  SELECT l.id, l.category_path, search_document(l.texts,
    (SELECT string_agg(search_names(v.names), ' ') FROM filter_values v WHERE v.id = ANY (l.filter_value_ids)),
    c.words)
  FROM lots l
  JOIN (SELECT id, search_category_words(path) AS words FROM categories) c ON c.id = l.category_id
  WHERE l.id BETWEEN first_id AND last_id AND l.status = 2
  ON CONFLICT (lot_id) DO UPDATE SET category_path = excluded.category_path, document = excluded.document;
  INSERT INTO search_terms (word)
  SELECT DISTINCT u.lexeme FROM lot_search s, unnest(ts_filter(s.document, '{a,b,c}')) u
  WHERE s.lot_id BETWEEN first_id AND last_id AND length(u.lexeme) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION lots_keep_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  built tsvector;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status <> 2 THEN
    DELETE FROM lot_search WHERE lot_id = NEW.id;
  ELSIF NEW.status = 2 THEN
    built := search_document(NEW.texts, search_value_words(NEW.filter_value_ids),
      search_category_words(NEW.category_path));
    INSERT INTO lot_search (lot_id, category_path, document) VALUES (NEW.id, NEW.category_path, built)
    ON CONFLICT (lot_id) DO UPDATE SET category_path = excluded.category_path, document = excluded.document;
    INSERT INTO search_terms (word)
    SELECT u.lexeme FROM unnest(ts_filter(built, '{a,b,c}')) u WHERE length(u.lexeme) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deletes need no trigger: the row goes with the lot (ON DELETE CASCADE). Updates that change nothing the
-- document or the status depend on (views, dates, prices) skip the rebuild.
CREATE TRIGGER lots_search_insert AFTER INSERT ON lots
  FOR EACH ROW WHEN (NEW.status = 2) EXECUTE FUNCTION lots_keep_search();
--> statement-breakpoint
CREATE TRIGGER lots_search_update AFTER UPDATE OF status, texts, filter_value_ids, category_id, category_path ON lots
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.texts IS DISTINCT FROM NEW.texts
    OR OLD.filter_value_ids IS DISTINCT FROM NEW.filter_value_ids OR OLD.category_path IS DISTINCT FROM NEW.category_path)
  EXECUTE FUNCTION lots_keep_search();
--> statement-breakpoint
SELECT search_reindex(min(id), max(id)) FROM lots HAVING count(*) > 0;
--> statement-breakpoint
-- Search suggestions (spec 1 section 7): sanitised, lower-cased texts, each stored once.
CREATE TABLE "search_suggestions" (
	"text" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_suggestions_prefix" ON "search_suggestions" USING btree ("text" text_pattern_ops);
--> statement-breakpoint
-- The searches a signed-in user ran, one row per text (running one again moves it to the top).
CREATE TABLE "recent_searches" (
	"user_id" bigint NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
	"query" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- "Golf" and "golf" are one search.
CREATE UNIQUE INDEX "recent_searches_text" ON "recent_searches" USING btree ("user_id", lower("query"));
--> statement-breakpoint
CREATE INDEX "recent_searches_newest" ON "recent_searches" USING btree ("user_id", "create_date" DESC);
