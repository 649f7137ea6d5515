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
  ring,
  type Subject,
  shaded,
  stroke,
  upright,
  varied,
} from "./drawing.ts";
import { woods } from "./household.ts";

/*
 * Headphones, speakers, a camera, a lawn mower and a tent, drawn around x = 0 with the ground at y = 0.
 * Things turned a little show their right side, receding up and to the right, as the furnishings do; round
 * things (a lens, a speaker lying down) are drawn as tubes of elliptical rings from their far end to the near.
 */

/** Brushed metal for rims and tubes, light falling from the left. */
const metal = (d: Drawing) =>
  d.linear(
    [
      [0, "#80868c"],
      [0.35, "#eef0f2"],
      [1, "#5f656b"],
    ],
    [1, 0],
  );

/**
 * A band of a tube lying along x, from its ring at `from` to its ring at `to`, the rings ellipses `rx` by `ry`
 * round `cy`. Drawn from the tube's far end to its near one, each band hides the last one's near ring but
 * half, which leaves the seam between them curved the right way.
 */
function tube(cy: number, rx: number, ry: number, from: number, to: number, fill: string) {
  const [left, right] = [Math.min(from, to), Math.max(from, to)];
  return path(
    `${ellipseLoop(from, cy, rx, ry)} M${left} ${cy - ry} H${right} V${cy + ry} H${left} Z ${ellipseLoop(to, cy, rx, ry)}`,
    fill,
  );
}

/** The outline of an ellipse: a ring round a lens seen at an angle. */
const oval = (cx: number, cy: number, rx: number, ry: number, color: string, width: number, extra = "") =>
  path(ellipseLoop(cx, cy, rx, ry), "none", `stroke="${color}" stroke-width="${width}" ${extra}`);

// Headphones -------------------------------------------------------------------------------------------------

/** Over-ear headphone finishes: the shell and the cushions' leather. */
const headphoneFinishes = [
  { shell: "#222327", cushion: "#141416" },
  { shell: "#ecebe7", cushion: "#cfcac2" },
  { shell: "#d5c2a2", cushion: "#a8916f" },
  { shell: "#22304f", cushion: "#161b28" },
  { shell: "#b3252d", cushion: "#1c1c1e" },
];

/** The left ear cup, seen from outside: the cushion's edge peeping out inwards, the shell with its plate. */
function outerCup(d: Drawing, cx: number, shell: string, cushion: string) {
  return [
    ellipse(cx + 34, -136, 96, 134, shaded(d, cushion, 0.2)),
    ellipse(cx, -140, 104, 140, glossy(d, shell, 0.4)),
    ellipse(cx - 4, -142, 70, 100, front(d, darken(shell, 0.08), 0.2, 0.15)),
    ring(cx - 4, -142, 70, lighten(shell, 0.25), 3),
    path(
      `M${cx - 80} -200 Q${cx - 70} -262 ${cx - 10} -272`,
      "none",
      `stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.35"`,
    ),
  ];
}

/** The right ear cup, its padded cushion facing the camera: a soft ring of leather round the speaker cloth. */
function innerCup(d: Drawing, cx: number, shell: string, cushion: string) {
  const pad = d.radial([
    [0.55, darken(cushion, 0.3)],
    [0.75, lighten(cushion, 0.22)],
    [1, darken(cushion, 0.35)],
  ]);
  return [
    ellipse(cx + 22, -140, 96, 138, glossy(d, shell, 0.35)),
    ellipse(cx, -138, 100, 138, pad),
    ellipse(
      cx + 4,
      -138,
      56,
      86,
      d.radial([
        [0, "#3a3b3f"],
        [1, "#17181a"],
      ]),
    ),
    ring(cx + 4, -138, 34, "#4a4c51", 2),
    ring(cx + 4, -138, 18, "#4a4c51", 2),
    path(
      `M${cx - 78} -188 Q${cx - 60} -250 ${cx - 4} -262`,
      "none",
      `stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.22"`,
    ),
  ];
}

/** The headband over the cups: sliders out of it, its shell and the padding along its underside. */
function headband(d: Drawing, shell: string, cushion: string) {
  const band = "M-236 -300 C-250 -712 250 -712 236 -300";
  const padding = "M-178 -476 C-120 -606 120 -606 178 -476";
  return [
    ...[-1, 1].flatMap((side) => [
      rect(side * 236 - 7, -318, 14, 48, metal(d), 4),
      rect(side * 236 - 20, -292, 40, 22, darken(shell, 0.3), 6),
    ]),
    stroke(band, darken(shell, 0.2), 36),
    stroke(band, shell, 26),
    stroke(padding, darken(cushion, 0.2), 44),
    stroke(padding, cushion, 34),
    stroke("M-150 -512 C-100 -600 100 -600 150 -512", lighten(cushion, 0.25), 5, 'opacity="0.6"'),
    // A streak of light along the band's upper left, where the lamp catches it.
    stroke(band, lighten(shell, 0.5), 6, 'opacity="0.45" stroke-dasharray="0 110 300 2000"'),
  ];
}

/** True-wireless earbuds in their little charging case, the lid flipped open behind them. */
function earbudCase(d: Drawing, random: Random) {
  const color = random.pick(["#f4f4f2", "#f4f4f2", "#26272a", "#d9d2c6"]);
  const bud = (x: number, side: number) => [
    rect(x - 9, -118, 18, 30, shaded(d, color, 0.3), 9),
    circle(x, -118, 20, glossy(d, color, 0.5)),
    ellipse(x + side * 10, -110, 6, 4, darken(color, 0.3)),
  ];
  return [
    floorShadow(d, 10, -4, 120, 16, 0.5),
    rect(-70, -196, 140, 96, front(d, lighten(color, 0.04), 0.1, 0.2), 32),
    rect(-58, -186, 116, 80, darken(color, 0.12), 26),
    rect(-78, -104, 156, 104, shaded(d, color, 0.2), 34),
    ellipse(0, -100, 62, 12, darken(color, 0.55)),
    ...bud(-26, -1),
    ...bud(26, 1),
    line(-74, -92, 74, -92, darken(color, 0.18), 2),
    circle(0, -56, 5, "#6fd16f"),
  ];
}

/** Over-ear headphones standing on their cushions, sometimes with a pair of earbuds in their case beside. */
export function headphones(d: Drawing, random: Random): Subject {
  const { shell: base, cushion } = random.pick(headphoneFinishes);
  const shell = varied(random, [base]);
  const buds = random.chance(0.4);
  const pair = [
    floorShadow(d, 20, -4, 400, 30, 0.5),
    ...headband(d, shell, cushion),
    ...outerCup(d, -236, shell, cushion),
    ...innerCup(d, 236, shell, cushion),
  ];
  if (!buds) return { width: 800, height: 620, elements: pair };
  // The case in front of the right cup, a little nearer the camera, so a little lower in the picture.
  return {
    width: 960,
    height: 620,
    elements: [group("translate(-70 0)", pair), group("translate(330 36) scale(1.2)", earbudCase(d, random))],
  };
}

// Speakers ---------------------------------------------------------------------------------------------------

/** A woofer: the metal basket's rim, the rubber surround, the cone and a glossy dust cap in its middle. */
function woofer(d: Drawing, cx: number, cy: number, r: number, cone: string) {
  const surround = d.radial([
    [0.78, "#111214"],
    [0.9, "#4a4c51"],
    [1, "#18191b"],
  ]);
  return [
    circle(cx, cy, r + 14, "#0b0b0c"),
    ring(cx, cy, r + 8, "#5d6066", 5),
    circle(cx, cy, r, surround),
    circle(
      cx,
      cy,
      r * 0.8,
      d.radial([
        [0, darken(cone, 0.35)],
        [0.5, cone],
        [1, darken(cone, 0.2)],
      ]),
    ),
    circle(cx, cy + 3, r * 0.34, "#00000055"),
    circle(cx, cy, r * 0.3, glossy(d, darken(cone, 0.15), 0.5)),
    ...[45, 135, 225, 315].map((degrees) => {
      const angle = (degrees * Math.PI) / 180;
      return circle(cx + Math.cos(angle) * (r + 8), cy + Math.sin(angle) * (r + 8), 4, "#8a8e94");
    }),
  ];
}

/** A tweeter: a round faceplate with a shallow waveguide and the little dome at its centre. */
function tweeter(d: Drawing, cx: number, cy: number, r: number, dome: string) {
  return [
    circle(
      cx,
      cy,
      r,
      d.radial([
        [0.6, "#1c1d20"],
        [1, "#3a3c40"],
      ]),
    ),
    ring(cx, cy, r * 0.72, "#55585e", 3),
    circle(cx, cy, r * 0.45, glossy(d, dome, 0.6)),
  ];
}

/** One bookshelf speaker standing at `x`: a cabinet with its side and top showing, tweeter, woofer, a port. */
function bookshelfSpeaker(d: Drawing, x: number, cabinet: string, baffle: string, cone: string) {
  const [width, height, depth] = [300, 520, 50];
  const left = x - width / 2;
  return [
    floorShadow(d, x + 30, -4, 210, 22, 0.55),
    polygon(
      [
        [left + width, -height],
        [left + width + depth, -height - depth * 0.3],
        [left + width + depth, -depth * 0.25],
        [left + width, 0],
      ],
      darken(cabinet, 0.3),
    ),
    polygon(
      [
        [left, -height],
        [left + width, -height],
        [left + width + depth, -height - depth * 0.3],
        [left + depth, -height - depth * 0.3],
      ],
      lighten(cabinet, 0.2),
    ),
    rect(left, -height, width, height, front(d, baffle, 0.12, 0.12), 6),
    line(left + 4, -height + 3, left + width - 4, -height + 3, lighten(baffle, 0.3), 2),
    ...tweeter(d, x, -height + 110, 52, cone === "#b9bec3" ? "#d9dde1" : "#2c2d30"),
    ...woofer(d, x, -250, 104, cone),
    rect(x - 60, -84, 120, 26, "#050506", 13),
    rect(x - 56, -80, 112, 8, "#2a2b2e", 4),
  ];
}

/** A pair of bookshelf speakers: black or white, or wooden sides round a black or wooden front. */
function bookshelfPair(d: Drawing, random: Random): Subject {
  const kind = random.pick(["wood", "wood", "black", "white"] as const);
  const cabinet =
    kind === "wood" ? varied(random, woods) : varied(random, [kind === "black" ? "#1f2022" : "#efeeea"]);
  const baffle = kind === "wood" && random.chance(0.6) ? "#1c1c1e" : cabinet;
  const cone = random.pick(["#2a2b2e", "#c9a23c", "#b9bec3", "#3a3f47"]);
  return {
    width: 980,
    height: 540,
    elements: [
      ...bookshelfSpeaker(d, -235, cabinet, baffle, cone),
      ...bookshelfSpeaker(d, 235, cabinet, baffle, cone),
    ],
  };
}

/** The portable speaker's fabric: fine rows of stitches across the cylinder, over its shading. */
function fabricWeave(color: string, left: number, right: number, top: number, bottom: number) {
  const rows = Array.from({ length: Math.floor((bottom - top) / 12) }, (_, index) => {
    const y = top + 8 + index * 12;
    return `M${left} ${y} H${right}`;
  });
  return path(
    rows.join(" "),
    "none",
    `stroke="${darken(color, 0.45)}" stroke-width="3" stroke-dasharray="4 5" opacity="0.35"`,
  );
}

/** A portable bluetooth speaker lying on its side: a fabric-covered tube, rubber end caps, buttons on top. */
function portableSpeaker(d: Drawing, random: Random): Subject {
  const fabric = varied(random, [
    "#1f2a44",
    "#2b2b2d",
    "#b3262e",
    "#2f6f73",
    "#5a6b3a",
    "#d9d4c7",
    "#e06a2c",
  ]);
  const rubber = random.chance(0.6) ? "#1b1c1e" : darken(fabric, 0.35);
  const [cy, rx, ry, end] = [-150, 52, 130, 360];
  return {
    width: 900,
    height: 300,
    elements: [
      floorShadow(d, 20, -4, 440, 30, 0.55),
      rect(-260, -30, 520, 30, "#141416", 10),
      stroke(`M${-end - 20} ${cy - 60} Q${-end - 110} ${cy} ${-end - 20} ${cy + 60}`, rubber, 18),
      tube(cy, rx, ry, -end, end - 40, shaded(d, fabric, 0.3)),
      fabricWeave(fabric, -end + 30, end - 40, cy - ry + 10, cy + ry - 16),
      tube(cy, rx, ry, -end, -end + 40, shaded(d, rubber, 0.25)),
      tube(cy, rx, ry, end - 40, end, shaded(d, rubber, 0.25)),
      ellipse(end, cy, rx, ry, glossy(d, rubber, 0.2)),
      ellipse(end + 2, cy, rx * 0.72, ry * 0.74, glossy(d, darken(rubber, 0.2), 0.35)),
      ellipse(end + 4, cy, rx * 0.22, ry * 0.22, lighten(rubber, 0.25)),
      ...[-70, -24, 24, 70].map((x) => rect(x - 16, cy - ry - 10, 32, 16, rubber, 6)),
      rect(-60, cy - 20, 120, 34, rubber, 10),
      rect(-48, cy - 12, 96, 18, lighten(rubber, 0.15), 6),
    ],
  };
}

/** A pair of bookshelf speakers, or now and then one portable bluetooth speaker lying on its side. */
export function speakers(d: Drawing, random: Random): Subject {
  return random.chance(0.3) ? portableSpeaker(d, random) : bookshelfPair(d, random);
}

// Camera -----------------------------------------------------------------------------------------------------

/** The glass of a lens: deep blue-black, with the green and violet glints of its coatings and a window's light. */
function lensGlass(d: Drawing, cx: number, cy: number, rx: number, ry: number) {
  return [
    ellipse(
      cx,
      cy,
      rx,
      ry,
      d.radial(
        [
          [0, "#2a3550"],
          [0.6, "#10141f"],
          [1, "#05060a"],
        ],
        [0.45, 0.45],
      ),
    ),
    ring(cx, cy, ry * 0.62, "#1c2333", 3),
    path(
      `M${cx - rx * 0.78} ${cy - ry * 0.2} A${rx * 0.8} ${ry * 0.8} 0 0 1 ${cx + rx * 0.1} ${cy - ry * 0.8}`,
      "none",
      `stroke="#7be0b0" stroke-width="${ry * 0.06}" stroke-linecap="round" opacity="0.45"`,
    ),
    path(
      `M${cx + rx * 0.72} ${cy + ry * 0.3} A${rx * 0.76} ${ry * 0.76} 0 0 1 ${cx - rx * 0.1} ${cy + ry * 0.74}`,
      "none",
      `stroke="#b48cf0" stroke-width="${ry * 0.05}" stroke-linecap="round" opacity="0.45"`,
    ),
    ellipse(cx - rx * 0.34, cy - ry * 0.36, rx * 0.2, ry * 0.13, "#ffffffcc"),
    ellipse(cx + rx * 0.2, cy + ry * 0.16, rx * 0.08, ry * 0.06, "#ffffff88"),
  ];
}

/** The ribs of a lens's rubber ring where the barrel turns away: short strokes across the band's sliver. */
function ribs(cx: number, cy: number, rx: number, ry: number, from: number, to: number) {
  return Array.from({ length: 13 }, (_, index) => {
    const dy = ry * (-0.9 + index * 0.15);
    const bulge = rx * Math.sqrt(1 - (dy / ry) ** 2);
    return line(cx + from + bulge, cy + dy, cx + to + bulge, cy + dy, "#000000", 4);
  });
}

/**
 * A lens on the camera, pointing at the viewer a little to their left: from the mount's silver ring forwards,
 * the barrel, the ribbed zoom ring and the front with its name ring and glass.
 */
function mountedLens(d: Drawing, cx: number, cy: number, r: number, length: number) {
  const rx = r * 0.9;
  const [zoom, end] = [-length * 0.3, -length];
  return [
    tube(cy, rx * 1.04, r * 1.04, cx + 8, cx, metal(d)),
    tube(cy, rx, r, cx, cx + zoom, shaded(d, "#2a2b2e", 0.25)),
    tube(cy, rx * 1.03, r * 1.03, cx + zoom, cx + end * 0.75, shaded(d, "#1a1b1d", 0.15)),
    ...ribs(cx, cy, rx * 1.03, r * 1.03, zoom - 2, end * 0.75 + 2),
    tube(cy, rx, r, cx + end * 0.75, cx + end, shaded(d, "#26272a", 0.3)),
    oval(cx + end, cy, rx * 0.97, r * 0.97, "#4a4c51", 3),
    ellipse(cx + end, cy, rx * 0.86, r * 0.86, "#141416"),
    // The name ring: its lettering, too small to read, as dashes.
    oval(cx + end, cy, rx * 0.78, r * 0.78, "#c9ccd0", 4, 'stroke-dasharray="14 6 5 6 22 9" opacity="0.7"'),
    ...lensGlass(d, cx + end, cy, rx * 0.68, r * 0.68),
  ];
}

/** A camera's finish: all black, or a mirrorless body with a silver top plate. */
type CameraFinish = { body: string; top: string; mirrorless: boolean };

/** Faint dots of a textured rubber grip or leatherette, in rows across an area. */
function texture(x: number, y: number, width: number, height: number, color: string) {
  const rows = Array.from({ length: Math.floor(height / 14) }, (_, index) => {
    const rowY = y + 7 + index * 14;
    return `M${x + (index % 2) * 7} ${rowY} H${x + width}`;
  });
  return path(
    rows.join(" "),
    "none",
    `stroke="${color}" stroke-width="4" stroke-dasharray="3 11" opacity="0.5"`,
  );
}

/** The body's top: the prism hump (the viewfinder's) with its hot shoe, the mode dial and the shutter button. */
function cameraTop(d: Drawing, { body, top, mirrorless }: CameraFinish) {
  const hump = mirrorless ? 80 : 130;
  const [left, right] = mirrorless ? [-80, 140] : [-110, 170];
  const knurls = Array.from({ length: 8 }, (_, index) =>
    line(160 + index * 11, -348, 160 + index * 11, -326, "#0e0e10", 3),
  );
  return [
    path(
      `M${left} -318 L${left + 40} ${-320 - hump + 16} Q${left + 44} ${-320 - hump} ${left + 64} ${-320 - hump} ` +
        `L${right - 64} ${-320 - hump} Q${right - 44} ${-320 - hump} ${right - 40} ${-320 - hump + 16} L${right} -318 Z`,
      shaded(d, top, 0.3),
    ),
    rect(-22, -338 - hump, 104, 20, metal(d), 4),
    rect(-4, -300 - hump + 24, 68, 14, lighten(body, 0.5), 4),
    rect(150, -350, 96, 30, shaded(d, "#2a2b2e", 0.2), 4),
    ...knurls,
    ellipse(198, -350, 48, 9, lighten(top, 0.25)),
    rect(-274, -368, 60, 22, metal(d), 4),
    ellipse(-244, -368, 30, 8, "#d9dcdf"),
  ];
}

/** The body: a rounded box with its right side showing, the big rubber grip on the left, leatherette. */
function cameraBody(d: Drawing, { body, top, mirrorless }: CameraFinish) {
  const grip = mirrorless ? -210 : -170;
  return [
    polygon(
      [
        [290, -318],
        [326, -328],
        [326, -28],
        [290, -6],
      ],
      front(d, darken(body, 0.15), 0.05, 0.3),
    ),
    rect(-300, -330, 600, 330, shaded(d, body, 0.2), 34),
    rect(-300, -330, 600, 60, shaded(d, top, 0.35), 30),
    rect(grip, -272, 290 - grip, 250, darken(body, 0.25), 10),
    texture(grip + 6, -266, 280 - grip, 236, lighten(body, 0.2)),
    path(
      `M-250 -352 Q-318 -352 -324 -280 L-328 -50 Q-326 0 -262 0 L${grip + 10} 0 L${grip + 10} -352 Z`,
      front(d, darken(body, 0.15), 0.28, 0.05),
    ),
    texture(-316, -300, grip + 316, 280, "#000000"),
    circle(-140, -290, 10, "#f0a05a99"),
    circle(200, -150, 18, metal(d)),
    circle(292, -290, 9, metal(d)),
  ];
}

/** A spare lens standing on its rear cap: a tube seen from a little above, a ribbed focus ring, a front cap. */
function standingLens(d: Drawing, random: Random, x: number, width: number, height: number) {
  const [r, ry] = [width / 2, width * 0.14];
  const band = (top: number, bottom: number, fill: string) =>
    path(`M${x - r} ${top} H${x + r} V${bottom} A${r} ${ry} 0 0 1 ${x - r} ${bottom} Z`, upright(d, fill));
  const ribsAt = (top: number, bottom: number) =>
    Array.from({ length: 11 }, (_, index) => {
      const dx = r * (-0.9 + index * 0.18);
      const sag = ry * Math.sqrt(1 - (dx / r) ** 2);
      return line(x + dx, top + sag, x + dx, bottom + sag - 4, "#000000", 5);
    });
  const capped = random.chance(0.5);
  return [
    floorShadow(d, x + 20, -6, r + 60, 22, 0.55),
    band(-height, -ry, "#26272a"),
    band(-height * 0.72, -height * 0.36, "#18191b"),
    ...ribsAt(-height * 0.72, -height * 0.36),
    band(-height * 0.2, -ry, "#111113"),
    path(
      `M${x - r} ${-height * 0.78} A${r} ${ry} 0 0 0 ${x + r} ${-height * 0.78}`,
      "none",
      `stroke="${random.pick(["#c0392b", "#d4af37", "#d9dcdf"])}" stroke-width="5"`,
    ),
    ellipse(x, -height, r, ry, "#1c1d1f"),
    ...(capped
      ? [
          ellipse(x, -height, r * 0.9, ry * 0.9, glossy(d, "#202124", 0.3)),
          oval(x, -height, r * 0.5, ry * 0.5, "#3a3c40", 3),
        ]
      : lensGlass(d, x, -height, r * 0.78, ry * 0.78)),
  ];
}

/** A DSLR or mirrorless camera from the front, a little turned, its lens towards us; sometimes a spare lens. */
export function camera(d: Drawing, random: Random): Subject {
  const mirrorless = random.chance(0.4);
  const body = varied(random, ["#1d1e20", "#232427", "#2b2b2e"]);
  const finish = { body, top: mirrorless && random.chance(0.5) ? "#c3c6ca" : body, mirrorless };
  const r = mirrorless ? 124 : 140;
  const shot = [
    floorShadow(d, 20, -4, 420, 34, 0.55),
    ...cameraTop(d, finish),
    ...cameraBody(d, finish),
    ...mountedLens(d, 30, -10 - r, r, mirrorless ? 90 : 120),
  ];
  if (!random.chance(0.45)) return { width: 700, height: 470, elements: shot };
  const [width, height] = random.chance(0.5) ? [250, 230] : [270, 380];
  return {
    width: 760 + width,
    height: Math.max(470, height + 40),
    elements: [
      group(`translate(${-width / 2 - 20} 0)`, shot),
      ...standingLens(d, random, 430, width, height),
    ],
  };
}

// Lawn mower -------------------------------------------------------------------------------------------------

/** A mower's wheel from the side: a treaded tyre, a ribbed plastic hub and its cap. */
function mowerWheel(d: Drawing, x: number, r: number, hub: string) {
  const spokes = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4 + 0.2;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return line(
      x + cos * r * 0.22,
      -r + sin * r * 0.22,
      x + cos * r * 0.58,
      -r + sin * r * 0.58,
      darken(hub, 0.3),
      6,
    );
  });
  return [
    circle(
      x,
      -r,
      r,
      d.radial([
        [0.75, "#2b2c2e"],
        [1, "#121213"],
      ]),
    ),
    oval(x, -r, r - 6, r - 6, "#3e4043", 10, 'stroke-dasharray="8 8"'),
    circle(x, -r, r * 0.64, glossy(d, hub, 0.35)),
    ...spokes,
    circle(x, -r, r * 0.2, glossy(d, darken(hub, 0.2), 0.4)),
  ];
}

/** The deck: a low pressed shell on its skirt, its top showing, seen from the mower's left side. */
function mowerDeck(d: Drawing, color: string) {
  return [
    polygon(
      [
        [-586, -226],
        [40, -246],
        [78, -264],
        [-548, -246],
      ],
      lighten(color, 0.25),
    ),
    path(
      "M-652 -44 Q-664 -196 -586 -226 L40 -246 Q92 -248 96 -196 L102 -64 Q100 -44 78 -44 Z",
      shaded(d, color, 0.3),
    ),
    line(-600, -214, 50, -232, lighten(color, 0.45), 4),
    rect(-646, -64, 740, 26, darken(color, 0.45), 10),
  ];
}

/** The shadowed arch in the deck's side round a wheel, down to the deck's lower edge. */
function wheelArch(x: number, r: number, color: string) {
  const [radius, edge] = [r + 16, -50];
  const half = Math.sqrt(radius ** 2 - (r + edge) ** 2);
  return path(`M${x - half} ${edge} A${radius} ${radius} 0 1 1 ${x + half} ${edge} Z`, darken(color, 0.35));
}

/** A petrol engine on the deck: black shroud, air filter at the front, fuel cap, pull cord, exhaust. */
function petrolEngine(d: Drawing, color: string) {
  const shroud = "#2a2b2e";
  return [
    rect(-470, -300, 340, 70, "#3b3d40", 8),
    path(
      "M-470 -290 L-462 -402 Q-456 -444 -412 -446 L-196 -452 Q-150 -452 -146 -410 L-138 -290 Z",
      shaded(d, shroud, 0.3),
    ),
    rect(-430, -410, 200, 34, color, 6),
    rect(-536, -408, 88, 120, shaded(d, color, 0.35), 14),
    line(-526, -320, -458, -320, darken(color, 0.35), 3),
    rect(-320, -480, 64, 32, shaded(d, "#f2c230", 0.4), 6),
    ellipse(-288, -480, 32, 8, "#f7d767"),
    stroke("M-170 -446 Q-160 -480 -150 -496", "#111", 4),
    rect(-186, -512, 74, 22, "#151516", 10),
    rect(-206, -320, 78, 56, metal(d), 8),
    ...[-196, -180, -164, -148].map((x) => line(x, -312, x, -272, "#4a4d52", 4)),
  ];
}

/** An electric mower's motor cover: a smooth hump in the mower's colour with vents and a black cap. */
function electricMotor(d: Drawing, color: string) {
  return [
    path("M-520 -236 Q-512 -412 -330 -424 Q-150 -424 -118 -236 Z", glossy(d, color, 0.4)),
    ...[-430, -400, -370].map((x) => line(x, -330, x + 30, -360, darken(color, 0.45), 7)),
    ellipse(-300, -420, 80, 16, "#1c1d1f"),
    ellipse(-300, -424, 64, 10, "#34363a"),
  ];
}

/** The grass bag behind the deck: a fabric sack on a plastic frame with a carry handle. */
function grassBag(d: Drawing, frame: string) {
  const fabric = "#3c4043";
  const weave = [
    texture(70, -286, 380, 224, "#9aa0a6"),
    path(
      "M80 -250 L440 -262 M80 -190 L446 -196 M84 -130 L452 -132",
      "none",
      `stroke="${darken(fabric, 0.4)}" stroke-width="4" opacity="0.6"`,
    ),
  ];
  return [
    path(
      "M56 -296 L440 -318 Q474 -318 472 -286 L456 -86 Q450 -50 416 -50 L96 -50 Q62 -50 60 -86 Z",
      shaded(d, fabric, 0.2),
    ),
    ...weave,
    path("M40 -300 L446 -334 Q482 -334 484 -306 L484 -290 L44 -272 Z", shaded(d, frame, 0.3)),
    stroke("M200 -318 Q250 -392 330 -330", frame, 16),
  ];
}

/** Where the handle runs: from the back of the deck (0) up to the grip (1). */
const handleAt = (t: number): Point => [30 + 610 * t, -236 - 864 * t];

/** The handle: two tubes rising back from the deck to the grip, a fold knob on each, the safety bail. */
function mowerHandle(d: Drawing, color: string) {
  const [[footX, footY], [gripX, gripY], [knobX, knobY]] = [handleAt(0), handleAt(1), handleAt(0.5)];
  // The far tube, further off: up and to the right, in shadow.
  const tube = (dx: number, dy: number, tone: string) => [
    line(footX + dx, footY + dy, gripX + dx, gripY + dy, tone, 18),
    circle(knobX + dx, knobY + dy, 20, "#1b1c1e"),
  ];
  const [bailX, bailY] = handleAt(0.86);
  return [
    ...tube(40, -18, "#5a5e63"),
    line(gripX, gripY, gripX + 40, gripY - 18, "#151516", 34),
    ...tube(0, 0, metal(d)),
    line(gripX - 4, gripY + 6, gripX + 6, gripY - 10, "#151516", 34),
    stroke(`M${bailX} ${bailY} Q${bailX - 10} ${gripY + 10} ${gripX - 30} ${gripY - 2}`, color, 12),
  ];
}

/** The cable from the handle down to the engine's throttle, or from the switch box to the motor. */
function mowerCable(d: Drawing, color: string, electric: boolean) {
  const [x, y] = handleAt(electric ? 0.72 : 0.8);
  const cable = stroke(
    `M${x} ${y} Q${x * 0.5} -500 ${electric ? -170 : -150} ${electric ? -390 : -420}`,
    "#1b1c1e",
    5,
  );
  return electric ? [cable, rect(x - 36, y - 60, 60, 100, shaded(d, color, 0.3), 14)] : [cable];
}

/** A push lawn mower from the side: deck on four wheels, petrol engine or electric motor, grass bag, handle. */
export function lawnMower(d: Drawing, random: Random): Subject {
  const color = varied(random, ["#3e8e41", "#c0392b", "#e8731c", "#7e868e"]);
  const electric = random.chance(0.4);
  const hub = random.chance(0.5) ? "#2f3033" : color;
  return {
    width: 1400,
    height: 1130,
    elements: [
      floorShadow(d, -40, -4, 700, 40, 0.5),
      // The far wheels, a little further off: up and to the right, in shadow.
      group("translate(40 -18)", [
        ...mowerWheel(d, -520, 84, darken(hub, 0.35)),
        ...mowerWheel(d, -30, 110, darken(hub, 0.35)),
      ]),
      ...mowerHandle(d, color),
      ...grassBag(d, random.chance(0.5) ? "#222326" : color),
      ...mowerDeck(d, color),
      ...(electric ? electricMotor(d, color) : petrolEngine(d, color)),
      ...mowerCable(d, color, electric),
      wheelArch(-520, 84, color),
      wheelArch(-30, 110, color),
      ...mowerWheel(d, -520, 84, hub),
      ...mowerWheel(d, -30, 110, hub),
      // The cutting height lever above the back wheel.
      line(-30, -110, 20, -290, "#2a2b2e", 12),
      rect(2, -318, 36, 44, "#1b1c1e", 12),
    ],
  };
}

// Tent -------------------------------------------------------------------------------------------------------

/** The tent's size in metres: half its width and depth, its height; drawn at 400 units to the metre. */
const [tentHalfWidth, tentHalfDepth, tentHeight, metre] = [1.05, 0.95, 1.2, 400];

/**
 * A point of the tent, metres across (right), up and towards the viewer, as seen turned a little to show its
 * right side and from a little above.
 */
function seen(x: number, y: number, z: number): Point {
  const [yaw, pitch] = [-0.32, 0.22];
  const turnedX = x * Math.cos(yaw) + z * Math.sin(yaw);
  const turnedZ = -x * Math.sin(yaw) + z * Math.cos(yaw);
  // Lifted so the front of the tent's floor, not its middle, stands on y = 0.
  return [turnedX * metre, -(y * Math.cos(pitch) - turnedZ * Math.sin(pitch)) * metre - 70];
}

/**
 * One pole across the tent's diagonal, from the corner at (`fromX`, `fromZ`) over the top to the opposite
 * one, as points along it; `from`-`to` the stretch of it (0 a corner, 0.5 the top, 1 the other corner).
 */
function pole(fromX: number, fromZ: number, from: number, to: number): Point[] {
  return Array.from({ length: 13 }, (_, index) => {
    const along = Math.PI * (from + ((to - from) * index) / 12);
    const height = tentHeight * Math.sin(along) ** 0.75;
    return seen(fromX * Math.cos(along), height, fromZ * Math.cos(along));
  });
}

const pointsPath = (points: readonly Point[]) =>
  `M${points.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join(" L")}`;

/** The fly's hem between two corners, lifted off the grass in the middle. */
function hem(from: Point, to: Point): Point[] {
  return [0.25, 0.5, 0.75].map(
    (t): Point => [
      from[0] + (to[0] - from[0]) * t,
      from[1] + (to[1] - from[1]) * t - Math.sin(Math.PI * t) * 34,
    ],
  );
}

/** The tent's four corners on the grass, seen: front left, front right, back right, back left. */
function tentCorners(): [Point, Point, Point, Point] {
  const [w, z] = [tentHalfWidth, tentHalfDepth];
  return [seen(-w, 0, z), seen(w, 0, z), seen(w, 0, -z), seen(-w, 0, -z)];
}

/**
 * The fly sheet's panels between the poles, back ones first, each shaded by how it faces the light, and the
 * poles in their sleeves along the panels' edges: the one behind the left panel before the panels in front.
 */
function flyPanels(d: Drawing, color: string) {
  const [frontLeft, frontRight, backRight, backLeft] = tentCorners();
  const [w, z] = [tentHalfWidth, tentHalfDepth];
  // Pole a runs from the front left corner to the back right one, pole b from the front right to the back left.
  const a = (from: number, to: number) => pole(-w, z, from, to);
  const b = (from: number, to: number) => pole(w, z, from, to);
  const panel = (points: Point[], tone: string) => path(`${pointsPath(points)} Z`, shaded(d, tone, 0.2));
  const binding = (from: Point, to: Point) =>
    stroke(pointsPath([from, ...hem(from, to), to]), darken(color, 0.4), 8);
  return [
    panel([...b(1, 0.5), ...a(0.5, 1), ...hem(backRight, backLeft)], darken(color, 0.35)),
    panel([...a(0, 0.5), ...b(0.5, 1), ...hem(backLeft, frontLeft)], lighten(color, 0.08)),
    ...sleeve(b(0.5, 1), color),
    panel([...b(0, 0.5), ...a(0.5, 1), ...hem(backRight, frontRight)], darken(color, 0.2)),
    binding(frontRight, backRight),
    panel([...a(0, 0.5), ...b(0.5, 0), ...hem(frontRight, frontLeft)], color),
    binding(frontLeft, frontRight),
    ...sleeve(a(0, 1), color),
    ...sleeve(b(0, 0.5), color),
  ];
}

/** A pole in its sleeve over the fly, along the points. */
function sleeve(points: Point[], color: string) {
  return [
    stroke(pointsPath(points), darken(color, 0.45), 18, 'stroke-linejoin="round"'),
    stroke(pointsPath(points), lighten(color, 0.25), 5, 'stroke-linejoin="round" opacity="0.6"'),
  ];
}

/** Where the door is: the foot of the front panel's two sides and the height of its arch, seen. */
function doorway() {
  const [frontLeft, frontRight] = tentCorners();
  const top = seen(0, tentHeight * 0.8, tentHalfDepth * 0.25);
  const foot = (t: number): Point => [
    frontLeft[0] + (frontRight[0] - frontLeft[0]) * t,
    frontLeft[1] + (frontRight[1] - frontLeft[1]) * t - 20,
  ];
  return { left: foot(0.2), right: foot(0.8), top };
}

/** A point along a cubic curve, `t` from 0 at its start to 1 at its end. */
function cubicAt([p0, p1, p2, p3]: readonly [Point, Point, Point, Point], t: number): Point {
  const u = 1 - t;
  const [a, b, c, e] = [u ** 3, 3 * u ** 2 * t, 3 * u * t ** 2, t ** 3];
  return [a * p0[0] + b * p1[0] + c * p2[0] + e * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + e * p3[1]];
}

/** The door flap, unzipped and rolled up along the left of the doorway, held by two straps. */
function rolledFlap(d: Drawing, edge: readonly [Point, Point, Point, Point], color: string) {
  const along = Array.from({ length: 9 }, (_, index) => cubicAt(edge, (index / 8) * 0.42));
  const roll = pointsPath(along.map(([x, y]): Point => [x - 16, y]));
  return [
    stroke(roll, darken(color, 0.45), 44),
    stroke(roll, shaded(d, lighten(color, 0.05), 0.3), 34),
    path(
      roll,
      "none",
      `stroke="${lighten(color, 0.35)}" stroke-width="6" opacity="0.5" transform="translate(-8 -4)"`,
    ),
    ...[0.12, 0.3].map((t) => {
      const [x, y] = cubicAt(edge, t);
      return line(x - 44, y + 4, x + 12, y - 8, "#1b1c1e", 7);
    }),
  ];
}

/** The open door: the dark inside with a sleeping bag, the zip round it and the flap rolled up at its side. */
function tentDoor(d: Drawing, random: Random, color: string) {
  const { left, right, top } = doorway();
  const edge = [left, [left[0] + 10, top[1] - 60], [right[0] - 10, top[1] - 60], right] as const;
  const arch = `M${left[0]} ${left[1]} C${edge[1][0]} ${edge[1][1]} ${edge[2][0]} ${edge[2][1]} ${right[0]} ${right[1]}`;
  const bag = random.pick(["#2f6db5", "#c0392b", "#e0a526", "#4c7a3d"]);
  const middle = (left[0] + right[0]) / 2;
  return [
    path(
      `${arch} Z`,
      d.linear([
        [0, "#0e0f10"],
        [0.7, "#26282b"],
        [1, "#3a3d40"],
      ]),
    ),
    path(
      `M${middle - 150} ${right[1] - 6} Q${middle - 120} ${right[1] - 90} ${middle + 40} ${right[1] - 80} ` +
        `Q${middle + 150} ${right[1] - 70} ${middle + 150} ${right[1] - 6} Z`,
      shaded(d, bag, 0.3),
    ),
    stroke(arch, darken(color, 0.5), 8),
    stroke(arch, "#d8d8d2", 3, 'stroke-dasharray="6 4"'),
    ...rolledFlap(d, edge, color),
  ];
}

/** A guy line from a pole, a little way up from its corner, out to a peg in the grass beyond that corner. */
function guyLine(cornerX: number, cornerZ: number) {
  const along = Math.PI * 0.3;
  const [fromX, fromY] = seen(
    cornerX * Math.cos(along),
    tentHeight * Math.sin(along) ** 0.75,
    cornerZ * Math.cos(along),
  );
  const [pegX, pegY] = seen(cornerX * 1.55, 0, cornerZ * 1.55);
  return [
    line(fromX, fromY, pegX, pegY - 14, "#e9e6dc", 3),
    line(pegX, pegY - 26, pegX, pegY + 4, "#9ea3a8", 6),
    stroke(`M${pegX} ${pegY - 26} q0 -10 10 -8`, "#9ea3a8", 5),
  ];
}

/** A few blades of grass along the tent's front, over the foot of the fly. */
function grassTufts(random: Random) {
  const [frontLeft, frontRight, backRight] = tentCorners();
  const along = (from: Point, to: Point, t: number): Point => [
    from[0] + (to[0] - from[0]) * t,
    from[1] + (to[1] - from[1]) * t,
  ];
  const tufts = [0.05, 0.3, 0.6, 0.95, 1.3, 1.6].map((t) =>
    t <= 1 ? along(frontLeft, frontRight, t) : along(frontRight, backRight, t - 1),
  );
  return tufts.flatMap(([x, y]) =>
    Array.from({ length: 5 }, (_, index) => {
      const lean = (index - 2) * 8 + random.float(-4, 4);
      const tall = random.float(18, 34);
      return stroke(
        `M${x + index * 7 - 14} ${y + 4} q${lean / 2} ${-tall / 2} ${lean} ${-tall}`,
        "#4a7a32",
        4,
      );
    }),
  );
}

/** A vent under a little awning high on the right side. */
function tentVent(d: Drawing, color: string) {
  const [x, y] = seen(tentHalfWidth * 0.62, tentHeight * 0.72, 0);
  return [
    ellipse(x, y + 16, 56, 18, "#1b1c1e"),
    path(
      `M${x - 66} ${y + 14} Q${x} ${y - 30} ${x + 66} ${y + 14} Q${x} ${y} ${x - 66} ${y + 14} Z`,
      shaded(d, color, 0.3),
    ),
  ];
}

/** A dome tent pitched on grass: the fly over two crossing poles, the door open, guy lines out to pegs. */
export function tent(d: Drawing, random: Random): Subject {
  const color = varied(random, ["#2f7d4f", "#e07b24", "#2f6db5", "#c0392b", "#3c6e3a"]);
  const inner = varied(random, ["#d9d6cc", "#a8adb2", "#e6d8a6"]);
  const [w, z] = [tentHalfWidth, tentHalfDepth];
  return {
    width: 1640,
    height: 560,
    elements: [
      floorShadow(d, 40, -60, 720, 120, 0.45),
      ...guyLine(w, -z),
      ...guyLine(-w, -z),
      path(`${pointsPath(tentCorners())} Z`, inner),
      stroke(pointsPath(tentCorners().slice(0, 3)), "#2b2d30", 10),
      ...flyPanels(d, color),
      ...tentDoor(d, random, color),
      ...tentVent(d, color),
      ...guyLine(-w, z),
      ...guyLine(w, z),
      ...grassTufts(random),
    ],
  };
}
