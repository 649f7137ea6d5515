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
  type Subject,
  shaded,
  translucent,
  varied,
} from "./drawing.ts";

/* Electronics and furniture, drawn around x = 0 with the floor at y = 0. */

const wallpapers = [
  ["#1e3c72", "#2a5298", "#6dd5ed"],
  ["#42275a", "#734b6d", "#f7b267"],
  ["#0f2027", "#2c5364", "#8fd3c1"],
  ["#ff7e5f", "#feb47b", "#ffe0b5"],
  ["#134e5e", "#71b280", "#d4f1c5"],
] as const;

/** A screen that is switched on: a wallpaper of a sunset or sea, with light falling across the glass. */
function screen(d: Drawing, random: Random, x: number, y: number, width: number, height: number, radius = 0) {
  const [top, middle, bottom] = random.pick(wallpapers);
  return [
    rect(
      x,
      y,
      width,
      height,
      d.linear(
        [
          [0, top],
          [0.6, middle],
          [1, bottom],
        ],
        [0.3, 1],
      ),
      radius,
    ),
    ellipse(
      x + width * 0.7,
      y + height * 0.35,
      width * 0.35,
      height * 0.3,
      d.radial([
        [0, "#ffffff", 0.35],
        [1, "#ffffff", 0],
      ]),
    ),
    path(
      `M${x + width * 0.55} ${y} L${x + width} ${y} L${x + width} ${y + height * 0.45} Z`,
      "#ffffff",
      'opacity="0.08"',
    ),
  ];
}

/** Two phones on a table: the screen side and the back with its cameras. */
export function phones(d: Drawing, random: Random): Subject {
  const finish = varied(random, ["#1c1c1e", "#e3e4e6", "#4a5a6a", "#c8b8a6", "#2d3a2f", "#6b4f7a"]);
  const front = (x: number) => [
    rect(x, -620, 300, 620, "#0c0c0d", 44),
    ...screen(d, random, x + 14, -606, 272, 592, 34),
    rect(x + 120, -596, 60, 16, "#0c0c0d", 8),
  ];
  const back = (x: number) => [
    rect(x, -620, 300, 620, shaded(d, finish, 0.25), 44),
    rect(x + 24, -596, 130, 130, darken(finish, 0.25), 30),
    ...[
      [60, -560],
      [118, -560],
      [60, -502],
    ].flatMap(([cx, cy]) => [
      circle(x + (cx as number), cy as number, 24, "#202022"),
      circle(
        x + (cx as number),
        cy as number,
        12,
        d.radial(
          [
            [0, "#4b5d7a"],
            [1, "#0b0b10"],
          ],
          [0.35, 0.35],
        ),
      ),
    ]),
  ];
  return {
    width: 760,
    height: 640,
    elements: [floorShadow(d, 0, -4, 380, 28, 0.5), ...back(-330), ...front(30)],
  };
}

/** An open laptop seen from the front: lit screen in its bezel, keyboard deck in perspective. */
export function laptop(d: Drawing, random: Random): Subject {
  const shell = varied(random, ["#c9ccd1", "#2b2d31", "#9da3aa", "#e2dccf"]);
  const keys = Array.from({ length: 5 }, (_, row) =>
    rect(-400 + row * 18, -88 + row * 14, 800 - row * 36, 8, darken(shell, 0.35), 3),
  );
  return {
    width: 1050,
    height: 680,
    elements: [
      floorShadow(d, 0, -6, 560, 34, 0.55),
      rect(-430, -640, 860, 540, "#141517", 22),
      ...screen(d, random, -400, -612, 800, 490),
      translucent(0.85, [rect(-160, -540, 320, 200, "#ffffff", 10)]),
      rect(-160, -540, 320, 30, "#dfe3e8", 10),
      polygon(
        [
          [-430, -100],
          [430, -100],
          [500, -10],
          [-500, -10],
        ],
        shaded(d, shell, 0.3),
      ),
      ...keys,
      rect(-90, -34, 180, 18, darken(shell, 0.2), 6),
      rect(-500, -10, 1000, 12, darken(shell, 0.3), 6),
    ],
  };
}

/** A flat television on its feet, standing on a low cabinet. */
export function television(d: Drawing, random: Random): Subject {
  const wood = varied(random, ["#8a5a36", "#c09a6b", "#3b3230", "#e8e2d8"]);
  return {
    width: 1200,
    height: 900,
    elements: [
      floorShadow(d, 0, 0, 620, 40, 0.5),
      rect(-560, -260, 1120, 260, shaded(d, wood, 0.2), 8),
      line(0, -250, 0, -20, darken(wood, 0.35), 4),
      rect(-520, -40, 40, 40, darken(wood, 0.5)),
      rect(480, -40, 40, 40, darken(wood, 0.5)),
      polygon(
        [
          [-380, -262],
          [-330, -320],
          [-310, -320],
          [-350, -262],
        ],
        "#222",
      ),
      polygon(
        [
          [380, -262],
          [330, -320],
          [310, -320],
          [350, -262],
        ],
        "#222",
      ),
      rect(-500, -880, 1000, 570, "#0b0b0c", 10),
      ...screen(d, random, -488, -868, 976, 546),
      rect(-40, -318, 80, 8, "#303236", 3),
    ],
  };
}

/** Upholstery and bedding colours, shared by the furniture drawings. */
export const fabrics = [
  "#6b7b8c",
  "#a38f7a",
  "#3f5e57",
  "#8c4f4f",
  "#c8c1b5",
  "#4a4e69",
  "#7d8a5f",
  "#b07a4f",
];

/** A three-seat sofa with back cushions, arms, seat cushions, throw pillows and wooden feet. */
export function sofa(d: Drawing, random: Random): Subject {
  const fabric = varied(random, fabrics);
  const cushion = shaded(d, fabric, 0.18);
  const deep = darken(fabric, 0.2);
  const seats = [-330, -110, 110].flatMap((x) => [
    rect(x - 5, -520, 230, 250, cushion, 30),
    rect(
      x - 5,
      -290,
      230,
      110,
      d.linear([
        [0, lighten(fabric, 0.15)],
        [1, deep],
      ]),
      24,
    ),
  ]);
  const pillow = varied(random, ["#e8d8b0", "#d9a5a0", "#f0efe9", "#9bb1c0", "#e2b36b"]);
  return {
    width: 1100,
    height: 560,
    elements: [
      floorShadow(d, 0, -10, 560, 40, 0.55),
      rect(-420, -560, 840, 380, deep, 40),
      ...seats,
      rect(-470, -380, 130, 290, shaded(d, fabric, 0.2), 40),
      rect(340, -380, 130, 290, shaded(d, fabric, 0.2), 40),
      rect(
        -440,
        -200,
        880,
        110,
        d.linear([
          [0, fabric],
          [1, darken(fabric, 0.35)],
        ]),
        16,
      ),
      rect(-300, -440, 150, 140, shaded(d, pillow, 0.2), 36),
      rect(150, -440, 150, 140, shaded(d, pillow, 0.2), 36),
      rect(-430, -90, 24, 90, "#4a3424", 6),
      rect(406, -90, 24, 90, "#4a3424", 6),
    ],
  };
}

/** Wood tones, shared by the furniture drawings. */
export const woods = ["#a0703f", "#c49a6c", "#7a5234", "#d8c3a5", "#5c3d2a"];

/** A dining table with a chair at each end, a bowl and a vase on it. */
export function diningTable(d: Drawing, random: Random): Subject {
  const wood = varied(random, woods);
  const legs = [-380, 350].map((x) =>
    rect(
      x,
      -430,
      30,
      430,
      d.linear(
        [
          [0, wood],
          [1, darken(wood, 0.3)],
        ],
        [1, 0],
      ),
    ),
  );
  // Seen from the side: the back post runs down into the rear leg, away from the table.
  const chair = (x: number, backSide: -1 | 1) => {
    const backX = x + backSide * 85 - 11;
    return [
      rect(backX, -690, 22, 690, darken(wood, 0.15), 6),
      rect(backX - 9, -690, 40, 130, darken(wood, 0.05), 8),
      rect(x - backSide * 85 - 11, -300, 22, 300, darken(wood, 0.25), 6),
      rect(x - 100, -310, 200, 28, shaded(d, wood, 0.25), 6),
    ];
  };
  return {
    width: 1300,
    height: 720,
    elements: [
      floorShadow(d, 0, 0, 640, 40, 0.5),
      ...chair(-520, -1),
      ...chair(520, 1),
      ...legs,
      rect(-440, -460, 880, 36, shaded(d, wood, 0.3), 8),
      ellipse(
        -150,
        -490,
        110,
        34,
        d.linear([
          [0, "#f4f1ea"],
          [1, "#c9c4b8"],
        ]),
      ),
      ...[-190, -150, -110].map((x) =>
        circle(
          x,
          -515,
          28,
          d.radial(
            [
              [0, "#f5a742"],
              [1, "#c0561d"],
            ],
            [0.35, 0.35],
          ),
        ),
      ),
      rect(
        180,
        -620,
        70,
        160,
        d.linear([
          [0, "#dfe9ee", 0.9],
          [1, "#9fb4bf", 0.9],
        ]),
        26,
      ),
      ...[
        [-50, -720],
        [0, -760],
        [50, -710],
      ].map(([x, y]) =>
        circle(
          215 + (x as number),
          y as number,
          36,
          random.pick(["#e85d75", "#f2c14e", "#f6f1e9", "#9b5de5"]),
        ),
      ),
      line(215, -620, 215, -700, "#4d7d3a", 6),
    ],
  };
}

/** A potted house plant with long leaves fanning out. */
export function pottedPlant(d: Drawing, random: Random): Subject {
  const pot = varied(random, ["#c0653a", "#f1efea", "#3a3f44", "#d9c9b0", "#6f8f9c"]);
  const leaf = random.pick(["#3f7d3a", "#2f6b45", "#5a8f3c", "#2e5e3a"]);
  const count = random.int(9, 14);
  const leaves = Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (index / (count - 1) - 0.5) * 2.3 + random.float(-0.1, 0.1);
    const length = random.float(330, 520);
    const tipX = Math.cos(angle) * length;
    const tipY = -360 + Math.sin(angle) * length;
    const side = length * 0.22;
    const fill = d.linear(
      [
        [0, lighten(leaf, 0.25)],
        [1, darken(leaf, 0.25)],
      ],
      [1, 1],
    );
    return path(
      `M0 -360 Q${tipX / 2 - side * Math.sin(angle)} ${-360 + (tipY + 360) / 2 + side * Math.cos(angle)} ${tipX} ${tipY} ` +
        `Q${tipX / 2 + side * Math.sin(angle)} ${-360 + (tipY + 360) / 2 - side * Math.cos(angle)} 0 -360 Z`,
      fill,
    );
  });
  return {
    width: 1000,
    height: 900,
    elements: [
      floorShadow(d, 0, 0, 240, 30, 0.55),
      ...leaves,
      polygon(
        [
          [-170, -380],
          [170, -380],
          [130, 0],
          [-130, 0],
        ],
        d.linear(
          [
            [0, lighten(pot, 0.15)],
            [0.6, pot],
            [1, darken(pot, 0.3)],
          ],
          [1, 0],
        ),
      ),
      rect(-185, -400, 370, 50, shaded(d, pot, 0.25), 10),
    ],
  };
}

/** A floor lamp with a fabric shade, switched on. */
export function floorLamp(d: Drawing, random: Random): Subject {
  const shade = varied(random, ["#efe6d3", "#d8c7a8", "#f4f0e8", "#c9b79c"]);
  return {
    width: 700,
    height: 1400,
    elements: [
      ellipse(
        0,
        -1150,
        600,
        500,
        d.radial([
          [0, "#fff3cf", 0.55],
          [1, "#fff3cf", 0],
        ]),
      ),
      floorShadow(d, 0, 0, 220, 24, 0.5),
      ellipse(0, -14, 150, 22, "#2f2f31"),
      rect(
        -10,
        -1120,
        20,
        1110,
        d.linear(
          [
            [0, "#8d8f93"],
            [0.5, "#e0e2e5"],
            [1, "#6e7074"],
          ],
          [1, 0],
        ),
      ),
      polygon(
        [
          [-140, -1340],
          [140, -1340],
          [230, -1080],
          [-230, -1080],
        ],
        d.linear([
          [0, lighten(shade, 0.3)],
          [1, darken(shade, 0.1)],
        ]),
      ),
      ellipse(0, -1080, 230, 22, "#fff8df"),
    ],
  };
}
