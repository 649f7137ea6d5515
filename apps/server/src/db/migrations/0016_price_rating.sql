-- Public seller pages (issue 6): a user's published lots as a private person and a company's published
-- lots, newest first, each read by walking its own small index to the page's end (no sort of the seller's
-- lots, no scan of the category indexes). lots_owner and lots_company
-- hold every status and order by creation.
CREATE INDEX "lots_published_owner" ON "lots" USING btree (owner_id, publish_date DESC, id DESC)
  WHERE status = 2 AND company_id IS NULL;
--> statement-breakpoint
CREATE INDEX "lots_published_company" ON "lots" USING btree (company_id, publish_date DESC, id DESC)
  WHERE status = 2 AND company_id IS NOT NULL;
