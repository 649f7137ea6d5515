-- Lists sorted by what their date index did not carry (decision 0018, "Sorts by views, seller and numbers").
-- Sorting a big category by views (also per day, week or month), private sellers first, highlighted first or
-- a number of the lot (year, mileage, rooms, ...) read every published lot of it from the heap: at 1M lots
-- Transport (316,000 published) 0.5-1.1 s, agricultural machinery by year 0.9 s, tyres and wheels (a third
-- level, matched in the path) by views 0.6 s. Each level's date index now carries the columns those orders
-- read, so such a page sorts the index's entries without touching the heap (Transport by views 90 ms).
-- A top level has no number filters, so no number sorts; the second level carries the path, which lists of
-- its deeper categories match in.
DROP INDEX IF EXISTS lots_published_top;
--> statement-breakpoint
DROP INDEX IF EXISTS lots_published_second;
--> statement-breakpoint
DROP INDEX IF EXISTS lots_published_category;
--> statement-breakpoint
CREATE INDEX "lots_published_top" ON "lots" USING btree (category_top, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_second" ON "lots" USING btree (category_second, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, numbers, category_path) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_category" ON "lots" USING btree (category_id, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, numbers) WHERE status = 2;
