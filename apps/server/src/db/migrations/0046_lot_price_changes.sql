-- A lot's price may change 3 times once it has gone public (spec 1 section 9; decision 0028, "Price changes"):
-- the changes counted so far, and when the last one was (a save of the wizard soon after it corrects that change
-- instead of counting again). Constant defaults: adding them rewrites no rows, and every lot starts uncounted.
ALTER TABLE "lots" ADD COLUMN "price_changes" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "price_changed_at" timestamp with time zone;
