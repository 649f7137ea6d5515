-- Lists narrowed to a part of the map (`area=south,west,north,east`) or to a price type (decision 0037): the
-- date indexes carry the lots' points and main price types, so such a list walks its category's index alone,
-- as the region and deal type lists do (migration 0033). A GiST index of the points was tried first: the
-- planner takes a box to hold a tenth of a percent of the lots whatever its size, so a map of Rīga's centre
-- (7 % of 1M lots) read 73,000 lots from the heap and sorted them, 380 ms; along the date index, index-only,
-- the same page takes under a millisecond.
DROP INDEX IF EXISTS lots_published_top;
--> statement-breakpoint
DROP INDEX IF EXISTS lots_published_second;
--> statement-breakpoint
DROP INDEX IF EXISTS lots_published_category;
--> statement-breakpoint
CREATE INDEX "lots_published_top" ON "lots" USING btree (category_top, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, price_cents, region_id, action_id, price_type_id,
    lat, lng) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_second" ON "lots" USING btree (category_second, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, numbers, category_path, price_cents, region_id,
    action_id, price_type_id, lat, lng) WHERE status = 2;
--> statement-breakpoint
CREATE INDEX "lots_published_category" ON "lots" USING btree (category_id, publish_date DESC, id DESC)
  INCLUDE (filter_value_ids, views, owner_type, highlighted, numbers, price_cents, region_id, action_id,
    price_type_id, lat, lng) WHERE status = 2;
--> statement-breakpoint
-- Whether a list row lies in a box, for the two tables the list conditions run on: on `lots` the test on its
-- own columns (inlined into the list's statement); the search rows hold no points, so theirs looks the lot up.
CREATE FUNCTION lot_in_area(lot lots, area box) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN point(lot.lng, lot.lat) <@ area;
--> statement-breakpoint
CREATE FUNCTION lot_in_area(lot lot_search, area box) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
  RETURN EXISTS (SELECT 1 FROM lots t WHERE t.id = lot.lot_id AND point(t.lng, t.lat) <@ area);
