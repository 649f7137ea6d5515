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
  mix,
  outline,
  type Point,
  path,
  polygon,
  rect,
  ring,
  round,
  type Subject,
  shaded,
  sideFace,
  stroke,
  upright,
  varied,
} from "./drawing.ts";
import { woods } from "./household.ts";

/*
 * Firewood, a heater, an aquarium and a pram, drawn around x = 0 with the floor at y = 0. Boxes show a sliver
 * of their right side, receding up and to the right; the pram stands side on, its far wheels peeping out.
 */

const whole = Math.PI * 2;
// Firewood ---------------------------------------------------------------------------------------------------

/** Firewood: the end grain's colour and the bark's; birch bark is white with black marks. */
const firewoods = [
  { grain: "#ecdab4", bark: "#efede6", birch: true },
  { grain: "#d99459", bark: "#5e5348", birch: false },
  { grain: "#c7995c", bark: "#463c33", birch: false },
  { grain: "#e2c08a", bark: "#7b6a57", birch: false },
] as const;
type Firewood = (typeof firewoods)[number];

/** How far a log's far end lies from its near one: up and to the right, the stack turned a little. */
const logDepth: Point = [64, -40];

/** A split log seen end on: its heart at `x`, `y`, the round log's radius, the slice of it (whole, half...). */
type Piece = {
  x: number;
  y: number;
  r: number;
  from: number;
  sweep: number;
  wood: Firewood;
  barkUp: boolean;
};

/** A piece of a log centred near (`cx`, `cy`) about `size` across: a round, a half, a third or a quarter. */
function splitLog(random: Random, wood: Firewood, cx: number, cy: number, size: number): Piece {
  const sweep = random.pick([whole, Math.PI, Math.PI, whole / 3, whole / 3, Math.PI / 2]);
  const r = size * 0.5 * Math.sqrt(whole / sweep) * random.float(0.92, 1.06);
  // Halves lie flat side down or up, as a stacker lays them; narrower pieces any way they fit.
  const from =
    sweep === Math.PI ? random.pick([0, Math.PI]) + random.float(-0.3, 0.3) : random.float(0, whole);
  // Placed by its middle, not its heart: a quarter's heart is a corner.
  const reach = sweep >= whole ? 0 : (4 * r * Math.sin(sweep / 2)) / (3 * sweep);
  const middle = from + sweep / 2;
  const [x, y] = [cx - Math.cos(middle) * reach, cy - Math.sin(middle) * reach];
  return { x, y, r, from, sweep, wood, barkUp: random.chance(0.5) };
}

/** A point at `radius` from the piece's heart, at `angle`. */
const around = ({ x, y }: Piece, radius: number, angle: number) =>
  `${round(x + Math.cos(angle) * radius)} ${round(y + Math.sin(angle) * radius)}`;

/** The arc of the piece's bark side at `radius`, open, for rings and the bark. */
function arc(piece: Piece, radius: number) {
  if (piece.sweep >= whole) return ellipseLoop(piece.x, piece.y, radius, radius);
  const large = piece.sweep > Math.PI ? 1 : 0;
  return `M${around(piece, radius, piece.from)} A${round(radius)} ${round(radius)} 0 ${large} 1 ${around(piece, radius, piece.from + piece.sweep)}`;
}

/** The piece's outline at `radius` (its full size unless told): a disc, or a slice of one from the heart. */
function slice(piece: Piece, radius = piece.r) {
  return piece.sweep >= whole
    ? arc(piece, radius)
    : `M${round(piece.x)} ${round(piece.y)} L${arc(piece, radius).slice(1)} Z`;
}

/** Points round the piece's outline: its heart (unless it is a whole round) and along its bark. */
function outlinePoints(piece: Piece): Point[] {
  const steps = piece.sweep >= whole ? 16 : 8;
  const along = Array.from({ length: steps + 1 }, (_, index): Point => {
    const angle = piece.from + (piece.sweep * index) / steps;
    return [piece.x + Math.cos(angle) * piece.r, piece.y + Math.sin(angle) * piece.r];
  });
  return piece.sweep >= whole ? along : [[piece.x, piece.y], ...along];
}

/** The convex hull of points (Andrew's monotone chain), for the outline of a log's whole length. */
function hull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: readonly Point[]) => {
    const chain: Point[] = [];
    for (const point of list) {
      while (
        chain.length >= 2 &&
        cross(chain[chain.length - 2] as Point, chain[chain.length - 1] as Point, point) <= 0
      )
        chain.pop();
      chain.push(point);
    }
    return chain.slice(0, -1);
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The log's length behind its end, running back: its bark or its split face, whichever is up. */
function logBody(piece: Piece, fill: string) {
  const near = outlinePoints(piece);
  const far = near.map(([x, y]): Point => [x + logDepth[0], y + logDepth[1]]);
  return polygon(hull([...near, ...far]), fill);
}

/** The end of a piece: end grain with its heartwood, growth rings, a crack, and the bark round its edge. */
function logEnd(piece: Piece, ends: string) {
  const { wood, r } = piece;
  const bark = Math.max(5, r * 0.09);
  const rings = [0.2, 0.36, 0.5, 0.62, 0.73, 0.83].map((k) => arc(piece, r * k)).join(" ");
  const crack = piece.from + piece.sweep * 0.4;
  return [
    path(slice(piece), ends),
    path(slice(piece, r * 0.48), darken(wood.grain, 0.25), 'opacity="0.3"'),
    path(rings, "none", `stroke="${darken(wood.grain, 0.35)}" stroke-width="2" opacity="0.4"`),
    stroke(
      `M${around(piece, r * 0.08, crack)} L${around(piece, r * 0.6, crack + 0.05)}`,
      darken(wood.grain, 0.55),
      2.5,
    ),
    path(arc(piece, r - bark / 2), "none", `stroke="${wood.bark}" stroke-width="${round(bark)}"`),
    ...(wood.birch
      ? [
          path(
            arc(piece, r - bark / 2),
            "none",
            `stroke="#26221e" stroke-width="${round(bark * 0.6)}" stroke-dasharray="2 18 6 34"`,
          ),
        ]
      : []),
    path(slice(piece), "none", `stroke="${darken(wood.grain, 0.5)}" stroke-width="2" opacity="0.7"`),
  ];
}

/**
 * Pieces drawn back to front: first all their lengths (bottom rows first, so an upper log's top hides the
 * one below it), unless something hides them, then their ends, which lie in one plane.
 */
function logs(d: Drawing, pieces: readonly Piece[], lengths = true) {
  const paint = new Map<Firewood, { ends: string; bark: string; split: string }>();
  const paintOf = (wood: Firewood) => {
    const known = paint.get(wood);
    if (known) return known;
    const made = {
      ends: d.linear(
        [
          [0, lighten(wood.grain, 0.18)],
          [1, darken(wood.grain, 0.12)],
        ],
        [1, 1],
      ),
      bark: shaded(d, wood.bark, 0.25),
      split: shaded(d, darken(wood.grain, 0.1), 0.2),
    };
    paint.set(wood, made);
    return made;
  };
  const ordered = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  return [
    ...(lengths
      ? ordered.map((piece) => {
          const { bark, split } = paintOf(piece.wood);
          return logBody(piece, piece.barkUp ? bark : split);
        })
      : []),
    ...ordered.flatMap((piece) => logEnd(piece, paintOf(piece.wood).ends)),
  ];
}

/** The wood of one lot: mostly one kind, now and then two mixed. */
function firewoodMix(random: Random): Firewood[] {
  const main = random.pick(firewoods);
  return random.chance(0.5) ? [main, main, random.pick(firewoods)] : [main];
}

/** Pieces stacked in offset rows from (`left`, `bottom`), `columns` across and `rows` up, the top row ragged. */
function stackedLogs(
  random: Random,
  kinds: readonly Firewood[],
  left: number,
  bottom: number,
  columns: number,
  rows: number,
  size: number,
) {
  const pieces: Piece[] = [];
  for (let row = 0; row < rows; row++) {
    const shift = row % 2 ? size / 2 : 0;
    for (let column = 0; column < columns - (row % 2); column++) {
      if (row === rows - 1 && random.chance(0.25)) continue;
      const x = left + size / 2 + shift + column * size + random.float(-0.1, 0.1) * size;
      const y = bottom - size / 2 - row * size * 0.86 + random.float(-0.08, 0.08) * size;
      pieces.push(splitLog(random, random.pick(kinds), x, y, size));
    }
  }
  return pieces;
}

/** The dark inside of a stack between its logs: a box from its front face back along the logs. */
function stackInside(left: number, top: number, right: number, bottom: number) {
  const [dx, dy] = logDepth;
  return polygon(
    [
      [left, bottom],
      [left, top],
      [left + dx, top + dy],
      [right + dx, top + dy],
      [right + dx, bottom + dy],
      [right, bottom],
    ],
    "#2b2118",
  );
}

/** A weathered timber lying along the front of the stack, or standing at its end, with its far twin. */
function timber(d: Drawing, x: number, y: number, width: number, height: number, color: string) {
  const [dx, dy] = logDepth;
  return {
    far: rect(x + dx, y + dy, width, height, darken(color, 0.35), 3),
    near: rect(x, y, width, height, width > height ? shaded(d, color, 0.2) : front(d, color, 0.2, 0.2), 3),
  };
}

/** A neat stack of split logs on two rails, sometimes held between stakes at its ends. */
function woodStack(d: Drawing, random: Random): Subject {
  const [columns, rows, size] = [random.int(10, 13), random.int(6, 8), 70];
  const [left, bottom] = [(-columns * size) / 2, -34];
  const top = bottom - rows * size * 0.86;
  const right = -left;
  const weathered = varied(random, ["#8b7d6b", "#7a6a55", "#9a8b76"]);
  const stakes = random.chance(0.5);
  const rails = [timber(d, left - 30, bottom, right - left + 60, 34, weathered)];
  const posts = stakes
    ? [
        timber(d, left - 36, top - 10, 30, -top + 10, weathered),
        timber(d, right + 6, top - 10, 30, -top + 10, weathered),
      ]
    : [];
  return {
    width: right - left + 80 + logDepth[0],
    height: -top + size * 0.6 - logDepth[1],
    elements: [
      floorShadow(d, logDepth[0] / 2, -10, (right - left) / 2 + 110, 46, 0.5),
      ...[...rails, ...posts].map((part) => part.far),
      stackInside(left + size * 0.3, top + size * 0.8, right - size * 0.3, bottom),
      ...logs(d, stackedLogs(random, firewoodMix(random), left, bottom, columns, rows, size)),
      ...[...rails, ...posts].map((part) => part.near),
    ],
  };
}

/** A pallet under a crate: a deck board on three blocks, the gaps between them dark. */
function pallet(d: Drawing, left: number, right: number, color: string) {
  const blocks = [left, (left + right) / 2 - 40, right - 80].map((x) =>
    rect(x, -84, 80, 56, front(d, color, 0.15, 0.2), 2),
  );
  return [
    polygon(
      [
        [right, -110],
        [right + logDepth[0], -110 + logDepth[1]],
        [right + logDepth[0], logDepth[1] * 0.7],
        [right, 0],
      ],
      darken(color, 0.4),
    ),
    rect(left, -84, right - left, 56, "#1c1712"),
    ...blocks,
    rect(left, -110, right - left, 26, shaded(d, color, 0.2), 2),
    rect(left, -28, right - left, 28, shaded(d, darken(color, 0.1), 0.15), 2),
  ];
}

/** A crate's slatted walls: the side's slats receding, the front's across, corner posts. */
function crateWalls(d: Drawing, left: number, right: number, top: number, bottom: number, color: string) {
  const [dx, dy] = logDepth;
  const slats = 4;
  const pitch = (bottom - top) / slats;
  return [
    ...Array.from({ length: slats }, (_, index) => {
      const y = top + index * pitch;
      return polygon(
        [
          [right, y],
          [right + dx, y + dy],
          [right + dx, y + dy + pitch * 0.5],
          [right, y + pitch * 0.5],
        ],
        darken(color, 0.3),
      );
    }),
    ...Array.from({ length: slats }, (_, index) =>
      rect(left, top + index * pitch, right - left, pitch * 0.5, shaded(d, color, 0.18), 3),
    ),
    polygon(
      [
        [right - 10, top],
        [right + dx, top + dy],
        [right + dx + 4, top + dy],
        [right + dx + 4, bottom + dy],
        [right, bottom],
      ],
      darken(color, 0.2),
    ),
    rect(left - 6, top - 6, 40, bottom - top + 6, front(d, color, 0.2, 0.15), 3),
    rect(right - 34, top - 6, 40, bottom - top + 6, front(d, color, 0.1, 0.25), 3),
  ];
}

/** A pallet crate of split logs, heaped a little over its rim. */
function woodCrate(d: Drawing, random: Random): Subject {
  const [columns, size] = [random.int(9, 10), 78];
  const [left, right] = [(-columns * size) / 2 - 10, (columns * size) / 2 + 10];
  const [top, bottom] = [-760, -110];
  const color = varied(random, ["#c8a677", "#b9975f", "#a08a6c"]);
  const rows = Math.ceil((bottom - top) / (size * 0.86)) + 1;
  return {
    width: right - left + logDepth[0] + 20,
    height: -top + size * 1.2 - logDepth[1],
    elements: [
      floorShadow(d, logDepth[0] / 2, -10, (right - left) / 2 + 100, 44, 0.55),
      stackInside(left + 20, top + 40, right - 20, bottom),
      ...logs(d, stackedLogs(random, firewoodMix(random), left + 6, bottom, columns, rows, size)),
      ...crateWalls(d, left, right, top, bottom, color),
      ...pallet(d, left, right, color),
    ],
  };
}

/** The part of the segment from `a` to `b` inside a convex polygon (Cyrus-Beck), if any. */
function clipped(a: Point, b: Point, shape: readonly Point[]): [Point, Point] | undefined {
  let [enter, leave] = [0, 1];
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const turn = Math.sign(
    shape.reduce((sum, [x, y], index) => {
      const [nx, ny] = shape[(index + 1) % shape.length] as Point;
      return sum + x * ny - nx * y;
    }, 0),
  );
  for (const [index, [x, y]] of shape.entries()) {
    const [nx, ny] = shape[(index + 1) % shape.length] as Point;
    // The edge's inward normal, and how far along the segment it is crossed.
    const [normalX, normalY] = [-(ny - y) * turn, (nx - x) * turn];
    const towards = normalX * dx + normalY * dy;
    const inside = normalX * (a[0] - x) + normalY * (a[1] - y);
    if (towards === 0) {
      if (inside < 0) return undefined;
    } else if (towards > 0) enter = Math.max(enter, -inside / towards);
    else leave = Math.min(leave, -inside / towards);
  }
  if (enter >= leave) return undefined;
  const at = (t: number): Point => [a[0] + dx * t, a[1] + dy * t];
  return [at(enter), at(leave)];
}

/** The diamond mesh of a net: diagonal strands both ways, cut to its outline. */
function mesh(shape: readonly Point[], spacing: number) {
  const xs = shape.map(([x]) => x);
  const ys = shape.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = right - left + bottom - top;
  const strands: string[] = [];
  for (let offset = 0; offset <= span; offset += spacing) {
    for (const [a, b] of [
      [
        [left + offset, top],
        [left + offset - span, top + span],
      ],
      [
        [right - offset, top],
        [right - offset + span, top + span],
      ],
    ] as [Point, Point][]) {
      const inside = clipped(a, b, shape);
      if (inside) strands.push(`M${inside.map(([x, y]) => `${round(x)} ${round(y)}`).join(" L")}`);
    }
  }
  return strands.join(" ");
}

/** Whether a point lies inside a convex polygon. */
const contains = (shape: readonly Point[], point: Point) => clipped(point, point, shape) !== undefined;

/** A full sack's outline, `scale` of its size about its middle: squarish, sitting flat, narrowing to its neck. */
function sackOutline(x: number, rx: number, ry: number, scale = 1): Point[] {
  return Array.from({ length: 40 }, (_, index) => {
    const angle = (index / 40) * whole;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    const dy = ry * Math.sign(s) * Math.abs(s) ** 0.6;
    const narrowing = dy < 0 ? 1 - 0.55 * (-dy / ry) ** 2 : 1;
    return [x + rx * scale * Math.sign(c) * Math.abs(c) ** 0.6 * narrowing, -ry + dy * scale];
  });
}

/**
 * A net sack of logs standing at `x`: its side running back, the logs' ends inside pressing at the net, the
 * net gathered and tied at its neck.
 */
function sack(d: Drawing, random: Random, x: number, net: string) {
  const [rx, ry, size] = [150, 200, 58];
  const neck = -ry * 2;
  const shape = sackOutline(x, rx, ry);
  const side = hull([...shape, ...shape.map(([px, py]): Point => [px + logDepth[0], py + logDepth[1]])]);
  const filled = sackOutline(x, rx, ry, 0.9);
  const kinds = firewoodMix(random);
  const pieces: Piece[] = [];
  for (let row = 0; row < 8; row++) {
    for (let column = -3; column <= 3; column++) {
      const centre: Point = [x + column * size + (row % 2) * size * 0.5, -size * 0.5 - row * size * 0.78];
      if (contains(filled, centre)) pieces.push(splitLog(random, random.pick(kinds), ...centre, size));
    }
  }
  const gathered = [-30, -10, 10, 30]
    .map((dx) => `M${x + dx * 1.6} ${neck + 30} Q${x + dx * 0.5} ${neck - 10} ${x + dx * 0.7} ${neck - 60}`)
    .join(" ");
  const outline = (points: readonly Point[]) =>
    `M${points.map(([px, py]) => `${round(px)} ${round(py)}`).join(" L")} Z`;
  return [
    path(outline(side), shaded(d, mix((kinds[0] as Firewood).bark, "#5a4632", 0.6), 0.25)),
    path(mesh(side, 28), "none", `stroke="${darken(net, 0.25)}" stroke-width="3" opacity="0.7"`),
    path(outline(shape), "#2b2118"),
    ...logs(d, pieces, false),
    path(mesh(shape, 28), "none", `stroke="${net}" stroke-width="3.5" opacity="0.9"`),
    path(outline(side), "none", `stroke="${darken(net, 0.2)}" stroke-width="5" stroke-linejoin="round"`),
    stroke(gathered, net, 6),
    rect(x - 22, neck - 8, 44, 16, darken(net, 0.3), 7),
  ];
}

/** A few net sacks of split logs side by side, the middle one a step further back. */
function woodSacks(d: Drawing, random: Random): Subject {
  const net = varied(random, ["#d8412f", "#e8702a", "#3f8a3a", "#e0b12a"]);
  return {
    width: 1000,
    height: 540,
    elements: [
      floorShadow(d, 20, -10, 540, 46, 0.5),
      group("translate(30 -26)", sack(d, random, 0, net)),
      ...sack(d, random, -300, net),
      ...sack(d, random, 310, net),
    ],
  };
}

/** Firewood for sale: a neat stack of split logs, or now and then a pallet crate or net sacks of them. */
export function firewood(d: Drawing, random: Random): Subject {
  const kind = random.pick(["stack", "stack", "stack", "crate", "sacks"] as const);
  if (kind === "crate") return woodCrate(d, random);
  return kind === "sacks" ? woodSacks(d, random) : woodStack(d, random);
}

// Heater -----------------------------------------------------------------------------------------------------

/** Heaters are mostly white or cream, now and then grey or black. */
const heaterColors = ["#f3f2ee", "#f3f2ee", "#efe9da", "#f6f6f4", "#a2a7ac", "#2b2c2f"];

/** A castor: a little black wheel in its bracket, at (`x`, floor). */
function castor(d: Drawing, x: number, y: number, r: number) {
  return [
    rect(x - r * 0.5, y - r * 2.3, r, r, "#3a3b3e", 3),
    circle(x, y - r, r, glossy(d, "#2a2b2e", 0.25)),
    circle(x, y - r, r * 0.35, "#6a6d72"),
  ];
}

/** A round control knob seen from the front, with its pointer. */
function knob(d: Drawing, x: number, y: number, r: number, color: string) {
  return [
    circle(x + 3, y + 4, r, "#00000030"),
    circle(x, y, r, glossy(d, color, 0.4)),
    ring(x, y, r * 0.78, darken(color, 0.2), 2),
    line(x, y - r * 0.7, x, y - r * 0.2, darken(color, 0.55), 5),
  ];
}

/** The radiator's control box at its end: thermostat knob, two rocker switches with lamps, the cable. */
function radiatorControls(d: Drawing, x: number, top: number, body: string) {
  return [
    rect(x, top, 120, 300, front(d, body, 0.1, 0.2), 16),
    rect(x + 6, top + 6, 108, 10, lighten(body, 0.3), 5),
    ...knob(d, x + 60, top + 80, 36, body),
    ...[170, 220].flatMap((y) => [
      rect(x + 34, top + y - 16, 52, 32, darken(body, 0.2), 6),
      rect(x + 38, top + y - 12, 44, 24, shaded(d, "#e8612c", 0.4), 4),
    ]),
    circle(x + 60, top + 268, 7, "#f5a623"),
  ];
}

/** The oil radiator's feet: a bar back under each end with a castor front and back. */
function radiatorFeet(d: Drawing, xs: readonly number[], near: boolean) {
  const back: Point = [54, -30];
  return xs.flatMap((x) =>
    near
      ? [
          polygon(
            [
              [x - 22, -56],
              [x + back[0] - 22, -56 + back[1]],
              [x + back[0] + 22, -56 + back[1]],
              [x + 22, -40],
            ],
            "#2c2d30",
          ),
          ...castor(d, x, 0, 20),
        ]
      : castor(d, x + back[0], back[1], 18),
  );
}

/** An oil-filled radiator on castors: a row of rounded fins, the control box at one end, a carry handle. */
function oilRadiator(d: Drawing, random: Random): Subject {
  const body = varied(random, heaterColors);
  const fins = random.int(7, 11);
  const [pitch, top, bottom] = [58, -660, -96];
  const left = -(fins * pitch + 110) / 2;
  const right = left + fins * pitch;
  const fin = upright(d, body);
  const feet = [left + pitch * 1.5, right - pitch * 1.5];
  return {
    width: fins * pitch + 200,
    height: -top + 60,
    elements: [
      floorShadow(d, 30, -8, (fins * pitch) / 2 + 140, 40, 0.5),
      ...radiatorFeet(d, feet, false),
      rect(left + 10, top + 40, right - left - 20, bottom - top - 80, darken(body, 0.55)),
      ...[top + 40, bottom - 80].map((y) =>
        rect(left, y, right - left, 40, shaded(d, darken(body, 0.25), 0.2)),
      ),
      ...Array.from({ length: fins }, (_, index) =>
        rect(left + index * pitch + 3, top, pitch - 6, bottom - top, fin, 24),
      ),
      ...Array.from({ length: fins }, (_, index) =>
        line(
          left + index * pitch + 20,
          top + 40,
          left + index * pitch + 20,
          bottom - 40,
          lighten(body, 0.4),
          3,
        ),
      ),
      stroke(
        `M${left + 14} ${top + 20} Q${left + 20} ${top - 70} ${left + pitch * 1.2} ${top - 70} Q${left + pitch * 2.4} ${top - 70} ${left + pitch * 2.4} ${top + 10}`,
        darken(body, 0.15),
        20,
      ),
      ...radiatorControls(d, right - 10, top + 40, body),
      stroke(
        `M${right + 70} ${top + 340} Q${right + 110} ${top + 480} ${right + 60} ${-40} Q${right + 40} -8 ${right - 40} -8`,
        "#1d1e20",
        8,
      ),
      ...radiatorFeet(d, feet, true),
    ],
  };
}

/** The air conditioner's exhaust hose: a ribbed grey tube out of its back, down to a window nozzle on the floor. */
function exhaustHose(d: Drawing, from: Point, reach: number, color: string) {
  const [x, y] = from;
  const route = `M${x} ${y} C${x + reach * 0.7} ${y - 20} ${x + reach * 0.8} ${y + 200} ${x + reach * 0.75} -150 S${x + reach * 0.85} -56 ${x + reach} -56`;
  return [
    stroke(route, darken(color, 0.35), 104),
    stroke(route, color, 80),
    stroke(route, lighten(color, 0.35), 26, 'transform="translate(-10 -12)" opacity="0.7"'),
    path(
      route,
      "none",
      `stroke="${darken(color, 0.45)}" stroke-width="104" stroke-dasharray="4 13" opacity="0.45"`,
    ),
    rect(x + reach - 10, -112, 150, 112, shaded(d, darken(color, 0.1), 0.3), 14),
    rect(x + reach + 100, -96, 40, 80, darken(color, 0.3), 8),
  ];
}

/** The air conditioner's outlet at the top of its front: a dark recess with its tilted louvres. */
function louvres(d: Drawing, left: number, top: number, width: number, body: string) {
  return [
    rect(left, top, width, 170, "#1b1c1e", 16),
    ...Array.from({ length: 6 }, (_, index) =>
      rect(left + 10, top + 12 + index * 26, width - 20, 14, shaded(d, body, 0.3), 4),
    ),
  ];
}

/** A display and buttons on the air conditioner's front: the set temperature, 18, lit blue. */
function acPanel(d: Drawing, x: number, y: number, accent: string) {
  const lit = "#7fd4ff";
  return [
    rect(x, y, 240, 68, shaded(d, accent, 0.2), 12),
    rect(x + 12, y + 8, 82, 52, "#0b0d10", 6),
    rect(x + 34, y + 16, 4, 36, lit),
    outline(x + 52, y + 16, 22, 16, lit, 4),
    outline(x + 52, y + 32, 22, 20, lit, 4),
    ...[130, 170, 210].map((bx) => circle(x + bx, y + 34, 12, glossy(d, lighten(accent, 0.25), 0.4))),
  ];
}

/** A portable air conditioner: a tall box on castors, louvres at the top, a control panel, the exhaust hose. */
function airConditioner(d: Drawing, random: Random): Subject {
  const body = varied(random, heaterColors.slice(0, 4));
  const accent = random.chance(0.5) ? "#2b2c2f" : darken(body, 0.12);
  const [width, height, depth, reach] = [440, 800, 110, 330];
  const left = -(width + depth + reach) / 2;
  const right = left + width;
  return {
    width: width + depth + reach + 150,
    height: height + 20,
    elements: [
      floorShadow(d, 60, -8, (width + depth + reach) / 2 + 60, 40, 0.5),
      ...exhaustHose(
        d,
        [right + depth - 30, -height * 0.55],
        reach + 40,
        varied(random, ["#c9cdd1", "#8f959a"]),
      ),
      ...castor(d, right + depth - 30, -30, 16),
      sideFace(right, -height, -26, depth, body, 0.06),
      ...Array.from({ length: 12 }, (_, index) =>
        line(
          right + 24,
          -height + 300 + index * 28,
          right + depth - 20,
          -height + 306 + index * 26,
          darken(body, 0.45),
          4,
        ),
      ),
      rect(left, -height, width, height - 26, front(d, body, 0.14, 0.12), 40),
      rect(left + 20, -height + 6, width - 40, 12, lighten(body, 0.4), 6),
      ...louvres(d, left + 40, -height + 50, width - 80, body),
      ...acPanel(d, left + 100, -height + 260, accent),
      line(left + 30, -height + 380, right - 30, -height + 380, darken(body, 0.15), 3),
      rect(left + 40, -130, 90, 40, darken(body, 0.12), 12),
      ...castor(d, left + 50, 0, 18),
      ...castor(d, right - 50, 0, 18),
    ],
  };
}

/** A ceramic fan heater: a small box with its top showing, the grille glowing orange, two knobs on top. */
function fanHeater(d: Drawing, random: Random): Subject {
  const body = varied(random, heaterColors);
  const [width, height, depth] = [320, 380, 120];
  const [left, right] = [-(width + depth) / 2, (width - depth) / 2];
  const lift = depth * 0.45;
  return {
    width: width + depth + 40,
    height: height + lift + 20,
    elements: [
      floorShadow(d, 40, -8, 280, 34, 0.55),
      sideFace(right, -height, -10, depth, body, -0.45),
      polygon(
        [
          [left, -height],
          [left + depth, -height - lift],
          [right + depth, -height - lift],
          [right, -height],
        ],
        lighten(body, 0.12),
      ),
      ...[0.32, 0.66].flatMap((t) => {
        const [x, y] = [left + width * t + depth * 0.5, -height - lift * 0.5];
        return [
          ellipse(x, y + 8, 30, 12, darken(body, 0.35)),
          rect(x - 28, y - 14, 56, 22, shaded(d, "#3a3b3e", 0.3), 8),
          ellipse(x, y - 14, 28, 11, "#55585d"),
        ];
      }),
      rect(left, -height, width, height - 10, front(d, body, 0.14, 0.12), 24),
      rect(
        left + 36,
        -height + 50,
        width - 72,
        height - 130,
        d.radial([
          [0, "#ffb347"],
          [0.6, "#e8612c"],
          [1, "#5a1d0c"],
        ]),
        12,
      ),
      ...Array.from({ length: 11 }, (_, index) =>
        rect(left + 36, -height + 52 + index * 22.5, width - 72, 12, shaded(d, darken(body, 0.1), 0.2)),
      ),
      rect(left + 36, -height + 50, width - 72, height - 130, "none", 12),
      rect(left + 100, -62, width - 200, 14, darken(body, 0.25), 7),
    ],
  };
}

/** Heating and cooling: an oil-filled radiator, or a portable air conditioner, or a small fan heater. */
export function heater(d: Drawing, random: Random): Subject {
  const kind = random.pick(["radiator", "radiator", "conditioner", "fan"] as const);
  if (kind === "conditioner") return airConditioner(d, random);
  return kind === "fan" ? fanHeater(d, random) : oilRadiator(d, random);
}

// Aquarium ---------------------------------------------------------------------------------------------------

/** Aquarium fish: body, fins and, for tetras, the bright stripe along them. */
const fishes = [
  { body: "#c9d3d8", fins: "#d9e3e6", stripe: "#2fa7e0" },
  { body: "#f08a24", fins: "#e0661a", stripe: "" },
  { body: "#f2c531", fins: "#e8a21c", stripe: "" },
  { body: "#d9342b", fins: "#b22a22", stripe: "" },
  { body: "#8fa4c8", fins: "#e05a8a", stripe: "" },
] as const;

/** A small fish at (`x`, `y`), `size` long, facing left unless `facing` is 1. */
function fish(d: Drawing, x: number, y: number, size: number, facing: number, kind: (typeof fishes)[number]) {
  const scale = size / 60;
  return group(
    `translate(${round(x)} ${round(y)}) scale(${round(-facing * scale * 100) / 100} ${round(scale * 100) / 100})`,
    [
      polygon(
        [
          [16, 0],
          [34, -12],
          [30, 0],
          [34, 12],
        ],
        kind.fins,
      ),
      path("M-8 -9 Q4 -20 12 -8 Z", kind.fins),
      ellipse(0, 0, 24, 10, glossy(d, kind.body, 0.5)),
      ...(kind.stripe
        ? [rect(-14, -4, 32, 4, kind.stripe, 2), path("M-2 2 L16 2 Q12 8 -2 7 Z", "#e0352b")]
        : []),
      circle(-15, -2, 2.6, "#101010"),
    ],
  );
}

/** The tank's bed: a gravel slope rising to the back, speckled with stones. */
function gravel(d: Drawing, random: Random, left: number, right: number, floor: number) {
  const tone = random.pick(["#cdb58c", "#9b9690", "#d8c9a8", "#5f5a55"]);
  const stones = Array.from({ length: 90 }, () => {
    const x = random.float(left + 6, right - 6);
    const y = floor - random.float(4, 46);
    return ellipse(
      x,
      y,
      random.float(3, 7),
      random.float(2, 5),
      varied(random, [darken(tone, 0.3), lighten(tone, 0.3), tone]),
    );
  });
  return [
    path(
      `M${left} ${floor - 40} Q${(left + right) / 2} ${floor - 80} ${right} ${floor - 56} L${right} ${floor} L${left} ${floor} Z`,
      shaded(d, tone, 0.15),
    ),
    ...stones,
  ];
}

/** Tall ribbon plants swaying from the gravel, across the back of the tank. */
function ribbonPlants(random: Random, left: number, right: number, floor: number, height: number) {
  return Array.from({ length: 14 }, () => {
    const x = random.float(left + 20, right - 20);
    const tall = random.float(0.45, 0.85) * height;
    const sway = random.float(-60, 60);
    return stroke(
      `M${round(x)} ${floor - 40} Q${round(x + sway)} ${round(floor - 40 - tall * 0.5)} ${round(x + sway * 0.4)} ${round(floor - 40 - tall)}`,
      varied(random, ["#3f8f3a", "#5aa845", "#2f6e34"]),
      random.float(7, 12),
    );
  });
}

/** A leafy sword plant: long leaves fanning out from its crown in the gravel. */
function swordPlant(d: Drawing, random: Random, x: number, floor: number, size: number) {
  const leaf = shaded(d, "#4f9c3c", 0.3);
  return Array.from({ length: 9 }, (_, index) => {
    const angle = -70 + index * 17.5 + random.float(-6, 6);
    return group(`translate(${round(x)} ${floor - 30}) rotate(${round(angle)})`, [
      ellipse(0, -size * 0.5, size * 0.13, size * 0.5, leaf),
      line(0, -size * 0.9, 0, -6, "#2f6e2a", 2),
    ]);
  });
}

/** A rounded grey rock half sunk in the gravel. */
const rock = (d: Drawing, x: number, floor: number, size: number) =>
  path(
    `M${x - size} ${floor - 30} Q${x - size * 0.9} ${floor - size * 0.9} ${x - size * 0.1} ${floor - size} Q${x + size * 0.9} ${floor - size * 0.8} ${x + size} ${floor - 30} Z`,
    glossy(d, "#7d7a74", 0.35),
  );

/** The water and everything in it, inside the front glass from `left` to `right`, `top` to `floor`. */
function tankInside(d: Drawing, random: Random, left: number, right: number, top: number, floor: number) {
  const height = floor - top;
  const surface = top + 34;
  const shoal = Array.from({ length: random.int(5, 8) }, () =>
    fish(
      d,
      random.float(left + 60, right - 60),
      random.float(surface + height * 0.12, floor - height * 0.35),
      random.float(0.075, 0.1) * (right - left),
      random.chance(0.5) ? 1 : -1,
      random.pick(fishes),
    ),
  );
  const bubbleX = random.chance(0.5) ? left + 50 : right - 50;
  return [
    rect(
      left,
      surface,
      right - left,
      floor - surface,
      d.linear([
        [0, "#bfe8ee"],
        [0.5, "#7cc4d2"],
        [1, "#3f8fa5"],
      ]),
    ),
    ellipse(
      (left + right) / 2,
      surface,
      (right - left) * 0.5,
      height * 0.5,
      d.radial([
        [0, "#ffffff", 0.4],
        [1, "#ffffff", 0],
      ]),
    ),
    rect(left, top, right - left, surface - top, "#e3f1f3"),
    line(left, surface, right, surface, "#ffffff", 3),
    ...ribbonPlants(random, left, right, floor, height),
    ...gravel(d, random, left, right, floor),
    rock(d, left + (right - left) * random.float(0.55, 0.75), floor, height * 0.16),
    ...swordPlant(d, random, left + (right - left) * random.float(0.2, 0.35), floor, height * 0.42),
    ...shoal,
    ...Array.from({ length: 8 }, (_, index) =>
      ring(
        bubbleX + Math.sin(index * 1.7) * 6,
        floor - 60 - index * (height / 11),
        4 + index * 0.4,
        "#ffffffaa",
        2,
      ),
    ),
  ];
}

/** Light on the front glass: two slanting streaks, fainter to the right. */
function glassGlints(left: number, right: number, top: number, floor: number) {
  const width = right - left;
  const streak = (from: number, breadth: number, alpha: string) =>
    polygon(
      [
        [left + width * from, top],
        [left + width * (from + breadth), top],
        [left + width * (from + breadth - 0.12), floor],
        [left + width * (from - 0.12), floor],
      ],
      `#ffffff${alpha}`,
    );
  return [streak(0.16, 0.08, "30"), streak(0.28, 0.03, "26"), streak(0.78, 0.05, "18")];
}

/** The stand: a cabinet with two or three doors and its right side, the tank's weight on its top. */
function tankStand(d: Drawing, color: string, half: number, height: number, depth: number) {
  const doors = half > 420 ? 3 : 2;
  const doorWidth = (half * 2 - 40) / doors;
  return [
    sideFace(half, -height + 30, -20, depth, color, 0),
    rect(-half, -height + 30, half * 2, height - 50, front(d, color, 0.1, 0.12), 4),
    rect(-half + 20, -24, half * 2 - 40, 24, darken(color, 0.5)),
    ...Array.from({ length: doors }, (_, index) => {
      const x = -half + 20 + index * doorWidth;
      return [
        rect(x + 4, -height + 60, doorWidth - 8, height - 100, front(d, lighten(color, 0.04), 0.14, 0.1), 3),
        line(x + 6, -height + 62, x + doorWidth - 6, -height + 62, lighten(color, 0.3), 2),
        rect(x + (index < doors / 2 ? doorWidth - 40 : 24), -height + 120, 14, 80, darken(color, 0.5), 7),
      ];
    }).flat(),
    polygon(
      [
        [-half - 14, -height],
        [half + 14, -height],
        [half + 14 + depth, -height - depth * 0.2],
        [-half - 14 + depth, -height - depth * 0.2],
      ],
      lighten(color, 0.18),
    ),
    sideFace(half + 14, -height, -height + 30 + depth * 0.3, depth, color, -0.2),
    rect(-half - 14, -height, half * 2 + 28, 30, shaded(d, color, 0.25), 3),
  ];
}

/** The tank's lid: a black hood with its top showing and the strip light's edge glowing under it. */
function tankLid(d: Drawing, left: number, right: number, top: number, depth: number) {
  return [
    polygon(
      [
        [left - 6, top - 40],
        [left - 6 + depth, top - 40 - depth * 0.22],
        [right + 6 + depth, top - 40 - depth * 0.22],
        [right + 6, top - 40],
      ],
      "#3a3c40",
    ),
    polygon(
      [
        [right + 6, top - 40],
        [right + 6 + depth, top - 40 - depth * 0.22],
        [right + 6 + depth, top + 2 - depth * 0.22],
        [right + 6, top + 2],
      ],
      "#141517",
    ),
    rect(left - 6, top - 40, right - left + 12, 44, shaded(d, "#26272a", 0.3), 6),
    rect(left + 40, top - 2, right - left - 80, 6, "#fff8d8"),
  ];
}

/** An aquarium on its cabinet: glass tank of water with gravel, plants and fish, a lid with a light. */
export function aquarium(d: Drawing, random: Random): Subject {
  const width = Math.round(random.float(600, 1000));
  const height = Math.round(width * random.float(0.48, 0.6));
  const standHeight = Math.round(random.float(560, 680));
  const depth = 80;
  const stand = random.chance(0.5)
    ? varied(random, woods)
    : varied(random, ["#1e1f22", "#2b2624", "#efede8"]);
  const [left, right] = [-width / 2, width / 2];
  const floor = -standHeight - 16;
  const top = floor - height;
  return {
    width: width + 40 + depth,
    height: standHeight + height + 60 + depth * 0.22,
    elements: [
      floorShadow(d, depth / 2, -8, width / 2 + 120, 40, 0.55),
      ...tankStand(d, stand, right + 16, standHeight, depth),
      polygon(
        [
          [right, top],
          [right + depth, top - depth * 0.22],
          [right + depth, floor - depth * 0.22],
          [right, floor],
        ],
        d.linear([
          [0, "#8fcbd6"],
          [1, "#2f7489"],
        ]),
      ),
      ...tankInside(d, random, left, right, top, floor),
      ...glassGlints(left, right, top, floor),
      rect(left - 4, floor - 16, width + 8, 18, "#151618", 2),
      line(left, top, left, floor, "#a9d3d0", 4),
      line(right, top, right, floor, "#a9d3d0", 4),
      line(right + depth, top - depth * 0.22, right + depth, floor - depth * 0.22, "#6fa7ad", 3),
      ...tankLid(d, left, right, top, depth),
    ],
  };
}

// Pram -------------------------------------------------------------------------------------------------------

/** Pram fabrics: grey, navy, beige, black, olive. */
const pramFabrics = ["#7d8287", "#27324a", "#cbb89a", "#26272a", "#5f6446"];

/** Where the pram's far side is drawn from its near one: up and to the right, a little further off. */
const farSide: Point = [34, -16];

/** A pram wheel: a fat tyre, the rim in the frame's colour, spokes and a hub cap. */
function pramWheel(d: Drawing, x: number, r: number, rim: string) {
  const y = -r;
  return [
    circle(x, y, r, glossy(d, "#2a2b2d", 0.2)),
    ring(x, y, r * 0.86, "#3c3d40", 3),
    circle(x, y, r * 0.72, darken(rim, 0.4)),
    ring(x, y, r * 0.68, rim, r * 0.1),
    ...Array.from({ length: 6 }, (_, index) => {
      const angle = (index * Math.PI) / 3 + 0.3;
      return line(x, y, x + Math.cos(angle) * r * 0.66, y + Math.sin(angle) * r * 0.66, rim, r * 0.08);
    }),
    circle(x, y, r * 0.2, glossy(d, rim, 0.5)),
  ];
}

/** The chassis seen side on: front and back legs meeting at the fold joint, the handle rising from it. */
function chassis(
  d: Drawing,
  frame: string,
  wheels: readonly [number, number],
  radius: number,
  joint: Point,
  grip: Point,
) {
  const [front, back] = wheels;
  const [jx, jy] = joint;
  return [
    line(front, -radius, jx, jy, frame, 22),
    line(back, -radius, jx, jy, frame, 22),
    line(jx, jy, grip[0], grip[1], frame, 22),
    circle(jx, jy, 26, glossy(d, darken(frame, 0.1), 0.4)),
  ];
}

/** The handlebar's foam grip, seen end on where it crosses to the far side. */
function handlebar(d: Drawing, grip: Point) {
  const [x, y] = grip;
  return [
    line(x, y, x + farSide[0] * 3, y + farSide[1] * 3, "#1b1c1e", 40),
    circle(x, y, 22, glossy(d, "#2a2b2e", 0.3)),
  ];
}

/** The shopping basket under the seat: black fabric slung between the legs, with its mesh. */
function basket(left: number, right: number, top: number, bottom: number) {
  const shape = `M${left} ${top} L${right} ${top} Q${right - 10} ${bottom} ${right - 50} ${bottom} L${left + 50} ${bottom} Q${left + 10} ${bottom} ${left} ${top} Z`;
  return [
    path(shape, "#1d1e20"),
    path(shape, "none", `stroke="#3b3d40" stroke-width="3" stroke-dasharray="2 7"`),
    line(left, top, right, top, "#3b3d40", 8),
  ];
}

/** A folding hood seen side on: its hoops fanning from the hub, the fabric between them, a trim at its edge. */
function hood(d: Drawing, fabric: string, hub: Point, reach: number, rise: number, back: number) {
  const [x, y] = hub;
  const outline = `M${x - reach} ${y} C${x - reach} ${y - rise * 1.1} ${x - reach * 0.3} ${y - rise * 1.2} ${x + back * 0.4} ${y - rise} Q${x + back} ${y - rise * 0.8} ${x + back} ${y} Z`;
  const hoops = [0.82, 0.66, 0.5].map((t) => {
    const angle = Math.PI * t;
    return line(
      x,
      y,
      x + Math.cos(angle) * reach * 0.95,
      y - Math.sin(angle) * rise * 1.02,
      darken(fabric, 0.3),
      4,
    );
  });
  return [
    path(outline, shaded(d, fabric, 0.25)),
    ...hoops,
    stroke(
      `M${x - reach} ${y} C${x - reach} ${y - rise * 1.1} ${x - reach * 0.3} ${y - rise * 1.2} ${x + back * 0.4} ${y - rise}`,
      darken(fabric, 0.35),
      10,
    ),
    circle(x, y, 16, glossy(d, "#2a2b2e", 0.3)),
  ];
}

/** A carrycot: a deep tub with a trim round its rim, the apron over the foot end, the hood over the head. */
function carrycot(d: Drawing, fabric: string, trim: string) {
  return [
    path(
      "M-390 -770 L300 -770 Q312 -560 250 -500 Q214 -464 150 -464 L-250 -464 Q-336 -464 -366 -530 Q-392 -600 -390 -770 Z",
      shaded(d, fabric, 0.22),
    ),
    path(
      "M-350 -560 Q-300 -500 -230 -500 L150 -500 Q220 -500 252 -548",
      "none",
      `stroke="${lighten(fabric, 0.2)}" stroke-width="3" stroke-dasharray="8 6"`,
    ),
    path("M-392 -800 Q-240 -836 -70 -806 L-60 -770 L-392 -770 Z", shaded(d, lighten(fabric, 0.06), 0.3)),
    rect(-400, -786, 712, 30, shaded(d, trim, 0.3), 14),
    ...hood(d, fabric, [220, -772], 300, 230, 90),
  ];
}

/** A pushchair seat: the padded seat unit with its leg rest and footrest, a bumper bar, the hood over it. */
function pushchairSeat(d: Drawing, fabric: string, trim: string) {
  return [
    rect(0, -486, 80, 50, "#1b1c1e", 10),
    path("M-186 -566 L-142 -530 L-206 -392 L-252 -404 Z", shaded(d, darken(fabric, 0.1), 0.2)),
    rect(-270, -410, 100, 20, "#1b1c1e", 8),
    path(
      "M-206 -646 L50 -664 L120 -896 L250 -886 L190 -540 Q160 -480 90 -480 L-150 -480 Q-200 -480 -206 -530 Z",
      shaded(d, fabric, 0.22),
    ),
    path(
      "M-186 -546 L110 -556 L170 -850",
      "none",
      `stroke="${lighten(fabric, 0.2)}" stroke-width="3" stroke-dasharray="8 6"`,
    ),
    stroke("M-200 -652 L56 -670", trim, 22),
    stroke("M-60 -676 Q-200 -716 -244 -650", "#1b1c1e", 20),
    ...hood(d, fabric, [200, -884], 320, 190, 70),
  ];
}

/** A baby pram: a carrycot or, now and then, a pushchair seat, on a folding chassis with four wheels and a basket. */
export function pram(d: Drawing, random: Random): Subject {
  const fabric = varied(random, pramFabrics);
  const frame = random.pick(["#1d1e20", "#1d1e20", "#b9bec3", "#8a6e4e"]);
  const trim = random.chance(0.4) ? "#7a5236" : darken(fabric, 0.3);
  const seat = random.chance(0.35);
  const radius = seat ? 100 : 130;
  const wheels = [-300, 260] as const;
  const joint: Point = [40, -440];
  const grip: Point = [360, -1030];
  const far = [
    ...chassis(d, darken(frame, 0.35), wheels, radius, joint, grip),
    ...pramWheel(d, wheels[0], radius, darken(frame, 0.3)),
    ...pramWheel(d, wheels[1], radius, darken(frame, 0.3)),
  ];
  return {
    width: 900,
    height: 1080,
    elements: [
      floorShadow(d, 20, -8, 480, 40, 0.55),
      group(`translate(${farSide[0]} ${farSide[1]})`, far),
      ...basket(-220, 200, -330, -200),
      ...handlebar(d, grip),
      ...chassis(d, frame, wheels, radius, joint, grip),
      ...(seat ? pushchairSeat(d, fabric, trim) : carrycot(d, fabric, trim)),
      ...pramWheel(d, wheels[0], radius, frame === "#1d1e20" ? "#4a4c50" : frame),
      ...pramWheel(d, wheels[1], radius, frame === "#1d1e20" ? "#4a4c50" : frame),
    ],
  };
}
