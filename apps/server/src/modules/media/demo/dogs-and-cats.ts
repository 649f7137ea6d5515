import type { Random } from "../../lots/demo/random.ts";
import {
  circle,
  clipped,
  coatFill,
  type Drawing,
  darken,
  ellipse,
  ellipseLoop,
  floorShadow,
  group,
  lighten,
  line,
  mix,
  type Point,
  path,
  round,
  type Subject,
  smooth,
  stroke,
  varied,
  volume,
} from "./drawing.ts";

/*
 * Pets for sale as their sellers photograph them: a dog or puppy of one of several breeds, standing or sitting,
 * and a cat or kitten of one of several coats, sitting upright or lying loaf-style. Both are drawn around x = 0
 * with the floor at y = 0, facing left, in centimetres; light falls from the upper left.
 */

/** A point along a leg or tail and its half width there. */
type Joint = readonly [x: number, y: number, halfWidth: number];

/** A limb or tail's outline points: along one side of its joints, round the tip and back along the other. */
function tubePoints(joints: readonly Joint[]): Point[] {
  const normal = (index: number) => {
    const [x0, y0] = joints[Math.max(index - 1, 0)] as Joint;
    const [x1, y1] = joints[Math.min(index + 1, joints.length - 1)] as Joint;
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    return [(y0 - y1) / length, (x1 - x0) / length] as const;
  };
  const side = (sign: number) =>
    joints.map(([x, y, half], index) => {
      const [nx, ny] = normal(index);
      return [x + nx * half * sign, y + ny * half * sign] as const;
    });
  return [...side(1), ...side(-1).reverse()];
}

const tube = (joints: readonly Joint[]) => smooth(tubePoints(joints));

/** Points with a tuft of fur poking out between each two: a fluffy outline, wavy when smoothed. */
function furry(points: readonly Point[], tuft: number): Point[] {
  const cx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const cy = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  return points.flatMap((point, index) => {
    const next = points[(index + 1) % points.length] as Point;
    const [mx, my] = [(point[0] + next[0]) / 2, (point[1] + next[1]) / 2];
    const away = Math.hypot(mx - cx, my - cy) || 1;
    return [point, [mx + ((mx - cx) / away) * tuft, my + ((my - cy) / away) * tuft] as const];
  });
}

/** A part in fur: its coat, the markings on it and the shading that rounds it. */
function furred(d: Drawing, outline: string, color: string, marks: readonly string[] = []) {
  return [
    path(outline, coatFill(d, color)),
    ...(marks.length > 0 ? [clipped(d, outline, marks)] : []),
    path(outline, volume(d)),
  ];
}

/** A wobbly blob of colour round a centre: a patch on a coat, cut off where the part ends. */
function blob(random: Random, [cx, cy]: Point, [rx, ry]: Point, color: string) {
  const points = Array.from({ length: 8 }, (_, step) => {
    const angle = (step * Math.PI) / 4;
    const wobble = random.float(0.72, 1.15);
    return [cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble] as const;
  });
  return path(smooth(points), color);
}

/** Soft colour fading out from a centre: a dog's pale chest, a Siamese cat's dark mask. */
function fade(d: Drawing, [cx, cy]: Point, [rx, ry]: Point, color: string, strength = 1) {
  const fill = d.radial([
    [0, color, strength],
    [0.6, color, strength * 0.8],
    [1, color, 0],
  ]);
  return ellipse(cx, cy, rx, ry, fill);
}

/** A dog's eye in profile: a lid's shadow, the iris, its pupil and a wet glint. */
function eye(cx: number, cy: number, r: number, iris: string) {
  return [
    ellipse(cx, cy - r * 0.2, r * 1.35, r * 1.05, "#00000055"),
    ellipse(cx, cy, r * 1.05, r * 0.95, iris),
    circle(cx, cy, r * 0.55, "#0b0908"),
    circle(cx - r * 0.35, cy - r * 0.35, r * 0.28, "#ffffffdd"),
  ];
}

// Dogs --------------------------------------------------------------------------------------------------------

/** A dog's proportions: leg (floor to chest), chest depth, body length, neck, head size and muzzle length. */
type Build = { leg: number; depth: number; length: number; neck: number; head: number; muzzle: number };
type Ears = "drop" | "prick" | "bat" | "long" | "big";
type Tail = "otter" | "brush" | "curl" | "whip" | "level" | "stub";
/** How a coat's second colour lies: on the back (a shepherd's saddle), a husky's cap, tan points, a white bib. */
type Pattern = "solid" | "saddle" | "husky" | "points" | "bib" | "patched";

/** A breed's look: its build, coat and markings, ears, tail, eyes, and how long its fur is. */
type Breed = {
  build: Build;
  fur: string;
  mark: string;
  pattern: Pattern;
  ears: Ears;
  tail: Tail;
  iris: string;
  feather: number;
  sits: boolean;
};

const brownEyes = ["#4a2c17", "#5c3a1e", "#3b2414"];

/** The breeds a seller may offer, each with a few coat colours. */
const breeds: readonly ((random: Random) => Breed)[] = [
  (random) => {
    const golden = random.chance(0.35);
    return {
      build: { leg: 27, depth: 28, length: 62, neck: 12, head: 1.3, muzzle: 1 },
      fur: golden
        ? varied(random, ["#d9a24e", "#e0b266", "#c98a3a"])
        : varied(random, ["#e6c68c", "#1d1a18", "#5a3823", "#ecd2a0"]),
      mark: "#000000",
      pattern: "solid",
      ears: "drop",
      tail: "otter",
      iris: random.pick(brownEyes),
      feather: golden ? 1.6 : 0,
      sits: true,
    };
  },
  (random) => ({
    build: { leg: 29, depth: 27, length: 64, neck: 14, head: 1.3, muzzle: 1.15 },
    fur: varied(random, ["#b7783a", "#c68b4a", "#a86a32"]),
    mark: "#1c1815",
    pattern: "saddle",
    ears: "prick",
    tail: "brush",
    iris: random.pick(brownEyes),
    feather: 0.6,
    sits: true,
  }),
  (random) => ({
    build: { leg: 27, depth: 25, length: 58, neck: 12, head: 1.2, muzzle: 0.95 },
    fur: "#f2efe9",
    mark: varied(random, ["#6d6e72", "#2b2a2c", "#8a6a55", "#9a9a9e"]),
    pattern: "husky",
    ears: "prick",
    tail: "curl",
    iris: random.pick(["#7fb6e6", "#8cc4ee", "#5c3a1e"]),
    feather: 1,
    sits: true,
  }),
  (random) => ({
    build: { leg: 10, depth: 19, length: 62, neck: 10, head: 1.05, muzzle: 1.2 },
    fur: random.chance(0.5) ? "#1d1816" : varied(random, ["#a8562a", "#b86b35"]),
    mark: "#b86b35",
    pattern: "points",
    ears: "drop",
    tail: "level",
    iris: random.pick(brownEyes),
    feather: 0,
    sits: false,
  }),
  (random) => ({
    build: { leg: 21, depth: 22, length: 46, neck: 10, head: 1.1, muzzle: 0.85 },
    fur: "#f4f0e8",
    mark: varied(random, ["#7a3a1e", "#3a2418", "#b5652b"]),
    pattern: "patched",
    ears: "long",
    tail: "otter",
    iris: random.pick(brownEyes),
    feather: 1.8,
    sits: true,
  }),
  (random) => ({
    build: { leg: 12, depth: 11, length: 25, neck: 6, head: 0.72, muzzle: 0.5 },
    fur: varied(random, ["#d8b07a", "#e8d2ae", "#a0683a", "#2a2422"]),
    mark: "#f4efe6",
    pattern: "bib",
    ears: "big",
    tail: "whip",
    iris: random.pick(brownEyes),
    feather: 0,
    sits: true,
  }),
  (random) => ({
    build: { leg: 11, depth: 19, length: 34, neck: 4, head: 1.2, muzzle: 0.22 },
    fur: varied(random, ["#d7b488", "#3a2f2a", "#ece2d2", "#8a7a6e"]),
    mark: "#f4efe6",
    pattern: "bib",
    ears: "bat",
    tail: "stub",
    iris: random.pick(brownEyes),
    feather: 0,
    sits: true,
  }),
];

/** The head in profile around the skull, facing left; the muzzle's length stretches only what lies before the stop. */
function headOutline(muzzle: number): Point[] {
  const m = 11 * muzzle;
  const flat = muzzle < 0.4;
  return [
    [7, -2],
    [5, -7.5],
    [-1, -9],
    [-5.5, -7.5],
    [-8, flat ? -5.5 : -4],
    [-8 - m * 0.5, -3.2],
    [-8 - m, -2.8],
    [-9.4 - m, -0.5],
    [-9.2 - m, 2.6],
    [-8.2 - m * 0.9, flat ? 6.5 : 5.6],
    [-7 - m * 0.35, flat ? 7.5 : 6.8],
    [-4, 7],
    [1, 7.5],
    [6, 5],
  ];
}

/** An ear's outline, from its root on the skull: hanging, pricked, a bulldog's bat ear, a spaniel's or a big one. */
function earOutline(ears: Ears): Point[] {
  switch (ears) {
    case "drop":
      return [
        [-2, -1],
        [3, -1.5],
        [5.5, 1.5],
        [5, 7],
        [2.5, 10],
        [-0.5, 9],
        [-2.5, 4],
      ];
    case "long":
      return furry(
        [
          [-2, -1.5],
          [3, -1.5],
          [5.5, 3],
          [6, 10],
          [5, 17],
          [1, 19],
          [-2, 15],
          [-3, 6],
        ],
        0.9,
      );
    case "prick":
      return [
        [-2.5, 1],
        [-0.5, -6],
        [1.2, -11],
        [2.2, -11.2],
        [4.5, -5],
        [5, 1],
      ];
    case "bat":
      return [
        [-2.5, 1],
        [-3.5, -6],
        [-1.5, -11],
        [1.5, -11.5],
        [4, -7],
        [4.5, 1],
      ];
    case "big":
      return [
        [-2, 1],
        [0, -7],
        [3, -13],
        [4.5, -13],
        [6, -5],
        [5, 2],
      ];
  }
}

/** Whether the ear stands up (and so shows its inner side) or hangs down over the cheek. */
const stands = (ears: Ears) => ears === "prick" || ears === "bat" || ears === "big";

/** The colour of the parts a breed's marking covers: a shepherd's or husky's back, ears and tail. */
const topColor = (breed: Breed) =>
  breed.pattern === "saddle" || breed.pattern === "husky" || breed.pattern === "patched"
    ? breed.mark
    : breed.fur;

/** One ear: fur, and on a standing ear its paler, pinkish inside. */
function ear(d: Drawing, breed: Breed, far: boolean) {
  const outline = smooth(earOutline(breed.ears));
  const color = topColor(breed);
  const fur = far ? darken(color, 0.3) : stands(breed.ears) ? color : darken(color, 0.12);
  const inner = smooth(earOutline(breed.ears).map(([x, y]) => [x * 0.55 + 1.3, y * 0.7 + 0.5] as const));
  return [
    path(outline, coatFill(d, fur, 0.15)),
    ...(stands(breed.ears) && !far ? [path(inner, mix(color, "#d49a8c", 0.55), 'opacity="0.8"')] : []),
    ...(stands(breed.ears) ? [] : [path(outline, volume(d, 0.35))]),
  ];
}

/** Markings on the head: a shepherd's black muzzle, a husky's mask, tan brows and cheeks, a white blaze. */
function headMarks(d: Drawing, breed: Breed, m: number) {
  const { mark, pattern } = breed;
  switch (pattern) {
    case "saddle":
      return [fade(d, [-10 - m * 0.8, 1], [m * 0.75 + 3, 7], mark), fade(d, [2, -6], [6, 4], mark, 0.6)];
    case "husky":
      return [
        path(
          `M${round(-8 - m * 0.55)} -3.3 L-6 -6 L-2 -10 L9 -10 L9 6 Q4 4.5 1.5 0 Q-1.5 -2.5 -5 -3.8 Z`,
          mark,
        ),
        fade(d, [-3.5, -5.5], [1.8, 1], "#ffffff", 0.9),
      ];
    case "points":
      return [
        fade(d, [-9 - m * 0.5, 3.5], [m * 0.6 + 2, 4], mark, 0.9),
        fade(d, [-4, -5.2], [1.6, 1.1], mark),
      ];
    case "patched":
      return [fade(d, [-8 - m * 0.5, 0], [m * 0.6 + 3, 2.5], breed.fur)];
    default:
      return [];
  }
}

/** The dog's head in profile: ears, skull and muzzle, markings, the nose, mouth and eye. */
function dogHead(d: Drawing, breed: Breed) {
  const m = 11 * breed.build.muzzle;
  const outline = smooth(headOutline(breed.build.muzzle));
  const headColor = breed.pattern === "patched" ? breed.mark : breed.fur;
  const nose = breed.fur === "#1d1a18" || breed.pattern !== "solid" ? "#141110" : darken(breed.fur, 0.55);
  const lip = breed.build.muzzle < 0.4 ? 5.5 : 3.6;
  const earRoot = "translate(1.5 -5.8)";
  return [
    group(`translate(-1.8 -0.5) ${earRoot}`, ear(d, breed, true)),
    ...furred(d, outline, headColor, headMarks(d, breed, m)),
    ellipse(
      -8.4 - m,
      -1.2,
      2,
      1.7,
      d.radial(
        [
          [0, "#4a4442"],
          [1, nose],
        ],
        [0.35, 0.3],
      ),
    ),
    circle(-9 - m, -1.8, 0.45, "#ffffff88"),
    stroke(
      `M${round(-8.6 - m)} ${lip} Q${round(-6 - m * 0.5)} ${lip + 1.2} ${round(-4.5)} ${lip - 0.4}`,
      "#1a141288",
      0.5,
    ),
    ...eye(-4.2, -3.2, 1.1, breed.iris),
    group(earRoot, ear(d, breed, false)),
  ];
}

/** The neck from the chest and withers up to the head: throat, nape and crest, as thick as the chest allows. */
function neck(chest: Point, withers: Point, { depth: deep, neck: n }: Build): Point[] {
  const throat: Point = [chest[0] - n * 0.3, chest[1] - n * 0.75];
  const nape: Point = [throat[0] + deep * 0.65, throat[1] - deep * 0.25];
  return [chest, throat, nape, [(nape[0] + withers[0]) / 2, (nape[1] + withers[1]) / 2 - deep * 0.08]];
}

/** A paw at the foot of a leg, its toes to the left. */
function paw(d: Drawing, x: number, half: number, color: string) {
  return [
    ellipse(x - half * 0.5, -half * 0.75, half * 1.55, half * 0.85, coatFill(d, color, 0.15)),
    line(x - half * 1.3, -half * 0.9, x - half * 1.1, -half * 0.2, darken(color, 0.35), half * 0.12),
    line(x - half * 0.6, -half * 1.1, x - half * 0.5, -half * 0.2, darken(color, 0.35), half * 0.12),
  ];
}

/** A leg with its paw; far legs are in shadow. */
function dogLeg(d: Drawing, joints: readonly Joint[], color: string, far: boolean, marks: readonly string[]) {
  const shade = far ? darken(color, 0.3) : color;
  const [x, , half] = joints[joints.length - 1] as Joint;
  return [...furred(d, tube(joints), shade, far ? [] : marks), ...paw(d, x, half, shade)];
}

/** The tail's joints from its root, curling up over the back, hanging or held out. */
function tailJoints(tail: Tail, size: number, sitting: boolean): Joint[] {
  const scaled = (joints: readonly Joint[]) =>
    joints.map(([x, y, w]) => [x * size, y * size, w * size] as const);
  if (sitting && tail !== "stub")
    return scaled([
      [0, 0, 0.11],
      [0.2, 0.12, 0.1],
      [0.45, 0.16, 0.08],
      [0.7, 0.1, 0.035],
    ]);
  switch (tail) {
    case "otter":
      return scaled([
        [0, 0, 0.12],
        [0.22, 0.15, 0.1],
        [0.38, 0.45, 0.075],
        [0.42, 0.75, 0.05],
        [0.38, 0.95, 0.02],
      ]);
    case "brush":
      return scaled([
        [0, 0, 0.12],
        [0.2, 0.2, 0.14],
        [0.32, 0.55, 0.15],
        [0.33, 0.9, 0.12],
        [0.22, 1.15, 0.04],
      ]);
    case "curl":
      return scaled([
        [0, 0, 0.12],
        [0.18, -0.2, 0.14],
        [0.16, -0.5, 0.15],
        [-0.08, -0.65, 0.13],
        [-0.3, -0.5, 0.05],
      ]);
    case "whip":
      return scaled([
        [0, 0, 0.07],
        [0.2, -0.2, 0.055],
        [0.32, -0.5, 0.04],
        [0.26, -0.75, 0.015],
      ]);
    case "level":
      return scaled([
        [0, 0, 0.09],
        [0.3, 0.05, 0.07],
        [0.6, 0.02, 0.05],
        [0.85, -0.12, 0.02],
      ]);
    case "stub":
      return scaled([
        [0, 0, 0.08],
        [0.1, 0.06, 0.05],
      ]);
  }
}

/** The tail from its root: feathered on a long coat, darker on top on a shepherd or husky. */
function dogTail(d: Drawing, breed: Breed, root: Point, sitting: boolean) {
  const joints = tailJoints(breed.tail, breed.build.depth * 1.2, sitting).map(
    ([x, y, w]) => [x + root[0], y + root[1], w] as const,
  );
  const outline = breed.feather > 0 ? smooth(furry(tubePoints(joints), breed.feather * 0.5)) : tube(joints);
  const dark = breed.pattern === "saddle" || breed.pattern === "husky";
  const color = breed.pattern === "patched" ? breed.mark : breed.fur;
  return furred(
    d,
    outline,
    color,
    dark ? [fade(d, root, [breed.build.depth, breed.build.depth], breed.mark)] : [],
  );
}

/**
 * Markings on the body, from its back line (nape to rump) and the point of its chest: a saddle, a husky's dark
 * back, tan or white on the chest, or a spaniel's patches.
 */
function bodyMarks(d: Drawing, random: Random, breed: Breed, back: readonly Point[], chest: Point) {
  const { mark, pattern, build } = breed;
  const along = (points: readonly Point[], width: number) => {
    const route = `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join(" L")}`;
    return [
      ...[1.3, 1.15].map((wider) =>
        stroke(route, mark, width * wider, 'stroke-linejoin="round" opacity="0.3"'),
      ),
      stroke(route, mark, width, 'stroke-linejoin="round"'),
    ];
  };
  const deep = build.depth;
  switch (pattern) {
    case "saddle":
      return along(back.slice(3, 6), deep * 0.9);
    case "husky":
      return along(back, deep * 1.1);
    case "points":
    case "bib":
      return [
        fade(d, [chest[0] + deep * 0.15, chest[1] + deep * 0.3], [deep * 0.35, deep * 0.55], mark, 0.95),
      ];
    case "patched":
      return [3, 5].map((index) => {
        const [x, y] = back[index] as Point;
        return blob(random, [x, y + deep * 0.3], [deep * 0.5, deep * 0.4], mark);
      });
    default:
      return [];
  }
}

/** Markings low on a leg: a husky's or terrier's white socks, a dachshund's tan feet. */
function legMarks(d: Drawing, breed: Breed, x: number) {
  const { depth } = breed.build;
  const socks = breed.pattern === "points" || breed.pattern === "bib";
  return socks ? [fade(d, [x, 0], [depth * 0.3, depth * 0.5], breed.mark, 0.9)] : [];
}

/** A collar round the neck, between the nape and the throat, with its tag. */
function collar(random: Random, nape: Point, throat: Point, width: number) {
  const color = random.pick(["#c62828", "#1e5fa8", "#2e7d32", "#6a1b9a", "#e07b1a", "#2b2b2b"]);
  const [dx, dy] = [throat[0] - nape[0], throat[1] - nape[1]];
  const [x1, y1, x2, y2] = [
    nape[0] - dx * 0.08,
    nape[1] - dy * 0.08,
    throat[0] + dx * 0.08,
    throat[1] + dy * 0.08,
  ];
  return [
    stroke(
      `M${round(x1)} ${round(y1)} Q${round((x1 + x2) / 2 - width)} ${round((y1 + y2) / 2)} ${round(x2)} ${round(y2)}`,
      color,
      width,
    ),
    stroke(
      `M${round(x1)} ${round(y1 - width * 0.3)} Q${round((x1 + x2) / 2 - width * 1.3)} ${round((y1 + y2) / 2)} ${round(x2 - width * 0.3)} ${round(y2)}`,
      lighten(color, 0.3),
      width * 0.2,
    ),
    circle(x2 - width * 0.1, y2 + width * 1.1, width * 0.8, "#d9b43c"),
    circle(x2 - width * 0.35, y2 + width * 0.85, width * 0.25, "#fff3b0"),
  ];
}

/** A muscle under the coat: lit on its upper left, shaded on its lower right. */
const muscle = (d: Drawing, [[cx, cy], [rx, ry]]: readonly [Point, Point]) => [
  fade(d, [cx + rx * 0.3, cy + ry * 0.25], [rx, ry], "#000000", 0.14),
  fade(d, [cx - rx * 0.2, cy - ry * 0.2], [rx * 0.8, ry * 0.8], "#ffffff", 0.14),
];

/** Lerps between two points. */
const between = ([x1, y1]: Point, [x2, y2]: Point, share: number): Point => [
  x1 + (x2 - x1) * share,
  y1 + (y2 - y1) * share,
];

/** The parts of a dog, standing or sitting, before they are stacked far to near. */
type DogPose = {
  torso: Point[];
  /** Far legs in shadow, near legs coming out from under the body, and a sitting dog's hind foot before it. */
  legs: { far: Joint[][]; near: Joint[][]; before: Joint[][] };
  /** Shoulder and thigh muscles, rounded on the body: centre and radii. */
  muscles: (readonly [Point, Point])[];
  thigh?: readonly [Point, Point];
  tailRoot: Point;
};

/** A dog standing in side view: straight front legs, angled hind legs, the head held up. */
function standing(build: Build): DogPose {
  const { leg: b, depth: deep, length } = build;
  const [h, t] = [length / 2, b + deep];
  const front = (dx: number): Joint[] => [
    [-h * 0.62 + dx, -b - deep * 0.55, deep * 0.2],
    [-h * 0.6 + dx, -b, deep * 0.13],
    [-h * 0.62 + dx, -b * 0.5, deep * 0.1],
    [-h * 0.6 + dx, -b * 0.16, deep * 0.085],
    [-h * 0.64 + dx, -0.3, deep * 0.09],
  ];
  const rear = (dx: number): Joint[] => [
    [h * 0.7 + dx, -t + deep * 0.35, deep * 0.34],
    [h * 0.6 + dx, -b - deep * 0.05, deep * 0.24],
    [h * 0.8 + dx, -b * 0.42, deep * 0.1],
    [h * 0.79 + dx, -b * 0.16, deep * 0.085],
    [h * 0.76 + dx, -0.3, deep * 0.09],
  ];
  const withers: Point = [-h * 0.55, -t];
  const torso: Point[] = [
    withers,
    [-h * 0.1, -t + deep * 0.04],
    [h * 0.45, -t + deep * 0.05],
    [h * 0.86, -t + deep * 0.02],
    [h * 1.02, -t + deep * 0.22],
    [h * 1.04, -t + deep * 0.5],
    [h * 0.88, -b - deep * 0.2],
    [h * 0.55, -b - deep * 0.3],
    [h * 0.1, -b - deep * 0.06],
    [-h * 0.4, -b + 0.5],
    [-h * 0.82, -b - deep * 0.2],
    [-h * 1.02, -b - deep * 0.6],
    ...neck([-h * 1.08, -t + deep * 0.1], withers, build),
  ];
  return {
    torso,
    legs: { far: [front(h * 0.14), rear(-h * 0.12)], near: [front(0), rear(0)], before: [] },
    muscles: [
      [
        [-h * 0.62, -b - deep * 0.5],
        [deep * 0.35, deep * 0.5],
      ],
      [
        [h * 0.66, -b - deep * 0.45],
        [deep * 0.4, deep * 0.55],
      ],
    ],
    tailRoot: [h * 0.98, -t + deep * 0.12],
  };
}

/** A dog sitting in side view: upright chest, straight front legs, the haunch and hind foot on the floor. */
function sitting(build: Build): DogPose {
  const { leg: b, depth: deep, length } = build;
  const [h, t] = [length / 2, b + deep];
  const front = (dx: number): Joint[] => [
    [-h * 0.55 + dx, -b - deep * 0.4, deep * 0.18],
    [-h * 0.55 + dx, -b * 0.85, deep * 0.12],
    [-h * 0.57 + dx, -b * 0.45, deep * 0.1],
    [-h * 0.56 + dx, -b * 0.15, deep * 0.085],
    [-h * 0.6 + dx, -0.3, deep * 0.09],
  ];
  const foot: Joint[] = [
    [h * 0.6, -deep * 0.14, deep * 0.11],
    [h * 0.3, -deep * 0.1, deep * 0.095],
    [-h * 0.1, -deep * 0.09, deep * 0.09],
  ];
  const withers: Point = [-h * 0.2, -t];
  return {
    torso: [
      withers,
      [h * 0.1, -t * 0.75],
      [h * 0.45, -t * 0.45],
      [h * 0.68, -t * 0.26],
      [h * 0.78, -t * 0.1],
      [h * 0.65, -0.3],
      [0, -0.3],
      [-h * 0.35, -b * 0.75],
      [-h * 0.6, -b],
      [-h * 0.78, -b - deep * 0.35],
      ...neck([-h * 0.8, -t + deep * 0.15], withers, build),
    ],
    legs: { far: [front(h * 0.13)], near: [front(0)], before: [foot] },
    muscles: [
      [
        [-h * 0.45, -b - deep * 0.45],
        [deep * 0.32, deep * 0.5],
      ],
    ],
    thigh: [
      [h * 0.28, -t * 0.25],
      [h * 0.45, t * 0.26],
    ],
    tailRoot: [h * 0.7, -deep * 0.2],
  };
}

/** A dog of the breed in the pose: far legs and tail, body, near legs, collar and head, nearest last. */
function drawDog(d: Drawing, random: Random, breed: Breed, pose: DogPose): string[] {
  const { build } = breed;
  const torso = smooth(pose.torso);
  const [chest, throat, nape, crest] = pose.torso.slice(-4) as [Point, Point, Point, Point];
  const withers = pose.torso[0] as Point;
  const marks = bodyMarks(d, random, breed, [nape, crest, ...pose.torso.slice(0, 5)], chest);
  const legs = (joints: Joint[][], far: boolean) =>
    joints.flatMap((leg) => dogLeg(d, leg, breed.fur, far, legMarks(d, breed, (leg.at(-1) as Joint)[0])));
  const [hx, hy] = [nape[0] - 5 * build.head, nape[1] + build.head];
  return [
    ...dogTail(d, breed, pose.tailRoot, pose.thigh !== undefined),
    ...legs(pose.legs.far, true),
    ...legs(pose.legs.near, false),
    ...furred(d, torso, breed.fur, [...pose.muscles.flatMap((bump) => muscle(d, bump)), ...marks]),
    ...(pose.thigh ? furred(d, ellipseLoop(...pose.thigh[0], ...pose.thigh[1]), breed.fur, marks) : []),
    ...legs(pose.legs.before, false),
    ...(random.chance(0.4)
      ? collar(random, between(nape, withers, 0.3), between(throat, chest, 0.25), build.depth * 0.08)
      : []),
    group(`translate(${round(hx)} ${round(hy)}) scale(${build.head})`, dogHead(d, breed)),
  ];
}

/** The box round a dog: from its nose to its rump or tail, and from the floor to its ear tips. */
function dogBox(breed: Breed, pose: DogPose) {
  const { head, muzzle } = breed.build;
  const nape = pose.torso.at(-2) as Point;
  const tail = tailJoints(breed.tail, breed.build.depth * 1.2, pose.thigh !== undefined).map(
    ([x, y]) => [x + pose.tailRoot[0], y + pose.tailRoot[1]] as const,
  );
  const points = [...pose.torso, ...tail];
  const left = nape[0] - (14 + 11 * muzzle) * head;
  const right = Math.max(...points.map(([x]) => x)) + breed.build.depth * 0.2;
  const top = Math.min(
    nape[1] - (stands(breed.ears) ? 17 : 10) * head,
    ...points.map(([, y]) => y - breed.build.depth * 0.2),
  );
  return { left, right, top };
}

/** A puppy: shorter legs and body, a bigger head with a shorter muzzle. */
const puppy = (build: Build): Build => ({
  leg: build.leg * 0.85,
  depth: build.depth * 0.9,
  length: build.length * 0.82,
  neck: build.neck * 0.8,
  head: build.head * 1.05,
  muzzle: build.muzzle * 0.7,
});

/**
 * A dog or puppy for sale, as its seller photographs it: a labrador or golden retriever, a German shepherd,
 * a husky, a dachshund, a spaniel, a chihuahua or a French bulldog, standing or sitting in side view, facing
 * left, sometimes in a collar.
 */
export function dog(d: Drawing, random: Random): Subject {
  const picked = random.pick(breeds)(random);
  const breed = random.chance(0.25) ? { ...picked, build: puppy(picked.build) } : picked;
  const pose = breed.sits && random.chance(0.5) ? sitting(breed.build) : standing(breed.build);
  const { left, right, top } = dogBox(breed, pose);
  const middle = (left + right) / 2;
  return {
    width: right - left,
    height: -top,
    elements: [
      floorShadow(d, 0, 0, (right - left) * 0.5, breed.build.depth * 0.3, 0.5),
      group(`translate(${round(-middle)} 0)`, drawDog(d, random, breed, pose)),
    ],
  };
}

// Cats --------------------------------------------------------------------------------------------------------

/** How a cat's coat is marked: striped, one colour, black with white, patched in three colours, dark points. */
type CatPattern = "tabby" | "solid" | "tuxedo" | "calico" | "points";

/** A coat: its colour and the markings' colours, eyes, nose leather, how wide the cheeks and how long the fur. */
type CatCoat = {
  fur: string;
  mark: string;
  second: string;
  pattern: CatPattern;
  iris: string;
  nose: string;
  cheeks: number;
  fluffy: boolean;
};

const pink = "#e3a0a0";

/** The coats a cat may wear: tabbies, ginger, black, white, British blue, tuxedo, calico, Siamese, Maine coon. */
const catCoats: readonly ((random: Random) => CatCoat)[] = [
  (random) => ({
    fur: varied(random, ["#9c7a52", "#a8865e", "#9a9894", "#8e8c88"]),
    mark: "#2e251d",
    second: "",
    pattern: "tabby",
    iris: random.pick(["#9bb43c", "#c9a43a", "#b8b040"]),
    nose: "#b86a5a",
    cheeks: 1,
    fluffy: false,
  }),
  (random) => ({
    fur: varied(random, ["#d98a3d", "#e09a4e"]),
    mark: "#b0581c",
    second: "",
    pattern: "tabby",
    iris: random.pick(["#d9a030", "#c9a43a"]),
    nose: "#e08f80",
    cheeks: 1,
    fluffy: false,
  }),
  (random) => ({
    fur: random.pick(["#1f1c1b", "#f3f0ea"]),
    mark: "",
    second: "",
    pattern: "solid",
    iris: random.pick(["#d9b030", "#a8c040", "#7fb2e0"]),
    nose: "",
    cheeks: 1,
    fluffy: false,
  }),
  (random) => ({
    fur: varied(random, ["#7d8690", "#8a929b"]),
    mark: "",
    second: "",
    pattern: "solid",
    iris: "#d98a2b",
    nose: "#5a6068",
    cheeks: 1.12,
    fluffy: false,
  }),
  (random) => ({
    fur: "#1f1c1b",
    mark: "#f4f1ea",
    second: "",
    pattern: "tuxedo",
    iris: random.pick(["#a8c040", "#d9b030"]),
    nose: pink,
    cheeks: 1,
    fluffy: false,
  }),
  (random) => ({
    fur: "#f4f0e8",
    mark: varied(random, ["#d98a3d", "#c97a35"]),
    second: "#2a2422",
    pattern: "calico",
    iris: random.pick(["#c9a43a", "#9bb43c"]),
    nose: pink,
    cheeks: 1,
    fluffy: false,
  }),
  () => ({
    fur: "#ece0cc",
    mark: "#4a362a",
    second: "",
    pattern: "points",
    iris: "#6fa8dc",
    nose: "#4a362a",
    cheeks: 0.95,
    fluffy: false,
  }),
  (random) => ({
    fur: varied(random, ["#8a6a48", "#9a8a78"]),
    mark: "#2e2218",
    second: "",
    pattern: "tabby",
    iris: random.pick(["#c9a43a", "#9bb43c"]),
    nose: "#a8685a",
    cheeks: 1.12,
    fluffy: true,
  }),
];

/** Which part of a cat a marking goes on; the box is the part's centre and half size. */
type CatPart = "body" | "thigh" | "leg" | "tail";

/**
 * Tabby stripes on a part: soft, wavy bands down the body's side, bars across a leg or rings round the tail,
 * and swirls on the thigh.
 */
function stripes(
  random: Random,
  part: CatPart,
  [[cx, cy], [rx, ry]]: readonly [Point, Point],
  color: string,
) {
  if (part === "thigh")
    return [0.45, 0.8].map((share) =>
      stroke(
        `M${round(cx - rx * share)} ${round(cy + ry * 0.3)} A${round(rx * share)} ${round(ry * share)} 0 1 1 ${round(cx + rx * share * 0.3)} ${round(cy + ry * share)}`,
        color,
        0.7,
        'opacity="0.35"',
      ),
    );
  const [across, body] = [part === "leg", part === "body"];
  // The chest in front of the body stays plain; the tail's rings are short and straight.
  const [from, count] = across
    ? [-1, Math.max(2, Math.round(ry / 1.8))]
    : body
      ? [-0.4, Math.max(3, Math.round(rx / 3))]
      : [-1, Math.max(3, Math.round(rx / 2.4))];
  const wave = body ? 1.4 : 0.3;
  return Array.from({ length: count }, (_, index) => {
    const at = from + ((1 - from) * (index + 0.5)) / count + random.float(-0.06, 0.06);
    const [bend, drift] = [random.float(-wave, wave), random.float(-wave, wave) * 0.6];
    const route = across
      ? `M${round(cx - rx)} ${round(cy + at * ry)} q${round(rx)} ${round(bend * 0.4)} ${round(rx * 2)} 0`
      : `M${round(cx + at * rx)} ${round(cy - ry)} q${round(bend)} ${round(ry * 0.5)} ${round(drift)} ${round(ry)} t${round(-drift)} ${round(ry)}`;
    return stroke(route, color, across ? 0.6 : random.float(0.6, 0.9), 'opacity="0.55"');
  });
}

/** A coat's markings on one part of a cat. */
function catMarks(d: Drawing, random: Random, coat: CatCoat, part: CatPart, box: readonly [Point, Point]) {
  const [[cx, cy], [rx, ry]] = box;
  switch (coat.pattern) {
    case "tabby":
      return [
        ...(part === "body"
          ? [
              fade(d, [cx + rx * 0.2, cy - ry], [rx * 0.9, ry * 0.6], coat.mark, 0.35),
              fade(d, [cx - rx, cy], [rx * 0.4, ry * 0.6], lighten(coat.fur, 0.45), 0.7),
            ]
          : []),
        ...stripes(random, part, box, coat.mark),
      ];
    case "calico":
      return part === "leg"
        ? []
        : [
            blob(random, [cx + rx * random.float(-0.5, 0), cy - ry * 0.4], [rx * 0.5, ry * 0.55], coat.mark),
            blob(
              random,
              [cx + rx * random.float(0.2, 0.6), cy - ry * 0.1],
              [rx * 0.4, ry * 0.45],
              coat.second,
            ),
          ];
    case "tuxedo":
      if (part === "body") return [blob(random, [cx - rx, cy + ry * 0.1], [rx * 0.45, ry * 0.6], coat.mark)];
      return part === "leg" ? [fade(d, [cx, cy + ry], [rx * 2, ry * 0.7], coat.mark)] : [];
    case "points":
      if (part === "body" || part === "thigh")
        return [fade(d, [cx + rx * 0.3, cy - ry], [rx, ry], coat.mark, 0.3)];
      return [
        fade(d, part === "leg" ? [cx, cy + ry * 1.2] : [cx - rx * 0.2, cy], [rx * 2.5, ry * 1.6], coat.mark),
      ];
    default:
      return [];
  }
}

/** A part of a cat in its coat, marked; far parts are in shadow. */
function catPart(
  d: Drawing,
  random: Random,
  coat: CatCoat,
  part: CatPart,
  outline: string,
  box: readonly [Point, Point],
  far = false,
) {
  const color = far ? darken(coat.fur, 0.28) : coat.fur;
  return furred(d, outline, color, far ? [] : catMarks(d, random, coat, part, box));
}

/** The box round a leg or tail's joints: centre and half size. */
function boxOf(joints: readonly Joint[]): [Point, Point] {
  const xs = joints.flatMap(([x, , w]) => [x - w, x + w]);
  const ys = joints.flatMap(([, y, w]) => [y - w, y + w]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return [
    [(left + right) / 2, (top + bottom) / 2],
    [(right - left) / 2, (bottom - top) / 2],
  ];
}

/** A cat's leg or tail, with a small round paw at a leg's foot. */
function catLimb(
  d: Drawing,
  random: Random,
  coat: CatCoat,
  part: CatPart,
  joints: readonly Joint[],
  far = false,
) {
  const bushy = coat.fluffy && part === "tail";
  const outline = bushy
    ? smooth(furry(tubePoints(joints.map(([x, y, w]) => [x, y, w * 1.5] as const)), 1))
    : tube(joints);
  const [x, y, half] = joints.at(-1) as Joint;
  const foot =
    part === "leg"
      ? [
          ellipse(
            x - half * 0.5,
            y - half * 0.25,
            half * 1.35,
            half * 0.75,
            coat.pattern === "tuxedo" && !far ? coat.mark : darken(coat.fur, far ? 0.28 : 0),
          ),
        ]
      : [];
  return [...catPart(d, random, coat, part, outline, boxOf(joints), far), ...foot];
}

/** The cat's head seen from the front, ten units to a half width: its outline, with a ruff on a long coat. */
function catHeadOutline(coat: CatCoat): string {
  const w = coat.cheeks;
  const points: Point[] = [
    [0, -8.8],
    [5 * w, -8.2],
    [8.6 * w, -5],
    [10.5 * w, 0.5],
    [9.8 * w, 4.5],
    [6.5 * w, 7.8],
    [3, 9.2],
    [0, 9.5],
    [-3, 9.2],
    [-6.5 * w, 7.8],
    [-9.8 * w, 4.5],
    [-10.5 * w, 0.5],
    [-8.6 * w, -5],
    [-5 * w, -8.2],
  ];
  return smooth(coat.fluffy ? furry(points, 1.8) : points);
}

/** A triangular ear, right or left (`side` 1 or -1), with its paler, pinkish inside and a Maine coon's tuft. */
function catEar(d: Drawing, coat: CatCoat, side: number) {
  const w = coat.cheeks;
  const at = (points: readonly Point[]) => points.map(([x, y]) => [x * side * w, y] as const);
  const color = coat.pattern === "points" ? coat.mark : coat.fur;
  const inner = mix(color, pink, coat.fur === "#1f1c1b" ? 0.3 : 0.6);
  return [
    path(
      smooth(
        at([
          [2.2, -7.6],
          [6.2, -14.6],
          [7.6, -16.8],
          [8.9, -14.8],
          [10.2, -3.5],
        ]),
      ),
      coat.pattern === "calico" && side > 0 ? coat.mark : color,
    ),
    path(
      smooth(
        at([
          [4, -7.4],
          [7.1, -13.6],
          [7.8, -14.4],
          [8.9, -5],
        ]),
      ),
      d.linear([
        [0, darken(inner, 0.25)],
        [1, inner],
      ]),
    ),
    ...(coat.fluffy
      ? [
          path(
            smooth(
              at([
                [7, -16],
                [7.9, -19.5],
                [8.5, -16],
              ]),
            ),
            darken(coat.fur, 0.3),
          ),
        ]
      : []),
  ];
}

/** An almond eye with a slit pupil, its outer corner a little higher. */
function catEye(d: Drawing, x: number, y: number, side: number, iris: string, kitten: boolean) {
  const [ew, eh] = kitten ? [3, 2.3] : [2.8, 1.8];
  const almond = (grow: number) =>
    `M${round(x - ew * grow * side)} ${round(y + 0.2)} Q${round(x)} ${round(y - eh * 1.5 * grow)} ${round(x + ew * grow * side)} ${round(y - 0.5)} Q${round(x)} ${round(y + eh * 1.4 * grow)} ${round(x - ew * grow * side)} ${round(y + 0.2)} Z`;
  const pupil = kitten ? 0.9 : 0.45;
  return [
    path(almond(1.18), "#1a1410"),
    path(
      almond(1),
      d.radial([
        [0, lighten(iris, 0.35)],
        [1, darken(iris, 0.2)],
      ]),
    ),
    ellipse(x, y - 0.1, pupil, eh * 0.95, "#0b0908"),
    circle(x - 0.7, y - 0.7, 0.45, "#ffffffdd"),
  ];
}

/** Markings on a cat's face: a tabby's M and cheek lines, a tuxedo's white blaze, a patch, a Siamese mask. */
function faceMarks(d: Drawing, random: Random, coat: CatCoat) {
  switch (coat.pattern) {
    case "tabby":
      return [
        stroke(
          "M-3.8 -3.8 L-2.8 -7.6 L-1 -4.8 L0 -8 L1 -4.8 L2.8 -7.6 L3.8 -3.8 M-1.5 -9 L-1.2 -6.5 M1.5 -9 L1.2 -6.5 M7 0.5 Q9 1.5 11 1 M7.5 3 Q9 4 10.5 4.2 M-7 0.5 Q-9 1.5 -11 1 M-7.5 3 Q-9 4 -10.5 4.2",
          coat.mark,
          0.6,
          'stroke-linejoin="round" opacity="0.8"',
        ),
      ];
    case "tuxedo":
      return [path("M0 -3 Q-2.5 1 -7 5.5 Q-4 10 0 10 Q4 10 7 5.5 Q2.5 1 0 -3 Z", coat.mark)];
    case "calico":
      return [blob(random, [6, -5], [5, 4.5], coat.mark), blob(random, [-7, -6], [3.5, 3], coat.second)];
    case "points":
      return [fade(d, [0, 3], [9, 9], coat.mark, 0.95)];
    default:
      return [];
  }
}

/** Whiskers fanning out from the muzzle on each side. */
function whiskers(color: string) {
  const routes = [-1, 1].flatMap((side) =>
    [0, 1, 2].map(
      (index) =>
        `M${round(2.6 * side)} ${round(5 + index * 0.6)} Q${round(8 * side)} ${round(3.6 + index * 1.2)} ${round(14 * side)} ${round(2.6 + index * 2.2)}`,
    ),
  );
  return stroke(routes.join(" "), color, 0.22, 'opacity="0.85"');
}

/** The cat's face, turned `turn` towards the left: eyes, nose, mouth, whisker pads and whiskers. */
function catFace(d: Drawing, coat: CatCoat, turn: number, kitten: boolean) {
  const dark = coat.fur === "#1f1c1b";
  const pads =
    coat.pattern === "tuxedo" ? coat.mark : lighten(coat.pattern === "points" ? coat.mark : coat.fur, 0.18);
  const nose = coat.nose || (dark ? "#3a3030" : pink);
  return group(`translate(${round(-turn * 3.5)} 0) scale(${round(1 - turn * 0.15)} 1)`, [
    ...catEye(d, -4.3, -0.8, -1, coat.iris, kitten),
    ...catEye(d, 4.3, -0.8, 1, coat.iris, kitten),
    ellipse(-1.9, 5.2, 2.3, 1.7, pads),
    ellipse(1.9, 5.2, 2.3, 1.7, pads),
    ellipse(0, 7.6, 2.2, 1.3, pads),
    path("M-1.5 2.3 Q0 1.8 1.5 2.3 L0.2 4 L-0.2 4 Z", nose),
    stroke("M0 4 L0 5 M-2.2 5.8 Q-1 6.6 0 5 Q1 6.6 2.2 5.8", "#2a1f1a", 0.3, 'opacity="0.7"'),
    whiskers(dark || coat.pattern === "tuxedo" ? "#f4f1ea" : "#fbfaf6"),
  ]);
}

/** The cat's head at `r` to a half width: ears, head in its coat and markings, and the face. */
function catHead(d: Drawing, random: Random, coat: CatCoat, turn: number, kitten: boolean) {
  const outline = catHeadOutline(coat);
  return [
    group(`translate(${round(-turn * 1.5)} 0)`, catEar(d, coat, -1)),
    ...catEar(d, coat, 1),
    ...furred(d, outline, coat.fur, faceMarks(d, random, coat)),
    catFace(d, coat, turn, kitten),
  ];
}

/** A cat's body outline through the points, with tufts of fur standing out on a long coat. */
const catBody = (coat: CatCoat, points: readonly Point[]) =>
  smooth(coat.fluffy ? furry(points, 0.8) : points);

/** A cat sitting upright in side view, its tail curled round its front paws, its head turned to the camera. */
function sittingCat(d: Drawing, random: Random, coat: CatCoat): CatPose {
  const leg = (dx: number): Joint[] => [
    [-9.5 + dx, -19, 2.3],
    [-10.3 + dx, -10, 1.9],
    [-10.6 + dx, -3, 1.7],
    [-10.8 + dx, -1, 1.7],
  ];
  const tail: Joint[] = [
    [12.5, -2.5, 1.7],
    [8, -1.1, 1.8],
    [0, -1.2, 1.7],
    [-7, -1.4, 1.6],
    [-12, -2.4, 1.4],
    [-14.2, -4.5, 1],
  ];
  const body = catBody(coat, [
    [-6, -29],
    [1, -30.5],
    [6, -27],
    [10, -19],
    [13, -10],
    [12.5, -3],
    [8, -0.3],
    [-2, -0.3],
    [-4.5, -3],
    [-7.8, -13],
    [-9.8, -21],
    [-9, -26.5],
  ]);
  return {
    elements: [
      ...catLimb(d, random, coat, "leg", leg(2.6), true),
      ...catLimb(d, random, coat, "leg", leg(0)),
      ...catPart(d, random, coat, "body", body, [
        [1.5, -15],
        [11.5, 15],
      ]),
      ...catPart(d, random, coat, "thigh", ellipseLoop(5, -8, 8.5, 8), [
        [5, -8],
        [8.5, 8],
      ]),
      ellipse(-1.2, -1.2, 3, 1.4, coatFill(d, coat.fur)),
      ...catLimb(d, random, coat, "tail", tail),
    ],
    head: [-5, -35],
    box: { left: -15.5, right: 14, top: -46 },
  };
}

/** A cat's body in a pose, drawn far to near, where its head goes and the box round it all. */
type CatPose = { elements: string[]; head: Point; box: { left: number; right: number; top: number } };

/** A cat lying loaf-style: legs tucked under, paw tips showing, its tail along its side, its head up. */
function loafCat(d: Drawing, random: Random, coat: CatCoat): CatPose {
  const body = catBody(coat, [
    [-11, -14.5],
    [-2, -17.2],
    [8, -16.8],
    [14.5, -12.5],
    [16.5, -6],
    [14.5, -0.4],
    [-12, -0.4],
    [-14.5, -3],
    [-14.8, -8.5],
    [-13.5, -12.5],
  ]);
  const tail: Joint[] = [
    [15.5, -2.5, 1.7],
    [12, -1.3, 1.8],
    [5, -1.2, 1.7],
    [-1, -1.5, 1.4],
    [-4, -2.8, 1],
  ];
  const paw = (x: number, far: boolean) =>
    ellipse(
      x,
      -1.2,
      2.3,
      1.2,
      coatFill(
        d,
        far
          ? darken(coat.fur, 0.28)
          : coat.pattern === "tuxedo" || coat.pattern === "points"
            ? coat.mark
            : coat.fur,
      ),
    );
  return {
    elements: [
      paw(-12.8, true),
      ...catPart(d, random, coat, "body", body, [
        [1, -8.5],
        [15.5, 8.5],
      ]),
      ...catPart(d, random, coat, "thigh", ellipseLoop(9.5, -7.5, 6.5, 6.5), [
        [9.5, -7.5],
        [6.5, 6.5],
      ]),
      paw(-14.6, false),
      ...catLimb(d, random, coat, "tail", tail),
    ],
    head: [-11.5, -18.5],
    box: { left: -18, right: 17.5, top: -29 },
  };
}

/**
 * A cat or kitten for sale: a brown or grey tabby, a ginger, a black, a white, a British blue, a tuxedo,
 * a calico, a Siamese or a fluffy Maine coon, sitting upright with its tail round its paws or lying
 * loaf-style, its body side-on facing left and its face turned towards the camera.
 */
export function cat(d: Drawing, random: Random): Subject {
  const coat = random.pick(catCoats)(random);
  const kitten = random.chance(0.25);
  const pose = (random.chance(0.6) ? sittingCat : loafCat)(d, random, coat);
  const turn = random.float(0.1, 0.4);
  const [scale, r] = kitten ? [0.72, 0.64] : [1, 0.64];
  const { left, right, top } = pose.box;
  const [hx, hy] = pose.head;
  return {
    width: (right - left) * scale + 2,
    height: -top * scale + (kitten ? 2 : 0),
    elements: [
      floorShadow(d, 0, 0, (right - left) * scale * 0.55, 3 * scale, 0.5),
      group(`translate(${round(-(left + right) * scale * 0.5)} 0)`, [
        group(`scale(${scale})`, pose.elements),
        group(
          `translate(${round(hx * scale)} ${round(hy * scale)}) scale(${round(r * 100) / 100})`,
          catHead(d, random, coat, turn, kitten),
        ),
      ]),
    ],
  };
}
