-- Best match ranks a lot by where each searched word stands in it (titles, filter values, category names),
-- every word on its own: ts_rank of search_query (all words, '&') paired each word with only the last of the
-- lexemes its prefix matched, so "veļas mašīna" paired "veļas" in the title with "mašīnas" in the category's
-- name and ranked a washing machine below a flat whose amenities name one (decision 0016, "Ranking").
-- The match still requires every word; this query only ranks.
CREATE FUNCTION search_any(terms text[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (
    SELECT coalesce(string_agg(quote_literal(word) || CASE WHEN length(word) >= 3 THEN ':*' ELSE '' END, ' | '), '')::tsquery
    FROM unnest(terms) AS term, unnest(string_to_array(trim(search_fold(term)), ' ')) AS word
    WHERE word <> ''
  );
