-- The wizard's building prefill (GET /api/filters/building-suggest) reads the published lots at one street and
-- house number. Without this index it filtered every published lot of the real-estate branch; only lots with a
-- street (mostly Riga's) are in it, so it stays small and cheap to keep.
CREATE INDEX "lots_published_street" ON "lots" USING btree ("street_id") WHERE status = 2 AND street_id IS NOT NULL;
