-- Search narrowed by category and filter values (decision 0016, "Category and values in the word index"):
-- one GIN index over the words and the columns a search is most often narrowed by, so PostgreSQL intersects
-- the word's lots with the category's and the value's inside the index instead of reading every lot the
-- word matches and filtering them. It serves word-only searches as the index it replaces did.
-- btree_gin gives the integer columns their GIN operator class (the arrays have one of their own).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "lot_search_words" ON "lot_search"
  USING gin ("document", "category_id", "category_top", "category_second", "filter_value_ids") WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX "lot_search_document";
