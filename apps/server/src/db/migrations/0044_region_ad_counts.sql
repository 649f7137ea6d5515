-- How many published lots each category (with its descendants) has in each region (with its parishes and
-- neighbourhoods), as categories.ad_count has them for all Latvia: a list narrowed by a region alone reads its
-- count here instead of counting (real estate in Rīga: up to the cap of 10,000 index entries at 1M lots), a
-- landing within a region shows its cards' counts, a listing's region select offers the regions with lots (with
-- their counts), and the search box offers only the region entries that lead to lots. Kept by triggers like
-- ad_count, so every way of changing a lot keeps it right; bulk loads disable the triggers and call
-- recount_region_ad_counts() once at the end.
CREATE TABLE "region_ad_counts" (
  "region_id" integer NOT NULL REFERENCES "regions" ("id") ON DELETE CASCADE,
  "category_id" integer NOT NULL REFERENCES "categories" ("id") ON DELETE CASCADE,
  "ad_count" integer NOT NULL,
  CONSTRAINT "region_ad_counts_pk" PRIMARY KEY ("category_id", "region_id")
);
--> statement-breakpoint
-- The search box reads a region's categories (those with lots, for its region entries).
CREATE INDEX "region_ad_counts_by_region" ON "region_ad_counts" USING btree ("region_id");
--> statement-breakpoint
-- Rows are changed in key order (the update walks the key, the insert is sorted), so lots published together
-- in one place lock their shared rows in the same order and never deadlock.
CREATE FUNCTION lots_count_published_in_regions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  places integer[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 2 AND OLD.region_id IS NOT NULL THEN
    SELECT path INTO places FROM regions WHERE id = OLD.region_id;
    UPDATE region_ad_counts SET ad_count = ad_count - 1
    WHERE region_id = ANY (places) AND category_id = ANY (OLD.category_path);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 2 AND NEW.region_id IS NOT NULL THEN
    SELECT path INTO places FROM regions WHERE id = NEW.region_id;
    INSERT INTO region_ad_counts AS kept (region_id, category_id, ad_count)
    SELECT place, category, 1 FROM unnest(places) AS place, unnest(NEW.category_path) AS category
    ORDER BY category, place
    ON CONFLICT (region_id, category_id) DO UPDATE SET ad_count = kept.ad_count + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lots_region_ad_count_insert_delete AFTER INSERT OR DELETE ON lots
  FOR EACH ROW EXECUTE FUNCTION lots_count_published_in_regions();
--> statement-breakpoint
CREATE TRIGGER lots_region_ad_count_update AFTER UPDATE OF status, category_id, category_path, region_id ON lots
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_path IS DISTINCT FROM NEW.category_path
    OR OLD.region_id IS DISTINCT FROM NEW.region_id)
  EXECUTE FUNCTION lots_count_published_in_regions();
--> statement-breakpoint
-- Counted per leaf category and region first, then added up both trees: unnesting each lot's paths would
-- multiply the rows by the depth of both.
CREATE FUNCTION recount_region_ad_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM region_ad_counts;
  INSERT INTO region_ad_counts (region_id, category_id, ad_count)
  SELECT place, category, sum(leaf.lots)
  FROM (
    SELECT category_id, region_id, count(*) AS lots FROM lots
    WHERE status = 2 AND region_id IS NOT NULL GROUP BY 1, 2
  ) leaf
  JOIN categories c ON c.id = leaf.category_id
  JOIN regions r ON r.id = leaf.region_id
  CROSS JOIN LATERAL unnest(r.path) AS place
  CROSS JOIN LATERAL unnest(c.path) AS category
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT recount_region_ad_counts();
