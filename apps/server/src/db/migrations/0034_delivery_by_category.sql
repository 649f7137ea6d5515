-- Delivery options by category (packages/domain/src/delivery.ts): every lot had both by default, so a flat,
-- a job or a car offered an Omniva parcel locker. Lots stored before the rule keep what the rule allows of
-- theirs. The ids are the catalogue's stable ones, as the rule names them.
UPDATE lots SET delivery_options = '{}'
WHERE category_path && '{1100,1800,1900,2301,2010,2206}'::int[] AND delivery_options <> '{}';
--> statement-breakpoint
UPDATE lots SET delivery_options = array_remove(delivery_options, 'omniva')
WHERE category_path && '{1000,1701,1702,1703,1704,1705,1708,2003}'::int[]
  AND NOT category_path && '{1028}'::int[]
  AND 'omniva' = ANY (delivery_options);
