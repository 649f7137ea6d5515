-- A real-estate list's street field offers the streets its lots are on in the chosen region, with their counts
-- (GET /api/categories/{id}/used-streets). The region's lots with a street are read from this index alone: it
-- carries their category paths, so a category within the region is counted without the table.
CREATE INDEX "lots_published_region_street" ON "lots" USING btree ("region_id", "street_id") INCLUDE ("category_path") WHERE status = 2 AND street_id IS NOT NULL;
