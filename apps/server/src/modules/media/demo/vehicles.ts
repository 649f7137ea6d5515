import type { Random } from "../../lots/demo/random.ts";
import {
  circle,
  type Drawing,
  darken,
  ellipse,
  floorShadow,
  lighten,
  line,
  path,
  polygon,
  rect,
  ring,
  type Subject,
  shaded,
  varied,
} from "./drawing.ts";

/*
 * Vehicles seen from the side, drawn around x = 0 with the ground at y = 0 and about 1000 units long,
 * the view of most car ads. The front points right.
 */

const carPaints = [
  "#b3262e",
  "#1f4e8c",
  "#c9ccd0",
  "#1b1d21",
  "#f1f1ee",
  "#2f5d3a",
  "#8a8f96",
  "#6b1f2a",
  "#c7b79a",
  "#2a6f9e",
];

type BodyShape = {
  length: number;
  wheelRadius: number;
  wheelbase: number;
  /** Height of the beltline (bottom of the windows) and of the roof above the ground. */
  belt: number;
  roof: number;
  /** The glasshouse as x positions along the body: rear foot, rear roof end, front roof end, front foot. */
  cabin: readonly [number, number, number, number];
};

const bodyShapes = {
  sedan: {
    length: 1000,
    wheelRadius: 88,
    wheelbase: 600,
    belt: 230,
    roof: 370,
    cabin: [-400, -250, 130, 290],
  },
  hatchback: {
    length: 860,
    wheelRadius: 84,
    wheelbase: 560,
    belt: 235,
    roof: 380,
    cabin: [-420, -395, 90, 250],
  },
  wagon: {
    length: 1000,
    wheelRadius: 88,
    wheelbase: 610,
    belt: 235,
    roof: 375,
    cabin: [-490, -470, 120, 280],
  },
  suv: { length: 960, wheelRadius: 104, wheelbase: 590, belt: 290, roof: 440, cabin: [-470, -455, 150, 290] },
  van: { length: 1050, wheelRadius: 92, wheelbase: 660, belt: 300, roof: 520, cabin: [-525, -525, 270, 420] },
} satisfies Record<string, BodyShape>;

export type CarBody = keyof typeof bodyShapes;

/** A car of one kind of body, in a random paint, with its floor shadow. */
export const car =
  (kind: CarBody) =>
  (d: Drawing, random: Random): Subject => {
    const shape: BodyShape = bodyShapes[kind];
    const paint = varied(random, carPaints);
    const half = shape.length / 2;
    const sill = shape.wheelRadius * 0.7;
    const body = path(
      `M${-half} ${-sill} L${-half} ${-shape.belt + 40} Q${-half} ${-shape.belt} ${-half + 40} ${-shape.belt} ` +
        `L${half - 140} ${-shape.belt + 10} Q${half - 10} ${-shape.belt + 30} ${half} ${-shape.belt + 90} ` +
        `L${half} ${-sill} Z`,
      shaded(d, paint),
    );
    const [rearFoot, rearRoof, frontRoof, frontFoot] = shape.cabin;
    const cabin = path(
      `M${rearFoot} ${-shape.belt + 2} Q${rearRoof - 10} ${-shape.roof} ${rearRoof + 40} ${-shape.roof} ` +
        `L${frontRoof - 30} ${-shape.roof} Q${frontRoof + 10} ${-shape.roof} ${frontFoot} ${-shape.belt + 2} Z`,
      shaded(d, paint, 0.5),
    );
    const axles = [-shape.wheelbase / 2, shape.wheelbase / 2];
    const elements = [
      floorShadow(d, 0, 0, half * 1.12, shape.wheelRadius * 0.45, 0.6),
      cabin,
      ...windows(d, shape),
      body,
      ...trim(d, shape, paint, sill),
      ...axles.map((x) => circle(x, -shape.wheelRadius, shape.wheelRadius * 1.12, darken(paint, 0.75))),
      ...axles.flatMap((x) => wheel(d, x, shape.wheelRadius)),
    ];
    return { width: shape.length * 1.1, height: shape.roof, elements };
  };

function windows(d: Drawing, shape: BodyShape): string[] {
  const [rearFoot, rearRoof, frontRoof, frontFoot] = shape.cabin;
  const inset = 16;
  const top = -shape.roof + inset;
  const bottom = -shape.belt;
  const glass = d.linear(
    [
      [0, "#9fb6c8"],
      [0.45, "#3b4a57"],
      [1, "#1e262d"],
    ],
    [0.4, 1],
  );
  const pillar = (rearRoof + frontRoof) / 2 - 20;
  const glassPoints = (from: number, to: number, slopeFrom: boolean, slopeTo: boolean) =>
    [
      [slopeFrom ? from + inset * 2 : from, bottom],
      [slopeFrom ? Math.max(from, rearRoof) + inset : from, top],
      [slopeTo ? Math.min(to, frontRoof) - inset : to, top],
      [slopeTo ? to - inset * 2 : to, bottom],
    ] as const;
  return [
    polygon(glassPoints(rearFoot + inset, pillar - 12, true, false), glass),
    polygon(glassPoints(pillar + 12, frontFoot - inset, false, true), glass),
    polygon(
      [
        [pillar - 40, top + 4],
        [pillar - 10, top + 4],
        [pillar - 120, bottom],
        [pillar - 150, bottom],
      ],
      "#ffffff22",
    ),
  ];
}

function trim(d: Drawing, shape: BodyShape, paint: string, sill: number): string[] {
  const half = shape.length / 2;
  const doorTop = -shape.belt + 8;
  const crease = darken(paint, 0.35);
  const pillar = (shape.cabin[1] + shape.cabin[2]) / 2 - 20;
  return [
    // The highlight along the flank that makes paint look glossy.
    rect(
      -half + 20,
      -shape.belt + 45,
      shape.length - 60,
      18,
      d.linear(
        [
          [0, "#fff", 0],
          [0.5, "#fff", 0.35],
          [1, "#fff", 0],
        ],
        [1, 0],
      ),
    ),
    line(pillar, doorTop, pillar, -sill - 10, crease, 3),
    line(shape.cabin[0] + 30, doorTop, shape.cabin[0] + 50, -sill - 10, crease, 3),
    line(shape.cabin[3] - 10, doorTop, shape.cabin[3] + 10, -sill - 10, crease, 3),
    rect(pillar - 75, doorTop + 30, 40, 9, darken(paint, 0.3), 4),
    rect(shape.cabin[3] - 85, doorTop + 30, 40, 9, darken(paint, 0.3), 4),
    rect(
      -half - 6,
      -sill - 38,
      shape.length + 12,
      38,
      d.linear([
        [0, "#3a3d41"],
        [1, "#16181a"],
      ]),
      14,
    ),
    path(
      `M${half - 50} ${-shape.belt + 50} L${half - 2} ${-shape.belt + 80} L${half - 6} ${-shape.belt + 110} L${half - 60} ${-shape.belt + 95} Z`,
      d.linear([
        [0, "#ffffff"],
        [1, "#cfd8e0"],
      ]),
    ),
    rect(
      -half - 2,
      -shape.belt + 48,
      22,
      44,
      d.linear([
        [0, "#e0383a"],
        [1, "#7e1214"],
      ]),
      6,
    ),
    path(`M${shape.cabin[3] - 30} ${doorTop - 4} l30 -28 l24 4 l-6 30 Z`, darken(paint, 0.2)),
  ];
}

function wheel(d: Drawing, x: number, radius: number): string[] {
  const rim = d.radial([
    [0, "#f4f6f8"],
    [0.7, "#b9bec4"],
    [1, "#6c7278"],
  ]);
  const spokes = Array.from({ length: 5 }, (_, index) => {
    const angle = (index * 2 * Math.PI) / 5 + 0.3;
    return line(
      x,
      -radius,
      x + Math.cos(angle) * radius * 0.55,
      -radius + Math.sin(angle) * radius * 0.55,
      "#8d9399",
      radius * 0.12,
    );
  });
  return [
    circle(
      x,
      -radius,
      radius,
      d.radial([
        [0.6, "#2a2a2a"],
        [1, "#0d0d0d"],
      ]),
    ),
    circle(x, -radius, radius * 0.62, rim),
    ...spokes,
    circle(x, -radius, radius * 0.14, "#5b6168"),
  ];
}

/** A farm tractor: big rear wheel under a cab, a bonnet with a grille and a small front wheel. */
export function tractor(d: Drawing, random: Random): Subject {
  const paint = random.pick(["#2f7d32", "#c62828", "#1565c0", "#ef8f00", "#3d8f3f"]);
  const body = shaded(d, paint);
  const post = (x: number) => rect(x, -730, 18, 300, "#2c2f33");
  const elements = [
    floorShadow(d, 0, 0, 620, 40, 0.55),
    rect(
      -360,
      -760,
      330,
      34,
      d.linear([
        [0, lighten(paint, 0.2)],
        [1, darken(paint, 0.3)],
      ]),
      8,
    ),
    rect(
      -330,
      -726,
      280,
      300,
      d.linear([
        [0, "#c9dae4", 0.55],
        [1, "#2f3f4a", 0.75],
      ]),
    ),
    post(-345),
    post(-60),
    rect(-150, -400, 620, 190, body, 24),
    ...Array.from({ length: 7 }, (_, index) => rect(180 + index * 34, -370, 14, 130, darken(paint, 0.4), 4)),
    rect(440, -390, 30, 90, "#fff6d0", 8),
    rect(250, -560, 22, 170, "#34383c"),
    rect(-200, -230, 660, 50, darken(paint, 0.5), 10),
    path("M-540 -250 A290 290 0 0 1 40 -250 L10 -250 A260 260 0 0 0 -510 -250 Z", body),
    ...tyre(d, -250, 240),
    ...tyre(d, 360, 140),
  ];
  return { width: 1100, height: 770, elements };
}

function tyre(d: Drawing, x: number, radius: number): string[] {
  const treads = Array.from({ length: 18 }, (_, index) => {
    const angle = (index * 2 * Math.PI) / 18;
    return line(
      x + Math.cos(angle) * radius * 0.86,
      -radius + Math.sin(angle) * radius * 0.86,
      x + Math.cos(angle) * radius * 0.99,
      -radius + Math.sin(angle) * radius * 0.99,
      "#3a3a3a",
      radius * 0.09,
    );
  });
  return [
    circle(x, -radius, radius, "#161616"),
    ...treads,
    circle(
      x,
      -radius,
      radius * 0.55,
      d.radial([
        [0, "#f2d049"],
        [1, "#b8901c"],
      ]),
    ),
    circle(x, -radius, radius * 0.18, "#6b5a1c"),
  ];
}

/** A bicycle: two wheels with spokes, a diamond frame, saddle and handlebars. */
export function bicycle(d: Drawing, random: Random): Subject {
  const frame = random.pick(["#c62828", "#1e88e5", "#212121", "#43a047", "#f9a825", "#eceff1"]);
  const radius = 190;
  const rear: [number, number] = [-300, -radius];
  const front: [number, number] = [300, -radius];
  const crank: [number, number] = [-40, -radius + 10];
  const seat: [number, number] = [-110, -radius - 270];
  const head: [number, number] = [210, -radius - 250];
  const tube = (from: readonly number[], to: readonly number[]) =>
    line(from[0] as number, from[1] as number, to[0] as number, to[1] as number, frame, 16);
  const bikeWheel = ([x, y]: [number, number]) => [
    ring(x, y, radius, "#1b1b1b", 22),
    ...Array.from({ length: 16 }, (_, index) => {
      const angle = (index * Math.PI) / 8;
      return line(x, y, x + Math.cos(angle) * radius, y + Math.sin(angle) * radius, "#b0b4b8", 2);
    }),
    circle(x, y, 14, "#8a8f94"),
  ];
  const elements = [
    floorShadow(d, 0, 0, 560, 30, 0.5),
    ...bikeWheel(rear),
    ...bikeWheel(front),
    tube(rear, crank),
    tube(rear, seat),
    tube(seat, crank),
    tube(crank, head),
    tube(seat, head),
    tube(head, front),
    line(seat[0] - 10, seat[1], seat[0] - 20, seat[1] - 50, "#333", 12),
    path(`M${seat[0] - 80} ${seat[1] - 60} q50 -20 110 0 q-40 20 -110 0 Z`, lighten("#222222", 0.1)),
    line(head[0], head[1], head[0] - 20, head[1] - 60, "#333", 12),
    line(head[0] - 50, head[1] - 60, head[0] + 30, head[1] - 70, "#222", 14),
    circle(crank[0], crank[1], 36, "#666a6e"),
  ];
  return { width: 1000, height: 560, elements };
}

/** A motorcycle: spoked wheels, the engine low between them, tank and seat on top, a fork to the front wheel. */
export function motorcycle(d: Drawing, random: Random): Subject {
  const paint = varied(random, carPaints);
  const radius = 150;
  const [rear, front] = [-330, 330];
  const chrome = d.linear([
    [0, "#f1f3f5"],
    [1, "#8d9399"],
  ]);
  const elements = [
    floorShadow(d, 0, 0, 560, 34, 0.55),
    line(rear, -radius, -60, -210, "#2a2c2f", 26),
    line(-40, -175, rear - 60, -215, "#a7adb3", 26),
    ...wheel(d, rear, radius),
    ...wheel(d, front, radius),
    rect(
      -150,
      -330,
      250,
      170,
      d.linear([
        [0, "#6c7177"],
        [1, "#2c2f33"],
      ]),
      18,
    ),
    ...Array.from({ length: 4 }, (_, index) =>
      line(-120, -300 + index * 34, 70, -300 + index * 34, "#8d9399", 6),
    ),
    line(front, -radius, 250, -540, chrome, 22),
    line(235, -500, 60, -220, "#2a2c2f", 22),
    line(-260, -395, rear + 20, -radius - 10, "#2a2c2f", 18),
    line(-150, -250, -300, -390, "#2a2c2f", 18),
    path("M-430 -400 Q-380 -430 -300 -420 L-60 -430 L-60 -390 L-300 -380 Q-400 -375 -430 -400 Z", "#1e1f22"),
    path("M-90 -420 Q-50 -530 90 -530 Q220 -525 255 -440 L215 -360 L-80 -370 Z", shaded(d, paint, 0.5)),
    path(
      `M${rear - 120} -330 Q${rear} -420 ${rear + 130} -380 L${rear + 120} -350 Q${rear} -380 ${rear - 100} -310 Z`,
      darken(paint, 0.15),
    ),
    line(250, -540, 170, -590, "#1e1f22", 16),
    circle(
      300,
      -470,
      38,
      d.radial([
        [0, "#fffbe0"],
        [1, "#c9c2a0"],
      ]),
    ),
  ];
  return { width: 1060, height: 600, elements };
}

/** A motorboat afloat: white hull with a painted stripe, windscreen and an outboard motor at the stern. */
export function motorboat(d: Drawing, random: Random): Subject {
  const stripe = varied(random, carPaints);
  const hull = d.linear([
    [0, "#ffffff"],
    [0.7, "#e4e8ec"],
    [1, "#a9b2ba"],
  ]);
  const glass = d.linear([
    [0, "#c6d7e3", 0.8],
    [1, "#2f3f4a", 0.85],
  ]);
  const elements = [
    ellipse(
      0,
      10,
      560,
      40,
      d.radial([
        [0, "#0b2233", 0.45],
        [1, "#0b2233", 0],
      ]),
    ),
    // The outboard motor on the transom: its cowling above the deck, the leg down into the water.
    rect(-530, -200, 24, 250, "#1e2024"),
    rect(
      -610,
      -330,
      170,
      130,
      d.linear([
        [0, "#4a4e53"],
        [1, "#15171a"],
      ]),
      40,
    ),
    path("M-470 -190 L380 -190 Q480 -190 540 -240 Q500 -90 360 10 L-450 10 Z", hull),
    path("M-470 -150 L420 -150 Q470 -152 505 -175 Q495 -140 470 -120 L-470 -120 Z", stripe),
    polygon(
      [
        [-150, -190],
        [-90, -300],
        [170, -300],
        [280, -190],
      ],
      glass,
    ),
    line(-90, -300, 170, -300, "#9aa3ab", 10),
    line(-470, -190, 400, -190, "#c9ced3", 8),
    rect(-300, -240, 120, 50, "#1e1f22", 10),
  ];
  return { width: 1100, height: 320, elements };
}

/** Tyres on rims for sale: four wheels standing in a row, a little apart, as sellers line them up. */
export function wheelSet(d: Drawing, random: Random): Subject {
  const radius = random.float(150, 170);
  // Each wheel a little in front of the one before, overlapping it, so the four fill the frame.
  const xs = [-1.5, -0.5, 0.5, 1.5].map((step) => step * radius * 1.7);
  const elements = [
    floorShadow(d, 0, 0, radius * 3.8, radius * 0.3, 0.5),
    ...xs.flatMap((x) => [...wheel(d, x, radius), ring(x, -radius, radius * 0.82, "#262626", radius * 0.06)]),
  ];
  return { width: radius * 7.3, height: radius * 2, elements };
}
