-- A category's list within a region or of one deal type (decision 0018, "Region and deal type read from the
-- date indexes"). Real-estate lists are browsed by region more than not, by sale or rent too, and the region
-- landings count each subcategory's list there: the date indexes carried every column those lists read but
-- region_id and action_id, so each list read every lot of its category from the heap to check them. At 1M
-- lots the real-estate root within Riga took 0.3-4 s, a subcategory 25-130 ms, flats to rent in a region
-- 100-130 ms; with both in INCLUDE they are index-only: 8-22 ms through the API.
DROP INDEX IF EXISTS lots_published_top;
--> statement-breakpoint
DROP INDEX IF EXISTS lots_published_second;
--> statement-breakpoint
DROP INDEX IF EXISTS lots_published_category;
--> statement-breakpoint
CREATE INDEX "lots_published_top" ON "lots" USING btree (category_top, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, price_cents, region_id, action_id) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_second" ON "lots" USING btree (category_second, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, numbers, category_path, price_cents, region_id,
    action_id) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_category" ON "lots" USING btree (category_id, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, numbers, price_cents, region_id, action_id)
  WHERE status = 2;
