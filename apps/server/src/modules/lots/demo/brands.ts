import { choose, type Draft } from "./draft.ts";

const whiteGoods = [
  "AEG",
  "Beko",
  "Bosch",
  "Electrolux",
  "Gorenje",
  "LG",
  "Miele",
  "Samsung",
  "Siemens",
  "Whirlpool",
];

/**
 * The brands people sell in each electronics category. The catalogue's one brand filter lists them all, so a
 * filler picking freely would make a Garmin TV or a Dyson laptop.
 */
const electronicsBrands: Record<string, readonly string[]> = {
  "phone-accessories": ["Apple", "Samsung", "Xiaomi", "Huawei", "JBL", "Logitech"],
  tablets: ["Apple", "Samsung", "Lenovo", "Huawei", "Xiaomi", "Microsoft"],
  laptops: ["Apple", "Asus", "Acer", "Dell", "HP", "Lenovo", "MSI", "Microsoft", "Huawei"],
  desktops: ["Apple", "Asus", "Acer", "Dell", "HP", "Lenovo", "MSI"],
  monitors: ["Asus", "Acer", "Dell", "HP", "Lenovo", "LG", "Samsung", "Philips", "MSI"],
  components: ["Asus", "MSI", "Samsung", "Logitech"],
  printers: ["HP", "Canon", "Epson", "Brother"],
  networking: ["Asus", "Huawei", "Xiaomi"],
  tvs: ["Samsung", "LG", "Sony", "Philips", "Panasonic", "Hisense", "TCL", "Xiaomi"],
  audio: ["Sony", "JBL", "Bose", "Philips", "Panasonic", "Samsung", "LG"],
  headphones: ["Sony", "JBL", "Bose", "Sennheiser", "Apple", "Samsung", "Xiaomi"],
  projectors: ["Epson", "Panasonic", "Sony", "LG", "Xiaomi", "Philips"],
  "photo-video": ["Canon", "Nikon", "Sony", "Fujifilm", "Panasonic", "GoPro", "DJI"],
  consoles: ["Sony", "Microsoft", "Nintendo"],
  smartwatches: ["Apple", "Samsung", "Garmin", "Huawei", "Xiaomi"],
  fridges: whiteGoods,
  "washing-machines": whiteGoods,
  dishwashers: whiteGoods,
  cookers: whiteGoods,
  "vacuum-cleaners": ["Dyson", "Philips", "Samsung", "Bosch", "Xiaomi", "Electrolux", "Miele", "LG"],
  "kitchen-appliances": ["Philips", "Bosch", "Siemens", "Electrolux", "Panasonic", "Xiaomi", "AEG"],
  climate: ["LG", "Samsung", "Panasonic", "Electrolux", "Xiaomi", "Dyson", "Philips"],
};

/** Chooses the brand among those sold in the category (or its nearest listed ancestor); any when none listed. */
export function chooseElectronicsBrand(draft: Draft): void {
  const keys = [draft.visit.category.key, ...draft.visit.ancestors.map((ancestor) => ancestor.key).reverse()];
  const brands = keys.map((key) => electronicsBrands[key]).find((list) => list !== undefined);
  choose(draft, "electronics-brand", brands ? (value) => brands.includes(value.names.en) : undefined);
}
