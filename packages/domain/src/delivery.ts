import { type DeliveryOption, deliveryOptions } from "./lot-form.ts";

/*
 * Which delivery options a lot may offer, by its category (spec 2 section 4 sets both by default, and says
 * nothing of homes or jobs). A parcel locker takes things a courier can carry; a flat, a job, a service or a
 * date is not handed over at all, and a car, a boat or a puppy only in person. The wizard offers these, the
 * server keeps only these, the demo data gives these.
 */

const inPerson: readonly DeliveryOption[] = ["meet"];
const none: readonly DeliveryOption[] = [];

/**
 * The options of a category subtree, by the catalogue's stable ids (apps/server/src/modules/catalogue/data);
 * the deepest listed category on a lot's path decides. Subtrees not listed offer both.
 */
const optionsBySubtree: ReadonlyMap<number, readonly DeliveryOption[]> = new Map([
  [1000, inPerson], // vehicles: cars, boats, machinery, bicycles and scooters
  [1028, deliveryOptions], // ...but their parts and accessories travel as parcels
  [1100, none], // real estate
  [1800, none], // jobs
  [1900, none], // services
  [2301, none], // dating
  [1701, inPerson], // dogs
  [1702, inPerson], // cats
  [1703, inPerson], // ferrets
  [1704, inPerson], // birds
  [1705, inPerson], // rodents and rabbits
  [1708, inPerson], // farm animals
  [2003, inPerson], // standing timber and roundwood
  [2010, none], // farmland to let
  [2206, none], // businesses for sale
]);

/** The delivery options a lot of the category may offer, given its ids from the top level down. */
export function deliveryOptionsOf(categoryPath: readonly number[]): readonly DeliveryOption[] {
  const listed = categoryPath.findLast((id) => optionsBySubtree.has(id));
  return listed === undefined ? deliveryOptions : (optionsBySubtree.get(listed) ?? deliveryOptions);
}

/** What the seller chose, without the options the category does not offer, each once, in the usual order. */
export const allowedDeliveryOptions = (
  categoryPath: readonly number[],
  chosen: readonly DeliveryOption[],
): DeliveryOption[] => deliveryOptionsOf(categoryPath).filter((option) => chosen.includes(option));

/** The ids the rule names, for a test that checks them against the catalogue. */
export const deliverySubtreeIds: readonly number[] = [...optionsBySubtree.keys()];
