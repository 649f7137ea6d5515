-- Uploads (issue 7). A file's content hash refuses the same file twice in one lot ("File exyst for this lot"):
-- unique within a lot, and among one owner's files not yet in a lot (uploaded while the lot is being created),
-- which join the same lot when it is saved. Demo and review pictures have no hash and are never compared.
-- `failure` says why a file stays unconverted (no video converter on the server, an unreadable video), so the
-- wizard can tell the seller instead of waiting for ever.
ALTER TABLE "files" ADD COLUMN "content_hash" text;
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "failure" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "files_same_content_in_lot" ON "files" ("lot_id", "content_hash")
	WHERE "lot_id" IS NOT NULL AND "content_hash" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "files_same_content_unattached" ON "files" ("owner_id", "content_hash")
	WHERE "lot_id" IS NULL AND "content_hash" IS NOT NULL;
