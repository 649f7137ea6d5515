-- A lot's category_path follows its category, and categories.ad_count counts the published lots of each
-- category and its descendants (issue 3, item 6). Kept by triggers so that every way of changing a lot
-- (API, jobs, imports, SQL by hand) keeps them right; bulk loads disable the triggers and call
-- recount_ad_counts() once at the end.
CREATE FUNCTION lots_set_category_path() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT path INTO NEW.category_path FROM categories WHERE id = NEW.category_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lots_category_path BEFORE INSERT OR UPDATE OF category_id ON lots
  FOR EACH ROW EXECUTE FUNCTION lots_set_category_path();
--> statement-breakpoint
CREATE FUNCTION lots_count_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 2 THEN
    UPDATE categories SET ad_count = ad_count - 1 WHERE id = ANY (OLD.category_path);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 2 THEN
    UPDATE categories SET ad_count = ad_count + 1 WHERE id = ANY (NEW.category_path);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lots_ad_count_insert_delete AFTER INSERT OR DELETE ON lots
  FOR EACH ROW EXECUTE FUNCTION lots_count_published();
--> statement-breakpoint
-- category_id is listed too: a BEFORE trigger changes category_path, which UPDATE OF alone would not see.
CREATE TRIGGER lots_ad_count_update AFTER UPDATE OF status, category_id, category_path ON lots
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_path IS DISTINCT FROM NEW.category_path)
  EXECUTE FUNCTION lots_count_published();
--> statement-breakpoint
-- A category that moves in the tree (a catalogue change) takes its lots' paths, and so their counts, along.
CREATE FUNCTION categories_move_lots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lots SET category_path = NEW.path WHERE category_id = NEW.id AND category_path IS DISTINCT FROM NEW.path;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_path_to_lots AFTER UPDATE OF path ON categories
  FOR EACH ROW WHEN (OLD.path IS DISTINCT FROM NEW.path) EXECUTE FUNCTION categories_move_lots();
--> statement-breakpoint
CREATE FUNCTION recount_ad_counts() RETURNS void LANGUAGE sql AS $$
  UPDATE categories c SET ad_count = coalesce(counted.n, 0)
  FROM categories every
  LEFT JOIN (
    SELECT unnest(category_path) AS category_id, count(*) AS n FROM lots WHERE status = 2 GROUP BY 1
  ) counted ON counted.category_id = every.id
  WHERE every.id = c.id AND c.ad_count IS DISTINCT FROM coalesce(counted.n, 0);
$$;
