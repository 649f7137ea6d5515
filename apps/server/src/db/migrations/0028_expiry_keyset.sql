-- The expiry job's batches (lot-lifecycle/expiry.ts). It read the due lots in id order, 200 at a time after the
-- last id it saw, and PostgreSQL walked the primary key and filtered: after the 1M bulk load 1.9-3.2 s a batch,
-- and a whole walk of the table every five minutes even with nothing due. The due lots are now read in
-- (end_date, id) order from this index, each batch a range of it.
DROP INDEX IF EXISTS lots_published_end;
--> statement-breakpoint
CREATE INDEX "lots_published_end" ON "lots" USING btree (end_date, id) WHERE status = 2;
