-- Listings match a category through the path positions the partial indexes of decision 0011 cover
-- (category_path[1], category_path[2]). PostgreSQL takes no statistics from partial expression indexes, so
-- without these it guessed 0.5 % of the lots for any top-level category (Transport holds 45 %) and sorted a
-- third of the table instead of walking the date index: 2.4 s instead of milliseconds at 1M lots
-- (decision 0018).
CREATE STATISTICS IF NOT EXISTS lots_top_category ON (category_path[1]) FROM lots;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS lots_second_category ON (category_path[2]) FROM lots;
--> statement-breakpoint
ANALYZE lots;
