import type { Random } from "../../lots/demo/random.ts";
import {
  circle,
  type Drawing,
  darken,
  ellipse,
  floorShadow,
  group,
  lighten,
  line,
  outline,
  path,
  polygon,
  rect,
  ring,
  type Subject,
  shaded,
  translucent,
  varied,
} from "./drawing.ts";

/* Garments, toys, tools and other small goods, drawn around x = 0 with the floor at y = 0. */

const garmentColors = [
  "#2f4f6f",
  "#8c2f39",
  "#d8cfc0",
  "#3c3c3c",
  "#5f7f5f",
  "#c9a227",
  "#7a5c8e",
  "#e0e0e0",
  "#a0522d",
];

/** A garment on a hanger against the wall: a shirt, a jacket with a zip or a dress. */
export function garment(d: Drawing, random: Random): Subject {
  const color = varied(random, garmentColors);
  const kind = random.pick(["shirt", "jacket", "dress"] as const);
  const cloth = d.linear(
    [
      [0, lighten(color, 0.18)],
      [0.5, color],
      [1, darken(color, 0.25)],
    ],
    [1, 0.3],
  );
  const shoulders = "M-190 -980 L-60 -1010 Q0 -960 60 -1010 L190 -980";
  const bodies = {
    shirt: `${shoulders} L330 -760 L250 -700 L200 -800 L200 -380 L-200 -380 L-200 -800 L-250 -700 L-330 -760 Z`,
    jacket: `${shoulders} L300 -560 L230 -540 L210 -800 L210 -330 L-210 -330 L-210 -800 L-230 -540 L-300 -560 Z`,
    dress: `${shoulders} L230 -900 L180 -760 L330 -260 L-330 -260 L-180 -760 L-230 -900 Z`,
  };
  const details = {
    shirt: [0, 1, 2, 3, 4].map((index) => circle(0, -930 + index * 110, 9, lighten(color, 0.4))),
    jacket: [
      line(0, -990, 0, -335, darken(color, 0.45), 6),
      rect(-170, -560, 110, 12, darken(color, 0.3), 4),
      rect(60, -560, 110, 12, darken(color, 0.3), 4),
    ],
    dress: [path("M-180 -760 Q0 -720 180 -760 L175 -740 Q0 -700 -175 -740 Z", darken(color, 0.3))],
  };
  // Drawn hanging high; lowered so that its hem is at the bottom of its box and it fills the frame.
  return {
    width: 820,
    height: 900,
    elements: [
      group("translate(0 250)", [
        ellipse(
          20,
          -640,
          380,
          460,
          d.radial([
            [0, "#000", 0.18],
            [1, "#000", 0],
          ]),
        ),
        path("M0 -1100 q0 -40 30 -40 q30 0 30 30", "none", 'stroke="#8a8d91" stroke-width="10"'),
        path(
          "M-200 -990 L0 -1060 L200 -990",
          "none",
          'stroke="#9c7b55" stroke-width="18" stroke-linecap="round"',
        ),
        path(bodies[kind], cloth),
        path("M-60 -1010 Q0 -960 60 -1010 Q0 -930 -60 -1010 Z", darken(color, 0.35)),
        ...details[kind],
      ]),
    ],
  };
}

/** A teddy bear sitting, or a stack of wooden toy blocks. */
export function toy(d: Drawing, random: Random): Subject {
  if (random.chance(0.5)) {
    const fur = varied(random, ["#b07a45", "#d9b38c", "#8a5a3b", "#efe2cf"]);
    const coat = d.radial(
      [
        [0, lighten(fur, 0.2)],
        [1, darken(fur, 0.3)],
      ],
      [0.4, 0.35],
    );
    return {
      width: 760,
      height: 900,
      elements: [
        floorShadow(d, 0, 0, 320, 34, 0.5),
        ellipse(-170, -80, 110, 80, coat),
        ellipse(170, -80, 110, 80, coat),
        ellipse(0, -300, 220, 260, coat),
        ellipse(0, -280, 130, 160, lighten(fur, 0.3)),
        ellipse(-220, -360, 70, 130, coat),
        ellipse(220, -360, 70, 130, coat),
        circle(-150, -800, 80, coat),
        circle(150, -800, 80, coat),
        circle(-150, -800, 40, lighten(fur, 0.3)),
        circle(150, -800, 40, lighten(fur, 0.3)),
        circle(0, -650, 190, coat),
        ellipse(0, -590, 80, 60, lighten(fur, 0.35)),
        ellipse(0, -615, 26, 18, "#2a1a12"),
        circle(-65, -690, 18, "#1a1a1a"),
        circle(65, -690, 18, "#1a1a1a"),
        path(
          "M-70 -480 L70 -480 L40 -440 L0 -470 L-40 -440 Z",
          random.pick(["#c62828", "#1e88e5", "#43a047"]),
        ),
      ],
    };
  }
  const block = (x: number, y: number, size: number, color: string) => [
    polygon(
      [
        [x, y - size],
        [x + size * 0.3, y - size * 1.2],
        [x + size * 1.3, y - size * 1.2],
        [x + size, y - size],
      ],
      lighten(color, 0.3),
    ),
    polygon(
      [
        [x + size, y],
        [x + size, y - size],
        [x + size * 1.3, y - size * 1.2],
        [x + size * 1.3, y - size * 0.2],
      ],
      darken(color, 0.3),
    ),
    rect(x, y - size, size, size, color),
    circle(x + size / 2, y - size / 2, size * 0.25, lighten(color, 0.5)),
  ];
  const colors = ["#e53935", "#fbc02d", "#1e88e5", "#43a047", "#8e24aa", "#fb8c00"];
  const size = 220;
  return {
    width: 1000,
    height: 800,
    elements: [
      floorShadow(d, 50, 0, 480, 40, 0.5),
      ...block(-380, 0, size, random.pick(colors)),
      ...block(-130, 0, size, random.pick(colors)),
      ...block(120, 0, size, random.pick(colors)),
      ...block(-250, -size, size, random.pick(colors)),
      ...block(0, -size, size, random.pick(colors)),
      ...block(-120, -size * 2, size, random.pick(colors)),
    ],
  };
}

/** A cordless drill beside its battery, or a toolbox with a hammer and a wrench on it. */
export function tools(d: Drawing, random: Random): Subject {
  const brand = random.pick(["#f4b400", "#d32f2f", "#1565c0", "#2e7d32", "#ef6c00", "#00838f"]);
  if (random.chance(0.5)) {
    return {
      width: 1000,
      height: 700,
      elements: [
        floorShadow(d, 0, 0, 420, 36, 0.55),
        rect(-130, -130, 260, 130, shaded(d, "#2b2d30", 0.25), 18),
        rect(-120, -125, 240, 20, brand, 6),
        polygon(
          [
            [-70, -130],
            [70, -130],
            [90, -420],
            [-20, -420],
          ],
          shaded(d, "#2b2d30", 0.2),
        ),
        rect(-260, -640, 500, 220, shaded(d, brand, 0.3), 70),
        rect(-110, -600, 300, 140, darken(brand, 0.25), 50),
        rect(
          240,
          -570,
          110,
          80,
          d.linear([
            [0, "#9ea4aa"],
            [1, "#4f555b"],
          ]),
          12,
        ),
        rect(
          350,
          -545,
          160,
          30,
          d.linear([
            [0, "#e4e6e8"],
            [1, "#7c8288"],
          ]),
          6,
        ),
        rect(340, -80, 280, 80, shaded(d, "#2b2d30", 0.2), 14),
        rect(350, -78, 260, 14, brand, 5),
      ],
    };
  }
  return {
    width: 1100,
    height: 700,
    elements: [
      floorShadow(d, 0, 0, 560, 40, 0.55),
      rect(-460, -380, 920, 380, shaded(d, brand, 0.25), 20),
      rect(-460, -300, 920, 20, darken(brand, 0.35)),
      outline(-150, -460, 300, 90, "#2b2d30", 26, 16),
      rect(-420, -150, 90, 50, "#c0c4c8", 6),
      rect(330, -150, 90, 50, "#c0c4c8", 6),
      group("rotate(-8)", [
        rect(
          -380,
          -430,
          420,
          34,
          d.linear([
            [0, "#9c6b3f"],
            [1, "#6b4526"],
          ]),
          14,
        ),
        rect(
          -440,
          -470,
          90,
          110,
          d.linear([
            [0, "#d8dadc"],
            [1, "#6b7075"],
          ]),
          10,
        ),
      ]),
      rect(
        120,
        -420,
        330,
        30,
        d.linear([
          [0, "#e4e6e8"],
          [1, "#8a9096"],
        ]),
        12,
      ),
      ring(450, -405, 40, "#a8adb2", 24),
    ],
  };
}

/** A desk with a monitor, a lamp and a chair: for jobs and office services. */
export function desk(d: Drawing, random: Random): Subject {
  const top = varied(random, ["#d8c3a5", "#f1f1ef", "#8a5a36", "#3b3a38"]);
  const chairColor = varied(random, ["#2b2d30", "#4a5a6a", "#8c2f39", "#3f5e57"]);
  return {
    width: 1300,
    height: 980,
    elements: [
      floorShadow(d, 0, 0, 640, 40, 0.5),
      rect(-560, -500, 1120, 40, shaded(d, top, 0.3), 8),
      rect(-540, -460, 30, 460, darken(top, 0.35)),
      rect(510, -460, 30, 460, darken(top, 0.35)),
      rect(160, -460, 330, 300, shaded(d, darken(top, 0.1), 0.15), 6),
      rect(-320, -900, 520, 320, "#121314", 14),
      rect(
        -304,
        -884,
        488,
        288,
        d.linear(
          [
            [0, "#d9e4ec"],
            [1, "#8fa9bc"],
          ],
          [0.2, 1],
        ),
      ),
      rect(-280, -860, 220, 24, "#ffffff", 6),
      translucent(0.6, [rect(-280, -820, 420, 12, "#ffffff", 4), rect(-280, -795, 380, 12, "#ffffff", 4)]),
      polygon(
        [
          [-80, -580],
          [-20, -580],
          [0, -500],
          [-100, -500],
        ],
        "#2a2b2d",
      ),
      rect(-200, -520, 280, 18, "#2f3033", 6),
      line(380, -500, 330, -700, "#333", 10),
      line(330, -700, 420, -760, "#333", 10),
      polygon(
        [
          [390, -790],
          [470, -740],
          [440, -700],
          [370, -750],
        ],
        random.pick(["#f4b400", "#e0e0e0", "#1e88e5"]),
      ),
      ellipse(-330, -120, 160, 24, "#1f1f21"),
      rect(-345, -330, 30, 210, "#3a3a3c"),
      rect(-470, -370, 280, 60, shaded(d, chairColor, 0.2), 24),
      rect(-500, -740, 70, 380, shaded(d, chairColor, 0.2), 30),
    ],
  };
}

/** A vase of flowers, a wrapped gift or a stack of parcels: the generic "something for sale". */
export function homeware(d: Drawing, random: Random): Subject {
  const kind = random.pick(["flowers", "gift", "parcels"] as const);
  if (kind === "flowers") {
    const vase = varied(random, ["#e8eef2", "#3f6f8f", "#c0653a", "#2f2f31", "#d9c9b0"]);
    const blooms = Array.from(
      { length: 9 },
      () => [random.float(-260, 260), random.float(-1000, -700)] as const,
    );
    return {
      width: 800,
      height: 1050,
      elements: [
        floorShadow(d, 0, 0, 220, 28, 0.5),
        ...blooms.map(([x, y]) => line(0, -420, x, y, "#4d7d3a", 8)),
        ...blooms.flatMap(([x, y]) => {
          const petal = random.pick(["#e85d75", "#f2c14e", "#f6f1e9", "#9b5de5", "#ff8c61"]);
          return [
            circle(
              x,
              y,
              62,
              d.radial([
                [0, lighten(petal, 0.3)],
                [1, darken(petal, 0.2)],
              ]),
            ),
            circle(x, y, 18, "#f6d365"),
          ];
        }),
        path(
          "M-90 -440 Q-200 -200 -110 0 L110 0 Q200 -200 90 -440 Z",
          d.linear(
            [
              [0, lighten(vase, 0.25)],
              [0.55, vase],
              [1, darken(vase, 0.35)],
            ],
            [1, 0],
          ),
        ),
      ],
    };
  }
  if (kind === "gift") {
    const paper = varied(random, ["#c62828", "#1565c0", "#2e7d32", "#6a1b9a", "#f9a825"]);
    const ribbon = random.pick(["#f5d76e", "#ffffff", "#d4af37"]);
    return {
      width: 800,
      height: 780,
      elements: [
        floorShadow(d, 0, 0, 360, 34, 0.55),
        rect(-300, -520, 600, 520, shaded(d, paper, 0.2), 8),
        rect(-330, -600, 660, 100, shaded(d, paper, 0.35), 8),
        rect(-35, -600, 70, 600, ribbon),
        ellipse(-90, -650, 100, 50, ribbon),
        ellipse(90, -650, 100, 50, ribbon),
        circle(0, -640, 40, darken(ribbon, 0.15)),
      ],
    };
  }
  const cardboard = varied(random, ["#c69c6d", "#b88a5a", "#d4ad7f"]);
  const box = (x: number, y: number, width: number, height: number) => [
    rect(x, y - height, width, height, shaded(d, cardboard, 0.15), 4),
    rect(x + width / 2 - 25, y - height, 50, height, "#d9c7a0", 0),
    rect(x + 20, y - height + 30, width * 0.3, height * 0.2, "#f4f1ea"),
  ];
  return {
    width: 1000,
    height: 800,
    elements: [
      floorShadow(d, 0, 0, 480, 36, 0.55),
      ...box(-420, 0, 440, 340),
      ...box(40, 0, 380, 300),
      ...box(-300, -340, 380, 300),
    ],
  };
}

/** A football on the floor (guitars are drawn in sport-goods.ts). */
export function football(d: Drawing): Subject {
  const patch = (x: number, y: number) =>
    polygon(
      Array.from({ length: 5 }, (_, index) => {
        const angle = (index * 2 * Math.PI) / 5 - Math.PI / 2;
        return [x + Math.cos(angle) * 80, y + Math.sin(angle) * 80] as const;
      }),
      "#1b1b1b",
    );
  return {
    width: 800,
    height: 720,
    elements: [
      floorShadow(d, 0, 0, 320, 34, 0.6),
      circle(
        0,
        -330,
        330,
        d.radial(
          [
            [0, "#ffffff"],
            [0.7, "#e9e9e9"],
            [1, "#9a9a9a"],
          ],
          [0.4, 0.35],
        ),
      ),
      patch(0, -340),
      patch(-230, -440),
      patch(230, -440),
      patch(-160, -130),
      patch(160, -130),
    ],
  };
}

/** Round hay bales on a field, or a crate of apples: what farms sell. */
export function farmProduce(d: Drawing, random: Random): Subject {
  if (random.chance(0.5)) {
    const bale = (x: number, radius: number) => [
      rect(
        x - radius * 0.9,
        -radius * 2,
        radius * 1.8,
        radius * 2,
        d.linear([
          [0, "#e3c878"],
          [1, "#a88a3c"],
        ]),
        radius * 0.3,
      ),
      ellipse(
        x + radius * 0.9,
        -radius,
        radius * 0.45,
        radius,
        d.radial([
          [0, "#c9a75a"],
          [0.5, "#e0c270"],
          [1, "#9a7a32"],
        ]),
      ),
    ];
    return {
      width: 1300,
      height: 600,
      elements: [floorShadow(d, 0, 0, 700, 40, 0.5), ...bale(-380, 260), ...bale(260, 280)],
    };
  }
  const fruit = random.pick(["#c62828", "#7cb342", "#f9a825", "#e65100"]);
  const apples = Array.from({ length: 14 }, (_, index) => {
    const x = -330 + (index % 7) * 110 + (index > 6 ? 55 : 0);
    const y = index > 6 ? -470 : -420;
    return circle(
      x,
      y,
      70,
      d.radial(
        [
          [0, lighten(fruit, 0.35)],
          [1, darken(fruit, 0.3)],
        ],
        [0.35, 0.3],
      ),
    );
  });
  const slats = [0, 1, 2].map((index) =>
    rect(-450, -390 + index * 130, 900, 100, shaded(d, "#c8a06a", 0.2), 4),
  );
  return { width: 1000, height: 600, elements: [floorShadow(d, 0, 0, 520, 36, 0.55), ...apples, ...slats] };
}
