import type { Random } from "../../lots/demo/random.ts";
import {
  circle,
  type Drawing,
  darken,
  ellipse,
  ellipseLoop,
  floorShadow,
  front,
  glossy,
  group,
  lighten,
  line,
  type Point,
  path,
  polygon,
  rect,
  round,
  type Subject,
  shaded,
  stroke,
  translucent,
  upright,
  varied,
} from "./drawing.ts";

/*
 * Sports goods and a guitar: a fishing rod on its rest, skis or a snowboard, dumbbells and a guitar on its stand,
 * drawn around x = 0 with the floor at y = 0. Long things (the rod, the reel's spool, dumbbells) are drawn along
 * their own axis and turned into place; round ends show their face on the right, as the lens and speaker do.
 */

/** A cubic curve's two control points and its end. */
type Curve = readonly [Point, Point, Point];

/** Polished metal on a lying cylinder: the sky's bright band along its top, the floor's dark below. */
const chrome = (d: Drawing) =>
  d.linear([
    [0, "#6d7379"],
    [0.28, "#f4f6f8"],
    [0.5, "#a9afb5"],
    [0.8, "#50565c"],
    [1, "#8a9096"],
  ]);

/** The soft shadow a part casts on the surface under it, down and to the right, away from the lamp. */
const dropShadow = (shapes: readonly string[], dx = 10, dy = 8) =>
  group(`translate(${dx} ${dy})`, [translucent(0.3, shapes)]);

const pointsText = (points: readonly Point[]) => points.map(([x, y]) => `${round(x)} ${round(y)}`).join(" ");
/** A closed outline symmetric about x = 0: the right half's curves from `start`, then the same mirrored back. */
function symmetric(start: Point, curves: readonly Curve[]): string {
  const flip = ([x, y]: Point): Point => [-x, y];
  const ends = [start, ...curves.map((curve) => curve[2])];
  const right = curves.map((curve) => `C${pointsText(curve)}`);
  const left = curves.map(
    ([first, second], index) => `C${pointsText([flip(second), flip(first), flip(ends[index] as Point)])}`,
  );
  return `M${pointsText([start])} ${right.join(" ")} ${left.reverse().join(" ")} Z`;
}

/** The outline of an ellipse: a guide ring seen almost edge on. */
const oval = (cx: number, cy: number, rx: number, ry: number, color: string, width: number) =>
  path(ellipseLoop(cx, cy, rx, ry), "none", `stroke="${color}" stroke-width="${width}"`);

/**
 * A band of a tube lying along x, from its ring at `from` to its ring at `to`, the rings ellipses `rx` by `ry`
 * round `cy`: drawn from the far (left) end to the near one, each band hides the last one's near ring but half.
 */
function tube(cy: number, rx: number, ry: number, from: number, to: number, fill: string) {
  return path(
    `${ellipseLoop(from, cy, rx, ry)} M${from} ${cy - ry} H${to} V${cy + ry} H${from} Z ${ellipseLoop(to, cy, rx, ry)}`,
    fill,
  );
}

/** Bands across a long shape, as a gradient: each colour from its offset to the next one's (0 top, 1 bottom). */
function bands(d: Drawing, colors: readonly (readonly [offset: number, color: string])[], to: Point) {
  const stops = colors.flatMap(([offset, color], index) => {
    const end = colors[index + 1]?.[0] ?? 1;
    return [[offset, color] as const, [end, color] as const];
  });
  return d.linear(stops, to);
}

// Fishing rod ------------------------------------------------------------------------------------------------

/** The rod's length, and where along it the butt cap, grips and reel seat end. */
const rod = { length: 2000, cap: 26, grip: 320, seat: 440, foreGrip: 540 };

/** Half the blank's thickness `x` along the rod, tapering from the fore grip to the tip. */
const blankHalf = (x: number) => 9.5 - 8 * ((x - rod.foreGrip) / (rod.length - rod.foreGrip));

/** How far the blank bends down below its line `x` along, the tip sagging past the rest at `rest`. */
const sag = (x: number, rest: number) => (x > rest ? 70 * ((x - rest) / (rod.length - rest)) ** 2 : 0);

/** The blank from the fore grip to the tip: a dark tapering tube with a glint along its top. */
function blank(color: string, rest: number) {
  const along = Array.from(
    { length: 25 },
    (_, index) => rod.foreGrip + ((rod.length - rod.foreGrip) * index) / 24,
  );
  const edge = (side: number, share = 1) =>
    along.map((x): Point => [x, sag(x, rest) + side * share * blankHalf(x)]);
  return [
    path(`M${pointsText(edge(-1))} L${pointsText(edge(1).reverse())} Z`, color),
    stroke(`M${pointsText(edge(-1, 0.45))}`, lighten(color, 0.55), 2.5, 'opacity="0.7"'),
  ];
}

/** A line guide at `x`: its thread wrap on the blank, the frame down to a ring seen almost edge on. */
function guide(x: number, size: number, rest: number, wrap: string) {
  const [top, half] = [sag(x, rest), blankHalf(x)];
  const [cy, r] = [top + half + size * 1.5, size];
  return [
    line(x - size * 0.9, top + half, x, cy - r, "#9aa1a8", 3),
    line(x + size * 0.5, top + half, x, cy - r, "#6d737a", 3),
    oval(x, cy, r * 0.32, r, "#c9ced3", 4),
    oval(x, cy, r * 0.2, r * 0.72, "#2a2c30", 3),
    rect(x - size * 1.1, top - half - 1, size * 1.8, half * 2 + 2, wrap, 2),
  ];
}

/** The handle: rubber butt cap, the rear grip, the reel seat with its locking rings, the fore grip. */
function rodHandle(d: Drawing, grip: string, seat: string) {
  const corkRings = (from: number, to: number) =>
    path(
      Array.from(
        { length: Math.floor((to - from) / 14) },
        (_, index) => `M${from + 10 + index * 14} -15 v30`,
      ).join(" "),
      "none",
      `stroke="${darken(grip, 0.3)}" stroke-width="2" opacity="0.35"`,
    );
  return [
    rect(0, -17, rod.cap + 6, 34, shaded(d, "#1d1e20", 0.3), 8),
    path(`M${rod.cap} -16 L${rod.grip} -13 L${rod.grip} 13 L${rod.cap} 16 Z`, shaded(d, grip, 0.3)),
    corkRings(rod.cap, rod.grip),
    rect(rod.grip - 4, -14, rod.seat - rod.grip + 8, 28, shaded(d, seat, 0.5), 4),
    ...[rod.grip + 4, rod.seat - 22].map((x) => rect(x, -16, 18, 32, shaded(d, darken(seat, 0.2), 0.6), 3)),
    path(
      `M${rod.seat} -13 L${rod.foreGrip} -10.5 L${rod.foreGrip} 10.5 L${rod.seat} 13 Z`,
      shaded(d, grip, 0.3),
    ),
    corkRings(rod.seat, rod.foreGrip),
    rect(rod.foreGrip - 4, -12, 10, 24, shaded(d, "#c9ced3", 0.5), 2),
  ];
}

/**
 * A spinning reel hanging under the reel seat, its spool pointing up the rod: the foot and stem, the gearbox
 * with its crank, the rotor with the bail arm over the spool of line.
 */
function spinningReel(d: Drawing, body: string, accent: string, fishingLine: string) {
  const [x, cy] = [0, 126];
  return [
    path(
      `M${x - 46} 12 L${x + 46} 12 L${x + 16} 22 L${x + 8} 84 L${x - 14} 84 L${x - 26} 22 Z`,
      shaded(d, body, 0.4),
    ),
    ellipse(x - 8, cy + 6, 58, 54, glossy(d, body, 0.5)),
    tube(cy, 13, 48, x + 30, x + 62, shaded(d, body, 0.5)),
    tube(cy, 10, 38, x + 62, x + 112, shaded(d, fishingLine, 0.4)),
    stroke(
      `M${x + 70} ${cy - 30} h36 M${x + 70} ${cy - 12} h36 M${x + 70} ${cy + 8} h36`,
      darken(fishingLine, 0.2),
      1.5,
    ),
    tube(cy, 11, 43, x + 108, x + 120, shaded(d, accent, 0.5)),
    tube(cy, 6, 18, x + 120, x + 146, shaded(d, body, 0.5)),
    ellipse(x + 146, cy, 6, 18, lighten(body, 0.25)),
    stroke(
      `M${x + 50} ${cy - 50} C${x + 168} ${cy - 64} ${x + 168} ${cy + 64} ${x + 50} ${cy + 50}`,
      "#dfe3e7",
      4,
    ),
    circle(x + 52, cy - 48, 7, accent),
    line(x - 8, cy + 6, x - 70, cy - 4, darken(body, 0.1), 11),
    ellipse(x - 78, cy - 6, 13, 20, shaded(d, "#1d1e20", 0.35)),
    circle(x - 8, cy + 6, 16, glossy(d, accent, 0.5)),
  ];
}

/** A rod rest on a little tripod: a pole up to a rubber cradle at (`x`, `y`), the rod lying in it. */
function rodRest(d: Drawing, x: number, y: number) {
  const hub = -130;
  return [
    floorShadow(d, x, -2, 110, 12, 0.4),
    line(x, hub, x + 30, -6, "#3a3d42", 7),
    line(x, y + 30, x, hub, "#2a2c30", 10),
    line(x - 2, y + 30, x - 2, hub, "#8e959c", 3),
    line(x, hub, x - 80, 0, "#2a2c30", 8),
    line(x, hub, x + 72, 0, "#2a2c30", 8),
    rect(x - 12, hub - 14, 24, 30, "#1d1e20", 5),
    stroke(
      `M${x - 32} ${y - 40} Q${x - 32} ${y + 6} ${x} ${y + 6} Q${x + 32} ${y + 6} ${x + 32} ${y - 40}`,
      "#18191b",
      14,
    ),
  ];
}

/** A tackle box on the floor, its clear lid showing the compartments and the lures in them. */
function tackleBox(d: Drawing, random: Random, color: string) {
  const [w, h, dx, dy] = [360, 120, 56, -74];
  const at = (u: number, v: number): Point => [-w / 2 + u * w + v * dx, -h + v * dy];
  const lures = ["#e23b2e", "#f2d43a", "#9bd13f", "#f28c28", "#d9dde1", "#3b7dd8", "#f5f5f0"];
  const cells = [0, 1, 2, 3].flatMap((column) =>
    [0, 1].map((row) => at((column + 0.5) / 4, (row + 0.5) / 2)),
  );
  return [
    floorShadow(d, 20, -4, 230, 20, 0.5),
    polygon([at(1, 0), at(1, 1), [w / 2 + dx, dy], [w / 2, 0]], darken(color, 0.3)),
    polygon([at(0, 0), at(1, 0), at(1, 1), at(0, 1)], lighten(color, 0.55)),
    ...[0.25, 0.5, 0.75].map((u) => line(...at(u, 0), ...at(u, 1), darken(color, 0.1), 3)),
    line(...at(0, 0.5), ...at(1, 0.5), darken(color, 0.1), 3),
    ...cells.map(([x, y]) =>
      group(`translate(${round(x)} ${round(y)}) rotate(${round(random.float(-25, 25))})`, [
        ellipse(0, 0, 26, 7, glossy(d, random.pick(lures), 0.5)),
        circle(-16, -1, 2.5, "#111"),
        line(4, 6, 8, 13, "#555", 1.5),
      ]),
    ),
    translucent(0.2, [
      polygon([at(0, 0), at(1, 0), at(1, 1), at(0, 1)], "#ffffff"),
      line(...at(0.05, 0.15), ...at(0.45, 0.9), "#ffffff", 6),
    ]),
    rect(-w / 2, -h, w, h, front(d, color, 0.15, 0.15), 8),
    rect(-w / 2, -h, w, 14, darken(color, 0.2), 4),
    ...[-100, 100].map((x) => rect(x - 18, -h - 4, 36, 30, shaded(d, lighten(color, 0.2), 0.4), 5)),
    line(-w / 2 + 12, -h + 22, w / 2 - 12, -h + 22, lighten(color, 0.3), 2),
  ];
}

const rodColors = ["#1c1d22", "#1f2f4f", "#3b4a2a", "#5a1d22", "#3c3f44", "#2d5a3c"];
const reelColors = [
  { body: "#1f2024", accent: "#c9a23c" },
  { body: "#b9bfc5", accent: "#2f3236" },
  { body: "#232428", accent: "#c0392b" },
  { body: "#2f3e55", accent: "#b9bfc5" },
  { body: "#cfc2a5", accent: "#3a3b3f" },
];

/** The rod on its tilted axis: handle, reel, blank with its guides, the rest under it. */
function fishingRodItself(d: Drawing, random: Random, rest: number) {
  const color = varied(random, rodColors);
  const wrap = random.pick(["#b3262e", "#c9a23c", "#d9dde1", "#2f6db5", color]);
  const grip = random.chance(0.6) ? varied(random, ["#c8a173"]) : "#26272a";
  const { body, accent } = random.pick(reelColors);
  const fishingLine = random.pick(["#e9efe9", "#7fc97f", "#f2e35c", "#e0814a"]);
  const guides = [760, 1000, 1210, 1390, 1550, 1690, 1810, 1910, 1990];
  return [
    ...blank(color, rest),
    ...guides.flatMap((x, index) => guide(x, 20 - index * 1.9, rest, wrap)),
    ...rodHandle(d, grip, random.chance(0.5) ? "#2a2b2e" : lighten(body, 0.1)),
    group(
      `translate(${(rod.grip + rod.seat) / 2} 0) scale(1.15)`,
      spinningReel(d, body, accent, fishingLine),
    ),
  ];
}

/** A spinning rod leaning on a rest, its butt on the floor; sometimes a tackle box of lures beside it. */
export function fishingRod(d: Drawing, random: Random): Subject {
  const angle = random.float(31, 36);
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const width = rod.length * cos;
  const butt: Point = [-width / 2, -17 * cos];
  const rest = rod.length * 0.58;
  const [restX, restY] = [butt[0] + rest * cos - 10 * sin, butt[1] - rest * sin + 10 * cos];
  const box = random.chance(0.55);
  return {
    width: width + 60,
    height: rod.length * sin + 40,
    elements: [
      floorShadow(d, butt[0] + 40, -4, 120, 14, 0.5),
      ...rodRest(d, restX, restY),
      group(
        `translate(${round(butt[0])} ${round(butt[1])}) rotate(${round(-angle)})`,
        fishingRodItself(d, random, rest),
      ),
      ...(box
        ? [
            group(
              `translate(${round(width * 0.18)} 30)`,
              tackleBox(d, random, varied(random, ["#4d6b3c", "#6c7378", "#2f5d8a", "#c9a227"])),
            ),
          ]
        : []),
    ],
  };
}

// Skis and snowboard -----------------------------------------------------------------------------------------

const boardColors = ["#1d1f24", "#f2f2ee", "#d7262e", "#1f5fbf", "#f5c400", "#2a9d8f", "#ef6c1a", "#6b3fa0"];

/** Two different bold colours for a ski's or board's top sheet: its ground and its graphics. */
function sheetColors(random: Random) {
  const base = random.pick(boardColors);
  const accent = random.pick(boardColors.filter((color) => color !== base));
  return { base: varied(random, [base]), accent };
}

/** Lettering that stands out on a colour: dark on a light one, white on a dark one. */
function lettering(color: string) {
  const [red, green, blue] = [1, 3, 5].map((index) => Number.parseInt(color.slice(index, index + 2), 16));
  return 0.3 * (red ?? 0) + 0.59 * (green ?? 0) + 0.11 * (blue ?? 0) > 160 ? "#1d1e20" : "#f4f4f0";
}

/**
 * The ski's outline, tail on the floor and tip at the top: wide at the shovel and the tail, waisted under the
 * binding, the shovel rounding to its tip.
 */
const skiOutline = symmetric(
  [0, 0],
  [
    [
      [34, 0],
      [52, -6],
      [52, -40],
    ],
    [
      [50, -400],
      [37, -650],
      [37, -850],
    ],
    [
      [37, -1100],
      [60, -1430],
      [62, -1560],
    ],
    [
      [63, -1650],
      [30, -1706],
      [0, -1708],
    ],
  ],
);

/** Light across a flat top sheet from the left, and on a shovel curving up towards the lamp. */
function sheetLight(d: Drawing, outline: string, tipShare: number) {
  return [
    path(
      outline,
      d.linear(
        [
          [0, "#ffffff", 0.22],
          [0.45, "#ffffff", 0],
          [1, "#000000", 0.25],
        ],
        [1, 0],
      ),
    ),
    path(
      outline,
      d.linear([
        [0, "#ffffff", 0.45],
        [tipShare * 0.6, "#ffffff", 0.08],
        [tipShare, "#000000", 0.2],
        [tipShare * 1.4, "#000000", 0],
      ]),
    ),
  ];
}

/** A ski binding seen from above: the heel piece with its lever and brake, the track, the toe piece. */
function skiBinding(d: Drawing, color: string, accent: string) {
  const heel = [
    rect(-44, -690, 88, 40, "#1b1c1e", 6),
    ...[-1, 1].map((side) => line(side * 40, -650, side * 56, -610, "#8a9096", 6)),
    path("M-38 -550 L38 -550 L34 -690 Q0 -712 -34 -690 Z", front(d, color, 0.25, 0.2)),
    rect(-20, -560, 40, 70, shaded(d, darken(color, 0.2), 0.3), 10),
    rect(-30, -640, 60, 12, accent, 3),
  ];
  const toe = [
    rect(-14, -890, 28, 200, "#2a2b2e", 4),
    path(
      "M-42 -880 Q-46 -920 -24 -944 L-18 -990 Q0 -1000 18 -990 L24 -944 Q46 -920 42 -880 Q0 -870 -42 -880 Z",
      front(d, color, 0.25, 0.2),
    ),
    rect(-16, -960, 32, 50, accent, 8),
    rect(-36, -890, 72, 12, "#1b1c1e", 4),
  ];
  return [dropShadow([rect(-32, -1000, 72, 460, "#000000", 30)]), ...heel, ...toe];
}

/** One downhill ski standing on its tail at `x`: top sheet with its bands and name, sidewall, binding. */
function ski(d: Drawing, x: number, colors: { base: string; accent: string }, binding: string) {
  const { base, accent } = colors;
  const graphics = bands(
    d,
    [
      [0, accent],
      [0.1, base],
      [0.28, accent],
      [0.31, base],
      [0.62, accent],
      [0.8, base],
      [0.92, lighten(accent, 0.3)],
      [0.95, base],
    ],
    [0.04, 1],
  );
  const name = [60, 36, 48, 30, 56].map((length, index, lengths) => {
    const y = -1200 - lengths.slice(0, index).reduce((sum, value) => sum + value + 14, 0);
    return rect(-9, y - length, 18, length, lettering(base), 3);
  });
  return group(`translate(${x} 0)`, [
    path(skiOutline, "#151619", 'transform="translate(8 0)"'),
    path(skiOutline, graphics),
    ...name,
    ...sheetLight(d, skiOutline, 0.12),
    ...skiBinding(d, binding, accent),
  ]);
}

/** A ski pole leaning from the floor at `foot` against the skis at `top`: grip and strap, shaft, basket, tip. */
function skiPole(d: Drawing, top: Point, foot: Point, shaft: string, grip: string) {
  const length = Math.hypot(foot[0] - top[0], foot[1] - top[1]);
  const angle = (Math.atan2(foot[0] - top[0], foot[1] - top[1]) * 180) / Math.PI;
  return group(`translate(${round(top[0])} ${round(top[1])}) rotate(${round(-angle)})`, [
    rect(-9, 100, 18, length - 130, upright(d, shaft), 5),
    rect(-3, length - 34, 6, 34, "#9aa1a8", 2),
    ellipse(0, length - 110, 48, 13, "#1b1c1e"),
    ellipse(0, length - 114, 38, 9, darken(grip, 0.2)),
    stroke("M-8 20 C-50 60 -46 150 -14 120", darken(grip, 0.3), 8),
    rect(-17, 0, 34, 170, upright(d, grip), 14),
    ...[40, 70, 100, 130].map((y) => line(-14, y, 14, y, darken(grip, 0.35), 3)),
    rect(-19, -6, 38, 22, shaded(d, darken(grip, 0.3), 0.4), 8),
  ]);
}

/** A pair of downhill skis standing on their tails, a pair of poles leaning on them. */
function skiPair(d: Drawing, random: Random): Subject {
  const colors = sheetColors(random);
  const binding = random.pick(["#1d1e20", "#f2f2ee", colors.accent]);
  const shaft = random.pick(["#b9bfc5", "#1d1e20", colors.accent]);
  const grip = random.pick(["#1d1e20", "#2a2b2e", colors.base]);
  return {
    width: 560,
    height: 1720,
    elements: [
      floorShadow(d, 60, -4, 300, 24, 0.55),
      skiPole(d, [176, -1200], [320, 0], shaft, grip),
      ski(d, -100, colors, binding),
      ski(d, 40, colors, binding),
      skiPole(d, [150, -1230], [262, 0], shaft, grip),
    ],
  };
}

/** The snowboard's outline: a twin with round nose and tail, a little waisted between the bindings. */
const boardOutline = symmetric(
  [0, 0],
  [
    [
      [90, 0],
      [140, -50],
      [145, -150],
    ],
    [
      [128, -450],
      [122, -600],
      [122, -775],
    ],
    [
      [122, -950],
      [128, -1100],
      [145, -1400],
    ],
    [
      [140, -1500],
      [90, -1550],
      [0, -1550],
    ],
  ],
);

/** A strap binding seen from above, turned `angle` degrees: base, highback at the heel edge, two straps. */
function boardBinding(d: Drawing, y: number, angle: number, color: string, strap: string) {
  return group(`translate(0 ${y}) rotate(${angle})`, [
    dropShadow([rect(-150, -56, 250, 112, "#000000", 40)]),
    rect(-120, -50, 240, 100, front(d, color, 0.2, 0.25), 32),
    rect(-96, -36, 190, 72, darken(color, 0.4), 24),
    circle(10, 0, 32, shaded(d, darken(color, 0.15), 0.3)),
    ...[-1, 1].flatMap((sx) => [-1, 1].map((sy) => circle(10 + sx * 15, sy * 15, 4, "#c9ced3"))),
    path(
      "M-96 -58 Q-190 -64 -190 0 Q-190 64 -96 58 L-96 40 Q-150 40 -150 0 Q-150 -40 -96 -40 Z",
      front(d, darken(color, 0.1), 0.35, 0.2),
    ),
    stroke("M-90 -50 Q-160 -50 -160 0 Q-160 50 -90 50", lighten(color, 0.3), 4, 'opacity="0.6"'),
    rect(-60, -68, 76, 136, shaded(d, strap, 0.35), 20),
    ...[-44, -30, -16, -2].map((x) => line(x, 50, x, 62, lighten(strap, 0.3), 4)),
    rect(74, -62, 40, 124, shaded(d, strap, 0.35), 14),
    ...[-22, 94].map((x) => rect(x - 11, 52, 22, 30, shaded(d, "#c9ced3", 0.5), 4)),
  ]);
}

/** A snowboard standing on its tail, two strap bindings on it. */
function snowboard(d: Drawing, random: Random): Subject {
  const { base, accent } = sheetColors(random);
  const binding = random.pick(["#1d1e20", "#f2f2ee", accent]);
  const strap = random.pick(["#1d1e20", accent, base]);
  const graphics = bands(
    d,
    [
      [0, accent],
      [0.08, base],
      [0.42, accent],
      [0.5, lighten(base, 0.2)],
      [0.53, base],
      [0.9, accent],
    ],
    [0.15, 1],
  );
  return {
    width: 340,
    height: 1560,
    elements: [
      floorShadow(d, 30, -4, 220, 22, 0.55),
      path(boardOutline, "#151619", 'transform="translate(10 0)"'),
      path(boardOutline, graphics),
      ...sheetLight(d, boardOutline, 0.06),
      boardBinding(d, -520, 12, binding, strap),
      boardBinding(d, -1030, -9, binding, strap),
    ],
  };
}

/** A pair of downhill skis with their poles, or now and then a snowboard, standing up as sellers prop them. */
export function skis(d: Drawing, random: Random): Subject {
  return random.chance(0.35) ? snowboard(d, random) : skiPair(d, random);
}

// Dumbbells --------------------------------------------------------------------------------------------------

/** How much of a round end's face shows, the dumbbell turned a little: its width over its height. */
const turn = 0.3;

/** A band of a dumbbell along its axis at `cy`, from `from` to `to`: a plate, a collar, a bar end. */
type Band = { from: number; to: number; r: number; kind: "plate" | "collar" | "bar" };

/** The bands of a plate-loaded dumbbell right of its handle, from the inner collar out to the bar end. */
function loadedBands(plates: number): Band[] {
  const bands: Band[] = [{ from: 70, to: 82, r: 22, kind: "collar" }];
  let x = 82;
  for (const [r, width] of [
    [100, 30],
    [82, 26],
    [66, 22],
  ].slice(0, plates) as [number, number][]) {
    bands.push({ from: x, to: x + width, r, kind: "plate" });
    x += width;
  }
  bands.push(
    { from: x, to: x + 28, r: 27, kind: "collar" },
    { from: x + 28, to: x + 50, r: 14, kind: "bar" },
  );
  return bands;
}

/** One band drawn: its rim lit from above, and its face towards the right, a plate's with a rim and hub. */
function band(d: Drawing, { from, to, r, kind }: Band, cy: number, color: string) {
  const body = kind === "plate" ? shaded(d, color, 0.35) : chrome(d);
  const face = kind === "plate" ? glossy(d, darken(color, 0.05), 0.3) : glossy(d, "#b9bfc5", 0.5);
  const parts = [tube(cy, r * turn, r, from, to, body), ellipse(to, cy, r * turn, r, face)];
  if (kind === "plate") {
    parts.push(
      ellipse(to, cy, r * turn * 0.82, r * 0.82, darken(color, 0.15)),
      ellipse(to + 2, cy, r * turn * 0.7, r * 0.7, glossy(d, color, 0.25)),
      ellipse(to + 1, cy, r * turn * 0.3, r * 0.3, shaded(d, lighten(color, 0.1), 0.3)),
    );
  }
  if (kind === "collar" && r > 24) {
    parts.push(
      ...[0.25, 0.5, 0.75].map((share) =>
        line(from + (to - from) * share, cy - r + 3, from + (to - from) * share, cy + r - 3, "#50565c", 3),
      ),
    );
  }
  return parts;
}

/** A plate-loaded dumbbell lying on the floor: knurled chrome handle, plates and spin-lock collars each side. */
function loadedDumbbell(d: Drawing, plates: number, color: string) {
  const right = loadedBands(plates);
  const left = right.map(({ from, to, r, kind }) => ({ from: -to, to: -from, r, kind })).reverse();
  const cy = -100;
  return [
    ...left.flatMap((each) => band(d, each, cy, color)),
    ...handle(d, cy),
    ...right.flatMap((each) => band(d, each, cy, color)),
  ];
}

/** The chrome handle between the weights, its knurled grip. */
function handle(d: Drawing, cy: number) {
  return [
    tube(cy, 16 * turn, 16, -70, 70, chrome(d)),
    path(
      `M-52 ${cy} H52`,
      "none",
      'stroke="#3d4248" stroke-width="26" stroke-dasharray="2 4" opacity="0.35"',
    ),
  ];
}

/** A hexagonal rubber head from `from` to `to`: its two front faces, lit and shaded, and its end face. */
function hexHead(d: Drawing, from: number, to: number, r: number, color: string) {
  const [cy, rise, k] = [-r * 0.866, r * 0.866, r * turn];
  const end = (x: number): Point[] => [
    [x - k, cy],
    [x - k / 2, cy - rise],
    [x + k / 2, cy - rise],
    [x + k, cy],
    [x + k / 2, cy + rise],
    [x - k / 2, cy + rise],
  ];
  return [
    polygon(
      [
        [from - k, cy],
        [from - k / 2, cy - rise],
        [to - k / 2, cy - rise],
        [to - k, cy],
      ],
      front(d, lighten(color, 0.12), 0.1, 0.1),
    ),
    polygon(
      [
        [from - k, cy],
        [from - k / 2, cy + rise],
        [to - k / 2, cy + rise],
        [to - k, cy],
      ],
      front(d, darken(color, 0.25), 0.05, 0.1),
    ),
    line(from - k, cy, to - k, cy, lighten(color, 0.25), 2),
    polygon(end(to), glossy(d, darken(color, 0.05), 0.2)),
    polygon(
      end(to).map(([x, y]): Point => [to + (x - to) * 0.72, cy + (y - cy) * 0.72]),
      darken(color, 0.12),
    ),
    ellipse(to, cy, k * 0.3, r * 0.3, chrome(d)),
  ];
}

/** A hex dumbbell lying on a flat of its heads: black rubber heads, a chrome handle between. */
function hexDumbbell(d: Drawing, size: number, color: string) {
  const length = 60 + size * 0.5;
  return [
    ...hexHead(d, -70 - length, -70, size, color),
    ...handle(d, -size * 0.866),
    ...hexHead(d, 70, 70 + length, size, color),
  ];
}

/** A kettlebell: a round cast body on a flat foot, the handle's arch over it. */
function kettlebell(d: Drawing, color: string) {
  const body = "M-66 0 A118 118 0 1 1 66 0 Z";
  const arch = "M-84 -176 C-106 -300 -84 -324 0 -324 C84 -324 106 -300 84 -176";
  return [
    floorShadow(d, 14, -4, 150, 18, 0.55),
    stroke(arch, darken(color, 0.3), 38),
    stroke(arch, color, 30),
    stroke("M-82 -230 C-90 -292 -70 -310 -10 -312", lighten(color, 0.35), 6, 'opacity="0.6"'),
    path(body, glossy(d, color, 0.4)),
    translucent(0.35, [ellipse(-34, -150, 26, 14, lighten(color, 0.35))]),
    rect(-56, -8, 112, 8, darken(color, 0.4), 4),
  ];
}

const plateColors = ["#26272a", "#2e3033", "#3a3d41"];
const hexColors = ["#232427", "#2a2b2e"];

/** A pair of dumbbells on the floor, the far one behind; sometimes a kettlebell beside them. */
export function dumbbells(d: Drawing, random: Random): Subject {
  const size = random.pick([62, 72, 84]);
  const plates = random.int(1, 3);
  const hex = random.chance(0.45);
  const one = hex
    ? hexDumbbell(d, size, varied(random, hexColors))
    : loadedDumbbell(d, plates, random.chance(0.3) ? "#aab0b6" : varied(random, plateColors));
  // Half the dumbbell's length, to its near end face.
  const reach = hex ? 130 + size * 1.5 : (loadedBands(plates).at(-1)?.to ?? 0);
  const pair = [
    floorShadow(d, 60, -70, reach + 60, 60, 0.45),
    group("translate(80 -110) scale(0.95)", one),
    floorShadow(d, 10, -6, reach + 40, 26, 0.45),
    ...one,
  ];
  if (!random.chance(0.5)) return { width: 2 * reach + 160, height: 330, elements: pair };
  const bell = random.pick(["#26272a", "#26272a", "#d9542b", "#2f6db5", "#e0b526", "#4c8a3d"]);
  return {
    width: 2 * reach + 420,
    height: 360,
    elements: [
      group(`translate(${-reach - 60} -70) scale(0.8)`, kettlebell(d, bell)),
      group("translate(130 0)", pair),
    ],
  };
}

// Guitar -----------------------------------------------------------------------------------------------------

/** Where a guitar's neck is: the nut, the scale length to the saddle, half its width at the nut and the body. */
type Neck = { nut: number; scale: number; halfNut: number; halfBody: number; end: number };

/** Where fret `n` is along a neck. */
const fretAt = ({ nut, scale }: Neck, n: number) => nut + scale * (1 - 2 ** (-n / 12));

/** The fretboard from the nut to its end: the wood, the nickel frets, the position dots, the bone nut. */
function fretboard(d: Drawing, neck: Neck, wood: string, dot: string) {
  const { nut, halfNut, halfBody, end } = neck;
  const frets = Array.from({ length: 21 }, (_, index) => fretAt(neck, index + 1)).filter((y) => y < end - 6);
  const halfAt = (y: number) => halfNut + ((halfBody - halfNut) * (y - nut)) / (end - nut);
  const dots = [3, 5, 7, 9, 15, 17].map((n) =>
    circle(0, (fretAt(neck, n - 1) + fretAt(neck, n)) / 2, 5, dot),
  );
  const twelfth = (fretAt(neck, 11) + fretAt(neck, 12)) / 2;
  return [
    polygon(
      [
        [-halfNut, nut],
        [halfNut, nut],
        [halfBody, end],
        [-halfBody, end],
      ],
      front(d, wood, 0.15, 0.2),
    ),
    ...frets.map((y) => line(-halfAt(y) + 1, y, halfAt(y) - 1, y, "#c9ced3", 2.5)),
    ...dots,
    circle(-12, twelfth, 5, dot),
    circle(12, twelfth, 5, dot),
    rect(-halfNut - 1, nut - 6, halfNut * 2 + 2, 7, "#efe9da", 2),
  ];
}

/** The six strings: from the bridge over the nut to their posts on the headstock. */
function strings(bridge: readonly Point[], nut: readonly Point[], posts: readonly Point[]) {
  return bridge.flatMap(([x, y], index) => {
    const [nx, ny] = nut[index] as Point;
    const [px, py] = posts[index] as Point;
    const width = 2.6 - index * 0.3;
    return [line(x, y, nx, ny, "#d9dde1", width), line(nx, ny, px, py, "#c9ced3", width)];
  });
}

/** Six points evenly across, from `left` to `right` at height `y`. */
const across = (left: number, right: number, y: number) =>
  Array.from({ length: 6 }, (_, index): Point => [left + ((right - left) * index) / 5, y]);

/** A tuning machine's key, behind the headstock: its shaft from the post out to the button at `button`. */
function tunerKey(d: Drawing, [x, y]: Point, button: number) {
  return [line(x, y, button, y, "#9aa1a8", 7), ellipse(button, y, 15, 10, glossy(d, "#d9dde1", 0.5))];
}

/** A string post on the headstock's face. */
const stringPost = (d: Drawing, [x, y]: Point) => [
  circle(x, y, 7, glossy(d, "#c9ced3", 0.6)),
  circle(x, y, 2.5, "#50565c"),
];

/** A tubular A-frame stand: its legs behind the guitar, and the padded cradles it sits in, in front. */
function guitarStand(d: Drawing, lift: number) {
  const legs = [-1, 1].flatMap((side) => [
    line(side * 120, -lift - 120, side * 210, -8, "#1d1e20", 14),
    rect(side * 210 - 22, -12, 44, 12, "#111214", 5),
  ]);
  const cradles = [-1, 1].map((side) => rect(side * 100 - 16, -lift - 40, 32, 66, upright(d, "#2a2b2e"), 14));
  return {
    behind: [
      floorShadow(d, 20, -4, 300, 26, 0.5),
      ...legs,
      line(-140, -lift + 8, 140, -lift + 8, "#1d1e20", 12),
    ],
    cradles,
  };
}

/** The lamp's soft reflection on a lacquered top, up and to the left. */
function sheen(d: Drawing, outline: string) {
  return path(
    outline,
    d.radial(
      [
        [0, "#ffffff", 0.3],
        [1, "#ffffff", 0],
      ],
      [0.3, 0.3],
    ),
  );
}

/** An acoustic guitar's body outline: the lower bout, a proper waist, the upper bout up to the neck. */
const acousticOutline = symmetric(
  [0, 0],
  [
    [
      [110, 0],
      [190, -50],
      [190, -150],
    ],
    [
      [190, -232],
      [122, -245],
      [122, -300],
    ],
    [
      [122, -340],
      [146, -360],
      [146, -410],
    ],
    [
      [146, -475],
      [86, -500],
      [0, -500],
    ],
  ],
);

const tops = ["#e3bf86", "#d9b277", "#b0683a", "#6e3b22", "#1c1c1e"];

/** The acoustic's top: its wood, or a sunburst of amber in the middle darkening to the edges. */
function acousticTop(d: Drawing, random: Random) {
  if (random.chance(0.3)) {
    return d.radial(
      [
        [0, "#e8b04a"],
        [0.45, "#c9781e"],
        [0.75, "#5a2a10"],
        [1, "#24120a"],
      ],
      [0.5, 0.62],
    );
  }
  return front(d, varied(random, tops), 0.15, 0.12);
}

/** An acoustic guitar face on: body with its rosette, pickguard and bridge, the neck, the headstock. */
function acousticGuitar(d: Drawing, random: Random): Subject {
  const lift = 70;
  const neck: Neck = { nut: -857, scale: 645, halfNut: 22, halfBody: 29, end: -415 };
  const side = varied(random, ["#6e3b22", "#4a2616", "#a0703f"]);
  const bridge = across(-29, 29, -214);
  const posts = [-1, -1, -1, 1, 1, 1].map(
    (s, index): Point => [s * 28, -900 - (index < 3 ? 2 - index : index - 3) * 52],
  );
  const stand = guitarStand(d, lift);
  const head = symmetric(
    [0, -846],
    [
      [
        [16, -846],
        [30, -850],
        [32, -864],
      ],
      [
        [38, -920],
        [48, -1000],
        [48, -1030],
      ],
      [
        [44, -1048],
        [20, -1040],
        [0, -1036],
      ],
    ],
  );
  return {
    width: 480,
    height: 1040 + lift,
    elements: [
      ...stand.behind,
      group(`translate(0 ${-lift})`, [
        path(acousticOutline, side, 'transform="translate(6 -2)"'),
        path(acousticOutline, acousticTop(d, random)),
        path(acousticOutline, "none", `stroke="#efe6d2" stroke-width="5"`),
        path(
          "M71 -386 C120 -384 150 -336 134 -294 C122 -262 84 -262 38 -294 A76 76 0 0 0 71 -386 Z",
          "#2a1a12",
          'opacity="0.85"',
        ),
        sheen(d, acousticOutline),
        circle(0, -360, 74, "#2a1d14"),
        circle(0, -360, 70, "#f0e6cf"),
        circle(0, -360, 62, darken(side, 0.1)),
        circle(0, -360, 56, "#efe6d2"),
        circle(
          0,
          -360,
          52,
          d.radial(
            [
              [0, "#1a120c"],
              [1, "#000000"],
            ],
            [0.45, 0.4],
          ),
        ),
        path(
          "M-90 -226 Q-70 -196 -40 -204 L40 -204 Q70 -196 90 -226 L84 -186 Q64 -176 40 -180 L-40 -180 Q-64 -176 -84 -186 Z",
          shaded(d, "#2a1a12", 0.2),
        ),
        rect(-38, -218, 76, 7, "#efe9da", 3),
        ...across(-26, 26, -194).map(([x, y]) => circle(x, y, 4, "#efe9da")),
        ...posts.flatMap((post) => tunerKey(d, post, Math.sign(post[0]) * (76 + (-900 - post[1]) * 0.06))),
        path(head, front(d, "#1c1612", 0.2, 0.1)),
        rect(-8, -990, 16, 40, "#2e2620", 4),
        ...fretboard(d, neck, "#3b2418", "#efe9da"),
        ...strings(bridge, across(-19, 19, -857), posts),
        ...posts.flatMap((post) => stringPost(d, post)),
      ]),
      ...stand.cradles,
    ],
  };
}

/** The electric's double-cut body, bottom at y = 0: the longer horn on the bass side (left), the shorter on the treble. */
const electricOutline =
  "M0 0 C100 0 166 -40 166 -125 C166 -190 138 -215 138 -255 C138 -285 146 -300 146 -320 " +
  "C146 -360 124 -400 110 -412 C102 -420 88 -418 86 -406 C82 -385 72 -362 56 -352 C46 -346 36 -345 28 -345 " +
  "L-28 -345 C-36 -345 -44 -348 -52 -360 C-66 -380 -76 -420 -82 -448 C-86 -462 -100 -462 -108 -452 " +
  "C-124 -430 -142 -370 -142 -320 C-142 -280 -130 -270 -132 -240 C-134 -200 -168 -190 -168 -120 " +
  "C-168 -40 -100 0 0 0 Z";

/** The pickguard over the body, round the neck and down the treble side under the knobs. */
const electricGuard =
  "M-30 -342 C-44 -342 -56 -356 -70 -372 C-90 -384 -116 -360 -120 -320 C-124 -280 -118 -220 -96 -170 " +
  "L-50 -160 L-50 -142 L50 -142 L52 -160 C92 -150 116 -104 134 -118 C148 -132 124 -190 120 -240 " +
  "C116 -290 128 -330 106 -360 C92 -376 76 -360 64 -350 C54 -344 42 -342 30 -342 Z";

const paints = ["#b3202a", "#1c1c1e", "#efeadb", "#7fb8c9", "#8fc1a9", "#2a4a8a", "#e0b84a"];

/** The electric's paint: a solid colour, or a sunburst from amber to a black edge; its edge's colour; if black. */
function electricPaint(d: Drawing, random: Random) {
  if (random.chance(0.3)) {
    const fill = d.radial(
      [
        [0, "#e8a93a"],
        [0.5, "#b5561a"],
        [0.8, "#3a140a"],
        [1, "#120806"],
      ],
      [0.5, 0.6],
    );
    return { fill, edge: "#120806", dark: false };
  }
  const color = random.pick(paints);
  const fill = front(d, varied(random, [color]), 0.18, 0.15);
  return { fill, edge: darken(color, 0.45), dark: color === "#1c1c1e" };
}

/** A single-coil pickup at height `y`, turned `angle` degrees: its cover and six pole pieces. */
function singleCoil(y: number, angle: number, cover: string) {
  return group(`translate(0 ${y}) rotate(${angle})`, [
    rect(-44, -11, 88, 22, darken(cover, 0.25), 11),
    rect(-42, -9, 84, 18, cover, 9),
    ...across(-25, 25, 0).map(([x]) => circle(x, 0, 3.5, "#9aa1a8")),
  ]);
}

/** The vibrato bridge on the body: its plate and six saddles, the strings anchored through it. */
function vibratoBridge(d: Drawing) {
  return [
    rect(-40, -140, 80, 52, front(d, "#c9ced3", 0.3, 0.25), 4),
    ...across(-28, 28, -122).map(([x, y]) => rect(x - 5, y - 6, 10, 16, shaded(d, "#e6e9ec", 0.5), 2)),
    ...across(-28, 28, -98).map(([x, y]) => circle(x, y, 3, "#6d737a")),
    stroke("M40 -100 Q70 -90 96 -40", "#c9ced3", 5),
  ];
}

/** An electric guitar face on: the painted body, pickguard, pickups, knobs, a maple or rosewood neck. */
function electricGuitar(d: Drawing, random: Random): Subject {
  const lift = 70;
  const neck: Neck = { nut: -768, scale: 648, halfNut: 21, halfBody: 28, end: -330 };
  const paint = electricPaint(d, random);
  const guard = random.pick(["#f2efe6", "#e4ecd8", "#6a2e1a", ...(paint.dark ? [] : ["#1c1c1e"])]);
  const cover = guard === "#1c1c1e" ? "#f2efe6" : random.pick(["#f2efe6", "#1c1c1e"]);
  const maple = random.chance(0.6);
  const wood = maple ? "#e4c28a" : "#3b2418";
  const posts = Array.from({ length: 6 }, (_, index): Point => [-24 + index * 1.5, -800 - index * 26]);
  const head =
    "M-21 -766 C-24 -790 -30 -806 -40 -830 C-56 -870 -60 -920 -44 -950 C-30 -974 -6 -972 6 -958 " +
    "C16 -946 30 -944 30 -926 C30 -900 22 -880 22 -850 L21 -766 Z";
  const stand = guitarStand(d, lift);
  return {
    width: 480,
    height: 972 + lift,
    elements: [
      ...stand.behind,
      group(`translate(0 ${-lift})`, [
        path(electricOutline, paint.edge, 'transform="translate(6 -2)"'),
        path(electricOutline, paint.fill),
        sheen(d, electricOutline),
        dropShadow([path(electricGuard, "#000000")], 3, 3),
        path(electricGuard, front(d, guard, 0.1, 0.1)),
        path(electricGuard, "none", `stroke="${darken(guard, 0.2)}" stroke-width="2"`),
        ...[-300, -240].map((y) => singleCoil(y, 0, cover)),
        singleCoil(-176, -8, cover),
        ...vibratoBridge(d),
        ...[
          [70, -200],
          [94, -160],
          [112, -116],
        ].map(([x, y]) =>
          circle(x as number, y as number, 15, glossy(d, cover === "#1c1c1e" ? "#2a2b2e" : "#f2efe6", 0.4)),
        ),
        line(56, -222, 74, -246, "#f2efe6", 5),
        ellipse(124, -62, 11, 17, glossy(d, "#c9ced3", 0.5)),
        circle(124, -62, 4, "#1c1c1e"),
        ...posts.flatMap((post) => tunerKey(d, post, Math.max(-78, -52 + (post[1] + 800) * 0.2))),
        path(head, front(d, "#e4c28a", 0.2, 0.12)),
        ...fretboard(d, neck, wood, maple ? "#1c1c1e" : "#efe9da"),
        ...strings(across(-28, 28, -122), across(-17, 17, -768), posts),
        ...posts.flatMap((post) => stringPost(d, post)),
      ]),
      ...stand.cradles,
    ],
  };
}

/** A guitar on its stand: mostly an acoustic, now and then an electric. */
export function guitar(d: Drawing, random: Random): Subject {
  return random.chance(0.4) ? electricGuitar(d, random) : acousticGuitar(d, random);
}
