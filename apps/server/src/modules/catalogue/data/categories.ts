import { adult } from "./categories/adult.ts";
import { agriculture } from "./categories/agriculture.ts";
import { business } from "./categories/business.ts";
import { children } from "./categories/children.ts";
import { clothing } from "./categories/clothing.ts";
import { construction } from "./categories/construction.ts";
import { electronics } from "./categories/electronics.ts";
import { hobby } from "./categories/hobby.ts";
import { homeGarden } from "./categories/home-garden.ts";
import { misc } from "./categories/misc.ts";
import { pets } from "./categories/pets.ts";
import { realEstate } from "./categories/real-estate.ts";
import { services } from "./categories/services.ts";
import { transport } from "./categories/transport.ts";
import { whereToBuy } from "./categories/where-to-buy.ts";
import { work } from "./categories/work.ts";
import type { CategorySeed } from "./types.ts";

/** The top-level categories in the order of the home grid ("where to buy" is last and not listed on home). */
export const categories: CategorySeed[] = [
  transport,
  realEstate,
  electronics,
  homeGarden,
  construction,
  clothing,
  children,
  pets,
  work,
  services,
  agriculture,
  hobby,
  business,
  adult,
  misc,
  whereToBuy,
];
