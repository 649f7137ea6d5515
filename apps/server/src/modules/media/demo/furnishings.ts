import type { Random } from "../../lots/demo/random.ts";
import {
  circle,
  type Drawing,
  darken,
  ellipse,
  floorShadow,
  front,
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
  sideFace,
  translucent,
  varied,
} from "./drawing.ts";
import { fabrics, woods } from "./household.ts";

/*
 * Bedroom furniture, kitchen appliances and an electric scooter, drawn around x = 0 with the floor at y = 0.
 * Boxes show a sliver of their right side, as a seller photographs them from a step to the left.
 */

const whites = ["#f2f0eb", "#eceae4", "#f6f5f2"];

/** Brushed metal for handles and rings, light falling from the left. */
const metal = (d: Drawing) =>
  d.linear(
    [
      [0, "#8d9399"],
      [0.35, "#f1f3f5"],
      [1, "#6c7278"],
    ],
    [1, 0],
  );

/** A pillow seen from the side: a soft slab with bulging edges, turned by `angle` degrees. */
function pillow(
  d: Drawing,
  color: string,
  cx: number,
  cy: number,
  length: number,
  thickness: number,
  angle: number,
) {
  const [w, h] = [length / 2, thickness / 2];
  const shape = path(
    `M${-w} ${-h * 0.6} Q0 ${-h * 1.6} ${w} ${-h * 0.6} Q${w * 1.08} 0 ${w} ${h * 0.6} ` +
      `Q0 ${h * 1.5} ${-w} ${h * 0.6} Q${-w * 1.08} 0 ${-w} ${-h * 0.6} Z`,
    shaded(d, color, 0.25),
  );
  return group(`translate(${cx} ${cy}) rotate(${angle})`, [
    shape,
    line(-w * 0.8, -h * 0.15, w * 0.8, -h * 0.15, lighten(color, 0.35), 3),
  ]);
}

/** A duvet over the mattress, hanging down its near side in soft folds, its head end turned back. */
function duvet(d: Drawing, color: string, foot: number) {
  const fold = -130;
  const hem = Array.from({ length: 6 }, (_, index) => {
    const x = foot - ((index + 1) * (foot - fold)) / 6;
    return `Q${x + (foot - fold) / 12} ${index % 2 ? -192 : -218} ${x} -205`;
  }).join(" ");
  const crease = (x: number) =>
    path(
      `M${x} -436 Q${x + 30} -320 ${x - 10} -208`,
      "none",
      `stroke="${darken(color, 0.3)}" stroke-width="4" opacity="0.35"`,
    );
  return [
    path(
      `M${fold} -430 Q${(foot + fold) / 2} -458 ${foot - 40} -440 Q${foot} -436 ${foot} -396 L${foot} -205 ${hem} Z`,
      d.linear([
        [0, lighten(color, 0.25)],
        [0.2, color],
        [1, darken(color, 0.25)],
      ]),
    ),
    ...[120, 320, foot - 70].map(crease),
    // Turned back at the head: twice as thick, the lighter underside showing.
    path(
      `M${fold + 20} -468 L-190 -472 C-250 -472 -268 -440 -266 -380 L-262 -240 Q-250 -200 -200 -204 L${fold + 20} -212 Z`,
      d.linear([
        [0, lighten(color, 0.45)],
        [0.25, lighten(color, 0.3)],
        [1, darken(color, 0.1)],
      ]),
    ),
    line(fold + 18, -466, fold + 18, -214, darken(color, 0.25), 5),
  ];
}

/** The bed's frame: an upholstered or wooden headboard, side rail on short legs, sometimes a footboard. */
function bedFrame(d: Drawing, finish: string, footboard: boolean) {
  const foot = (x: number) => rect(x, -80, 30, 80, darken(finish, 0.45), 4);
  return [
    rect(-650, -720, 86, 700, front(d, finish, 0.2, 0.15), 30),
    rect(-640, -24, 66, 24, darken(finish, 0.45), 4),
    foot(-540),
    footboard ? rect(586, -24, 60, 24, darken(finish, 0.45), 4) : foot(540),
    rect(-580, -250, 1190, 170, shaded(d, finish, 0.2), 12),
    line(-560, -236, 590, -236, lighten(finish, 0.2), 3),
    ...(footboard ? [rect(580, -430, 70, 410, front(d, finish, 0.2, 0.15), 24)] : []),
  ];
}

/** The mattress on the frame, with the piped seam along its side. */
const mattress = (d: Drawing) => [
  rect(-566, -404, 1146, 168, shaded(d, "#eeece6", 0.1), 28),
  line(-546, -320, 560, -320, "#d6d2c8", 3),
];

/** A double bed from the side: headboard, frame on short legs, mattress, a duvet and two pillows. */
export function bed(d: Drawing, random: Random): Subject {
  const finish = varied(random, random.chance(0.5) ? woods : fabrics);
  const linen = varied(random, ["#f3f1ec", "#e7ddd0", "#dfe6ec", "#e9d7d3", "#d8dfd0"]);
  const cover = varied(random, [...fabrics, "#f1efe9", "#9bb1c0", "#e2b36b", "#c9d4c5"]);
  const footboard = random.chance(0.4);
  return {
    width: 1300,
    height: 720,
    elements: [
      floorShadow(d, 0, -6, 680, 42, 0.55),
      ...bedFrame(d, finish, footboard),
      ...mattress(d),
      pillow(d, linen, -486, -548, 300, 130, 72),
      pillow(d, darken(linen, 0.04), -330, -446, 320, 120, -3),
      ...duvet(d, cover, footboard ? 570 : 600),
    ],
  };
}

/** A cabinet's colour: painted white a third of the time, otherwise wood (and then with its grain). */
const cabinetFinish = (random: Random) =>
  random.chance(0.35)
    ? { finish: varied(random, whites), wooden: false }
    : { finish: varied(random, woods), wooden: true };

/** A few faint lines of grain along a wooden board, running its long way. */
function grain(random: Random, color: string, x: number, y: number, width: number, height: number) {
  const along = width > height;
  return translucent(
    0.18,
    Array.from({ length: 4 }, () => {
      const sway = random.float(-12, 12);
      const start = random.float(0.1, 0.9);
      const curve = along
        ? `M${x + 10} ${y + start * height} Q${x + width / 2} ${y + start * height + sway / 2} ${x + width - 10} ${y + start * height - sway / 4}`
        : `M${x + start * width} ${y + 10} Q${x + start * width + sway} ${y + height / 2} ${x + start * width - sway / 2} ${y + height - 10}`;
      return path(curve, "none", `stroke="${darken(color, 0.4)}" stroke-width="3"`);
    }),
  );
}

/** A long bar handle standing off a door, with its shadow. */
const barHandle = (d: Drawing, x: number, y: number, length: number) => [
  rect(x + 5, y + 6, 18, length, "#0000002e", 9),
  rect(x - 9, y, 18, length, metal(d), 9),
];

/** A round knob with a soft highlight. */
const knob = (d: Drawing, x: number, y: number, r: number) => [
  circle(x + 3, y + 5, r, "#00000033"),
  circle(
    x,
    y,
    r,
    d.radial(
      [
        [0, "#f4f6f8"],
        [0.6, "#a7adb3"],
        [1, "#5b6168"],
      ],
      [0.35, 0.35],
    ),
  ),
];

/** A mirror set in a door: pale glass with a streak of reflected light. */
function mirror(d: Drawing, x: number, y: number, width: number, height: number) {
  return [
    rect(
      x,
      y,
      width,
      height,
      d.linear(
        [
          [0, "#e4ecef"],
          [1, "#9fb2bb"],
        ],
        [0.4, 1],
      ),
      6,
    ),
    polygon(
      [
        [x + width * 0.2, y],
        [x + width * 0.5, y],
        [x + width * 0.1, y + height * 0.45],
        [x, y + height * 0.45],
        [x, y + height * 0.25],
      ],
      "#ffffff55",
    ),
  ];
}

/** A tall wardrobe of two or three doors on a plinth, with a cornice on top. */
function doorWardrobe(d: Drawing, random: Random): Subject {
  const { finish, wooden } = cabinetFinish(random);
  const doors = random.pick([2, 3]);
  const [width, height, doorWidth] = [doors * 320, 1400, 320];
  const left = -width / 2;
  const doorTop = -height + 50;
  const doorHeight = height - 50 - 70;
  const handleLength = random.chance(0.5) ? 220 : 60;
  const handleX = (index: number) => (index === 0 ? left + doorWidth - 34 : left + index * doorWidth + 34);
  const panels = Array.from({ length: doors }, (_, index) => {
    const x = left + index * doorWidth + 4;
    const door = [rect(x, doorTop, doorWidth - 8, doorHeight, front(d, finish), 4)];
    if (wooden) door.push(grain(random, finish, x, doorTop, doorWidth - 8, doorHeight));
    if (doors === 3 && index === 1 && random.chance(0.6))
      door.push(...mirror(d, x + 40, doorTop + 60, doorWidth - 88, doorHeight - 120));
    door.push(...barHandle(d, handleX(index), -height / 2 - handleLength / 2 - 60, handleLength));
    return door;
  });
  return {
    width: width + 140,
    height,
    elements: [
      floorShadow(d, 40, -4, width / 2 + 140, 44, 0.55),
      sideFace(-left, -height, 0, 70, finish, 0.1),
      rect(left, -height + 40, width, height - 40, darken(finish, 0.3)),
      ...panels.flat(),
      rect(left - 12, -height, width + 24, 46, shaded(d, finish, 0.25), 4),
      line(left, -height + 47, -left, -height + 47, darken(finish, 0.4), 3),
      rect(left + 10, -70, width - 20, 70, darken(finish, 0.2)),
      line(left + 10, -70, -left - 10, -70, darken(finish, 0.4), 3),
    ],
  };
}

/** A chest of drawers on short legs: four drawers with two knobs each. */
function chestOfDrawers(d: Drawing, random: Random): Subject {
  const { finish, wooden } = cabinetFinish(random);
  const [width, height, legs] = [900, 820, 90];
  const left = -width / 2;
  const drawerHeight = (height - legs - 40 - 20) / 4;
  const drawers = Array.from({ length: 4 }, (_, index) => {
    const y = -height + 40 + 10 + index * drawerHeight;
    return [
      rect(left + 14, y + 4, width - 28, drawerHeight - 8, front(d, finish), 4),
      line(left + 16, y + 6, -left - 16, y + 6, lighten(finish, 0.3), 2),
      ...(wooden ? [grain(random, finish, left + 14, y + 4, width - 28, drawerHeight - 8)] : []),
      ...knob(d, left + width * 0.25, y + drawerHeight / 2, 16),
      ...knob(d, left + width * 0.75, y + drawerHeight / 2, 16),
    ];
  });
  // The back leg stands further away, so a little higher up the picture.
  const leg = (x: number, lift = 0) =>
    polygon(
      [
        [x - 18, -legs - 2],
        [x + 18, -legs - 2],
        [x + 8, -lift],
        [x - 8, -lift],
      ],
      darken(finish, 0.4),
    );
  return {
    width: width + 120,
    height,
    elements: [
      floorShadow(d, 30, -4, width / 2 + 120, 40, 0.55),
      leg(-left + 42, 16),
      sideFace(-left, -height + 40, -legs, 60, finish, 0.1),
      leg(left + 40),
      leg(-left - 40),
      rect(left, -height + 30, width, height - legs - 30, darken(finish, 0.3), 4),
      ...drawers.flat(),
      rect(left - 14, -height, width + 28, 40, shaded(d, finish, 0.3), 6),
    ],
  };
}

/** A wardrobe with two or three doors, or now and then a chest of drawers. */
export function wardrobe(d: Drawing, random: Random): Subject {
  return random.chance(0.3) ? chestOfDrawers(d, random) : doorWardrobe(d, random);
}

const fridgeFinishes = { white: "#eef0f1", steel: "#b9bec3", black: "#2a2c2f" };

/** A soft vertical streak of light down an enamel or steel front. */
function highlight(d: Drawing, x: number, top: number, width: number, height: number) {
  return rect(
    x,
    top,
    width,
    height,
    d.linear(
      [
        [0, "#ffffff", 0],
        [0.5, "#ffffff", 0.3],
        [1, "#ffffff", 0],
      ],
      [1, 0],
    ),
  );
}

/** A fridge door handle: a vertical metal bar with the shadow it casts on the door. */
const fridgeHandle = (d: Drawing, x: number, y: number, length: number) => [
  rect(x + 8, y + 10, 26, length, "#00000040", 12),
  rect(x, y, 26, length, metal(d), 12),
];

/** A tall fridge-freezer: white, steel or black, the fridge above the freezer, with bar handles. */
export function fridge(d: Drawing, random: Random): Subject {
  const finish = random.pick(["white", "steel", "black"] as const);
  const body = varied(random, [fridgeFinishes[finish]]);
  const [width, height, seam] = [600, 1800, -640];
  const left = -width / 2;
  const display = finish !== "white" && random.chance(0.6);
  return {
    width: width + 90,
    height,
    elements: [
      floorShadow(d, 30, -4, 400, 40, 0.6),
      sideFace(-left, -height, -6, 60, body, 0.08),
      rect(left + 20, -40, width - 40, 40, "#1d1e20", 4),
      rect(left, -height, width, height - 30, front(d, body, 0.18, 0.12), 22),
      highlight(d, left + 90, -height + 20, 70, height - 70),
      rect(left, seam - 6, width, 12, darken(body, 0.35)),
      line(left + 4, seam + 8, -left - 4, seam + 8, lighten(body, 0.2), 3),
      ...fridgeHandle(d, left + 36, seam - 520, 460),
      ...fridgeHandle(d, left + 36, seam + 40, 300),
      rect(-40, -height + 40, 80, 12, darken(body, 0.25), 6),
      ...(display
        ? [
            rect(-left - 170, -height + 200, 110, 60, "#0e1114", 8),
            rect(-left - 150, -height + 218, 40, 24, "#5fd3f0", 3),
          ]
        : []),
    ],
  };
}

/** The strip of controls across a washing machine's top: soap drawer, a small display and the dial. */
function controlPanel(d: Drawing, body: string, left: number, top: number) {
  const dial = [140, top + 66] as const;
  const ticks = Array.from({ length: 9 }, (_, index) => {
    const angle = Math.PI * (0.8 + (index * 1.4) / 8);
    return circle(dial[0] + Math.cos(angle) * 60, dial[1] + Math.sin(angle) * 60, 4, "#7a8088");
  });
  return [
    rect(
      left,
      top,
      -left * 2,
      132,
      d.linear([
        [0, lighten(body, 0.3)],
        [1, darken(body, 0.06)],
      ]),
    ),
    line(left, top + 132, -left, top + 132, darken(body, 0.25), 3),
    rect(left + 24, top + 18, 200, 96, shaded(d, body, 0.2), 8),
    rect(left + 84, top + 80, 80, 14, darken(body, 0.2), 7),
    rect(-40, top + 30, 110, 52, "#15191d", 8),
    ...[-26, 0, 26].map((x) => rect(x + 6, top + 42, 14, 28, "#56e39f", 2)),
    ...[-20, 20].map((x) => rect(x, top + 96, 40, 14, darken(body, 0.15), 7)),
    ...ticks,
    circle(dial[0] + 3, dial[1] + 5, 42, "#00000030"),
    circle(
      dial[0],
      dial[1],
      42,
      d.radial(
        [
          [0, "#ffffff"],
          [0.7, "#d5d9dd"],
          [1, "#8d9399"],
        ],
        [0.4, 0.35],
      ),
    ),
    line(dial[0], dial[1], dial[0] - 18, dial[1] - 30, "#555b62", 6),
  ];
}

/** A round porthole door: chrome ring, dark glass with a reflection, sometimes laundry inside. */
function porthole(d: Drawing, random: Random, cx: number, cy: number) {
  const laundry = random.pick(["#c0392b", "#2e86c1", "#f4d03f", "#eeeeee", "#7d3c98"]);
  return [
    circle(cx, cy, 232, "#00000018"),
    circle(cx, cy, 222, metal(d)),
    circle(cx, cy, 188, "#3b4046"),
    circle(
      cx,
      cy,
      170,
      d.radial(
        [
          [0, "#4a5866"],
          [0.75, "#1c2229"],
          [1, "#0c0f12"],
        ],
        [0.5, 0.6],
      ),
    ),
    ...(random.chance(0.5)
      ? [
          translucent(0.45, [
            ellipse(cx - 30, cy + 118, 110, 40, laundry),
            ellipse(cx + 50, cy + 110, 80, 44, darken(laundry, 0.2)),
            ellipse(cx - 70, cy + 100, 50, 30, lighten(laundry, 0.2)),
          ]),
        ]
      : []),
    path(
      `M${cx - 130} ${cy - 60} A150 150 0 0 1 ${cx + 40} ${cy - 145} A170 170 0 0 0 ${cx - 130} ${cy - 60} Z`,
      "#ffffff",
      'opacity="0.4"',
    ),
    path(
      `M${cx - 140} ${cy - 40} A150 150 0 0 1 ${cx + 60} ${cy - 148} L${cx + 40} ${cy - 125} A140 140 0 0 0 ${cx - 120} ${cy - 40} Z`,
      "#ffffff",
      'opacity="0.25"',
    ),
    ring(cx, cy, 205, lighten("#8d9399", 0.5), 2),
    rect(cx + 196, cy - 40, 26, 80, "#b9bec4", 10),
  ];
}

/** A front-loading washing machine: white box, control strip with a dial and display, porthole door. */
export function washingMachine(d: Drawing, random: Random): Subject {
  const body = varied(random, ["#f2f3f4", "#eceef0", "#f6f6f4"]);
  const [width, height] = [600, 850];
  const left = -width / 2;
  return {
    width: width + 90,
    height: height + 12,
    elements: [
      floorShadow(d, 30, -4, 400, 36, 0.6),
      sideFace(-left, -height, -6, 60, body, -0.2),
      polygon(
        [
          [left, -height],
          [-left, -height],
          [-left + 60, -height - 12],
          [left + 60, -height - 12],
        ],
        lighten(body, 0.5),
      ),
      rect(left + 14, -30, width - 28, 30, "#8f9499", 4),
      rect(left, -height, width, height - 24, front(d, body, 0.1, 0.1), 14),
      ...controlPanel(d, body, left, -height),
      ...porthole(d, random, 0, -400),
      rect(left + 30, -110, 120, 70, darken(body, 0.05), 8),
      line(left + 30, -110, left + 150, -110, darken(body, 0.2), 2),
      highlight(d, left + 30, -height + 150, 50, height - 200),
    ],
  };
}

/** A curved band along a circle from one angle to another (degrees, clockwise from the right): a mudguard. */
function arcBand(
  cx: number,
  cy: number,
  r: number,
  thickness: number,
  from: number,
  to: number,
  fill: string,
) {
  const point = (radius: number, degrees: number) => {
    const angle = (degrees * Math.PI) / 180;
    return `${Math.round(cx + Math.cos(angle) * radius)} ${Math.round(cy + Math.sin(angle) * radius)}`;
  };
  const outer = r + thickness;
  return path(
    `M${point(r, from)} A${r} ${r} 0 0 1 ${point(r, to)} L${point(outer, to)} ` +
      `A${outer} ${outer} 0 0 0 ${point(outer, from)} Z`,
    fill,
  );
}

/** A scooter wheel: a solid tyre, a grey rim and a hub, a hub motor when `motor`. */
function scooterWheel(d: Drawing, x: number, radius: number, accent: string, motor: boolean) {
  return [
    circle(
      x,
      -radius,
      radius,
      d.radial([
        [0.7, "#2b2b2b"],
        [1, "#0f0f0f"],
      ]),
    ),
    circle(
      x,
      -radius,
      radius * 0.66,
      d.radial(
        [
          [0, "#d7dbdf"],
          [0.8, "#8d9399"],
          [1, "#4d5258"],
        ],
        [0.4, 0.4],
      ),
    ),
    ...Array.from({ length: 5 }, (_, index) => {
      const angle = (index * 2 * Math.PI) / 5 + 0.4;
      return line(
        x,
        -radius,
        x + Math.cos(angle) * radius * 0.6,
        -radius + Math.sin(angle) * radius * 0.6,
        "#5b6168",
        10,
      );
    }),
    circle(x, -radius, radius * (motor ? 0.36 : 0.18), motor ? "#2a2c2f" : "#6c7278"),
    ...(motor ? [ring(x, -radius, radius * 0.36, accent, 5)] : []),
  ];
}

const scooterWheelRadius = 105;
const [rearAxle, frontAxle] = [-460, 430];
const stemFoot = [420, -300] as const;
const stemTop = [340, -1160] as const;

/** The scooter's deck with grip tape and a coloured line along the battery, the rear mudguard and brake light. */
function scooterDeck(d: Drawing, frame: string, accent: string) {
  return [
    arcBand(rearAxle, -scooterWheelRadius, scooterWheelRadius + 8, 16, 170, 300, frame),
    rect(rearAxle - scooterWheelRadius - 30, -140, 20, 26, "#d32f2f", 6),
    rect(rearAxle + 40, -190, 700, 70, shaded(d, frame, 0.25), 22),
    rect(rearAxle + 60, -200, 660, 16, "#141414", 8),
    line(rearAxle + 80, -150, rearAxle + 700, -150, accent, 6),
  ];
}

/** The neck from the deck to the folding joint, the fork to the front wheel and the stem up to the bar. */
function scooterStem(d: Drawing, frame: string, accent: string) {
  const [footX, footY] = stemFoot;
  return [
    path(`M${rearAxle + 700} -190 L${footX - 20} -330 L${footX + 30} -300 L${rearAxle + 740} -130 Z`, frame),
    line(footX, footY, frontAxle, -scooterWheelRadius, darken(frame, 0.1), 26),
    arcBand(frontAxle, -scooterWheelRadius, scooterWheelRadius + 8, 14, 215, 335, frame),
    line(footX, footY, stemTop[0], stemTop[1], shaded(d, frame, 0.3), 34),
    rect(footX - 30, -360, 50, 60, accent, 10),
    line(footX - 5, -520, stemTop[0] + 30, -1000, lighten(frame, 0.12), 4),
  ];
}

/** The front light on the stem, shining, and the T handlebar end on: grips, brake lever, a small display. */
function scooterHandlebar(d: Drawing, accent: string) {
  const [x, y] = stemTop;
  const glow = d.radial([
    [0, "#fff7d6", 0.6],
    [1, "#fff7d6", 0],
  ]);
  return [
    ellipse(x + 80, -930, 120, 70, glow),
    rect(x + 18, -948, 34, 44, "#f7f3dc", 10),
    line(x - 90, y, x + 90, y - 6, "#303236", 22),
    line(x - 100, y, x - 40, y - 2, "#121212", 30),
    line(x + 40, y - 4, x + 100, y - 6, "#121212", 30),
    line(x + 40, y + 14, x + 110, y + 30, "#8d9399", 8),
    rect(x - 24, y - 34, 48, 22, accent, 6),
  ];
}

/** An electric kick scooter from the side: low deck, small solid wheels, a tall stem to a T handlebar. */
export function eScooter(d: Drawing, random: Random): Subject {
  const frame = varied(random, ["#2a2c2f", "#1b1c1e", "#4a4e54"]);
  const accent = random.pick(["#e53935", "#ff8f00", "#c6ff00", "#00b8d4", "#f5f5f5"]);
  return {
    width: 1200,
    height: 1200,
    elements: [
      floorShadow(d, 0, 0, 600, 30, 0.5),
      // The kickstand, folded down on the far side.
      line(-120, -120, -190, -6, "#1b1c1e", 12),
      ...scooterWheel(d, rearAxle, scooterWheelRadius, accent, true),
      ...scooterWheel(d, frontAxle, scooterWheelRadius, accent, false),
      ...scooterDeck(d, frame, accent),
      ...scooterStem(d, frame, accent),
      ...scooterHandlebar(d, accent),
    ],
  };
}

/** Canister vacuum shells: red, blue, grey, purple and lime. */
const vacuumColors = ["#c62828", "#1f5fbf", "#8a9099", "#6a3d9a", "#8bc34a"];

/** A corrugated hose along a route: a dark tube, ribs across it and a sheen along its upper side. */
function hose(route: string, width: number) {
  return [
    path(route, "none", `stroke="#2a2d31" stroke-width="${width}" stroke-linecap="round"`),
    path(route, "none", `stroke="#4b5057" stroke-width="${width - 8}" stroke-dasharray="5 8"`),
    path(
      route,
      "none",
      `stroke="#ffffff" stroke-width="${width / 5}" opacity="0.16" transform="translate(-5 -6)"`,
    ),
  ];
}

/** A vacuum's wheel from the side: a dark tyre round a hub in the shell's colour. */
function vacuumWheel(d: Drawing, x: number, y: number, r: number, hub: string) {
  return [
    circle(
      x,
      y,
      r,
      d.radial([
        [0.72, "#2e2f32"],
        [1, "#111214"],
      ]),
    ),
    circle(
      x,
      y,
      r * 0.6,
      d.radial(
        [
          [0, lighten(hub, 0.35)],
          [0.75, hub],
          [1, darken(hub, 0.4)],
        ],
        [0.4, 0.35],
      ),
    ),
    circle(x, y, r * 0.18, "#2e2f32"),
  ];
}

/** The canister: a rounded shell on a dark bumper, a smoked lid, a carry handle, its wheels and the hose socket. */
function canister(d: Drawing, color: string) {
  return [
    floorShadow(d, -170, -4, 300, 30, 0.6),
    path(
      "M-392 -80 C-440 -160 -420 -272 -316 -300 C-196 -334 -46 -304 16 -228 C54 -182 62 -120 42 -80 Z",
      shaded(d, color, 0.4),
    ),
    path(
      "M-320 -272 C-226 -306 -104 -290 -34 -224 L-66 -198 C-142 -256 -240 -262 -330 -236 Z",
      d.linear([
        [0, "#4a5058", 0.85],
        [1, "#15181b", 0.9],
      ]),
    ),
    path("M-300 -292 C-290 -372 -160 -380 -140 -300", "none", `stroke="#25272a" stroke-width="26"`),
    rect(-20, -50, 40, 20, "#1b1c1e"),
    circle(0, -22, 22, "#1b1c1e"),
    rect(-408, -124, 470, 76, shaded(d, "#2a2c30", 0.2), 38),
    line(-390, -110, 40, -110, "#55595f", 3),
    ellipse(46, -176, 26, 40, "#1e2023"),
    ellipse(50, -176, 14, 26, "#3a3e43"),
    ...vacuumWheel(d, -290, -106, 106, color),
  ];
}

/** A vacuum's floor head from the side: a low wedge with a bristle strip and a little wheel, its neck at `x`. */
function floorHead(d: Drawing, x: number, length: number, accent: string) {
  const [back, nose] = [x - 70, x - 70 + length];
  return [
    floorShadow(d, (back + nose) / 2, -3, length * 0.62, 18, 0.6),
    path(
      `M${back} -16 L${back} -50 Q${back} -68 ${back + 24} -68 L${nose - 40} -62 Q${nose} -58 ${nose} -26 L${nose} -12 ` +
        `Q${nose} 0 ${nose - 14} 0 L${back + 12} 0 Q${back} 0 ${back} -16 Z`,
      shaded(d, "#3a3d42", 0.3),
    ),
    line(back + 30, -52, nose - 24, -48, accent, 6),
    rect(back + 20, -10, length - 40, 10, "#121314", 3),
    circle(back + 14, -14, 14, "#1b1c1e"),
    rect(x - 24, -122, 48, 74, shaded(d, "#2a2c30", 0.25), 14),
    circle(x, -58, 18, "#55595f"),
  ];
}

/** A canister vacuum: the wand stands upright beside it on its floor head, the hose curving up to its handle. */
function canisterVacuum(d: Drawing, random: Random): Subject {
  const color = varied(random, vacuumColors);
  const wandX = 280;
  return {
    width: 960,
    height: 960,
    elements: [
      ...floorHead(d, wandX, 270, color),
      rect(wandX - 14, -850, 28, 740, metal(d), 14),
      path(
        `M${wandX} -830 C${wandX} -900 ${wandX - 40} -936 ${wandX - 100} -936`,
        "none",
        `stroke="#2a2c30" stroke-width="44" stroke-linecap="round"`,
      ),
      rect(wandX - 18, -860, 36, 40, shaded(d, color, 0.3), 8),
      ...canister(d, color),
      ...hose(`M50 -176 C200 -176 170 -420 150 -560 S130 -910 ${wandX - 110} -934`, 40),
    ],
  };
}

/** A stick vacuum's clear bin around the top of the wand: the cyclone inside, grey dust at the bottom, a coloured lid. */
function stickBin(d: Drawing, x: number, color: string) {
  return [
    rect(
      x - 52,
      -980,
      104,
      236,
      d.linear(
        [
          [0, "#eef3f5", 0.8],
          [0.45, "#c3cdd2", 0.6],
          [1, "#7f8b92", 0.85],
        ],
        [1, 0],
      ),
      16,
    ),
    polygon(
      [
        [x - 34, -966],
        [x + 34, -966],
        [x + 12, -800],
        [x - 12, -800],
      ],
      "#ffffff66",
    ),
    path(
      `M${x - 46} -796 Q${x - 20} -812 ${x} -800 T${x + 46} -804 L${x + 46} -752 L${x - 46} -752 Z`,
      "#8f877d",
    ),
    rect(x - 58, -996, 116, 24, "#2a2c30", 10),
    rect(x - 56, -760, 112, 28, shaded(d, color, 0.3), 12),
  ];
}

/** A stick vacuum's motor housing in the body colour, and the loop handle leaning back above it. */
function stickMotor(d: Drawing, x: number, color: string) {
  return [
    path(
      `M${x - 36} -1070 L${x - 66} -1250 Q${x - 70} -1282 ${x - 38} -1282 L${x - 10} -1282 Q${x + 18} -1282 ${x + 12} -1254 L${x + 26} -1080`,
      "none",
      `stroke="#25272a" stroke-width="30" stroke-linejoin="round" stroke-linecap="round"`,
    ),
    line(x - 40, -1100, x - 62, -1236, "#3a3d42", 44),
    rect(x + 12, -1180, 14, 40, color, 5),
    rect(x - 62, -1096, 124, 112, shaded(d, color, 0.4), 40),
    ...[-1058, -1040, -1022].map((y) => line(x - 36, y, x + 36, y, darken(color, 0.35), 5)),
  ];
}

/** An upright stick vacuum standing on its floor head: a long wand, bin and motor near the top, a loop handle. */
function stickVacuum(d: Drawing, random: Random): Subject {
  const color = varied(random, vacuumColors);
  const x = -50;
  return {
    width: 400,
    height: 1300,
    elements: [
      ...floorHead(d, x, 300, color),
      rect(x - 14, -750, 28, 640, metal(d), 14),
      ...stickMotor(d, x, color),
      ...stickBin(d, x, color),
    ],
  };
}

/** A vacuum cleaner: mostly a canister one with its hose and wand, now and then an upright stick vacuum. */
export function vacuumCleaner(d: Drawing, random: Random): Subject {
  return random.chance(0.35) ? stickVacuum(d, random) : canisterVacuum(d, random);
}

/** Where a kitchen counter's worktop is: appliances stand on it; the cabinet below it ends 40 lower. */
const counterHeight = 800;
const cabinetTop = -counterHeight + 40;
const worktops = ["#d8d5cf", "#3a3c3f", "#b8936a", "#eeede9", "#8b8f94"];
const kitchenFronts = [...whites, "#c9cdca", "#4a5562", "#8b9a87", "#2e3947"];

/** Brushed metal on a horizontal bar or ledge, lit from above. */
const metalLedge = (d: Drawing) =>
  d.linear([
    [0, "#f1f3f5"],
    [0.5, "#aab0b6"],
    [1, "#6c7278"],
  ]);

/** A horizontal bar handle on a drawer, with its shadow. */
const drawerHandle = (d: Drawing, cx: number, y: number, length: number) => [
  rect(cx - length / 2 + 4, y + 6, length, 14, "#00000030", 7),
  rect(cx - length / 2, y, length, 14, metalLedge(d), 7),
];

/** The base cabinet's front: a drawer over one or two doors, with bar handles, on a recessed plinth. */
function cabinetFront(d: Drawing, finish: string, width: number) {
  const left = -width / 2;
  const doors = width >= 700 ? 2 : 1;
  const doorWidth = (width - 12) / doors;
  const panels = Array.from({ length: doors }, (_, index) => {
    const x = left + 6 + index * doorWidth;
    const handleX = doors === 2 ? (index === 0 ? x + doorWidth - 40 : x + 30) : x + doorWidth - 40;
    const doorTop = cabinetTop + 166;
    return [
      rect(x + 2, doorTop, doorWidth - 4, -106 - doorTop, front(d, finish), 4),
      ...barHandle(d, handleX, doorTop + 32, 150),
    ];
  });
  return [
    rect(left, cabinetTop, width, -cabinetTop, darken(finish, 0.3)),
    rect(left + 30, -100, width - 60, 100, darken(finish, 0.55)),
    rect(left + 8, cabinetTop + 6, width - 16, 154, front(d, finish), 4),
    ...drawerHandle(d, 0, cabinetTop + 60, 180),
    ...panels.flat(),
  ];
}

/** A short piece of kitchen counter, `width` wide: worktop over a base cabinet, its top at -counterHeight. */
function kitchenCounter(d: Drawing, random: Random, width: number) {
  const finish = varied(random, random.chance(0.3) ? woods : kitchenFronts);
  const worktop = varied(random, worktops);
  const [left, right] = [-width / 2 - 20, width / 2 + 20];
  return [
    floorShadow(d, 30, -4, width / 2 + 130, 40, 0.55),
    sideFace(width / 2, cabinetTop, 0, 50, finish, 0.1),
    ...cabinetFront(d, finish, width),
    polygon(
      [
        [left, -counterHeight],
        [right, -counterHeight],
        [right + 50, -counterHeight - 14],
        [left + 50, -counterHeight - 14],
      ],
      lighten(worktop, 0.2),
    ),
    sideFace(right, -counterHeight, -counterHeight + 40, 50, worktop, -0.28),
    rect(left, -counterHeight, right - left, 40, shaded(d, worktop, 0.2), 3),
  ];
}

const applianceFinishes = { white: "#eef0f1", steel: "#b9bec3", black: "#26282b" };

/** The top of a box standing on the worktop, receding to the upper right. */
const topFace = (left: number, right: number, top: number, depth: number, color: string) =>
  polygon(
    [
      [left, top],
      [right, top],
      [right + depth, top - depth * 0.28],
      [left + depth, top - depth * 0.28],
    ],
    lighten(color, 0.3),
  );

/** Dark glass in a door: a deep gradient, the turntable plate faintly inside, and a streak of reflected light. */
function darkGlass(d: Drawing, x: number, y: number, width: number, height: number) {
  return [
    rect(
      x,
      y,
      width,
      height,
      d.linear(
        [
          [0, "#3d454e"],
          [1, "#0d1013"],
        ],
        [0.6, 1],
      ),
      8,
    ),
    ellipse(x + width / 2, y + height - 34, width * 0.36, 16, "#ffffff14"),
    polygon(
      [
        [x + width * 0.12, y],
        [x + width * 0.42, y],
        [x + width * 0.16, y + height],
        [x, y + height],
        [x, y + height * 0.4],
      ],
      "#ffffff1f",
    ),
  ];
}

/** A small dark display with four glowing digits. */
function display(x: number, y: number, width: number, height: number, glow: string) {
  const digit = (width - 24) / 4;
  return [
    rect(x, y, width, height, "#0c0f12", 6),
    ...Array.from({ length: 4 }, (_, index) =>
      rect(x + 12 + index * digit + 2, y + height * 0.28, digit - 6, height * 0.44, glow, 2),
    ),
  ];
}

/** The microwave's control strip: display, a grid of buttons, a dial, and the door button unless there is a handle. */
function microwavePanel(d: Drawing, body: string, x: number, top: number, width: number, handle: boolean) {
  const key = darken(body, 0.14);
  const buttons = [0, 1, 2].flatMap((row) =>
    [0, 1].map((col) =>
      rect(x + 18 + col * (width / 2 - 14), top + 88 + row * 30, width / 2 - 26, 20, key, 5),
    ),
  );
  return [
    line(x, top + 10, x, top + 300, darken(body, 0.3), 3),
    ...display(x + 16, top + 28, width - 32, 42, "#5fd3a0"),
    ...buttons,
    ...knob(d, x + width / 2, top + (handle ? 230 : 212), handle ? 32 : 24),
    ...(handle ? [] : [rect(x + 18, top + 250, width - 36, 36, darken(body, 0.22), 8)]),
  ];
}

/** Where an appliance on the counter stands: its front's box, its foot on the worktop. */
type CounterPlace = { left: number; top: number; bottom: number; width: number; height: number };

/**
 * An appliance standing on a piece of kitchen counter `counterWidth` wide: the counter, the appliance's shadow,
 * top and side (`depth` deep), and its front as `drawFront` draws it in its place.
 */
function onKitchenCounter(
  d: Drawing,
  random: Random,
  size: { counterWidth: number; width: number; height: number; depth: number },
  body: string,
  drawFront: (at: CounterPlace) => string[],
): Subject {
  const { counterWidth, width, height, depth } = size;
  const [left, bottom] = [-width / 2 - 10, -counterHeight - 14];
  const top = bottom - height;
  return {
    width: counterWidth + 160,
    height: counterHeight + height + depth,
    elements: [
      ...kitchenCounter(d, random, counterWidth),
      floorShadow(d, left + width / 2 + 20, bottom + 2, width / 2 + 50, 14, 0.55),
      topFace(left, left + width, top, depth, body),
      sideFace(left + width, top, bottom, depth, body, -0.28),
      ...drawFront({ left, top, bottom, width, height }),
    ],
  };
}

/** A microwave oven on a piece of kitchen counter: white, black or steel, dark glass door, control strip. */
export function microwave(d: Drawing, random: Random): Subject {
  const finish = random.pick(["white", "steel", "black"] as const);
  const body = varied(random, [applianceFinishes[finish]]);
  const door = finish === "steel" ? "#2a2d31" : body;
  const handle = random.chance(0.5);
  const doorWidth = 424;
  const size = { counterWidth: 740, width: 560, height: 320, depth: 40 };
  return onKitchenCounter(d, random, size, body, ({ left, top, bottom, width, height }) => [
    rect(left + 40, bottom - 4, 40, 10, "#18191b", 3),
    rect(left + width - 80, bottom - 4, 40, 10, "#18191b", 3),
    rect(left, top, width, height, front(d, body, 0.15, 0.12), 10),
    rect(left + 8, top + 8, doorWidth - 8, height - 16, front(d, door, 0.1, 0.1), 8),
    ...darkGlass(d, left + 36, top + 34, doorWidth - (handle ? 100 : 64), height - 68),
    ...(handle ? fridgeHandle(d, left + doorWidth - 46, top + 40, height - 80) : []),
    ...microwavePanel(d, body, left + doorWidth + 4, top, width - doorWidth - 4, handle),
  ]);
}

/** A small cup on the drip tray, its handle to the right. */
function cup(d: Drawing, cx: number, bottom: number, color: string) {
  return [
    ring(cx + 34, bottom - 34, 13, color, 7),
    path(
      `M${cx - 34} ${bottom - 60} L${cx + 34} ${bottom - 60} L${cx + 28} ${bottom - 6} Q${cx + 26} ${bottom} ${cx + 18} ${bottom} ` +
        `L${cx - 18} ${bottom} Q${cx - 26} ${bottom} ${cx - 28} ${bottom - 6} Z`,
      shaded(d, color, 0.3),
    ),
    ellipse(cx, bottom - 60, 33, 5, "#7a4b2a"),
  ];
}

/** The brewing bay: a dark recess, the twin spout above, a cup on the grille of the drip tray below. */
function brewingBay(d: Drawing, random: Random, x: number, top: number, width: number, bottom: number) {
  const cx = x + width / 2;
  const tray = bottom - 44;
  const spout = random.pick(["#b9bec3", "#1c1d1f"]);
  const pouring = random.chance(0.4);
  return [
    rect(
      x,
      top,
      width,
      bottom - top,
      d.linear([
        [0, "#0d0e10"],
        [1, "#2c2f33"],
      ]),
      10,
    ),
    rect(
      cx - 36,
      top,
      72,
      64,
      d.linear(
        [
          [0, lighten(spout, 0.3)],
          [1, darken(spout, 0.2)],
        ],
        [1, 0],
      ),
      10,
    ),
    rect(cx - 22, top + 64, 12, 16, "#55595f", 3),
    rect(cx + 10, top + 64, 12, 16, "#55595f", 3),
    ...(pouring
      ? [
          line(cx - 16, top + 82, cx - 14, tray - 72, "#5a3620", 4),
          line(cx + 16, top + 82, cx + 14, tray - 72, "#5a3620", 4),
        ]
      : []),
    ...cup(d, cx, tray - 10, random.pick(["#f4f2ee", "#f4f2ee", "#2a2b2e", "#b5573b"])),
    rect(x + 4, tray - 10, width - 8, 10, "#3d4147", 3),
    rect(x - 6, tray, width + 12, 40, metalLedge(d), 6),
  ];
}

/** The smoked lid of the bean hopper, a low dome on the machine's top towards the back left. */
function beanHopperLid(d: Drawing, x: number, top: number) {
  return [
    path(
      `M${x} ${top - 4} Q${x + 2} ${top - 34} ${x + 34} ${top - 34} L${x + 120} ${top - 34} ` +
        `Q${x + 152} ${top - 34} ${x + 154} ${top - 4} Z`,
      d.linear([
        [0, "#6b727b", 0.95],
        [1, "#1b1d20", 0.95],
      ]),
    ),
    line(x + 32, top - 28, x + 120, top - 28, "#ffffff40", 4),
  ];
}

/** The coffee machine's dark control panel: a display between round buttons, a row of drink buttons below. */
function coffeeControls(x: number, y: number, width: number, panel: string) {
  const cx = x + width / 2;
  return [
    rect(x, y, width, 100, panel, 10),
    ...display(cx - 56, y + 18, 112, 36, "#f0a64b"),
    ...[-90, -60, 60, 90].map((dx) => circle(cx + dx, y + 36, 10, "#4a4f56")),
    ...[-45, -15, 15, 45].map((dx) => circle(cx + dx, y + 78, 8, "#8d939a")),
  ];
}

/** A bean-to-cup coffee machine on a piece of kitchen counter: bean hopper lid, display and buttons, spout, cup. */
export function coffeeMachine(d: Drawing, random: Random): Subject {
  const finish = random.pick(["black", "steel"] as const);
  const body = varied(random, [applianceFinishes[finish]]);
  const size = { counterWidth: 560, width: 330, height: 440, depth: 50 };
  return onKitchenCounter(d, random, size, body, ({ left, top, bottom, width, height }) => [
    ...beanHopperLid(d, left + 30, top),
    rect(left, top, width, height, front(d, body, 0.18, 0.12), 14),
    ...coffeeControls(left + 20, top + 20, width - 40, finish === "black" ? "#121315" : "#1e2023"),
    ...brewingBay(d, random, left + 50, top + 140, width - 100, bottom - 12),
    ...(finish === "black"
      ? [outline(left + 46, top + 136, width - 92, height - 146, "#9aa0a6", 4, 12)]
      : []),
    highlight(d, left + 18, top + 130, 26, height - 150),
  ]);
}
