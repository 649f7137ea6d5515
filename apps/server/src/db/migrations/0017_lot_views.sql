-- Views counted once per visitor per day (issue 6). A view is recorded in its own tables, not in the lots row:
-- updating lots on every page view would make every view write a new row version of the lot (and clear its
-- page's all-visible bit, which the list queries' index-only scans depend on). A job adds the views waiting in
-- lot_views_pending to lots.views once a minute, one update per viewed lot.
CREATE TABLE "lot_visits" (
	"lot_id" bigint NOT NULL REFERENCES "lots"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	PRIMARY KEY ("lot_id", "day", "visitor")
);
--> statement-breakpoint
CREATE INDEX "lot_visits_day" ON "lot_visits" ("day");
--> statement-breakpoint
CREATE TABLE "lot_views_pending" (
	"lot_id" bigint PRIMARY KEY REFERENCES "lots"("id") ON DELETE CASCADE,
	"views" integer NOT NULL
);
