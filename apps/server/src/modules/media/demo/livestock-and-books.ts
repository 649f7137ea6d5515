import type { Random } from "../../lots/demo/random.ts";
import {
  circle,
  clipped,
  coatFill,
  type Drawing,
  darken,
  ellipse,
  floorShadow,
  group,
  lighten,
  line,
  outline,
  type Point,
  path,
  polygon,
  rect,
  round,
  type Stop,
  type Subject,
  shaded,
  smooth,
  varied,
  volume,
} from "./drawing.ts";

/*
 * Farm animals standing on grass (a cow, a sheep, a goat or a pair of hens) and books (a stack lying down or a
 * row between bookends), drawn around x = 0 with the ground at y = 0. The animals face left, in side view, and
 * are drawn in centimetres (the hens and the books in millimetres); light falls from the upper left.
 */

/** A point along a leg and the leg's half width there. */
type Joint = readonly [x: number, y: number, halfWidth: number];

/** A leg's outline: down its front through the joints, and back up behind them. */
function limb(joints: readonly Joint[]): string {
  return smooth([
    ...joints.map(([x, y, half]) => [x - half, y] as const),
    ...[...joints].reverse().map(([x, y, half]) => [x + half, y] as const),
  ]);
}

/** A round limb lit from the left. */
const rounded = (d: Drawing, color: string) =>
  d.linear(
    [
      [0, lighten(color, 0.15)],
      [0.45, color],
      [1, darken(color, 0.35)],
    ],
    [1, 0],
  );

/** A cloven hoof at the foot of a leg at `x`, its toe to the left. */
function hoof(x: number, half: number, height: number, color: string) {
  return polygon(
    [
      [x - half * 1.25, 0],
      [x + half * 1.05, 0],
      [x + half * 0.95, -height],
      [x - half * 0.9, -height],
    ],
    color,
  );
}

/** A leg, far or near, with its hoof; far legs are in shadow. */
function hoofedLeg(d: Drawing, joints: readonly Joint[], color: string, hoofColor: string, far: boolean) {
  const shade = far ? darken(color, 0.3) : color;
  const [x, , half] = joints[joints.length - 1] as Joint;
  return [
    path(limb(joints), rounded(d, shade)),
    hoof(x, half, half * 1.4, far ? darken(hoofColor, 0.3) : hoofColor),
  ];
}

/** A few blades of grass round a foot, hiding where it meets the ground. */
function tuft(random: Random, x: number, spread: number, height: number) {
  const blades = Array.from({ length: 6 }, () => {
    const base = x + random.float(-spread, spread);
    const tip = base + random.float(-spread, spread) * 0.6;
    const tall = height * random.float(0.5, 1);
    const width = height * 0.09;
    return `M${round(base - width)} 0.5 Q${round(base)} ${round(-tall * 0.5)} ${round(tip)} ${round(-tall)} Q${round(base + width * 0.5)} ${round(-tall * 0.5)} ${round(base + width)} 0.5 Z`;
  });
  return path(blades.join(" "), random.pick(["#4d7a2e", "#5a8a34", "#436d28"]));
}

/** An eye in profile: dark, a wet glint, a lid's shadow above. */
function eye(cx: number, cy: number, r: number, iris = "#1c1512") {
  return [
    ellipse(cx + r * 0.1, cy - r * 0.35, r * 1.5, r * 0.9, "#00000033"),
    ellipse(cx, cy, r * 1.1, r, iris),
    ellipse(cx, cy, r * 0.45, r * 0.45, "#0b0908"),
    circle(cx - r * 0.35, cy - r * 0.35, r * 0.28, "#ffffffdd"),
  ];
}

// Cow ---------------------------------------------------------------------------------------------------------

const cowBody: readonly Point[] = [
  [-45, -146],
  [-5, -142],
  [22, -144],
  [40, -149],
  [60, -146],
  [74, -148],
  [84, -139],
  [88, -122],
  [86, -100],
  [80, -84],
  [64, -78],
  [40, -73],
  [5, -68],
  [-25, -71],
  [-52, -79],
  [-68, -85],
  [-80, -96],
  [-90, -104],
  [-104, -110],
  [-116, -116],
  [-118, -138],
  [-104, -149],
  [-78, -151],
];

const cowHead: readonly Point[] = [
  [-108, -151],
  [-122, -154],
  [-134, -146],
  [-145, -127],
  [-153, -113],
  [-158, -103],
  [-153, -95],
  [-140, -97],
  [-124, -105],
  [-111, -119],
  [-106, -137],
];

/** Black patches of a Holstein's hide, different on every cow: wobbly blobs, cut off by the body's outline. */
function holsteinPatches(random: Random, color: string) {
  return Array.from({ length: random.int(5, 7) }, (_, index) => {
    const [cx, cy] = [-110 + index * 38 + random.float(-12, 12), random.float(-150, -80)];
    const [rx, ry] = [random.float(14, 28), random.float(12, 24)];
    const points = Array.from({ length: 8 }, (_, step) => {
      const angle = (step * Math.PI) / 4;
      const wobble = random.float(0.7, 1.15);
      return [cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble] as const;
    });
    return path(smooth(points), color);
  });
}

/** The cow's head: muzzle, nostril, eye, ears (with a yellow ear tag) and, on a Holstein, a white blaze. */
function cowFace(d: Drawing, hide: string, head: string, holstein: boolean) {
  const outline = smooth(cowHead);
  const blaze = smooth([
    [-126, -152],
    [-136, -142],
    [-148, -118],
    [-154, -104],
    [-146, -110],
    [-136, -128],
    [-128, -144],
  ]);
  const muzzle = holstein ? "#c99a92" : darken(hide, 0.55);
  return [
    path(
      smooth([
        [-104, -146],
        [-114, -160],
        [-120, -156],
        [-114, -146],
      ]),
      darken(head, 0.3),
    ),
    path(outline, coatFill(d, head)),
    clipped(d, outline, [
      holstein ? path(blaze, coatFill(d, hide)) : ellipse(-151, -101, 14, 13, lighten(hide, 0.45)),
      ellipse(
        -153,
        -101,
        11,
        10,
        d.radial(
          [
            [0, lighten(muzzle, 0.2)],
            [1, darken(muzzle, 0.2)],
          ],
          [0.4, 0.3],
        ),
      ),
    ]),
    path(outline, volume(d)),
    ellipse(-155, -106, 2.4, 1.5, "#1a1210"),
    ...eye(-131, -134, 3),
    group("translate(-106 -139) rotate(-18)", [
      ellipse(6, 0, 13, 5.5, coatFill(d, head)),
      ellipse(7, 0.8, 9, 3, darken(head, 0.25)),
      rect(2, -1, 6, 5, "#f2c12e", 1),
    ]),
  ];
}

/** A Holstein, black and white, or a brown cow: legs, udder, body, head and tail with its switch. */
function cow(d: Drawing, random: Random): Subject {
  const holstein = random.chance(0.6);
  const hide = holstein ? "#f3f0e8" : varied(random, ["#8a4a26", "#a8703c", "#6b3a22", "#b5652b"]);
  const black = "#1e1c1b";
  const head = holstein ? black : hide;
  const hoofColor = "#3a3330";
  const front: Joint[] = [
    [-62, -100, 13],
    [-62, -78, 11],
    [-60, -52, 7],
    [-60, -42, 6.5],
    [-59, -28, 5],
    [-59, -12, 5.4],
    [-60, -3, 5.6],
  ];
  const rear: Joint[] = [
    [64, -112, 20],
    [69, -84, 14],
    [76, -62, 9],
    [80, -48, 6.5],
    [75, -30, 5],
    [72, -12, 5.4],
    [71, -3, 5.6],
  ];
  const shifted = (joints: Joint[], dx: number) => joints.map(([x, y, half]) => [x + dx, y, half] as const);
  const outline = smooth(cowBody);
  const tail = holstein && random.chance(0.5) ? black : darken(hide, 0.1);
  return {
    width: 260,
    height: 160,
    elements: [
      floorShadow(d, 0, 0, 140, 12, 0.5),
      group("translate(33 0)", [
        ...hoofedLeg(d, shifted(front, 12), hide, hoofColor, true),
        ...hoofedLeg(d, shifted(rear, -12), hide, hoofColor, true),
        ellipse(50, -64, 16, 12, coatFill(d, "#e6b2a6", 0.2)),
        rect(41, -58, 3.4, 8, "#d99a8e", 1.7),
        rect(55, -58, 3.4, 8, "#d99a8e", 1.7),
        ...hoofedLeg(d, front, hide, hoofColor, false),
        ...hoofedLeg(d, rear, hide, hoofColor, false),
        path(outline, coatFill(d, hide)),
        ...(holstein ? [clipped(d, outline, holsteinPatches(random, black))] : []),
        path(outline, volume(d)),
        path("M80 -141 C88 -136 90 -110 89 -60 L87 -60 C87 -110 87 -134 78 -139 Z", tail),
        ellipse(88, -55, 4.5, 10, darken(tail, 0.15)),
        ...cowFace(d, hide, head, holstein),
        ...[front, rear, shifted(front, 12), shifted(rear, -12)].map((joints) =>
          tuft(random, (joints[joints.length - 1] as Joint)[0], 9, 9),
        ),
      ]),
    ],
  };
}

// Sheep and goat ----------------------------------------------------------------------------------------------

/** A fleece's outline: round the coarse points, a curl bulging out between each two of them. */
function fleece(points: readonly Point[], bulge: number): Point[] {
  const cx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const cy = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  return points.flatMap((point, index) => {
    const next = points[(index + 1) % points.length] as Point;
    const [mx, my] = [(point[0] + next[0]) / 2, (point[1] + next[1]) / 2];
    const away = Math.hypot(mx - cx, my - cy);
    return [point, [mx + ((mx - cx) / away) * bulge, my + ((my - cy) / away) * bulge] as const];
  });
}

const sheepFleece: readonly Point[] = [
  [-44, -98],
  [-24, -96],
  [-2, -95],
  [20, -96],
  [40, -93],
  [54, -83],
  [59, -66],
  [55, -49],
  [42, -38],
  [22, -34],
  [0, -33],
  [-20, -34],
  [-38, -38],
  [-50, -50],
  [-56, -68],
  [-60, -84],
  [-55, -95],
];

/** Locks of wool: soft lumps, lit on their upper left, all over the fleece's side. */
function locks(d: Drawing, random: Random, wool: string) {
  const lump = d.radial(
    [
      [0, lighten(wool, 0.5), 0.5],
      [0.6, wool, 0.1],
      [0.85, darken(wool, 0.3), 0.2],
      [1, darken(wool, 0.3), 0],
    ],
    [0.35, 0.3],
  );
  return Array.from({ length: 70 }, () => {
    const angle = random.float(0, Math.PI * 2);
    const reach = Math.sqrt(random.next());
    return circle(Math.cos(angle) * reach * 52, -65 + Math.sin(angle) * reach * 28, random.float(4, 7), lump);
  });
}

/** A sheep: a woolly body on thin dark legs, a dark face with a Roman nose and long drooping ears. */
function sheep(d: Drawing, random: Random): Subject {
  const wool = varied(random, ["#e9e2cf", "#ddd4bf", "#efe9da", "#d2c8b2"]);
  const face = varied(random, ["#211d1b", "#2e2723", "#3a302a"]);
  const leg = (x: number, knee: number): Joint[] => [
    [x, -44, 5],
    [x + knee, -24, 3.4],
    [x, -12, 2.7],
    [x - 0.5, -3, 2.9],
  ];
  const legs = [leg(-28, 0), leg(28, 2), leg(-37, 0), leg(37, 2)];
  const outline = smooth(fleece(sheepFleece, 3.2));
  const head = smooth([
    [-46, -104],
    [-58, -110],
    [-70, -104],
    [-82, -88],
    [-90, -76],
    [-87, -68],
    [-77, -67],
    [-64, -73],
    [-51, -82],
    [-44, -94],
  ]);
  return {
    width: 154,
    height: 112,
    elements: [
      floorShadow(d, 0, 0, 75, 7, 0.5),
      group("translate(15 0)", [
        ...legs.flatMap((joints, index) => hoofedLeg(d, joints, face, "#2a2624", index < 2)),
        ellipse(58, -56, 4, 8, coatFill(d, wool, 0.2)),
        path(outline, coatFill(d, wool, 0.35)),
        clipped(d, outline, locks(d, random, wool)),
        path(outline, volume(d)),
        path(head, coatFill(d, face, 0.35)),
        ellipse(-87, -73, 1.8, 1.2, "#000000"),
        ...eye(-66, -96, 1.8, "#3a2a1a"),
        group("translate(-50 -96) rotate(24)", [ellipse(9, 0, 12, 4, coatFill(d, face, 0.2))]),
        ...legs.map((joints) => tuft(random, (joints[joints.length - 1] as Joint)[0], 5, 6)),
      ]),
    ],
  };
}

const goatBody: readonly Point[] = [
  [-30, -80],
  [0, -77],
  [26, -80],
  [40, -79],
  [46, -71],
  [47, -59],
  [42, -49],
  [26, -42],
  [0, -37],
  [-22, -40],
  [-34, -46],
  [-42, -56],
  [-47, -70],
  [-53, -84],
  [-56, -94],
  [-50, -104],
  [-40, -100],
  [-34, -90],
];

const goatHead: readonly Point[] = [
  [-47, -108],
  [-56, -112],
  [-63, -107],
  [-71, -96],
  [-78, -86],
  [-80, -80],
  [-75, -76],
  [-66, -79],
  [-56, -88],
  [-48, -97],
];

/** A goat: a slim body on long legs, upright tail, swept-back horns, a beard and a goat's slotted eye. */
function goat(d: Drawing, random: Random): Subject {
  const hair = varied(random, ["#f1ede4", "#8a5230", "#c9a27a", "#3a302b", "#b07a4a"]);
  const legColor = random.chance(0.3) ? "#2e2823" : hair;
  const horn = d.linear([
    [0, "#b8ab93"],
    [1, "#6e6354"],
  ]);
  const leg = (x: number, top: number, hock: number): Joint[] => [
    [x, top, 7],
    [x + hock, -36, 3.6],
    [x + hock * 1.4, -24, 3],
    [x, -12, 2.5],
    [x - 0.5, -3, 2.7],
  ];
  const legs = [leg(-24, -52, 0), leg(30, -60, 4), leg(-31, -52, 0), leg(37, -60, 4)];
  const outline = smooth(goatBody);
  const head = smooth(goatHead);
  return {
    width: 132,
    height: 134,
    elements: [
      floorShadow(d, 0, 0, 66, 6, 0.5),
      group("translate(16 0)", [
        ...legs.flatMap((joints, index) => hoofedLeg(d, joints, legColor, "#2a2624", index < 2)),
        path("M40 -80 Q44 -92 50 -95 Q49 -86 44 -76 Z", darken(hair, 0.15)),
        path(outline, coatFill(d, hair)),
        path(outline, volume(d)),
        path("M-54 -108 Q-50 -124 -36 -127 Q-45 -120 -47 -107 Z", horn),
        path(head, coatFill(d, hair)),
        path(head, volume(d)),
        path("M-74 -77 Q-67 -78 -63 -81 Q-64 -72 -69 -63 Q-71 -70 -74 -77 Z", darken(hair, 0.25)),
        ellipse(-78, -83, 1.3, 0.9, "#1a1412"),
        ellipse(-61, -101, 2.6, 2.2, "#c8973a"),
        rect(-63, -101.6, 4.2, 1.2, "#111111", 0.6),
        circle(-62, -102, 0.6, "#ffffffcc"),
        group("translate(-50 -103) rotate(12)", [ellipse(10, 0, 12, 4, coatFill(d, darken(hair, 0.1)))]),
        ...legs.map((joints) => tuft(random, (joints[joints.length - 1] as Joint)[0], 5, 6)),
      ]),
    ],
  };
}

// Hens --------------------------------------------------------------------------------------------------------

/** Hen plumages: body, neck hackles, wing and tail, and the earlobe under the eye, red or white. */
const plumages = [
  { body: "#9c4a22", hackle: "#c98a3f", wing: "#7d3a1a", tail: "#3b2417", lobe: "#d8453a" },
  { body: "#f2eee6", hackle: "#f8f6f1", wing: "#e2dccf", tail: "#e8e3d8", lobe: "#f1ece2" },
  { body: "#2a2b30", hackle: "#34383e", wing: "#1e2024", tail: "#15171b", lobe: "#f1ece2" },
  { body: "#d3a055", hackle: "#e2b46a", wing: "#bf8d45", tail: "#a06a2c", lobe: "#d8453a" },
];
type Plumage = (typeof plumages)[number];

const henBody: readonly Point[] = [
  [-175, -330],
  [-185, -262],
  [-160, -188],
  [-110, -142],
  [-30, -120],
  [60, -132],
  [130, -172],
  [172, -232],
  [205, -290],
  [226, -350],
  [232, -400],
  [200, -400],
  [160, -370],
  [100, -345],
  [20, -332],
  [-60, -342],
  [-95, -382],
  [-112, -435],
  [-130, -466],
  [-162, -470],
  [-186, -446],
  [-192, -410],
  [-186, -378],
];

/** A hen's leg: a yellow shank and its toes, the front ones reaching forward. */
function henLeg(x: number, top: number, color: string) {
  return [
    line(x, top, x - 8, -10, color, 18),
    line(x - 8, -6, x - 70, -2, color, 9),
    line(x - 8, -6, x - 50, 6, color, 9),
    line(x - 8, -6, x + 22, -4, color, 8),
  ];
}

/** The hen's head: red comb, bare face and wattles, a yellow beak and an amber eye. */
function henHead(d: Drawing, lobe: string) {
  const red = d.radial(
    [
      [0, "#e8594a"],
      [1, "#a8231c"],
    ],
    [0.35, 0.3],
  );
  return [
    ...[
      [-178, -466, 14],
      [-158, -480, 17],
      [-136, -478, 16],
      [-117, -464, 13],
    ].map(([x, y, r]) => circle(x as number, y as number, r as number, red)),
    ellipse(-170, -424, 24, 20, red),
    ellipse(-184, -380, 13, 22, red),
    ellipse(-140, -408, 8, 10, lobe),
    polygon(
      [
        [-190, -438],
        [-226, -418],
        [-188, -406],
      ],
      "#e0b04a",
    ),
    line(-190, -420, -218, -418, "#a77d2a", 2),
    ...eye(-168, -430, 6, "#d9912b"),
  ];
}

/** One hen facing left, her body tilted by `tilt` degrees: up to look round, down to peck. */
function hen(d: Drawing, plumage: Plumage, tilt: number) {
  const outline = smooth(henBody);
  const hackles = smooth([
    [-112, -440],
    [-88, -378],
    [-72, -318],
    [-120, -292],
    [-176, -304],
    [-188, -370],
  ]);
  const wing = smooth([
    [-80, -300],
    [20, -318],
    [110, -292],
    [158, -238],
    [100, -205],
    [0, -200],
    [-70, -232],
  ]);
  const feathers = [0, 1, 2, 3].map((index) =>
    path(
      `M${140 + index * 12} ${-290 + index * 10} Q${190 + index * 14} ${-340 + index * 8} ${222 + index * 8} ${-400 + index * 26}`,
      "none",
      `stroke="${plumage.tail}" stroke-width="${22 - index * 3}" stroke-linecap="round"`,
    ),
  );
  return [
    floorShadow(d, 0, 0, 190, 22, 0.5),
    ...henLeg(30, -150, darken("#e2b64a", 0.15)),
    ...henLeg(-40, -140, "#e2b64a"),
    group(`rotate(${tilt} 0 -140)`, [
      ...feathers,
      path(outline, coatFill(d, plumage.body, 0.3)),
      clipped(d, outline, [
        path(hackles, coatFill(d, plumage.hackle, 0.3)),
        path(wing, coatFill(d, plumage.wing, 0.2)),
      ]),
      path(
        "M40 -300 Q100 -290 140 -246 M20 -270 Q90 -262 128 -222",
        "none",
        `stroke="${darken(plumage.wing, 0.3)}" stroke-width="5" stroke-linecap="round" opacity="0.6"`,
      ),
      path(outline, volume(d)),
      ...henHead(d, plumage.lobe),
    ]),
  ];
}

/** A pair of hens of one breed, the far one a little smaller and higher, pecking. */
function hens(d: Drawing, random: Random): Subject {
  const plumage = random.pick(plumages);
  return {
    width: 990,
    height: 520,
    elements: [
      group("translate(270 -30) scale(0.9)", hen(d, plumage, random.float(-22, -12))),
      group("translate(-260 0)", hen(d, plumage, random.float(-4, 6))),
    ],
  };
}

/** A farm animal for sale, standing on grass in side view: a cow, a sheep, a goat or a pair of hens. */
export function farmAnimal(d: Drawing, random: Random): Subject {
  return random.pick([cow, sheep, goat, hens])(d, random);
}

// Books -------------------------------------------------------------------------------------------------------

const coverColors = [
  "#8c2f39",
  "#2f4f6f",
  "#3f5e47",
  "#c9a227",
  "#e4dccb",
  "#2b2b2d",
  "#2f6f73",
  "#d9642c",
  "#6fa3c8",
  "#5c1f2b",
  "#7a5c8e",
  "#f0ede6",
];
const lightCovers = ["#c9a227", "#e4dccb", "#f0ede6"];
const inks = ["#d4af37", "#f4efe4", "#1e1e20"];

/** Where a millimetre of depth goes in the picture: right and up, as seen from a step to the left and above. */
const [deepX, deepY] = [0.32, -0.3];

/** One book's looks: its cover, the ink of its spine's lettering, and whether it is bound in boards. */
type Book = { cover: string; ink: string; hardback: boolean };

/** A book's looks at random; on a light cover, its lettering is dark. */
function pickBook(random: Random): Book {
  const base = random.pick(coverColors);
  const cover = varied(random, [base]);
  const ink = lightCovers.includes(base) ? random.pick(["#1e1e20", "#8c2f39", "#2f4f6f"]) : random.pick(inks);
  return { cover, ink, hardback: random.chance(0.55) };
}

/** A face receding from the edge (x1, y1)-(x2, y2) by `depth` millimetres. */
const receding = (x1: number, y1: number, x2: number, y2: number, depth: number, fill: string) =>
  polygon(
    [
      [x1, y1],
      [x2, y2],
      [x2 + depth * deepX, y2 + depth * deepY],
      [x1 + depth * deepX, y1 + depth * deepY],
    ],
    fill,
  );

/** A spine's shading: a hardback's round back catches the light along a band, a paperback's is flat. */
function spineFill(d: Drawing, book: Book, across: readonly [number, number]) {
  const stops: Stop[] = book.hardback
    ? [
        [0, darken(book.cover, 0.3)],
        [0.3, lighten(book.cover, 0.22)],
        [0.6, book.cover],
        [1, darken(book.cover, 0.35)],
      ]
    : [
        [0, lighten(book.cover, 0.1)],
        [1, darken(book.cover, 0.18)],
      ];
  return d.linear(stops, across);
}

/** The page block's end between the covers: cream, with the fine lines of its leaves. */
function pages(d: Drawing, x1: number, y1: number, x2: number, y2: number, depth: number) {
  const leaves = [0.25, 0.5, 0.75].map((share) => {
    const [x, y] = [x1 + (x2 - x1) * share, y1 + (y2 - y1) * share];
    return line(x, y, x + depth * deepX, y + depth * deepY, "#c9bea6", 0.8);
  });
  return [
    receding(
      x1,
      y1,
      x2,
      y2,
      depth,
      d.linear([
        [0, "#f3ecdc"],
        [1, "#d9cfb8"],
      ]),
    ),
    ...leaves,
  ];
}

/** Lettering seen from afar: words of random lengths along `length`, as [start, length] pairs. */
function words(random: Random, length: number): [number, number][] {
  const spans: [number, number][] = [];
  for (let at = 0; at < length * 0.8; ) {
    const word = Math.min(length * random.float(0.15, 0.45), length - at);
    spans.push([at, word]);
    at += word + length * 0.05;
  }
  return spans;
}

/**
 * A book lying on its back cover at `x` (its left end) and `y` (its bottom), the spine towards the camera:
 * the end of its pages to the right, its cover on top, bands and title stripes along the spine.
 */
function lyingBook(
  d: Drawing,
  random: Random,
  [x, y]: Point,
  [length, thick, depth]: readonly [number, number, number],
) {
  const book = pickBook(random);
  const board = book.hardback ? 3 : 0.8;
  const [right, top] = [x + length, y - thick];
  const lettering = (from: number, to: number, height: number) =>
    words(random, length * (to - from)).map(([at, word]) =>
      rect(x + length * from + at, top + (thick - height) / 2, word, height, book.ink, 0.6),
    );
  const cover = lighten(book.cover, 0.1);
  return [
    receding(right, y, right, top, depth, darken(book.cover, 0.35)),
    ...pages(d, right, y - board, right, top + board, depth - board),
    rect(x, top, length, thick, spineFill(d, book, [0, 1]), book.hardback ? thick * 0.12 : 1),
    receding(x, top, right, top, depth, shaded(d, cover, 0.15)),
    receding(
      x + length * 0.15,
      top + depth * 0.15 * deepY,
      right - length * 0.15,
      top + depth * 0.15 * deepY,
      depth * 0.3,
      darken(cover, 0.12),
    ),
    ...(book.hardback
      ? [0.05, 0.075, 0.925, 0.95].map((at) => rect(x + length * at, top, 2, thick, book.ink))
      : [rect(x, top, length * 0.1, thick, darken(book.cover, 0.25))]),
    ...lettering(0.18, 0.62, Math.max(3, thick * 0.2)),
    ...lettering(0.68, 0.84, Math.max(2.5, thick * 0.14)),
  ];
}

/** A stack of books lying on each other, the big ones lower down, each pushed a little left or right. */
function bookStack(d: Drawing, random: Random): Subject {
  const sizes = Array.from({ length: random.int(4, 7) }, () => random.float(150, 250)).sort((a, b) => b - a);
  let y = 0;
  const elements = sizes.flatMap((length) => {
    const thick = random.float(16, 48);
    const depth = length * random.float(0.62, 0.72);
    const book = lyingBook(d, random, [-length / 2 + random.float(-18, 18), y], [length, thick, depth]);
    y -= thick;
    return book;
  });
  const reach = (sizes[0] ?? 0) * 0.7 * deepX;
  return {
    width: (sizes[0] ?? 0) + 40 + reach,
    height: -y - reach * (deepY / deepX) + 10,
    elements: [
      floorShadow(d, reach / 2, -8, (sizes[0] ?? 0) * 0.62 + reach / 2, 22, 0.55),
      group(`translate(${round(-reach / 2)} 0)`, elements),
    ],
  };
}

/** A book standing on its tail at `x`, the spine towards the camera, its head of pages showing on top. */
function standingBook(
  d: Drawing,
  random: Random,
  x: number,
  [height, thick, depth]: readonly [number, number, number],
) {
  const book = pickBook(random);
  const board = book.hardback ? 2.5 : 0.6;
  const right = x + thick;
  const lettering = (from: number, to: number, width: number) =>
    words(random, height * (to - from)).map(([at, word]) =>
      rect(x + (thick - width) / 2, -height * to + at, width, word, book.ink, 0.6),
    );
  return [
    receding(right, 0, right, -height, depth, darken(book.cover, 0.3)),
    receding(x, -height, x + board, -height, depth, darken(book.cover, 0.1)),
    ...pages(d, x + board, -height, right - board, -height, depth - board),
    receding(right - board, -height, right, -height, depth, darken(book.cover, 0.1)),
    rect(x, -height, thick, height, spineFill(d, book, [1, 0]), book.hardback ? thick * 0.1 : 0.5),
    ...(book.hardback
      ? [0.05, 0.07, 0.93, 0.95].map((at) => rect(x, -height * at, thick, 2, book.ink))
      : [rect(x, -height * 0.1, thick, height * 0.1, darken(book.cover, 0.25))]),
    ...lettering(0.3, 0.76, Math.max(3, thick * 0.2)),
    ...lettering(0.8, 0.88, Math.max(2.5, thick * 0.14)),
    rect(x + thick / 2 - 4, -height * 0.16, 8, 8, book.ink, 2),
  ];
}

/** A bookend: a heavy block of wood, stone or metal, its front, top and right side lit from the left. */
function bookend(d: Drawing, x: number, material: string, width: number, height: number, depth: number) {
  return [
    receding(x + width, 0, x + width, -height, depth, darken(material, 0.35)),
    receding(x, -height, x + width, -height, depth, lighten(material, 0.2)),
    rect(
      x,
      -height,
      width,
      height,
      d.linear(
        [
          [0, lighten(material, 0.12)],
          [1, darken(material, 0.15)],
        ],
        [1, 0.4],
      ),
    ),
    outline(x + 5, -height + 5, width - 10, height - 10, darken(material, 0.2), 1.5, 3),
    line(x + 2, -height + 1, x + width - 2, -height + 1, lighten(material, 0.35), 2),
  ];
}

/** A row of books standing between two bookends, of mixed heights and thicknesses. */
function bookRow(d: Drawing, random: Random): Subject {
  const material = varied(random, ["#5c3d2a", "#8a8d91", "#2b2b2d", "#a0703f", "#b08d57"]);
  const books = Array.from({ length: random.int(6, 10) }, () => ({
    height: random.float(180, 270),
    thick: random.float(16, 52),
  }));
  const shelf = books.reduce((sum, { thick }) => sum + thick, 0);
  const [endWidth, endHeight, depth] = [44, random.float(150, 180), 150];
  let x = -shelf / 2;
  const row = books.flatMap(({ height, thick }) => {
    const drawn = standingBook(d, random, x, [height, thick, depth * random.float(0.85, 1)]);
    x += thick;
    return drawn;
  });
  const tallest = Math.max(...books.map(({ height }) => height));
  return {
    width: shelf + endWidth * 2 + depth * deepX + 20,
    height: tallest - depth * deepY + 10,
    elements: [
      floorShadow(d, depth * deepX * 0.5, -10, shelf / 2 + endWidth + 40, 24, 0.5),
      group(`translate(${round(-depth * deepX * 0.5)} 0)`, [
        ...bookend(d, -shelf / 2 - endWidth, material, endWidth, endHeight, depth),
        ...row,
        ...bookend(d, shelf / 2, material, endWidth, endHeight, depth),
      ]),
    ],
  };
}

/** Books for sale: a stack of four to seven lying on each other, or a row standing between bookends. */
export function books(d: Drawing, random: Random): Subject {
  return random.chance(0.6) ? bookStack(d, random) : bookRow(d, random);
}
