import { createRandom, type Random } from "../../lots/demo/random.ts";
import { type Ground, interior, outdoors, studio } from "./backdrops.ts";
import { apartmentBlock, garage, house, landPlot, roomWindow } from "./buildings.ts";
import { cat, dog } from "./dogs-and-cats.ts";
import { type Drawing, place, type Subject } from "./drawing.ts";
import {
  bed,
  coffeeMachine,
  eScooter,
  fridge,
  microwave,
  vacuumCleaner,
  wardrobe,
  washingMachine,
} from "./furnishings.ts";
import { desk, farmProduce, football, garment, homeware, tools, toy } from "./goods.ts";
import { diningTable, floorLamp, laptop, phones, pottedPlant, sofa, television } from "./household.ts";
import { camera, headphones, lawnMower, speakers, tent } from "./leisure-goods.ts";
import { books, farmAnimal } from "./livestock-and-books.ts";
import { cageBird, smallPet } from "./small-pets.ts";
import { dumbbells, fishingRod, guitar, skis } from "./sport-goods.ts";
import { aquarium, firewood, heater, pram } from "./utility-goods.ts";
import { bicycle, car, motorboat, motorcycle, tractor, wheelSet } from "./vehicles.ts";

/**
 * One shot of a subject: the seed its looks are drawn from (the same for every shot of it) and the shot's
 * place in the series. Every other shot shows the subject's other side (drawn mirrored), as a seller walks
 * round what they sell.
 */
export type Shot = { subjectSeed: number; index: number };
const mirrored = (shot: Shot) => shot.index % 2 === 1;

/** Draws one whole picture: a backdrop and what is for sale in front of it; `random` frames this shot. */
export type Scene = (d: Drawing, random: Random, shot: Shot) => void;

/**
 * A set of scenes that fit one kind of goods; pictures of a theme are shared by its categories. The pool holds
 * `subjects` things for sale, each photographed `shots` times (one scene, other backdrops and framings), and
 * a lot's gallery shows one of them, so a car's pictures are of one car.
 */
export type Theme = {
  key: string;
  scenes: readonly Scene[];
  /** Share of pictures taken upright (1200x1600), as phones photograph tall things. */
  portraitShare: number;
  /** More where lots have many pictures (cars and flats); at least one a scene, so every scene is seen. */
  subjects: number;
  shots: number;
};

type Backdrop = (d: Drawing, random: Random) => Ground;

const inStudio: Backdrop = (d, random) => studio(d, random);
const inRoom: Backdrop = (d, random) => interior(d, random);
const onRoad: Backdrop = (d, random) => outdoors(d, random, random.float(0.45, 0.55), "road");
const onGrass: Backdrop = (d, random) => outdoors(d, random, random.float(0.55, 0.65), "grass");
const onField: Backdrop = (d, random) => outdoors(d, random, random.float(0.45, 0.55), "field");
const onWater: Backdrop = (d, random) => outdoors(d, random, random.float(0.4, 0.5), "water");

/**
 * A subject in front of a backdrop, centred with a little of the off-centre framing of hand-held photos.
 * `lettered`: the subject carries writing (a garage's numbers, a sale sign), which must not read backwards, so
 * it is never drawn mirrored.
 */
function scene(
  backdrop: Backdrop,
  subject: (d: Drawing, random: Random) => Subject,
  share = 0.72,
  lettered = false,
): Scene {
  return (d, random, shot) => {
    const ground = backdrop(d, random);
    place(
      d,
      subject(d, createRandom(shot.subjectSeed)),
      d.width * random.float(0.44, 0.56),
      ground.y,
      share * random.float(0.82, 1.05),
      !lettered && mirrored(shot),
    );
  };
}

/**
 * An appliance on its piece of kitchen counter, framed on the appliance as a seller photographs a microwave:
 * the counter runs out of the picture's foot. Never mirrored (a control panel belongs on its side), and only
 * across: upright, the same framing would leave the counter below the picture.
 */
function onCounter(subject: (d: Drawing, random: Random) => Subject, share: number): Scene {
  return (d, random, shot) => {
    interior(d, random);
    const groundBelowPicture = d.height * random.float(1.4, 1.5);
    place(
      d,
      subject(d, createRandom(shot.subjectSeed)),
      d.width * random.float(0.45, 0.55),
      groundBelowPicture,
      share,
    );
  };
}

/** A room of a home: the window wall, and a sofa or a table in front of it, each room its own. */
const room = (d: Drawing, random: Random) => {
  const ground = interior(d, random);
  d.add(...roomWindow(d, random, d.width * random.float(0.12, 0.55), ground.y, ground.y));
  place(d, (random.chance(0.5) ? sofa : diningTable)(d, random), d.width * 0.5, ground.y, 0.62);
};

/** A home for sale or rent: the building from outside first, then its rooms, as estate agents show them. */
const home =
  (building: (d: Drawing, random: Random) => Subject, share: number): Scene =>
  (d, random, shot) => {
    if (shot.index > 0) return room(d, random);
    const outside = scene(onGrass, building, share);
    outside(d, random, shot);
  };

/**
 * A theme of one kind of thing, photographed `shots` times each in `subjects` examples: 3 where a category
 * of many lots shows it (tyres, sofas, phones), so a page of them is not two things over and over.
 */
const kind = (key: string, scenes: readonly Scene[], portraitShare = 0, subjects = 2, shots = 3): Theme => ({
  key,
  scenes,
  portraitShare,
  subjects,
  shots,
});

/**
 * One kind of thing a theme, so that a category pictures what its lots are: a floor lamp for lighting, a bed
 * for beds. A broader category lists several themes (themesOfCategory).
 */
export const themes: readonly Theme[] = [
  kind(
    "vehicles",
    // Bodies roughly as often as on Latvian roads: mostly saloons, estates and hatchbacks.
    (["sedan", "wagon", "hatchback", "suv", "sedan", "van", "wagon", "hatchback"] as const).map((body) =>
      scene(onRoad, car(body), 0.86),
    ),
    0,
    5,
    8,
  ),
  kind("motorcycles", [scene(onRoad, motorcycle, 0.8)]),
  kind("tractors", [scene(onField, tractor, 0.8), scene(onRoad, tractor, 0.75)]),
  kind("boats", [scene(onWater, motorboat, 0.8)]),
  kind("bicycles", [scene(onRoad, bicycle, 0.75), scene(onGrass, bicycle, 0.7)], 0, 3),
  kind("scooters", [scene(onRoad, eScooter, 0.55)]),
  kind("wheels", [scene(inStudio, wheelSet, 0.85)], 0, 3),
  kind("tools", [scene(inStudio, tools, 0.7)], 0.1, 3),
  kind("flats", [home(apartmentBlock, 0.9)], 0.15, 3, 8),
  kind("houses", [home(house, 0.8)], 0.15, 3, 8),
  kind("garages", [scene(onRoad, garage, 0.85, true)]),
  kind("land", [scene(onGrass, landPlot, 0.95, true), scene(onField, landPlot, 0.95, true)]),
  kind("phones", [scene(inStudio, phones, 0.55)], 0.2, 3),
  kind("laptops", [scene(inStudio, laptop, 0.7)], 0.1),
  kind("televisions", [scene(inRoom, television, 0.7)], 0, 3),
  kind("desks", [scene(inRoom, desk, 0.75)], 0.1),
  kind("headphones", [scene(inStudio, headphones, 0.6)], 0, 3),
  kind("speakers", [scene(inStudio, speakers, 0.65), scene(inRoom, speakers, 0.6)], 0, 3),
  kind("cameras", [scene(inStudio, camera, 0.55)]),
  // Tall things mostly photographed across all the same: a card shows a picture's middle, 4:3.
  kind("fridges", [scene(inRoom, fridge, 0.45)], 0.1),
  kind("washers", [scene(inRoom, washingMachine, 0.5)]),
  kind("vacuums", [scene(inRoom, vacuumCleaner, 0.5)], 0.2),
  kind("kitchen", [onCounter(microwave, 0.55), onCounter(coffeeMachine, 0.45)]),
  kind("sofas", [scene(inRoom, sofa)], 0.1, 3),
  kind("tables", [scene(inRoom, diningTable)], 0.1, 3),
  kind("beds", [scene(inRoom, bed, 0.75)], 0.1, 3),
  kind("wardrobes", [scene(inRoom, wardrobe, 0.55)], 0.1),
  kind("lamps", [scene(inRoom, floorLamp, 0.5), scene(inStudio, floorLamp, 0.5)], 0.2),
  kind("plants", [scene(inStudio, pottedPlant, 0.6), scene(inRoom, pottedPlant, 0.55)], 0.4),
  kind("mowers", [scene(onGrass, lawnMower, 0.7)]),
  kind("tents", [scene(onGrass, tent, 0.8)]),
  kind("homeware", [scene(inStudio, homeware, 0.55)], 0.25, 3),
  kind("clothing", [scene(inStudio, garment, 0.85)], 0.6, 3),
  kind("toys", [scene(inRoom, toy, 0.55)], 0.2),
  kind("dogs", [scene(onGrass, dog, 0.5), scene(inRoom, dog, 0.5)], 0, 3),
  kind("cats", [scene(inRoom, cat, 0.45), scene(inStudio, cat, 0.45)], 0, 3),
  kind("birds", [scene(inRoom, cageBird, 0.6), scene(inStudio, cageBird, 0.6)]),
  kind("small-pets", [scene(inStudio, smallPet, 0.68), scene(inRoom, smallPet, 0.68)]),
  kind("farm-animals", [scene(onGrass, farmAnimal, 0.75), scene(onField, farmAnimal, 0.75)]),
  kind("aquariums", [scene(inRoom, aquarium, 0.6)]),
  kind("produce", [scene(onField, farmProduce, 0.75)]),
  kind("firewood", [scene(onGrass, firewood, 0.7), scene(onField, firewood, 0.7)]),
  kind("heaters", [scene(inRoom, heater, 0.6)]),
  kind("prams", [scene(onRoad, pram, 0.5), scene(inRoom, pram, 0.55)]),
  kind("books", [scene(inStudio, books, 0.55), scene(inRoom, books, 0.55)]),
  kind("football", [scene(inStudio, football, 0.5)]),
  kind("fitness", [scene(inStudio, dumbbells, 0.6), scene(inRoom, dumbbells, 0.6)]),
  kind("skis", [scene(inStudio, skis, 0.6), scene(inRoom, skis, 0.6)]),
  kind("fishing", [scene(inStudio, fishingRod, 0.7)]),
  kind("guitars", [scene(inStudio, guitar, 0.6), scene(inRoom, guitar, 0.6)]),
];

/**
 * The themes of a category and of everything below it (`key` of catalogue/data/categories.ts): a lot takes the
 * themes of the deepest category on its path that has some, one of them at random, so bicycles and boats are
 * not pictured as cars, nor a floor lamp as a dining table; a path without any gets `fallbackThemeKeys`.
 */
export const themesOfCategory: Readonly<Record<string, readonly string[]>> = {
  transport: ["vehicles"],
  motorcycles: ["motorcycles"],
  "agricultural-machinery": ["tractors"],
  "construction-machinery": ["tractors"],
  boats: ["boats"],
  bicycles: ["bicycles"],
  "e-scooters": ["scooters"],
  "parts-accessories": ["wheels", "tools"],
  "tyres-rims": ["wheels"],
  "winter-tyres-shortcut": ["wheels"],
  "car-parts": ["tools"],
  "truck-parts": ["tools"],
  "real-estate": ["houses", "flats"],
  flats: ["flats"],
  "new-developments": ["flats"],
  houses: ["houses"],
  land: ["land"],
  "agri-land-rent": ["land"],
  garages: ["garages"],
  electronics: ["phones", "laptops", "televisions"],
  phones: ["phones"],
  "phone-accessories": ["phones"],
  tablets: ["phones"],
  smartwatches: ["phones"],
  computers: ["laptops", "desks"],
  laptops: ["laptops"],
  desktops: ["desks"],
  monitors: ["desks"],
  "tv-audio": ["televisions", "speakers", "headphones"],
  tvs: ["televisions"],
  projectors: ["televisions"],
  audio: ["speakers"],
  headphones: ["headphones"],
  "photo-video": ["cameras"],
  "car-audio": ["speakers"],
  consoles: ["televisions"],
  appliances: ["fridges", "washers", "vacuums", "kitchen"],
  fridges: ["fridges"],
  "washing-machines": ["washers"],
  dishwashers: ["washers"],
  cookers: ["kitchen"],
  "kitchen-appliances": ["kitchen"],
  "vacuum-cleaners": ["vacuums"],
  "home-appliances-shortcut": ["fridges", "washers", "vacuums", "kitchen"],
  climate: ["heaters"],
  "home-garden": ["sofas", "tables", "plants", "lamps"],
  furniture: ["sofas", "tables", "beds", "wardrobes"],
  sofas: ["sofas"],
  "tables-chairs": ["tables"],
  "garden-furniture": ["tables"],
  beds: ["beds"],
  wardrobes: ["wardrobes"],
  "kitchen-furniture": ["wardrobes"],
  "office-furniture": ["desks"],
  lighting: ["lamps"],
  interior: ["homeware"],
  textiles: ["homeware"],
  kitchenware: ["homeware"],
  garden: ["plants", "mowers"],
  greenhouses: ["plants"],
  plants: ["plants"],
  "garden-machinery": ["mowers"],
  "garden-tools": ["tools"],
  construction: ["tools"],
  timber: ["firewood"],
  "heating-ventilation": ["heaters"],
  clothing: ["clothing"],
  children: ["toys", "bicycles", "prams"],
  prams: ["prams"],
  toys: ["toys"],
  "kids-clothing": ["clothing"],
  "kids-footwear": ["clothing"],
  "kids-furniture": ["beds", "tables"],
  pets: ["dogs", "cats"],
  dogs: ["dogs"],
  cats: ["cats"],
  ferrets: ["small-pets"],
  birds: ["birds"],
  rodents: ["small-pets"],
  aquarium: ["aquariums"],
  reptiles: ["aquariums"],
  "farm-animals": ["farm-animals"],
  work: ["desks", "laptops"],
  services: ["desks", "tools"],
  "repair-services": ["tools"],
  "plumbers-electricians": ["tools"],
  "car-service": ["tools", "wheels"],
  freight: ["vehicles"],
  "passenger-transport": ["vehicles"],
  "vehicle-rental": ["vehicles"],
  lessons: ["books", "laptops"],
  "it-services": ["laptops"],
  "appliance-repair": ["washers", "fridges", "tools"],
  cleaning: ["vacuums"],
  "garden-services": ["mowers"],
  events: ["cameras"],
  childcare: ["toys"],
  "pet-services": ["dogs", "cats"],
  translation: ["books", "laptops"],
  business: ["desks", "tools", "laptops"],
  "production-equipment": ["tools"],
  woodworking: ["tools"],
  "retail-equipment": ["fridges", "kitchen"],
  "office-equipment": ["desks", "laptops"],
  "business-for-sale": ["houses"],
  auctions: ["vehicles", "houses"],
  agriculture: ["produce", "tractors"],
  firewood: ["firewood"],
  "standing-timber": ["firewood"],
  fertilisers: ["produce"],
  "grain-feed": ["produce"],
  produce: ["produce"],
  honey: ["produce"],
  "farm-produce": ["produce"],
  hobby: ["football", "guitars", "books"],
  sport: ["football", "fitness", "skis", "bicycles"],
  fitness: ["fitness"],
  "winter-sports": ["skis"],
  fishing: ["fishing"],
  // Optics and outdoor clothing: a camera's lens and a tent are the nearest pictures.
  hunting: ["cameras", "tents"],
  "team-sports": ["football"],
  "water-sports": ["boats"],
  camping: ["tents"],
  "musical-instruments": ["guitars"],
  books: ["books"],
  tickets: ["homeware"],
  collecting: ["homeware"],
  "board-games": ["toys"],
  crafts: ["homeware"],
  charity: ["clothing", "toys", "books"],
  // Flowers or a gift: what a dating ad or a discreet parcel shows.
  adult: ["homeware"],
};

export const fallbackThemeKeys: readonly string[] = ["homeware", "plants", "books"];

/** The themes of a lot's category, given the keys of its path from the top level down. */
export function themeKeysOf(categoryPath: readonly string[]): readonly string[] {
  const themed = categoryPath.findLast((key) => Object.hasOwn(themesOfCategory, key));
  return themed === undefined ? fallbackThemeKeys : (themesOfCategory[themed] ?? fallbackThemeKeys);
}
