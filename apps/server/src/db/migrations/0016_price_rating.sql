-- Public seller pages (issue 6): a user's published lots as a private person and a company's published
-- lots, newest first, each read by walking its own small index to the page's end (no sort of the seller's
-- lots, no scan of the category indexes). lots_owner and lots_company
-- hold every status and order by creation.
CREATE INDEX "lots_published_owner" ON "lots" USING btree (owner_id, publish_date DESC, id DESC)
  WHERE status = 2 AND company_id IS NULL;
--> statement-breakpoint
CREATE INDEX "lots_published_company" ON "lots" USING btree (company_id, publish_date DESC, id DESC)
  WHERE status = 2 AND company_id IS NOT NULL;
--> statement-breakpoint
-- Price rating (decision 0025): the newest prices of comparable published lots, per bucket of what makes
-- lots comparable (category, action, price type, the make/model-like values, rooms, the top-level region
-- of property, the year of make), rebuilt by a job. A lot page reads the at most five buckets of its lot
-- (its year and the two on either side) by this key instead of reading thousands of lots.
CREATE TABLE "price_rating_samples" (
	"category_id" integer NOT NULL,
	"action_id" smallint NOT NULL,
	"price_type_id" integer NOT NULL,
	-- The lot's values of the same-value filters, ascending; empty when it has none.
	"key_values" integer[] NOT NULL,
	-- -1: no rooms given.
	"rooms" integer NOT NULL,
	-- The top-level region of property; 0 for lots that are not property or have no region.
	"region_top" integer NOT NULL,
	-- 0: no year given.
	"year" integer NOT NULL,
	-- The newest lots of the bucket first, at most 200; `prices` (cents) in the same order.
	"lot_ids" bigint[] NOT NULL,
	"prices" bigint[] NOT NULL,
	PRIMARY KEY ("category_id", "action_id", "price_type_id", "key_values", "rooms", "region_top", "year")
);
