-- A lot's price may change 3 times once it has gone public (spec 1 section 9; decision 0028, "Price changes"):
-- the changes counted so far, and when the last one was (a save of the wizard soon after it corrects that change
-- instead of counting again). Constant defaults: adding them rewrites no rows, and every lot starts uncounted.
-- PostgreSQL 15 refuses to add a column while a function's body uses the table's row type: lot_row_id
-- (migration 0029) and lot_in_area (migration 0042) are dropped for the change and made again as they were.
DROP FUNCTION lot_row_id(lots);
--> statement-breakpoint
DROP FUNCTION lot_in_area(lots, box);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "price_changes" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "price_changed_at" timestamp with time zone;
--> statement-breakpoint
CREATE FUNCTION lot_row_id(lot lots) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN lot.id;
--> statement-breakpoint
CREATE FUNCTION lot_in_area(lot lots, area box) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN point(lot.lng, lot.lat) <@ area;
