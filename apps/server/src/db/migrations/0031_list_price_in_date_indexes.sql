-- A category's list with a price range in any order but price (decision 0018, "A price range read from the
-- date indexes"). The date indexes carried every column those lists read but the price, so a price range sent
-- the planner to the heap: Transport (316,000 published lots at 1M) with a minimum price by views read every
-- lot of the table in a parallel sequential scan, 0.9-1.2 s for any page. With price_cents in INCLUDE the same
-- page sorts the index's entries alone: 130 ms. Newest first with a price range walks the index without the heap.
DROP INDEX IF EXISTS lots_published_top;
--> statement-breakpoint
DROP INDEX IF EXISTS lots_published_second;
--> statement-breakpoint
DROP INDEX IF EXISTS lots_published_category;
--> statement-breakpoint
CREATE INDEX "lots_published_top" ON "lots" USING btree (category_top, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, price_cents) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_second" ON "lots" USING btree (category_second, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, numbers, category_path, price_cents) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_category" ON "lots" USING btree (category_id, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, numbers, price_cents) WHERE status = 2;
