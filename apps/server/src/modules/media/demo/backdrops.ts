import type { Random } from "../../lots/demo/random.ts";
import {
  type Drawing,
  darken,
  ellipse,
  lighten,
  line,
  mix,
  path,
  rect,
  translucent,
  varied,
} from "./drawing.ts";

/** Where a backdrop puts the ground: subjects stand on this line. */
export type Ground = { y: number };

const wallColors = ["#e9e4dc", "#dfe3e6", "#efe9e1", "#d9d4cc", "#e6e0d6", "#dce2dc", "#cfd6dd", "#f0ece6"];
const floorColors = ["#b9aa97", "#a99c8d", "#c8bfb3", "#8f857b", "#b3a899", "#d2cbc2"];
const woodColors = ["#b07d4f", "#9a6a41", "#c49463", "#7d5636", "#a5835f"];

/**
 * A photo corner at home or in a studio: a plain wall lit from the upper left, the floor meeting it
 * in a soft edge, as most sellers photograph small things against a wall.
 */
export function studio(d: Drawing, random: Random, horizon = 0.68): Ground {
  const { width, height } = d;
  const wall = varied(random, wallColors);
  const floor = varied(random, floorColors);
  const y = height * horizon;
  d.add(
    rect(
      0,
      0,
      width,
      y + 2,
      d.linear(
        [
          [0, lighten(wall, 0.25)],
          [1, darken(wall, 0.12)],
        ],
        [0.3, 1],
      ),
    ),
    rect(
      0,
      y,
      width,
      height - y,
      d.linear([
        [0, darken(floor, 0.1)],
        [1, lighten(floor, 0.12)],
      ]),
    ),
    // The light: a bright patch on the wall behind the subject.
    ellipse(
      width * random.float(0.35, 0.55),
      y * 0.55,
      width * 0.55,
      y * 0.6,
      d.radial([
        [0, "#fff", 0.45],
        [1, "#fff", 0],
      ]),
    ),
    rect(
      0,
      y - 6,
      width,
      12,
      d.linear([
        [0, "#000", 0],
        [0.5, "#000", 0.12],
        [1, "#000", 0],
      ]),
    ),
  );
  return { y: height * (horizon + random.float(0.1, 0.16)) };
}

/** A room: painted wall, wooden floor with planks, a skirting board and daylight from a window. */
export function interior(d: Drawing, random: Random): Ground {
  const { width, height } = d;
  const wall = varied(random, wallColors);
  const wood = varied(random, woodColors);
  const y = height * 0.66;
  d.add(
    rect(
      0,
      0,
      width,
      y,
      d.linear([
        [0, lighten(wall, 0.2)],
        [1, darken(wall, 0.08)],
      ]),
    ),
    rect(
      0,
      y,
      width,
      height - y,
      d.linear([
        [0, darken(wood, 0.2)],
        [1, lighten(wood, 0.1)],
      ]),
    ),
  );
  // Planks run towards the viewer and widen, which is what makes a floor read as a floor.
  for (let index = -8; index <= 8; index++) {
    const top = width / 2 + index * width * 0.07;
    const bottom = width / 2 + index * width * 0.2;
    d.add(
      path(
        `M${top} ${y} L${bottom} ${height}`,
        "none",
        `stroke="${darken(wood, 0.3)}" stroke-width="2" opacity="0.5"`,
      ),
    );
  }
  d.add(
    rect(0, y - height * 0.03, width, height * 0.03, lighten(wall, 0.35)),
    ellipse(
      width * 0.25,
      y * 0.4,
      width * 0.45,
      y * 0.55,
      d.radial([
        [0, "#fff8e8", 0.5],
        [1, "#fff8e8", 0],
      ]),
    ),
  );
  return { y: height * random.float(0.8, 0.86) };
}

const skies = [
  ["#3f7fc4", "#a9cdee", "#e6f0f6"],
  ["#5b8fc9", "#b7d3ea", "#f1eee6"],
  ["#8c9aa6", "#c4ccd2", "#e1e4e6"],
  ["#4a86c8", "#9fc5e8", "#f6e7cf"],
] as const;

/** Sky with a glow of the sun, distant tree line and the near ground, for vehicles and buildings. */
export function outdoors(
  d: Drawing,
  random: Random,
  horizon: number,
  ground: "road" | "grass" | "field" | "water",
): Ground {
  const { width, height } = d;
  const [top, middle, low] = random.pick(skies);
  const y = height * horizon;
  d.add(
    rect(
      0,
      0,
      width,
      y,
      d.linear([
        [0, top],
        [0.7, middle],
        [1, low],
      ]),
    ),
    ellipse(
      width * random.float(0.1, 0.9),
      y * 0.25,
      width * 0.35,
      y * 0.35,
      d.radial([
        [0, "#fffbe8", 0.7],
        [1, "#fffbe8", 0],
      ]),
    ),
  );
  addClouds(d, random, y);
  addTreeLine(d, random, y);
  if (ground === "road") return addRoad(d, random, y);
  if (ground === "water") return addWater(d, random, y);
  const grass =
    ground === "field"
      ? random.pick(["#b59a4a", "#8f9a45", "#a88a3c"])
      : random.pick(["#5f8f3e", "#6c9a45", "#557f37"]);
  d.add(
    rect(
      0,
      y,
      width,
      height - y,
      d.linear([
        [0, darken(grass, 0.2)],
        [1, lighten(grass, 0.15)],
      ]),
    ),
  );
  if (ground === "field") {
    // Furrows run away from the viewer to one vanishing point on the horizon.
    const vanishingX = width * random.float(0.3, 0.7);
    for (let furrow = -30; furrow <= 30; furrow++) {
      const bottomX = vanishingX + furrow * width * 0.08;
      d.add(
        path(
          `M${vanishingX} ${y} L${bottomX} ${height}`,
          "none",
          `stroke="${darken(grass, 0.3)}" stroke-width="4" opacity="0.6"`,
        ),
      );
    }
  }
  return { y: y + (height - y) * random.float(0.55, 0.7) };
}

function addClouds(d: Drawing, random: Random, horizon: number) {
  const cloud = d.radial([
    [0, "#ffffff", 0.85],
    [0.6, "#ffffff", 0.4],
    [1, "#ffffff", 0],
  ]);
  for (let index = random.int(1, 4); index > 0; index--) {
    const x = random.float(0, d.width);
    const y = random.float(0.1, 0.55) * horizon;
    for (let puff = 0; puff < 4; puff++) {
      d.add(
        ellipse(
          x + puff * d.width * 0.04,
          y + random.float(-12, 12),
          d.width * random.float(0.05, 0.09),
          horizon * 0.05,
          cloud,
        ),
      );
    }
  }
}

function addTreeLine(d: Drawing, random: Random, horizon: number) {
  const tree = random.pick(["#3d5a3c", "#4a6547", "#35513f", "#526b4c"]);
  // Crowns as quadratic bumps of varied height read as a forest edge; straight segments read as mountains.
  const step = d.width / 24;
  const points: string[] = [`M0 ${horizon} L0 ${Math.round(horizon - d.height * 0.06)}`];
  for (let x = 0; x < d.width; x += step) {
    const crown = Math.round(horizon - d.height * random.float(0.07, 0.14));
    const next = Math.round(horizon - d.height * random.float(0.04, 0.08));
    points.push(`Q${Math.round(x + step / 2)} ${crown} ${Math.round(x + step)} ${next}`);
  }
  points.push(`L${d.width} ${horizon} Z`);
  d.add(
    path(
      points.join(" "),
      d.linear([
        [0, lighten(mix(tree, "#9fb3c0", 0.45), 0.1)],
        [1, tree],
      ]),
    ),
  );
}

/** A lake up to the far shore: darker near the viewer, with light ripples; a boat floats a little way out. */
function addWater(d: Drawing, random: Random, horizon: number): Ground {
  const { width, height } = d;
  const water = random.pick(["#3d6f8f", "#4a7c94", "#365f7a"]);
  d.add(
    rect(
      0,
      horizon,
      width,
      height - horizon,
      d.linear([
        [0, lighten(water, 0.35)],
        [1, darken(water, 0.25)],
      ]),
    ),
  );
  // Ripples grow longer and thicker toward the viewer, as they would in perspective.
  const ripples = Array.from({ length: 40 }, () => {
    const depth = random.float(0.02, 1);
    const y = horizon + (height - horizon) * depth;
    const x = width * random.float(-0.1, 1);
    return line(x, y, x + width * random.float(0.04, 0.14) * (0.4 + depth), y, "#ffffff", 2 + depth * 3);
  });
  d.add(translucent(0.3, ripples));
  return { y: horizon + (height - horizon) * random.float(0.45, 0.6) };
}

function addRoad(d: Drawing, random: Random, horizon: number): Ground {
  const { width, height } = d;
  const asphalt = random.pick(["#55585c", "#606367", "#4b4e52"]);
  const verge = random.pick(["#6c8f45", "#7a9a4f", "#a8a39a"]);
  const roadTop = horizon + (height - horizon) * 0.18;
  d.add(
    rect(
      0,
      horizon,
      width,
      roadTop - horizon,
      d.linear([
        [0, darken(verge, 0.2)],
        [1, verge],
      ]),
    ),
    rect(
      0,
      roadTop,
      width,
      height - roadTop,
      d.linear([
        [0, darken(asphalt, 0.15)],
        [1, lighten(asphalt, 0.12)],
      ]),
    ),
    rect(0, roadTop - 4, width, 8, "#c9c6bf"),
  );
  const laneY = roadTop + (height - roadTop) * 0.88;
  for (let x = -random.float(0, 200); x < width; x += 260) d.add(rect(x, laneY, 150, 10, "#e8e6df"));
  return { y: roadTop + (height - roadTop) * random.float(0.55, 0.68) };
}
