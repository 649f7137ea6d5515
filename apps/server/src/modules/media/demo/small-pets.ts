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
  glossy,
  group,
  lighten,
  line,
  mix,
  type Point,
  path,
  polygon,
  rect,
  ring,
  round,
  type Subject,
  shaded,
  smooth,
  stroke,
  upright,
  varied,
  volume,
} from "./drawing.ts";

/*
 * Pets for sale: cage birds (budgies, cockatiels, lovebirds on a perch in a wire cage, or a grey parrot or a
 * cockatoo on a perch stand) and small pets (a rabbit, a guinea pig or a hamster on wood shavings, now and then
 * by a wooden hideout or in a cage with a plastic base). Drawn around x = 0 with the floor at y = 0, the animals
 * in side view facing left; things with depth show their right side, receding up and to the right.
 */

/** Rows of little arcs, each bulging down: the edges of feathers, a budgie's barring. */
function scallops(left: number, top: number, right: number, bottom: number, step: number) {
  const rows: string[] = [];
  for (let row = 0, y = top; y < bottom; row++, y += step * 0.55) {
    for (let x = left - (row % 2) * step * 0.5; x < right; x += step) {
      rows.push(`M${round(x)} ${round(y)} q${round(step / 2)} ${round(step * 0.5)} ${round(step)} 0`);
    }
  }
  return rows.join(" ");
}

/** An eye in profile: iris, pupil, a glint, and a ring of bare skin round it on some birds. */
function eye(x: number, y: number, r: number, iris: string, skin?: string) {
  return [
    ...(skin ? [circle(x, y, r * 1.5, skin)] : []),
    circle(x, y, r, iris),
    circle(x, y, r * 0.62, "#0c0a09"),
    circle(x - r * 0.35, y - r * 0.35, r * 0.3, "#ffffffdd"),
  ];
}

// Birds -------------------------------------------------------------------------------------------------------

/** How a bird looks: its size against a budgie's, its colours and what marks it out. */
type Plumage = {
  size: number;
  body: string;
  /** The mask over forehead, face and throat. */
  face: string;
  wing: string;
  tail: string;
  beak: string;
  feet: string;
  /** Tail length against a budgie's, and whether its end is square rather than pointed. */
  tailShape: readonly [length: number, square: boolean];
  beakSize: number;
  iris: string;
  crest?: string;
  cheek?: string;
  forehead?: string;
  cere?: string;
  /** A budgie's black barring over the back of its head and its wings. */
  barred?: boolean;
  /** A grey's pale feather edges. */
  scalloped?: boolean;
  eyeSkin?: string;
  wingBar?: string;
};

function budgie(random: Random): Plumage {
  const blue = random.chance(0.4);
  return {
    size: 1,
    body: varied(random, blue ? ["#4d9fdc", "#5fb0d8", "#7d8fd8"] : ["#6cc23a", "#82c93f", "#5aae34"]),
    face: blue ? "#f2f2ec" : "#f1dc4c",
    wing: blue ? "#f2f2ec" : "#f1dc4c",
    tail: blue ? "#28407e" : "#2f5a8a",
    beak: "#e2b56a",
    feet: "#c9a6a2",
    tailShape: [1, false],
    beakSize: 1,
    iris: "#2a1e18",
    cheek: "#6a56c8",
    cere: random.pick(["#4a6fd0", "#b88a66", "#d8c6b4"]),
    barred: true,
    eyeSkin: "#f4f1ea",
  };
}

function cockatiel(random: Random): Plumage {
  const lutino = random.chance(0.3);
  const body = lutino ? "#f3ead0" : varied(random, ["#8d8e8c", "#9a9895", "#7f807f"]);
  return {
    size: 1.3,
    body,
    face: lutino ? "#f5dc6a" : "#f0d45a",
    wing: lutino ? "#efe4c4" : darken(body, 0.12),
    tail: lutino ? "#eadfc0" : darken(body, 0.25),
    beak: "#b9aaa0",
    feet: "#b0a39b",
    tailShape: [1.35, false],
    beakSize: 0.9,
    iris: "#1e1612",
    crest: lutino ? "#f2d65a" : "#d9c25a",
    cheek: "#ef8a32",
    wingBar: "#f7f5ef",
  };
}

function lovebird(random: Random): Plumage {
  const green = varied(random, ["#6fbf43", "#63b23f", "#7cc84a"]);
  return {
    size: 1.05,
    body: green,
    face: random.pick(["#f39a72", "#f2a07c", "#ef8a64"]),
    wing: darken(green, 0.08),
    tail: darken(green, 0.15),
    beak: "#efe0b4",
    feet: "#a9a09a",
    tailShape: [0.42, false],
    beakSize: 1.05,
    iris: "#1e1612",
    forehead: "#e65a44",
    eyeSkin: "#f3efe6",
  };
}

function africanGrey(random: Random): Plumage {
  const grey = varied(random, ["#8f9497", "#9a9ea1", "#868b8f"]);
  return {
    size: 2.1,
    body: grey,
    face: "#dfe1e0",
    wing: darken(grey, 0.15),
    tail: "#c9232b",
    beak: "#232222",
    feet: "#5f6163",
    tailShape: [0.5, true],
    beakSize: 1.35,
    iris: "#f1e7b4",
    scalloped: true,
  };
}

function cockatoo(random: Random): Plumage {
  const white = varied(random, ["#f6f5f0", "#f2f0ea"]);
  return {
    size: 2.3,
    body: white,
    face: white,
    wing: darken(white, 0.05),
    tail: darken(white, 0.06),
    beak: "#2e2d2d",
    feet: "#5c5b5a",
    tailShape: [0.55, true],
    beakSize: 1.35,
    iris: "#1a1412",
    crest: "#f2cd2e",
    eyeSkin: "#dfe9f1",
  };
}

const birdBody: readonly Point[] = [
  [-26, -76],
  [-23, -88],
  [-12, -93],
  [1, -89],
  [7, -78],
  [14, -64],
  [20, -44],
  [21, -22],
  [14, -6],
  [0, -1],
  [-15, -7],
  [-25, -22],
  [-29, -40],
  [-27, -56],
  [-24, -64],
  [-26, -70],
];

const birdWing: readonly Point[] = [
  [-7, -62],
  [6, -70],
  [17, -56],
  [23, -32],
  [29, -2],
  [20, -8],
  [8, -22],
  [-4, -40],
];

/** The tail, from under the wing down past the perch, pointed or square at its end. */
function tail(d: Drawing, plumage: Plumage) {
  const [length, square] = plumage.tailShape;
  const [dx, dy] = [0.42, 0.91];
  const [rootX, rootY, reach] = [14, -16, 80 * length];
  const [tipX, tipY] = [rootX + dx * reach, rootY + dy * reach];
  const end = square ? 9 : 1.5;
  const outline = `M${rootX - 8} ${rootY + 2} L${round(tipX - end)} ${round(tipY + end * 0.45)} L${round(tipX + end)} ${round(tipY - end * 0.45)} L${rootX + 9} ${rootY - 3} Z`;
  return [
    path(outline, shaded(d, plumage.tail, 0.15)),
    stroke(`M${rootX} ${rootY} L${round(tipX)} ${round(tipY)}`, darken(plumage.tail, 0.25), 1.2),
  ];
}

/** A crest of feathers rising from the crown, bowed back and curling forward at their tips, behind the head. */
function crest(d: Drawing, color: string, big: boolean) {
  const [count, width] = big ? [6, 4] : [5, 2.2];
  return Array.from({ length: count }, (_, index) => {
    const angle = ((big ? -112 + index * 13 : -104 + index * 7) * Math.PI) / 180;
    const reach = (big ? 40 : 34) - index * (big ? 3 : 2.5);
    const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
    const [bx, by] = [-12 + index * 2.5, -86];
    const [tx, ty] = [bx + dx * reach, by + dy * reach];
    const [cx, cy] = [bx + dx * reach * 0.6 + reach * 0.25, by + dy * reach * 0.6];
    const at = (x: number, y: number, side: number) =>
      `${round(x - dy * width * side)} ${round(y + dx * width * side)}`;
    return path(
      `M${at(bx, by, 1)} Q${at(cx, cy, 0.7)} ${round(tx)} ${round(ty)} Q${at(cx, cy, -0.7)} ${at(bx, by, -1)} Z`,
      coatFill(d, index % 2 ? darken(color, 0.1) : color, 0.2),
    );
  });
}

/** Face, cheek, throat spots and barring, drawn inside the body's outline. */
function markings(d: Drawing, plumage: Plumage) {
  const face = plumage.barred
    ? [ellipse(-21, -68, 11, 22, plumage.face)]
    : plumage.scalloped
      ? [ellipse(-17, -80, 8.5, 6, plumage.face)]
      : [ellipse(-21, -74, 12, plumage.forehead ? 22 : 13, coatFill(d, plumage.face, 0.15))];
  return [
    ...(plumage.scalloped ? [stroke(scallops(-30, -72, 24, 0, 6), lighten(plumage.body, 0.18), 1)] : []),
    ...face,
    ...(plumage.forehead ? [ellipse(-24, -86, 9, 7, plumage.forehead)] : []),
    ...(plumage.barred
      ? [
          stroke(scallops(-10, -96, 14, -60, 3.6), "#1d1a18", 0.9),
          ...[-26, -21, -16].map((x) => circle(x, -53, 1.5, "#1a1716")),
        ]
      : []),
    ...(plumage.cheek ? [ellipse(-18, plumage.barred ? -61 : -74, 4, 4.5, plumage.cheek)] : []),
  ];
}

/** The folded wing: its coverts, barred on a budgie, and the long flight feathers to its tip. */
function wing(d: Drawing, plumage: Plumage) {
  const outline = smooth(birdWing);
  const pattern = plumage.barred
    ? [stroke(scallops(-10, -70, 30, 0, 7), plumage.face, 1.5)]
    : [stroke(scallops(-10, -66, 30, -30, 7), darken(plumage.wing, 0.22), 1)];
  return [
    path(outline, coatFill(d, plumage.barred ? "#24211f" : plumage.wing, 0.2)),
    clipped(d, outline, [
      ...pattern,
      ...(plumage.wingBar ? [ellipse(-2, -50, 6, 14, plumage.wingBar)] : []),
      path("M4 -34 L32 -8 L24 4 L-2 -24 Z", darken(plumage.barred ? "#24211f" : plumage.wing, 0.25)),
    ]),
    stroke("M6 -32 Q16 -18 27 -4 M2 -38 Q12 -22 22 -6", darken(plumage.wing, 0.4), 0.8, 'opacity="0.7"'),
  ];
}

/** A hooked parrot's beak at the front of the head, with the cere above it on a budgie. */
function beak(d: Drawing, plumage: Plumage) {
  const b = plumage.beakSize;
  const [x, y] = [-27, -76];
  const at = (dx: number, dy: number) => `${round(x + dx * b)} ${round(y + dy * b)}`;
  return [
    path(
      `M${at(0.5, 1)} C${at(-4, 2)} ${at(-5.5, 5)} ${at(-3.5, 6.5)} C${at(-1.5, 7)} ${at(0.5, 6)} ${at(1, 4.5)} Z`,
      darken(plumage.beak, 0.2),
    ),
    path(
      `M${at(0.5, -6)} C${at(-6, -7)} ${at(-10, -2)} ${at(-8, 6)} C${at(-7, 3)} ${at(-4, 1)} ${at(0.5, 2)} Z`,
      glossy(d, plumage.beak, 0.35),
    ),
    ...(plumage.cere ? [ellipse(x - 0.5, y - 6 * b, 3.6, 2.4, plumage.cere)] : []),
  ];
}

/** Toes gripping the perch from above, two of each foot curled over its front. */
function feet(plumage: Plumage) {
  return [-7, 4].flatMap((x) => [
    stroke(`M${x + 3} -2 Q${x - 4} -3 ${x - 5} 4`, plumage.feet, 2.8),
    stroke(`M${x + 5} -1 Q${x + 1} -2 ${x} 5`, darken(plumage.feet, 0.12), 2.6),
  ]);
}

/** A perched bird facing left, its feet on the perch's top at (0, 0): the tail, and the rest over the perch. */
function perchedBird(d: Drawing, plumage: Plumage) {
  const outline = smooth(birdBody);
  return {
    behind: tail(d, plumage),
    over: [
      ...(plumage.crest ? crest(d, plumage.crest, plumage.size > 2) : []),
      path(outline, coatFill(d, plumage.body, 0.25)),
      clipped(d, outline, markings(d, plumage)),
      path(outline, volume(d)),
      ...wing(d, plumage),
      ...eye(-13, -81, 2.7, plumage.iris, plumage.eyeSkin),
      ...beak(d, plumage),
      ...feet(plumage),
    ],
  };
}

/** Birds on a perch: each at its x, facing left or (mirrored) right, scaled to its size. */
function perchGroup(
  d: Drawing,
  birds: readonly { plumage: Plumage; x: number; right: boolean }[],
  perch: string[],
) {
  const drawn = birds.map(({ plumage, x, right }) => {
    const { behind, over } = perchedBird(d, plumage);
    const at = (children: string[]) =>
      group(
        `translate(${round(x)} 0) scale(${right ? -plumage.size : plumage.size} ${plumage.size})`,
        children,
      );
    return { behind: at(behind), over: at(over) };
  });
  return [...drawn.map(({ behind }) => behind), ...perch, ...drawn.map(({ over }) => over)];
}

/** A wooden perch lying along x from `left` to `right`, its top at y = 0. */
function perchBar(d: Drawing, left: number, right: number, r: number, wood: string) {
  return [
    rect(left, 0, right - left, r * 2, shaded(d, wood, 0.3), r),
    ellipse(right - r * 0.3, r, r * 0.5, r, darken(wood, 0.2)),
  ];
}

// Cage --------------------------------------------------------------------------------------------------------

/** A cage's look: wire colour, plastic tray colour, and its shape. */
type Cage = {
  width: number;
  wire: number;
  rise: number;
  tray: number;
  depth: number;
  bars: string;
  plastic: string;
};

/** Where the cage's back is drawn from its front: up and to the right. */
const backOf = (depth: number): Point => [depth * 0.32, -depth * 0.28];

/** The outline of the cage's wire front above the tray: straight sides, a flat or arched top. */
function cageFront({ width, wire, rise, tray }: Cage) {
  const [left, right, top] = [-width / 2, width / 2, -tray - wire];
  const roof = rise > 0 ? `A${width / 2} ${rise} 0 0 1 ${right} ${top}` : `H${right}`;
  return `M${left} ${-tray} V${top} ${roof} V${-tray} Z`;
}

/** Vertical bars across the cage, clipped to its outline, shifted by (dx, dy). */
function bars(d: Drawing, cage: Cage, [dx, dy]: Point, color: string, width: number) {
  const outline = cageFront(cage);
  const top = -cage.tray - cage.wire - cage.rise;
  const lines: string[] = [];
  for (let x = -cage.width / 2 + 12; x < cage.width / 2 - 6; x += 13)
    lines.push(`M${round(x)} ${-cage.tray} V${top}`);
  return group(`translate(${round(dx)} ${round(dy)})`, [
    clipped(d, outline, [stroke(lines.join(" "), color, width)]),
    path(outline, "none", `stroke="${color}" stroke-width="${width * 2}"`),
    line(-cage.width / 2, -cage.tray - cage.wire, cage.width / 2, -cage.tray - cage.wire, color, width * 1.6),
    line(-cage.width / 2, -cage.tray - 16, cage.width / 2, -cage.tray - 16, color, width * 1.6),
  ]);
}

/** The wire on the cage's right side and roof: bars running from its front edges to its back ones. */
function sideWire(cage: Cage, color: string) {
  const [dx, dy] = backOf(cage.depth);
  const [right, bottom, top] = [cage.width / 2, -cage.tray, -cage.tray - cage.wire];
  const side = [0.25, 0.5, 0.75, 1].map(
    (t) => `M${round(right + dx * t)} ${round(bottom + dy * t)} V${round(top + dy * t)}`,
  );
  const roofPoints = Array.from({ length: 9 }, (_, index) => {
    const angle = Math.PI * (index / 8);
    return [-Math.cos(angle) * (cage.width / 2), top - Math.sin(angle) * cage.rise] as const;
  });
  const roof = roofPoints.map(([x, y]) => `M${round(x)} ${round(y)} l${round(dx)} ${round(dy)}`);
  return stroke([...side, ...roof].join(" "), color, 2);
}

/** The plastic tray the wire sits in: its front, right side and lip, the sanded floor showing inside. */
function cageTray(d: Drawing, cage: Cage) {
  const [dx, dy] = backOf(cage.depth);
  const [left, right, top] = [-cage.width / 2 - 10, cage.width / 2 + 10, -cage.tray];
  return {
    floor: polygon(
      [
        [left + 10, top],
        [right - 10, top],
        [right - 10 + dx, top + dy],
        [left + 10 + dx, top + dy],
      ],
      "#d8c8a2",
    ),
    front: [
      polygon(
        [
          [right, top],
          [right + dx, top + dy],
          [right + dx, dy],
          [right, 0],
        ],
        darken(cage.plastic, 0.3),
      ),
      rect(left, top, right - left, -top, shaded(d, cage.plastic, 0.25), 6),
      rect(left - 4, top - 6, right - left + 8, 12, shaded(d, lighten(cage.plastic, 0.08), 0.4), 5),
    ],
  };
}

/** The door in the cage's front, lower middle, with its latch. */
function door(cage: Cage, x: number, color: string) {
  const [bottom, height] = [-cage.tray - 16, cage.wire * 0.36];
  return [
    path(
      `M${x - 42} ${bottom} V${round(bottom - height)} H${x + 42} V${bottom}`,
      "none",
      `stroke="${color}" stroke-width="5"`,
    ),
    line(x - 42, bottom - height * 0.5, x + 42, bottom - height * 0.5, color, 2.5),
    stroke(`M${x + 38} ${round(bottom - height * 0.5)} q10 -2 12 8`, darken(color, 0.2), 3),
  ];
}

/** A plastic seed cup hooked on the front bars, heaped with seed. */
function seedCup(d: Drawing, x: number, y: number, color: string) {
  return [
    ellipse(x, y, 30, 7, "#b88d4a"),
    path(
      `M${x - 32} ${y} Q${x - 30} ${y + 34} ${x} ${y + 36} Q${x + 30} ${y + 34} ${x + 32} ${y} Z`,
      shaded(d, color, 0.35),
    ),
    ellipse(
      x - 4,
      y - 3,
      24,
      6,
      d.radial([
        [0, "#e6c77e"],
        [1, "#b58c45"],
      ]),
    ),
    ...[-18, -8, 2, 12].map((dx, index) => ellipse(x + dx, y - 3 - (index % 2) * 2, 2.6, 1.6, "#8a6a36")),
    rect(x - 30, y - 4, 60, 5, lighten(color, 0.25), 2),
  ];
}

const cageWires = ["#f3f2ee", "#2b2c2e", "#c9ccd0", "#f3f2ee", "#5b5e62"];
const plastics = ["#f3f2ee", "#3f7fc4", "#5ea46a", "#cfd3d6", "#e48aa6", "#2f3033"];
const perchWoods = ["#c39a62", "#a97a48", "#d2b07c"];

/** One or two small birds of a kind on a perch in a wire cage. */
function birdCage(d: Drawing, random: Random): Subject {
  const kind = random.pick([budgie, budgie, cockatiel, lovebird]);
  const first = kind(random);
  const pair = random.chance(0.65);
  const cage: Cage = {
    width: (pair ? 300 : 250) * Math.sqrt(first.size) + random.float(-15, 15),
    wire: 200 * first.size ** 0.7 + random.float(0, 40),
    rise: random.chance(0.5) ? random.float(50, 90) : 0,
    tray: 56,
    depth: 110,
    bars: varied(random, cageWires),
    plastic: varied(random, plastics),
  };
  const [dx, dy] = backOf(cage.depth);
  const perchY = -cage.tray - cage.wire * random.float(0.36, 0.42) + dy / 2;
  const birds = pair
    ? [
        { plumage: first, x: -cage.width * 0.2 + dx / 2, right: false },
        { plumage: kind(random), x: cage.width * 0.18 + dx / 2, right: random.chance(0.5) },
      ]
    : [{ plumage: first, x: random.float(-30, 30) + dx / 2, right: random.chance(0.3) }];
  const r = 6 * Math.sqrt(first.size);
  const perch = perchBar(d, -cage.width / 2 + dx / 2, cage.width / 2 + dx / 2, r, varied(random, perchWoods));
  const tray = cageTray(d, cage);
  const bar = cage.bars;
  const doorX = random.float(-cage.width * 0.12, cage.width * 0.12);
  return {
    width: cage.width + dx + 40,
    height: cage.tray + cage.wire + cage.rise - dy + 40,
    elements: [
      floorShadow(d, dx / 2, dy / 2, cage.width / 2 + 60, 40, 0.5),
      group(`translate(${round(-dx / 2)} 0)`, [
        tray.floor,
        bars(d, cage, [dx, dy], darken(bar, 0.2), 1.6),
        sideWire(cage, darken(bar, 0.25)),
        group(`translate(0 ${round(perchY)})`, perchGroup(d, birds, perch)),
        bars(d, cage, [0, 0], bar, 2.2),
        ...door(cage, doorX, bar),
        ...seedCup(d, -cage.width / 2 + 52, -cage.tray - 70, varied(random, plastics)),
        ...tray.front,
        ring(dx / 2, -cage.tray - cage.wire - cage.rise + dy / 2 - 14, 14, bar, 4),
      ]),
    ],
  };
}

// Perch stand -------------------------------------------------------------------------------------------------

/** A big parrot, an African grey or a cockatoo, on a wooden T-perch stand with steel cups at its ends. */
function parrotStand(d: Drawing, random: Random): Subject {
  const plumage = random.chance(0.55) ? africanGrey(random) : cockatoo(random);
  const wood = varied(random, perchWoods);
  const [height, span, r] = [200, 300, 12];
  const steel = d.linear(
    [
      [0, "#8a9096"],
      [0.35, "#eef0f2"],
      [1, "#5f656b"],
    ],
    [1, 0],
  );
  const perch = [
    ...perchBar(d, -span / 2, span / 2, r, wood),
    ...[-span / 2 - 10, span / 2 + 10].flatMap((x) => [
      path(`M${x - 30} -16 L${x + 30} -16 L${x + 22} 20 L${x - 22} 20 Z`, steel),
      ellipse(x, -16, 30, 6, "#3d4246"),
    ]),
  ];
  return {
    width: span + 140,
    height: height + 100 * plumage.size + 30,
    elements: [
      floorShadow(d, 0, 0, 190, 26, 0.5),
      ellipse(0, -16, 170, 30, shaded(d, darken(wood, 0.1), 0.2)),
      rect(-170, -16, 340, 16, darken(wood, 0.25), 6),
      ellipse(0, -18, 166, 26, coatFill(d, wood, 0.2)),
      rect(-r, -height, r * 2, height - 16, upright(d, wood)),
      group(
        `translate(0 ${-height - r})`,
        perchGroup(d, [{ plumage, x: random.float(-30, 20), right: false }], perch),
      ),
    ],
  };
}

/**
 * Pet birds for sale: one or two budgies, cockatiels or lovebirds on a perch in a wire cage with a plastic tray,
 * or now and then an African grey or a cockatoo on a perch stand.
 */
export function cageBird(d: Drawing, random: Random): Subject {
  return random.chance(0.75) ? birdCage(d, random) : parrotStand(d, random);
}

// Small pets --------------------------------------------------------------------------------------------------

/** A small pet drawn facing left with its feet at y = 0, in millimetres, and how far it reaches. */
type Pet = { elements: string[]; left: number; right: number; top: number };

/** A fur colour and the patches laid over it, if any. */
type Fur = { base: string; patches: readonly string[] };

/** A wobbly round patch of colour on a coat, different on every animal. */
function blob(random: Random, cx: number, cy: number, rx: number, ry: number, color: string) {
  const points = Array.from({ length: 8 }, (_, step) => {
    const [angle, wobble] = [(step * Math.PI) / 4, random.float(0.75, 1.15)];
    return [cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble] as const;
  });
  return path(smooth(points), color);
}

/** Fur lit from the upper left, patches clipped to it and roundness over all. */
function furBody(d: Drawing, outline: string, fur: Fur, patches: (colors: readonly string[]) => string[]) {
  return [
    path(outline, coatFill(d, fur.base, 0.28)),
    ...(fur.patches.length ? [clipped(d, outline, patches(fur.patches))] : []),
    path(outline, volume(d)),
  ];
}

/** Whiskers fanning forward from the muzzle at (x, y). */
const whiskers = (x: number, y: number, reach: number, color: string) =>
  stroke(
    [-0.25, -0.05, 0.15].map((slope) => `M${x} ${y} l${round(-reach)} ${round(reach * slope)}`).join(" "),
    color,
    0.8,
    'opacity="0.7"',
  );

/** A nose with the cleft of the mouth under it. */
const muzzle = (x: number, y: number, size: number, color: string) => [
  ellipse(x, y, size * 1.1, size * 0.8, color),
  stroke(
    `M${x + size * 0.2} ${y + size * 0.6} v${size * 1.4} q-${size} ${size * 0.8} -${size * 1.5} 0`,
    darken(color, 0.35),
    1,
  ),
];

const rabbitFurs: readonly Fur[] = [
  { base: "#f3f0ea", patches: [] },
  { base: "#8b6a4c", patches: [] },
  { base: "#9a9692", patches: [] },
  { base: "#2f2b29", patches: [] },
  { base: "#c9844a", patches: [] },
  { base: "#e6d2b0", patches: [] },
  { base: "#f3f0ea", patches: ["#2f2b29"] },
  { base: "#f3f0ea", patches: ["#7a5a3e"] },
];

/** A rabbit sitting: a loaf of a body high at the haunch, long ears up or lopped, the white scut of a tail. */
function rabbit(d: Drawing, random: Random): Pet {
  const fur = random.pick(rabbitFurs);
  const base = fur.patches.length ? fur.base : varied(random, [fur.base]);
  const coatOf = { ...fur, base };
  const lop = random.chance(0.3);
  const body = smooth([
    [-95, -120],
    [-50, -158],
    [10, -172],
    [65, -160],
    [105, -130],
    [124, -85],
    [120, -40],
    [100, -10],
    [60, 0],
    [-30, 0],
    [-80, -8],
    [-100, -35],
    [-108, -75],
  ]);
  const head = smooth([
    [-75, -160],
    [-105, -188],
    [-145, -186],
    [-172, -160],
    [-184, -132],
    [-178, -112],
    [-158, -100],
    [-125, -96],
    [-95, -108],
    [-72, -130],
  ]);
  const earColor = fur.patches[0] ?? base;
  const ear = (x: number, y: number, angle: number, shade: number, inner: boolean) =>
    group(`translate(${x} ${y}) rotate(${angle})`, [
      path(
        ellipseLoop(0, lop ? 58 : -58, 21, 64),
        coatFill(d, darken(earColor, shade), 0.25),
        `stroke="${darken(earColor, 0.35)}" stroke-width="1.5"`,
      ),
      ...(inner && !lop ? [ellipse(2, -56, 10, 48, mix(earColor, "#e9a8a0", 0.55))] : []),
    ]);
  return {
    left: -215,
    right: 145,
    top: lop ? -200 : -300,
    elements: [
      ...(lop ? [] : [ear(-98, -184, 26, 0.2, false)]),
      ...furBody(d, body, coatOf, (colors) => [blob(random, 80, -80, 80, 100, colors[0] as string)]),
      stroke("M-20 -14 C-20 -90 50 -140 112 -112", darken(base, 0.2), 3, 'opacity="0.45"'),
      ellipse(24, -7, 48, 8, coatFill(d, darken(base, 0.06), 0.2)),
      ellipse(-88, -6, 22, 8, coatFill(d, lighten(base, 0.08), 0.25)),
      circle(
        124,
        -70,
        22,
        coatFill(d, fur.patches[0] && random.chance(0.5) ? fur.patches[0] : "#f6f3ee", 0.3),
      ),
      ...(lop ? [] : [ear(-115, -178, 12, 0, true)]),
      ...furBody(d, head, coatOf, (colors) => [
        ellipse(-130, -170, 45, 40, colors[0] as string),
        ellipse(-95, -130, 30, 50, colors[0] as string),
      ]),
      ...(lop ? [ear(-102, -176, 8, 0.08, false)] : []),
      ...eye(-140, -150, 9, "#2a1a12"),
      ...muzzle(-181, -128, 5, "#c98a86"),
      whiskers(-176, -118, 42, lighten(base, 0.5)),
    ],
  };
}

const guineaPigFurs: readonly Fur[] = [
  { base: "#d08a45", patches: ["#f4efe6"] },
  { base: "#f4efe6", patches: ["#2c2624", "#d08a45"] },
  { base: "#2c2624", patches: ["#f4efe6", "#c47a3a"] },
  { base: "#e8d4b0", patches: [] },
  { base: "#7a5a3e", patches: ["#f4efe6"] },
  { base: "#f4efe6", patches: ["#2c2624"] },
];

/** A guinea pig: a long round loaf with a blunt head, petal ears, no tail, often patched in two or three colours. */
function guineaPig(d: Drawing, random: Random): Pet {
  const fur = random.pick(guineaPigFurs);
  const body = smooth([
    [-130, -42],
    [-124, -62],
    [-108, -84],
    [-80, -100],
    [-45, -106],
    [10, -120],
    [70, -116],
    [108, -90],
    [122, -52],
    [114, -18],
    [92, -2],
    [40, 0],
    [-40, 0],
    [-92, -6],
    [-120, -22],
  ]);
  const [first, second] = fur.patches;
  return {
    left: -165,
    right: 130,
    top: -125,
    elements: [
      ellipse(40, -3, 15, 5, "#d9a7a0"),
      ...furBody(d, body, fur, () => [
        blob(random, random.float(-110, -70), -70, 45, 55, first as string),
        blob(random, random.float(50, 90), -60, 55, 75, (second ?? first) as string),
        ...(second ? [blob(random, random.float(-20, 10), -105, 30, 35, first as string)] : []),
      ]),
      group("translate(-50 -95) rotate(-25)", [
        ellipse(0, 0, 15, 10, coatFill(d, mix(fur.base, "#d9a7a0", 0.5), 0.2)),
      ]),
      ...eye(-88, -70, 7, "#241510"),
      ...muzzle(-126, -42, 3.8, "#a8706a"),
      whiskers(-122, -36, 34, lighten(fur.base, 0.4)),
      ellipse(-82, -3, 13, 5, "#d9a7a0"),
    ],
  };
}

const hamsterFurs = [
  { base: "#d9984e", belly: "#f5ede0", stripe: "" },
  { base: "#e4c08a", belly: "#f7f1e6", stripe: "" },
  { base: "#8e8a86", belly: "#f3f0ea", stripe: "#3e3936" },
  { base: "#f3efe8", belly: "#fbf8f3", stripe: "" },
  { base: "#b07848", belly: "#f2e6d2", stripe: "#5a3a24" },
];

/** A hamster: a round ball of fur with pouchy cheeks, small round ears, a bead of an eye and pink paws. */
function hamster(d: Drawing, random: Random): Pet {
  const fur = random.pick(hamsterFurs);
  const base = varied(random, [fur.base]);
  const body = smooth([
    [-70, -40],
    [-62, -58],
    [-40, -78],
    [-5, -90],
    [30, -84],
    [55, -62],
    [63, -32],
    [52, -8],
    [25, 0],
    [-30, 0],
    [-55, -8],
    [-68, -24],
  ]);
  const ear = (x: number, y: number, shade: number) => [
    circle(x, y, 11, coatFill(d, darken(base, shade), 0.1)),
    circle(x - 1, y + 1, 6.5, mix(base, "#e6a49c", 0.6)),
  ];
  return {
    left: -95,
    right: 70,
    top: -100,
    elements: [
      ...ear(-2, -88, 0.2),
      ...ear(-22, -80, 0),
      ...furBody(d, body, { base, patches: [fur.belly] }, ([belly]) => [
        ellipse(0, 6, 62, 26, belly as string),
        ellipse(-44, -26, 24, 19, belly as string),
        ...(fur.stripe ? [stroke("M-25 -90 Q25 -92 58 -55", fur.stripe, 5, 'opacity="0.7"')] : []),
      ]),
      ...eye(-44, -56, 6.5, "#0f0b0a"),
      ...muzzle(-69, -41, 3.2, "#d98c8c"),
      whiskers(-66, -36, 26, "#f4eee6"),
      ellipse(-50, -5, 7, 3.5, "#eab1ac"),
      ellipse(-38, -3, 7, 3.5, "#e2a7a2"),
      ellipse(28, -2, 10, 3.5, "#e2a7a2"),
    ],
  };
}

/** Bedding under the pet, from `left` to `right`: a low heap of wood shavings or of hay. */
function bedding(d: Drawing, random: Random, left: number, right: number, rise: number) {
  const hay = random.chance(0.4);
  const tones = hay
    ? ["#d9c47a", "#b9a85a", "#e8d896", "#9fa258"]
    : ["#ecd9ac", "#d9bf88", "#f4e6c4", "#c9a86e"];
  const spots = (count: number, front: boolean) =>
    Array.from({ length: count }, () => {
      const x = random.float(left * 0.95, right * 0.95);
      const edge = 1 - ((x - (left + right) / 2) / ((right - left) / 2)) ** 2;
      return [x, front ? random.float(-4, 2) : -random.float(0, rise * edge * 0.95)] as const;
    });
  const bits = (points: readonly Point[]) =>
    tones.map((tone, index) =>
      hay
        ? stroke(
            points
              .filter((_, at) => at % tones.length === index)
              .map(([x, y]) => `M${round(x)} ${round(y)} l${random.int(-40, 40)} ${random.int(-8, 8)}`)
              .join(" "),
            tone,
            2,
          )
        : stroke(
            points
              .filter((_, at) => at % tones.length === index)
              .map(([x, y]) => {
                const [long, lift] = [
                  random.float(8, 16) * (random.chance(0.5) ? 1 : -1),
                  random.float(2, 6),
                ];
                return `M${round(x)} ${round(y)} q${round(long / 2)} ${round(-lift)} ${round(long)} ${round(-lift / 3)}`;
              })
              .join(" "),
            tone,
            2.4,
          ),
    );
  const count = Math.min(120, Math.round((right - left) / 3));
  return {
    back: [
      path(
        `M${left} 2 C${left + (right - left) * 0.2} ${-rise} ${right - (right - left) * 0.2} ${-rise} ${right} 2 Z`,
        d.linear([
          [0, tones[0] as string],
          [1, darken(tones[1] as string, 0.15)],
        ]),
      ),
      ...bits(spots(count, false)),
    ],
    front: bits(spots(Math.round(count / 4), true)),
  };
}

/** A wooden hideout house: a gabled front with an arched doorway, its right side and roof receding. */
function hideout(d: Drawing, random: Random, x: number, width: number) {
  const wood = varied(random, perchWoods);
  const [wall, pitch, over] = [width * 0.62, width * 0.38, width * 0.08];
  const [dx, dy] = backOf(width * 0.9);
  const [left, right] = [x - width / 2, x + width / 2];
  const ridge: Point = [x, -wall - pitch];
  const eave = (side: number): Point => [x + side * (width / 2 + over), -wall + over * (pitch / (width / 2))];
  const back = ([px, py]: Point): Point => [px + dx, py + dy];
  const planks = Array.from({ length: 4 }, (_, index) => left + (width * (index + 1)) / 5);
  return [
    polygon([[right, -wall], back([right, -wall]), back([right, 0]), [right, 0]], darken(wood, 0.3)),
    polygon([ridge, back(ridge), back(eave(-1)), eave(-1)], darken(wood, 0.05)),
    polygon([ridge, back(ridge), back(eave(1)), eave(1)], darken(wood, 0.22)),
    polygon([[left, 0], [left, -wall], ridge, [right, -wall], [right, 0]], shaded(d, wood, 0.2)),
    stroke(
      planks
        .map((px) => `M${round(px)} 0 V${round(-wall - pitch * (1 - Math.abs(px - x) / (width / 2)))}`)
        .join(" "),
      darken(wood, 0.18),
      1.5,
    ),
    path(
      `M${round(x - width * 0.2)} 0 V${round(-wall * 0.5)} A${round(width * 0.2)} ${round(width * 0.2)} 0 0 1 ${round(x + width * 0.2)} ${round(-wall * 0.5)} V0 Z`,
      d.radial([
        [0, "#1a120c"],
        [1, "#3a2818"],
      ]),
    ),
    stroke(
      `M${eave(-1).join(" ")} L${ridge.join(" ")} L${eave(1).join(" ")}`,
      lighten(wood, 0.1),
      width * 0.05,
    ),
  ];
}

/** The pet on its bedding, now and then with a wooden hideout behind its rear. */
function petOnBedding(d: Drawing, random: Random, pet: Pet, house: boolean): Subject {
  const length = pet.right - pet.left;
  const houseWidth = length * 0.62;
  const houseX = pet.right - houseWidth * 0.15;
  const [dx, dy] = backOf(houseWidth * 0.9);
  const left = pet.left - length * 0.1;
  const right = house ? houseX + houseWidth / 2 + dx : pet.right + length * 0.15;
  const top = house ? Math.min(pet.top, -houseWidth + dy) : pet.top;
  const heap = bedding(d, random, left, right, -pet.top * 0.16);
  return {
    width: right - left + 20,
    height: -top + 20,
    elements: [
      floorShadow(d, 0, -2, (right - left) * 0.55, length * 0.07, 0.5),
      group(`translate(${round(-(left + right) / 2)} 0)`, [
        ...(house ? hideout(d, random, houseX, houseWidth) : []),
        ...heap.back,
        ...pet.elements,
        ...heap.front,
      ]),
    ],
  };
}

/** A drinking bottle hooked on the cage's front: water in a clear tube, a cap and a steel spout. */
function waterBottle(d: Drawing, x: number, top: number) {
  return [
    rect(x - 14, top, 28, 100, "#eef6fa", 8),
    rect(
      x - 12,
      top + 24,
      24,
      74,
      d.linear([
        [0, "#9fd0e8", 0.9],
        [1, "#5aa6cc", 0.9],
      ]),
      7,
    ),
    rect(x - 9, top + 6, 5, 88, "#ffffff", 2.5),
    rect(x - 12, top + 98, 24, 16, "#3f8f5a", 4),
    line(x - 2, top + 112, x - 14, top + 150, "#c8ccd0", 6),
    line(x - 18, top + 10, x + 18, top + 10, "#8a8d91", 2.5),
  ];
}

/** The pet inside a cage with a low plastic base, bedding on its floor and a drinking bottle on its front. */
function petCage(d: Drawing, random: Random, pet: Pet): Subject {
  const length = pet.right - pet.left;
  const width = 380;
  const scale = (width * 0.68) / length;
  const cage: Cage = {
    width,
    wire: -pet.top * scale + 45,
    rise: 0,
    tray: 60,
    depth: 120,
    bars: varied(random, cageWires),
    plastic: varied(random, plastics),
  };
  const [dx, dy] = backOf(cage.depth);
  const tray = cageTray(d, cage);
  const heap = bedding(d, random, pet.left, pet.right + length * 0.1, -pet.top * 0.08);
  const petX = dx / 2 - ((pet.left + pet.right) / 2) * scale;
  return {
    width: width + dx + 40,
    height: cage.tray + cage.wire - dy + 40,
    elements: [
      floorShadow(d, 0, dy / 2, width / 2 + 60, 36, 0.5),
      group(`translate(${round(-dx / 2)} 0)`, [
        tray.floor,
        bars(d, cage, [dx, dy], darken(cage.bars, 0.2), 1.6),
        sideWire(cage, darken(cage.bars, 0.25)),
        group(`translate(${round(petX)} ${round(-cage.tray + dy / 2)}) scale(${round(scale * 100) / 100})`, [
          ...heap.back,
          ...pet.elements,
          ...heap.front,
        ]),
        bars(d, cage, [0, 0], cage.bars, 2.2),
        ...door(cage, -width * 0.2, cage.bars),
        ...waterBottle(d, width * 0.32, -cage.tray - cage.wire + 20),
        ...tray.front,
      ]),
    ],
  };
}

/**
 * A small pet for sale, in side view: a rabbit, a guinea pig or a hamster on wood shavings or hay, now and then
 * by a wooden hideout or in a cage with a low plastic base.
 */
export function smallPet(d: Drawing, random: Random): Subject {
  const pet = random.pick([rabbit, guineaPig, hamster])(d, random);
  const setting = random.pick(["open", "open", "hideout", "cage"] as const);
  return setting === "cage" ? petCage(d, random, pet) : petOnBedding(d, random, pet, setting === "hideout");
}
