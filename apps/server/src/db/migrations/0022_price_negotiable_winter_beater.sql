-- The wizard's price step (issue 7, spec 2 sections 1 and 4): the seller's "price negotiable" flag, shown with the
-- price, and a car offered as a winter beater. Constant defaults: adding them rewrites no rows.
ALTER TABLE "lots" ADD COLUMN "price_negotiable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "winter_beater" boolean DEFAULT false NOT NULL;
