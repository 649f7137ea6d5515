-- Text filters in lists (decision 0011, "Later: text filters in lists"): `fV[12][text]=wvw zzz...` finds the
-- lots whose VIN (part, cadastral, microchip number, IMEI) is the one given, ignoring case, spaces and hyphens.
-- The lot form keeps a free text as typed (`filter_texts`, by filter key), so both sides are compared
-- normalised: upper case, without spaces and hyphens (normaliseFilterText in packages/domain/src/lot-list.ts
-- does the same to the query's text). An identifier belongs to one lot or a few, so a list narrowed by one
-- is found through this index whatever its category's size, instead of by reading every published lot of the
-- category (all of them when the identifier matches none).
--
-- lot_filter_text_keys: a lot's free texts as `key=NORMALISED` entries. Texts longer than 40 characters once
-- normalised are left out: no text filter asks for them, and a GIN entry must stay small.
CREATE FUNCTION lot_filter_text_keys(filter_texts jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT e.key || '=' || n.text
    FROM jsonb_each_text(CASE WHEN jsonb_typeof(filter_texts) = 'object' THEN filter_texts ELSE '{}' END) AS e,
      LATERAL (SELECT upper(regexp_replace(e.value, '[\s\u00a0\u2010-\u2015-]', '', 'g')) AS text) AS n
    WHERE length(n.text) BETWEEN 1 AND 40);
--> statement-breakpoint
-- The id of the lot a row is about, for `lots` and for `lot_search`: the list conditions (lot-lists/conditions.ts)
-- run unchanged on both, and a text filter is matched by id against the lots this index finds. Inlined by the
-- planner into `l.id` / `l.lot_id`.
CREATE FUNCTION lot_row_id(lot lots) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN lot.id;
--> statement-breakpoint
CREATE FUNCTION lot_row_id(lot lot_search) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN lot.lot_id;
--> statement-breakpoint
-- Only published lots with a free text (most lots have none).
CREATE INDEX "lots_published_texts" ON "lots" USING gin (lot_filter_text_keys(filter_texts))
  WHERE status = 2 AND filter_texts <> '{}'::jsonb;
--> statement-breakpoint
ANALYZE lots;
