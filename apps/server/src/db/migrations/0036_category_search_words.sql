-- Words people search a category's lots by that its names do not hold ("автомобиль", "automašīna" for Cars:
-- "автомобиль" is no prefix of "авто"), from the catalogue's data (`searchWords`). They are the category's
-- words as its names are: in every lot's C part (search_category_words), so a lot matches the words of its
-- category and of the categories above it, and in the header box's category entries (folded_names). The
-- catalogue's seed fills them and reindexes the lots of the categories whose words changed (decision 0016).
ALTER TABLE "categories" ADD COLUMN "search_words" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "folded_names";
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "folded_names" text
  GENERATED ALWAYS AS (' ' || search_fold(search_names(names) || ' ' || search_words)) STORED;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_category_words(search_category_ids integer[]) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('simple', search_fold(coalesce((
    SELECT string_agg(search_names(c.names) || ' ' || c.search_words, ' ')
    FROM categories c WHERE c.id = ANY (search_category_ids)), ''))), 'C');
