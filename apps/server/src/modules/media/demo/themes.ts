import type { Random } from "../../lots/demo/random.ts";
import { type Ground, interior, outdoors, studio } from "./backdrops.ts";
import { apartmentBlock, house, roomWindow } from "./buildings.ts";
import { type Drawing, place, type Subject } from "./drawing.ts";
import { animal, desk, farmProduce, garment, homeware, sportsAndMusic, tools, toy } from "./goods.ts";
import { diningTable, floorLamp, laptop, phones, pottedPlant, sofa, television } from "./household.ts";
import { bicycle, car, motorboat, motorcycle, tractor, wheelSet } from "./vehicles.ts";

/** Draws one whole picture: a backdrop and what is for sale in front of it. */
export type Scene = (d: Drawing, random: Random) => void;

/** A set of scenes that fit one kind of goods; pictures of a theme are shared by its categories. */
export type Theme = {
  key: string;
  scenes: readonly Scene[];
  /** Share of pictures taken upright (1200x1600), as phones photograph tall things. */
  portraitShare: number;
  /** How many pictures the pool holds: more where lots have many pictures (cars and flats). */
  pictures: number;
};

type Backdrop = (d: Drawing, random: Random) => Ground;

const inStudio: Backdrop = (d, random) => studio(d, random);
const inRoom: Backdrop = (d, random) => interior(d, random);
const onRoad: Backdrop = (d, random) => outdoors(d, random, random.float(0.45, 0.55), "road");
const onGrass: Backdrop = (d, random) => outdoors(d, random, random.float(0.55, 0.65), "grass");
const onField: Backdrop = (d, random) => outdoors(d, random, random.float(0.45, 0.55), "field");
const onWater: Backdrop = (d, random) => outdoors(d, random, random.float(0.4, 0.5), "water");

/** A subject in front of a backdrop, centred with a little of the off-centre framing of hand-held photos. */
function scene(backdrop: Backdrop, subject: (d: Drawing, random: Random) => Subject, share = 0.72): Scene {
  return (d, random) => {
    const ground = backdrop(d, random);
    place(
      d,
      subject(d, random),
      d.width * random.float(0.46, 0.54),
      ground.y,
      share * random.float(0.92, 1.05),
    );
  };
}

/** A room photo for a flat: the window wall, and a sofa or a table in front of it. */
const room: Scene = (d, random) => {
  const ground = interior(d, random);
  d.add(...roomWindow(d, random, d.width * random.float(0.12, 0.55), ground.y, ground.y));
  place(d, (random.chance(0.5) ? sofa : diningTable)(d, random), d.width * 0.5, ground.y, 0.62);
};

export const themes: readonly Theme[] = [
  {
    key: "vehicles",
    // Bodies roughly as often as on Latvian roads: mostly saloons, estates and hatchbacks.
    scenes: (["sedan", "wagon", "hatchback", "suv", "sedan", "van", "wagon", "hatchback"] as const).map(
      (body) => scene(onRoad, car(body), 0.86),
    ),
    portraitShare: 0,
    pictures: 10,
  },
  { key: "motorcycles", scenes: [scene(onRoad, motorcycle, 0.8)], portraitShare: 0, pictures: 6 },
  {
    key: "machinery",
    scenes: [scene(onField, tractor, 0.8), scene(onRoad, tractor, 0.75)],
    portraitShare: 0,
    pictures: 6,
  },
  { key: "boats", scenes: [scene(onWater, motorboat, 0.8)], portraitShare: 0, pictures: 6 },
  {
    key: "bicycles",
    scenes: [scene(onRoad, bicycle, 0.75), scene(onGrass, bicycle, 0.7)],
    portraitShare: 0,
    pictures: 6,
  },
  {
    key: "parts",
    scenes: [scene(inStudio, wheelSet, 0.85), scene(inStudio, tools, 0.7)],
    portraitShare: 0,
    pictures: 6,
  },
  {
    key: "realty",
    scenes: [scene(onGrass, house, 0.8), scene(onGrass, apartmentBlock, 0.9), room],
    portraitShare: 0.15,
    pictures: 10,
  },
  {
    key: "electronics",
    scenes: [scene(inStudio, phones, 0.55), scene(inStudio, laptop, 0.7), scene(inRoom, television, 0.7)],
    portraitShare: 0.2,
    pictures: 8,
  },
  {
    key: "furniture",
    scenes: [
      scene(inRoom, sofa),
      scene(inRoom, diningTable),
      scene(inStudio, pottedPlant, 0.6),
      scene(inRoom, floorLamp, 0.5),
    ],
    portraitShare: 0.25,
    pictures: 8,
  },
  { key: "construction", scenes: [scene(inStudio, tools, 0.7)], portraitShare: 0.1, pictures: 8 },
  { key: "clothing", scenes: [scene(inStudio, garment, 0.85)], portraitShare: 0.6, pictures: 8 },
  {
    key: "children",
    scenes: [scene(inRoom, toy, 0.55), scene(onGrass, bicycle, 0.6)],
    portraitShare: 0.2,
    pictures: 8,
  },
  {
    key: "pets",
    scenes: [scene(inRoom, animal, 0.5), scene(onGrass, animal, 0.5)],
    portraitShare: 0.3,
    pictures: 8,
  },
  {
    key: "office",
    scenes: [scene(inRoom, desk, 0.75), scene(inStudio, tools, 0.7), scene(inStudio, laptop, 0.7)],
    portraitShare: 0.1,
    pictures: 8,
  },
  {
    key: "farming",
    scenes: [scene(onField, tractor, 0.8), scene(onField, farmProduce, 0.75)],
    portraitShare: 0,
    pictures: 8,
  },
  {
    key: "leisure",
    scenes: [scene(onRoad, bicycle, 0.8), scene(inStudio, sportsAndMusic, 0.5)],
    portraitShare: 0.25,
    pictures: 8,
  },
  {
    key: "goods",
    scenes: [
      scene(inStudio, homeware, 0.55),
      scene(inStudio, floorLamp, 0.5),
      scene(inStudio, sportsAndMusic, 0.5),
    ],
    portraitShare: 0.25,
    pictures: 8,
  },
];

/**
 * The theme of a category and of everything below it (`key` of catalogue/data/categories.ts): a lot takes the
 * theme of the deepest category on its path that has one, so bicycles and boats are not pictured as cars;
 * a path without one gets "goods".
 */
export const themeOfCategory: Readonly<Record<string, string>> = {
  transport: "vehicles",
  motorcycles: "motorcycles",
  "agricultural-machinery": "machinery",
  "construction-machinery": "machinery",
  boats: "boats",
  bicycles: "bicycles",
  "e-scooters": "bicycles",
  "parts-accessories": "parts",
  "real-estate": "realty",
  electronics: "electronics",
  "home-garden": "furniture",
  construction: "construction",
  clothing: "clothing",
  children: "children",
  pets: "pets",
  work: "office",
  services: "office",
  business: "office",
  agriculture: "farming",
  hobby: "leisure",
};

export const fallbackThemeKey = "goods";

/** The theme of a lot's category, given the keys of its path from the top level down. */
export function themeKeyOf(categoryPath: readonly string[]): string {
  const themed = categoryPath.findLast((key) => Object.hasOwn(themeOfCategory, key));
  return themed === undefined ? fallbackThemeKey : (themeOfCategory[themed] ?? fallbackThemeKey);
}
