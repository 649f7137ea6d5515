-- The header search box's categories and regions (GET /api/search/autocomplete) are matched by the starts of
-- their folded words. Folding every category's and region's names per keystroke (unaccent and a regular
-- expression over 230 + 306 rows, and as long again to plan) was about 5 ms of PostgreSQL's time per text at
-- 1M lots, a quarter of an uncached answer; the names change only with the catalogue, so they are folded once
-- here. A leading space lets "starts a word" be one LIKE ('% ' || text || '%').
ALTER TABLE "categories" ADD COLUMN "folded_names" text GENERATED ALWAYS AS (' ' || search_fold(search_names(names))) STORED;
--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "folded_name_lv" text GENERATED ALWAYS AS (search_fold(names ->> 'lv')) STORED;
--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "folded_name_ru" text GENERATED ALWAYS AS (search_fold(names ->> 'ru')) STORED;
