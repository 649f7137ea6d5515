-- Lists narrowed to a part of the map (`area=south,west,north,east`, decision 0037): the published lots'
-- points in a GiST index, and whether a list row lies in a box, for the two tables the list conditions run
-- on. On `lots` the test is the indexed expression itself (the function is inlined); the search rows hold no
-- points, so theirs looks the lot up by id.
CREATE INDEX "lots_published_point" ON "lots" USING gist (point(lng, lat)) WHERE status = 2;
--> statement-breakpoint
CREATE FUNCTION lot_in_area(lot lots, area box) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN point(lot.lng, lot.lat) <@ area;
--> statement-breakpoint
CREATE FUNCTION lot_in_area(lot lot_search, area box) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
  RETURN EXISTS (SELECT 1 FROM lots t WHERE t.id = lot.lot_id AND point(t.lng, t.lat) <@ area);
