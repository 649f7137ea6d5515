-- A lot is found by the deal it offers (decision 0016, "Deal words"): "dzīvoklis īrei", "квартира аренда" or
-- "снять квартиру" found only lots whose own texts said so, since a lot's action (rent out, wanted, exchange,
-- for free...) was a list filter and no word of its document. The matched document now holds the words people
-- search such a deal by, in Latvian, Russian and English. They are matched, not ranked, as the region's words
-- are (migration 0032). Plain sales get none: "pārdod" and "продаю" would be words of most lots, and every
-- search with them would read most of the index.
CREATE FUNCTION search_action_words(search_action_id integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE search_action_id
    WHEN 2 THEN 'pērku pērk pirkšu куплю покупаю buy wanted'
    WHEN 3 THEN 'maiņa mainu apmaiņa обмен меняю exchange swap'
    WHEN 4 THEN 'vakance вакансия vacancy hiring'
    WHEN 5 THEN 'izīrē iznomā īre īrei noma сдаю сдаётся сдается аренда снять rent rental'
    WHEN 6 THEN 'velti bezmaksas dāvinu даром бесплатно отдам free giveaway'
    WHEN 7 THEN 'meklēju ищу looking'
    WHEN 8 THEN 'piedāvāju предлагаю offer'
    WHEN 9 THEN 'atrasts atrasta найдено найден found'
    WHEN 10 THEN 'pazudis pazaudēts потеряно пропал lost'
    WHEN 11 THEN 'adopcija пристрой adopt adoption'
    WHEN 13 THEN 'labdarība ziedojums благотворительность пожертвование charity donation'
  END;
--> statement-breakpoint
-- The locative of a Russian place name ending in -а, -я or -ия ("Рига" -> "Риге", "Латвия" -> "Латвии"), or null.
CREATE FUNCTION search_russian_locative(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN name ~ 'ия$' THEN regexp_replace(name, 'ия$', 'ии')
              WHEN name ~ '[ая]$' THEN regexp_replace(name, '[ая]$', 'е') END;
--> statement-breakpoint
-- The region's words also hold the Russian names' locative ("в Риге", "в Юрмале", "в Латвии"): a word is found
-- by its prefix, and "риге" is none of "рига" (a 4-letter word keeps its ending, decision 0016). Longer names
-- reached it by their stem already ("юрмале" -> "юрмал"). Latvian locatives fold to their names' prefixes.
CREATE OR REPLACE FUNCTION search_region_words(search_region_id integer) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
  RETURN (SELECT string_agg(concat_ws(' ', above.names ->> 'lv', above.names ->> 'ru',
            search_russian_locative(above.names ->> 'ru')), ' ')
          FROM regions r JOIN regions above ON above.id = ANY (r.path) WHERE r.id = search_region_id);
--> statement-breakpoint
-- As in migration 0032, with the action's words beside the region's in the matched document.
CREATE OR REPLACE FUNCTION search_reindex(first_id bigint, last_id bigint) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lot_search s WHERE s.lot_id BETWEEN first_id AND last_id
    AND NOT EXISTS (SELECT 1 FROM lots l WHERE l.id = s.lot_id AND l.status = 2);
  INSERT INTO lot_search (lot_id, category_id, category_path, action_id, owner_id, owner_type, company_id,
    price_cents, filter_value_ids, numbers, region_id, highlighted, publish_date, rank_document, document)
  SELECT r.id, r.category_id, r.category_path, r.action_id, r.owner_id, r.owner_type, r.company_id,
    r.price_cents, r.filter_value_ids, r.numbers, r.region_id, r.highlighted, r.publish_date, r.ranked,
    search_match_document(r.ranked, r.texts,
      concat_ws(' ', search_region_words(r.region_id), search_action_words(r.action_id)))
  FROM (
    SELECT o.words, l.* FROM (
      SELECT s.id, c.words FROM (
        SELECT l.id, l.category_id FROM lots l WHERE l.id BETWEEN first_id AND last_id AND l.status = 2
        ORDER BY l.category_path[1], l.category_id, l.id
      ) s
      JOIN (SELECT id, search_category_words(path) AS words FROM categories OFFSET 0) c ON c.id = s.category_id
    ) o
    CROSS JOIN LATERAL (SELECT l.*, search_rank_document(l.texts,
      (SELECT string_agg(search_names(v.names), ' ') FROM filter_values v WHERE v.id = ANY (l.filter_value_ids)),
      o.words) AS ranked
      FROM lots l WHERE l.id = o.id OFFSET 0) l
  ) r
  ON CONFLICT (lot_id) DO UPDATE SET category_id = excluded.category_id, category_path = excluded.category_path,
    action_id = excluded.action_id, owner_id = excluded.owner_id, owner_type = excluded.owner_type,
    company_id = excluded.company_id, price_cents = excluded.price_cents,
    filter_value_ids = excluded.filter_value_ids, numbers = excluded.numbers, region_id = excluded.region_id,
    highlighted = excluded.highlighted, publish_date = excluded.publish_date,
    rank_document = excluded.rank_document, document = excluded.document;
  INSERT INTO search_terms (word)
  SELECT DISTINCT u.lexeme FROM lot_search s, unnest(s.rank_document) u
  WHERE s.lot_id BETWEEN first_id AND last_id AND length(u.lexeme) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- As in migration 0032, with the action's words in the matched document: another action rebuilds the row, as
-- another region does.
CREATE OR REPLACE FUNCTION lots_keep_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ranked tsvector;
BEGIN
  IF NEW.status <> 2 THEN
    DELETE FROM lot_search WHERE lot_id = NEW.id;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 2 AND OLD.texts IS NOT DISTINCT FROM NEW.texts
      AND OLD.filter_value_ids IS NOT DISTINCT FROM NEW.filter_value_ids
      AND OLD.category_path IS NOT DISTINCT FROM NEW.category_path
      AND OLD.region_id IS NOT DISTINCT FROM NEW.region_id
      AND OLD.action_id IS NOT DISTINCT FROM NEW.action_id
      AND EXISTS (SELECT 1 FROM lot_search WHERE lot_id = NEW.id) THEN
    UPDATE lot_search SET category_id = NEW.category_id, action_id = NEW.action_id, owner_id = NEW.owner_id,
      owner_type = NEW.owner_type, company_id = NEW.company_id, price_cents = NEW.price_cents,
      numbers = NEW.numbers, highlighted = NEW.highlighted, publish_date = NEW.publish_date
    WHERE lot_id = NEW.id;
  ELSE
    ranked := search_rank_document(NEW.texts, search_value_words(NEW.filter_value_ids),
      search_category_words(NEW.category_path));
    INSERT INTO lot_search (lot_id, category_id, category_path, action_id, owner_id, owner_type, company_id,
      price_cents, filter_value_ids, numbers, region_id, highlighted, publish_date, rank_document, document)
    VALUES (NEW.id, NEW.category_id, NEW.category_path, NEW.action_id, NEW.owner_id, NEW.owner_type,
      NEW.company_id, NEW.price_cents, NEW.filter_value_ids, NEW.numbers, NEW.region_id, NEW.highlighted,
      NEW.publish_date, ranked, search_match_document(ranked, NEW.texts,
        concat_ws(' ', search_region_words(NEW.region_id), search_action_words(NEW.action_id))))
    ON CONFLICT (lot_id) DO UPDATE SET category_id = excluded.category_id, category_path = excluded.category_path,
      action_id = excluded.action_id, owner_id = excluded.owner_id, owner_type = excluded.owner_type,
      company_id = excluded.company_id, price_cents = excluded.price_cents,
      filter_value_ids = excluded.filter_value_ids, numbers = excluded.numbers, region_id = excluded.region_id,
      highlighted = excluded.highlighted, publish_date = excluded.publish_date,
      rank_document = excluded.rank_document, document = excluded.document;
    INSERT INTO search_terms (word)
    SELECT u.lexeme FROM unnest(ranked) u WHERE length(u.lexeme) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The lots already published get their action's words and their region's locatives; the recount gives every
-- word its number of lots again.
UPDATE lot_search s SET document = search_match_document(s.rank_document, l.texts,
  concat_ws(' ', search_region_words(l.region_id), search_action_words(l.action_id)))
FROM lots l WHERE l.id = s.lot_id AND (l.region_id IS NOT NULL OR search_action_words(l.action_id) IS NOT NULL);
--> statement-breakpoint
SELECT search_lexemes_recount();
