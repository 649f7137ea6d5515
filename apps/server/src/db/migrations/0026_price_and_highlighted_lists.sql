-- Lists sorted by price (decision 0018, "Price sorts and highlighted lots"). Without an index in price order, a category's list by
-- price read every published lot of it from the heap and sorted them: at 1M lots 100-680 ms one at a time,
-- p50 0.8 s and p95 5.0 s at 8 connections over the biggest categories and every category. Each level of
-- the tree now has its price index (a leaf its category_id, as before), carrying the columns the order's
-- tie-break reads (publish_date, id), so a page is read from the index alone: cheapest first walks it and
-- sorts lots of the same price newest first; dearest first (nulls last, which the index's order cannot give
-- backwards) sorts the index's entries without touching the heap. The list of every category carries the
-- category path too, which its adult exclusion reads.
DROP INDEX IF EXISTS lots_published_category_price;
--> statement-breakpoint
CREATE INDEX "lots_published_category_price" ON "lots" USING btree (category_id, price_cents)
  INCLUDE (publish_date, id) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_top_price" ON "lots" USING btree (category_top, price_cents)
  INCLUDE (publish_date, id) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_second_price" ON "lots" USING btree (category_second, price_cents)
  INCLUDE (publish_date, id) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_price" ON "lots" USING btree (price_cents)
  INCLUDE (publish_date, id, category_path) WHERE status = 2;
--> statement-breakpoint
-- The discount products list (highlighted lots, newest or by price, all sellers or one kind) and a category's
-- listing narrowed to highlighted lots. Highlighting is paid for and few lots have it (7 % of the demo data),
-- yet reading them through the date index and filtering read 0.2-0.9 s at 1M lots for the list or its count
-- (up to 10,001 lots). These two small indexes hold only highlighted lots, with what those lists filter by.
CREATE INDEX "lots_published_highlighted" ON "lots" USING btree (publish_date DESC, id DESC)
  INCLUDE (category_id, category_top, category_second, category_path, owner_type) WHERE status = 2 AND highlighted;
--> statement-breakpoint
CREATE INDEX "lots_published_highlighted_price" ON "lots" USING btree (price_cents)
  INCLUDE (publish_date, id, owner_type, category_path) WHERE status = 2 AND highlighted;
