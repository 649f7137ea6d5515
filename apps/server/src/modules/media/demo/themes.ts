import { createRandom, type Random } from "../../lots/demo/random.ts";
import { type Ground, interior, outdoors, studio } from "./backdrops.ts";
import { apartmentBlock, house, roomWindow } from "./buildings.ts";
import { type Drawing, place, type Subject } from "./drawing.ts";
import { animal, desk, farmProduce, garment, homeware, sportsAndMusic, tools, toy } from "./goods.ts";
import { diningTable, floorLamp, laptop, phones, pottedPlant, sofa, television } from "./household.ts";
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

/** A subject in front of a backdrop, centred with a little of the off-centre framing of hand-held photos. */
function scene(backdrop: Backdrop, subject: (d: Drawing, random: Random) => Subject, share = 0.72): Scene {
  return (d, random, shot) => {
    const ground = backdrop(d, random);
    place(
      d,
      subject(d, createRandom(shot.subjectSeed)),
      d.width * random.float(0.44, 0.56),
      ground.y,
      share * random.float(0.82, 1.05),
      mirrored(shot),
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

export const themes: readonly Theme[] = [
  {
    key: "vehicles",
    // Bodies roughly as often as on Latvian roads: mostly saloons, estates and hatchbacks.
    scenes: (["sedan", "wagon", "hatchback", "suv", "sedan", "van", "wagon", "hatchback"] as const).map(
      (body) => scene(onRoad, car(body), 0.86),
    ),
    portraitShare: 0,
    subjects: 5,
    shots: 8,
  },
  { key: "motorcycles", scenes: [scene(onRoad, motorcycle, 0.8)], portraitShare: 0, subjects: 2, shots: 3 },
  {
    key: "machinery",
    scenes: [scene(onField, tractor, 0.8), scene(onRoad, tractor, 0.75)],
    portraitShare: 0,
    subjects: 2,
    shots: 3,
  },
  { key: "boats", scenes: [scene(onWater, motorboat, 0.8)], portraitShare: 0, subjects: 2, shots: 3 },
  {
    key: "bicycles",
    scenes: [scene(onRoad, bicycle, 0.75), scene(onGrass, bicycle, 0.7)],
    portraitShare: 0,
    subjects: 2,
    shots: 3,
  },
  {
    key: "parts",
    scenes: [scene(inStudio, wheelSet, 0.85), scene(inStudio, tools, 0.7)],
    portraitShare: 0,
    subjects: 2,
    shots: 3,
  },
  {
    key: "realty",
    scenes: [home(house, 0.8), home(apartmentBlock, 0.9)],
    portraitShare: 0.15,
    subjects: 2,
    shots: 8,
  },
  { key: "flats", scenes: [home(apartmentBlock, 0.9)], portraitShare: 0.15, subjects: 3, shots: 8 },
  { key: "houses", scenes: [home(house, 0.8)], portraitShare: 0.15, subjects: 3, shots: 8 },
  {
    key: "electronics",
    scenes: [scene(inStudio, phones, 0.55), scene(inStudio, laptop, 0.7), scene(inRoom, television, 0.7)],
    portraitShare: 0.2,
    subjects: 3,
    shots: 3,
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
    subjects: 4,
    shots: 3,
  },
  { key: "construction", scenes: [scene(inStudio, tools, 0.7)], portraitShare: 0.1, subjects: 2, shots: 3 },
  { key: "clothing", scenes: [scene(inStudio, garment, 0.85)], portraitShare: 0.6, subjects: 3, shots: 3 },
  {
    key: "children",
    scenes: [scene(inRoom, toy, 0.55), scene(onGrass, bicycle, 0.6)],
    portraitShare: 0.2,
    subjects: 2,
    shots: 3,
  },
  {
    key: "pets",
    scenes: [scene(inRoom, animal, 0.5), scene(onGrass, animal, 0.5)],
    portraitShare: 0.3,
    subjects: 2,
    shots: 3,
  },
  {
    key: "office",
    scenes: [scene(inRoom, desk, 0.75), scene(inStudio, tools, 0.7), scene(inStudio, laptop, 0.7)],
    portraitShare: 0.1,
    subjects: 3,
    shots: 3,
  },
  {
    key: "farming",
    scenes: [scene(onField, tractor, 0.8), scene(onField, farmProduce, 0.75)],
    portraitShare: 0,
    subjects: 2,
    shots: 3,
  },
  {
    key: "leisure",
    scenes: [scene(onRoad, bicycle, 0.8), scene(inStudio, sportsAndMusic, 0.5)],
    portraitShare: 0.25,
    subjects: 2,
    shots: 3,
  },
  {
    key: "goods",
    scenes: [
      scene(inStudio, homeware, 0.55),
      scene(inStudio, floorLamp, 0.5),
      scene(inStudio, sportsAndMusic, 0.5),
    ],
    portraitShare: 0.25,
    subjects: 3,
    shots: 3,
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
  flats: "flats",
  "new-developments": "flats",
  houses: "houses",
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
