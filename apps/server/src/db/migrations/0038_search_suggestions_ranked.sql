-- The header box's suggestions (docs/decisions/0016-search.md, "Suggestions people searched"). The store is open
-- to everyone and is sent 1 s after a visitor stops typing (spec 1 sections 7 and 9), so it fills with
-- fragments ("volks"), typos and anything anyone types, and the box showed the shortest five of them to every
-- visitor. A suggestion now counts the browser sessions that sent it (each sends a text once) and is shown only
-- while every word of it of 3 letters or more is a word of published lots outside adult categories
-- (search_lexemes.lots > 0), most searched first.
ALTER TABLE "search_suggestions" ADD COLUMN "searches" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "search_suggestions" ADD COLUMN "last_searched" timestamp with time zone NOT NULL DEFAULT now();
--> statement-breakpoint
ALTER TABLE "search_suggestions" ADD COLUMN "known" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE FUNCTION search_words_known(input text) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN (
    SELECT count(*) > 0 AND bool_and(EXISTS (
      SELECT 1 FROM search_lexemes l WHERE l.word = w.word COLLATE "C" AND l.lots > 0))
    FROM unnest(string_to_array(trim(search_fold(input)), ' ')) AS w (word)
    WHERE length(w.word) >= 3
  );
--> statement-breakpoint
-- Called by the hourly recount of the words' lots: a word that left every lot takes its suggestions with it,
-- a new word brings back those stored before it was one; what was never shown and not sent for 30 days goes.
CREATE FUNCTION search_suggestions_refresh() RETURNS void LANGUAGE sql AS $$
  UPDATE search_suggestions SET known = search_words_known(text) WHERE known IS DISTINCT FROM search_words_known(text);
  DELETE FROM search_suggestions WHERE NOT known AND last_searched < now() - interval '30 days';
$$;
--> statement-breakpoint
UPDATE search_suggestions SET known = search_words_known(text);
--> statement-breakpoint
DROP INDEX "search_suggestions_prefix";
--> statement-breakpoint
CREATE INDEX "search_suggestions_known_prefix" ON "search_suggestions" ("text" text_pattern_ops) WHERE known;
