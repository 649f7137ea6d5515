-- Search (full text without diacritics, trigram typo tolerance) and distance queries need these
-- (DESIGN.md section 2). All four are trusted extensions, so a database owner without superuser can create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
