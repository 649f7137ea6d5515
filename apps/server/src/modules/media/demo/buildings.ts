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
  type Subject,
  shaded,
  translucent,
  varied,
} from "./drawing.ts";

/* Buildings from the street, drawn around x = 0 with the ground at y = 0, about 1000 units wide. */

const facadeColors = ["#e8dcc4", "#d9c9a8", "#c9d3d8", "#efe6d2", "#d8b99a", "#b9c4b0", "#e3d0b5", "#f2efe8"];
const roofColors = ["#7a2e24", "#3d4247", "#5a3b2c", "#44505a", "#8c4a2f"];

/** Glass that reflects the sky: light at the top, dark below. */
export function windowGlass(d: Drawing): string {
  return d.linear(
    [
      [0, "#d7e6f0"],
      [0.4, "#7f98ad"],
      [1, "#34444f"],
    ],
    [0.3, 1],
  );
}

/** A window with its frame and sill; (x, y) is the top-left corner of the frame. */
export function framedWindow(
  d: Drawing,
  x: number,
  y: number,
  width: number,
  height: number,
  frame = "#f4f4f2",
) {
  const border = width * 0.08;
  return [
    rect(x, y, width, height, frame),
    rect(x + border, y + border, width - 2 * border, height - 2 * border, windowGlass(d)),
    rect(x + width / 2 - border / 3, y + border, (border * 2) / 3, height - 2 * border, frame),
    rect(x - border, y + height, width + 2 * border, border, darken(frame, 0.15)),
  ];
}

/** A detached house: walls, a pitched roof with a chimney, windows, a door and shrubs in front. */
export function house(d: Drawing, random: Random): Subject {
  const wall = varied(random, facadeColors);
  const roof = random.pick(roofColors);
  const floors = random.int(1, 2);
  const wallTop = -190 - floors * 190;
  const windowsPerFloor = 3;
  const elements = [
    floorShadow(d, 0, 0, 520, 30, 0.5),
    rect(180, wallTop - 230, 50, 200, darken(roof, 0.2)),
    rect(-400, wallTop, 800, -wallTop, shaded(d, wall, 0.1)),
    polygon(
      [
        [-460, wallTop + 10],
        [0, wallTop - 260],
        [460, wallTop + 10],
      ],
      d.linear([
        [0, lighten(roof, 0.15)],
        [1, darken(roof, 0.3)],
      ]),
    ),
    rect(-410, -40, 820, 40, darken(wall, 0.35)),
  ];
  for (let floor = 0; floor < floors; floor++) {
    const y = wallTop + 70 + floor * 190;
    for (let column = 0; column < windowsPerFloor; column++) {
      const x = -330 + column * 250;
      if (floor === floors - 1 && column === 1) continue;
      elements.push(...framedWindow(d, x, y, 150, 120));
    }
  }
  elements.push(
    rect(
      -60,
      -260,
      120,
      220,
      d.linear([
        [0, "#6d4a2f"],
        [1, "#3e2a1b"],
      ]),
      4,
    ),
    ellipse(35, -150, 8, 8, "#d8b64c"),
    ...shrubs(d, random, -380, 380),
  );
  return { width: 1000, height: -wallTop + 270, elements };
}

/** An apartment block of several storeys, many windows and balconies, as most Riga flats are sold. */
export function apartmentBlock(d: Drawing, random: Random): Subject {
  const wall = varied(random, facadeColors);
  const storeys = random.int(4, 6);
  const columns = 7;
  const storey = 150;
  const top = -storeys * storey - 60;
  const balconies = random.chance(0.6);
  const elements = [
    floorShadow(d, 0, 0, 620, 25, 0.4),
    rect(
      -560,
      top,
      1120,
      -top,
      d.linear(
        [
          [0, lighten(wall, 0.12)],
          [1, darken(wall, 0.12)],
        ],
        [1, 0.4],
      ),
    ),
    rect(-575, top - 20, 1150, 24, darken(wall, 0.4)),
  ];
  for (let level = 0; level < storeys; level++) {
    const y = top + 50 + level * storey;
    for (let column = 0; column < columns; column++) {
      const x = -500 + column * 150;
      elements.push(...framedWindow(d, x + 20, y, 95, 95, "#ececea"));
      if (balconies && column % 3 === 1 && level < storeys - 1) {
        elements.push(
          rect(
            x - 6,
            y + 80,
            150,
            55,
            d.linear([
              [0, lighten(wall, 0.3)],
              [1, darken(wall, 0.3)],
            ]),
            3,
          ),
        );
      }
    }
  }
  elements.push(
    rect(
      -60,
      -170,
      120,
      170,
      d.linear([
        [0, "#5a4030"],
        [1, "#2c1f17"],
      ]),
    ),
    rect(-85, -185, 170, 20, darken(wall, 0.45)),
  );
  return { width: 1200, height: -top + 20, elements: [...elements, ...shrubs(d, random, -560, 560)] };
}

function shrubs(d: Drawing, random: Random, from: number, to: number): string[] {
  const leaf = random.pick(["#3f6f35", "#4d7d3a", "#35602f"]);
  const fill = d.radial(
    [
      [0, lighten(leaf, 0.25)],
      [1, darken(leaf, 0.3)],
    ],
    [0.4, 0.35],
  );
  return Array.from({ length: random.int(3, 6) }, () => {
    const x = random.float(from, to);
    const size = random.float(40, 80);
    return ellipse(x, -size * 0.6, size, size * 0.75, fill);
  });
}

/** A room's window wall: a tall window with curtains, for room photos with furniture in front. */
export function roomWindow(d: Drawing, random: Random, x: number, floorY: number, height: number): string[] {
  const curtain = varied(random, ["#e8e1d4", "#c9b8a0", "#9fb0a8", "#d6c7c0"]);
  const windowHeight = height * 0.55;
  const windowWidth = windowHeight * 0.75;
  const top = floorY - height * 0.85;
  const drape = d.linear(
    [
      [0, lighten(curtain, 0.2)],
      [0.5, darken(curtain, 0.1)],
      [1, lighten(curtain, 0.15)],
    ],
    [1, 0],
  );
  return [
    ...framedWindow(d, x, top, windowWidth, windowHeight),
    rect(x - windowWidth * 0.3, top - 20, windowWidth * 0.3, windowHeight + 60, drape),
    rect(x + windowWidth, top - 20, windowWidth * 0.3, windowHeight + 60, drape),
    rect(x - windowWidth * 0.35, top - 30, windowWidth * 1.7, 10, "#6b6258"),
  ];
}

/** Bold sans-serif lettering, centred on x with its baseline at y: a painted number, a sign. */
const lettering = (x: number, y: number, size: number, fill: string, content: string) =>
  `<text x="${Math.round(x)}" y="${Math.round(y)}" font-family="sans-serif" font-weight="bold" font-size="${Math.round(size)}" text-anchor="middle" fill="${fill}">${content}</text>`;

/** Garage walls: red or white silicate brick, grey concrete blocks, or painted profiled sheet metal. */
const garageWalls = [
  { kind: "brick", colors: ["#9a4b35", "#a95d40", "#8c4634"], joint: "#d9d0c3" },
  { kind: "brick", colors: ["#d9d5c9", "#cfcabd", "#e2ddcf"], joint: "#8f897c" },
  { kind: "blocks", colors: ["#a9a8a2", "#9d9e99", "#b5b2aa"], joint: "#74736e" },
  { kind: "metal", colors: ["#8f989d", "#7c8b7a", "#9ea5a9", "#8a6f5a"], joint: "" },
] as const;
const garageDoorColors = ["#7d8489", "#6b4a36", "#4f6b47", "#e8e8e4", "#5d6e5a", "#a9adb0", "#7a3f2e"];

/** Mortar joints over a wall: courses from the ground up, the joints of every other course half a unit along. */
function masonry(
  x: number,
  y: number,
  width: number,
  height: number,
  course: number,
  unit: number,
  color: string,
) {
  const parts: string[] = [];
  for (let row = 0; row * course < height; row++) {
    const bottom = y + height - row * course;
    const top = Math.max(y, bottom - course);
    parts.push(`M${x} ${bottom}H${x + width}`);
    for (let joint = x + (row % 2 ? unit / 2 : unit); joint < x + width; joint += unit)
      parts.push(`M${Math.round(joint)} ${bottom}V${top}`);
  }
  return path(parts.join(""), "none", `stroke="${color}" stroke-width="2.5" opacity="0.55"`);
}

/** The ribs of profiled sheet metal: a lit edge and a shadowed one every few units, running `vertical`ly or across. */
function ribs(
  x: number,
  y: number,
  width: number,
  height: number,
  step: number,
  color: string,
  vertical: boolean,
) {
  const light: string[] = [];
  const dark: string[] = [];
  if (vertical) {
    for (let at = x + step / 2; at < x + width; at += step) {
      light.push(`M${Math.round(at)} ${y}V${y + height}`);
      dark.push(`M${Math.round(at + 4)} ${y}V${y + height}`);
    }
  } else {
    for (let at = y + step / 2; at < y + height; at += step) {
      light.push(`M${x} ${Math.round(at)}H${x + width}`);
      dark.push(`M${x} ${Math.round(at + 3)}H${x + width}`);
    }
  }
  return [
    path(light.join(""), "none", `stroke="${lighten(color, 0.35)}" stroke-width="2.5" opacity="0.8"`),
    path(dark.join(""), "none", `stroke="${darken(color, 0.35)}" stroke-width="2.5" opacity="0.8"`),
  ];
}

/** One garage door in its steel frame, (x, 0) its bottom-left corner: up-and-over or roller, as its owner chose. */
function garageDoor(d: Drawing, random: Random, x: number, width: number, height: number) {
  const color = varied(random, garageDoorColors);
  const roller = random.chance(0.4);
  const panel = d.linear(
    [
      [0, lighten(color, 0.14)],
      [1, darken(color, 0.12)],
    ],
    [1, 0.3],
  );
  const elements = [rect(x - 10, -height - 10, width + 20, height + 10, "#3a3c3e")];
  if (roller) {
    elements.push(
      rect(x, -height, width, height, panel),
      ...ribs(x, -height, width, height - 16, 13, color, false),
      rect(x, -16, width, 16, darken(color, 0.3)),
      rect(x - 10, -height, 12, height, darken(color, 0.2)),
      rect(x + width - 2, -height, 12, height, darken(color, 0.2)),
      rect(x - 16, -height - 44, width + 32, 40, shaded(d, lighten(color, 0.05), 0.3), 3),
    );
  } else {
    elements.push(
      rect(x, -height, width, height, panel),
      ...ribs(x + 6, -height + 6, width - 12, height - 12, height / 10, color, false),
      outline(x + 3, -height + 3, width - 6, height - 6, darken(color, 0.3), 4),
      rect(x + width / 2 - 26, -height * 0.36, 52, 12, "#2a2b2c", 4),
      circle(x + width / 2, -height * 0.36 + 28, 6, "#1e1f20"),
    );
  }
  elements.push(
    // The lintel shades the top of the door.
    rect(
      x,
      -height,
      width,
      24,
      d.linear([
        [0, "#000", 0.35],
        [1, "#000", 0],
      ]),
    ),
    // Road dirt splashed up the bottom of the door, a rusty or dusty edge.
    rect(
      x,
      -height * 0.22,
      width,
      height * 0.22,
      d.linear([
        [0, "#3b2a1a", 0],
        [1, "#3b2a1a", 0.35],
      ]),
    ),
  );
  return { elements, top: roller ? -height - 44 : -height - 10 };
}

/** A few blades of grass or weeds in a tuft at (x, 0): along a wall foot, at a stake, in a crack. */
function tuft(random: Random, x: number, y: number, size: number, color: string) {
  const blades = Array.from({ length: random.int(4, 7) }, () => {
    const lean = random.float(-0.6, 0.6) * size;
    const tall = random.float(0.5, 1) * size;
    const foot = x + random.float(-0.3, 0.3) * size;
    return `M${Math.round(foot - 3)} ${y}Q${Math.round(foot + lean / 3)} ${Math.round(y - tall / 2)} ${Math.round(foot + lean)} ${Math.round(y - tall)}Q${Math.round(foot + lean / 3 + 2)} ${Math.round(y - tall / 2)} ${Math.round(foot + 3)} ${y}Z`;
  });
  return path(blades.join(""), color);
}

/** A single garage or a row of two or three in a Latvian garage cooperative, a concrete apron in front. */
export function garage(d: Drawing, random: Random): Subject {
  const bays = random.pick([1, 2, 2, 3, 3]);
  const wall = random.pick(garageWalls);
  const color = varied(random, wall.colors);
  const [bay, height, pier] = [360, 300, 40];
  const width = bays * bay + pier;
  const [left, right] = [-width / 2, width / 2];
  const pitched = random.chance(0.4);
  // One-point perspective: the eye a little above the doors, a step to the right of the row, so that its
  // right end wall shows as a sliver and the apron's edges run out towards the viewer.
  const eye = -200;
  const vanishing = right + 220;
  const side = 40;
  const towardEye = (x: number, y: number, share: number) =>
    [x + (vanishing - x) * share, y + (eye - y) * share] as const;
  const sideShare = side / (vanishing - right);
  const apronDepth = 40;
  const apronShare = -apronDepth / -eye;
  const out = (x: number) => x + (vanishing - x) * apronShare;
  const concrete = varied(random, ["#b9b6ae", "#a9a7a1", "#c4c0b6"]);
  const weed = random.pick(["#4f6e35", "#5d7a3a", "#6b7f44"]);
  const wallFace = d.linear(
    [
      [0, lighten(color, 0.1)],
      [1, darken(color, 0.08)],
    ],
    [1, 0.2],
  );
  const elements = [
    floorShadow(d, 40, -10, width / 2 + 160, 40, 0.45),
    // The apron: slabs of concrete in front of the doors, their joints running towards the viewer.
    polygon(
      [
        [left - 14, 0],
        [right + 10, 0],
        [out(right + 10), apronDepth],
        [out(left - 14), apronDepth],
      ],
      d.linear([
        [0, darken(concrete, 0.18)],
        [1, lighten(concrete, 0.08)],
      ]),
    ),
    polygon(
      [
        [out(left - 14), apronDepth],
        [out(right + 10), apronDepth],
        [out(right + 10), apronDepth + 7],
        [out(left - 14), apronDepth + 7],
      ],
      darken(concrete, 0.35),
    ),
  ];
  for (let index = 1; index < bays; index++) {
    const x = left + pier / 2 + index * bay;
    elements.push(line(x, 0, out(x), apronDepth, darken(concrete, 0.3), 2.5));
  }
  const crackX = random.float(left + 60, right - 60);
  elements.push(
    path(
      `M${Math.round(crackX)} 2 l${random.int(-20, 20)} 9 l${random.int(-30, 30)} 8 l${random.int(-30, 30)} 10`,
      "none",
      `stroke="${darken(concrete, 0.45)}" stroke-width="2" opacity="0.7"`,
    ),
  );
  // The right end wall, turning away.
  const [sideBottomX, sideBottomY] = towardEye(right, 0, sideShare);
  const [sideTopX, sideTopY] = towardEye(right, -height, sideShare);
  elements.push(
    polygon(
      [
        [right, -height],
        [sideTopX, sideTopY],
        [sideBottomX, sideBottomY],
        [right, 0],
      ],
      darken(color, 0.3),
    ),
  );
  if (pitched) {
    const [ridgeX, ridgeY] = towardEye(right, -height - 50, sideShare / 2);
    elements.push(
      polygon(
        [
          [right, -height],
          [ridgeX, ridgeY],
          [sideTopX, sideTopY],
        ],
        darken(color, 0.3),
      ),
    );
  }
  elements.push(rect(left, -height, width, height, wallFace));
  if (wall.kind === "brick") elements.push(masonry(left, -height, width, height, 15, 50, wall.joint));
  if (wall.kind === "blocks") elements.push(masonry(left, -height, width, height, 40, 80, wall.joint));
  if (wall.kind === "metal") elements.push(...ribs(left, -height, width, height, 26, color, true));
  // Rain has run down the wall from the roof edge and left darker streaks.
  const streak = d.linear([
    [0, "#2b2a26", 0.3],
    [1, "#2b2a26", 0],
  ]);
  for (let index = random.int(2, 3 + bays); index > 0; index--)
    elements.push(
      rect(random.float(left, right - 40), -height, random.float(14, 40), random.float(60, 180), streak),
    );
  const firstNumber = random.int(3, 180);
  const numbered = random.chance(0.75);
  // Painted to stand out: dark on a pale wall, white or yellow on a darker one.
  const pale =
    color
      .slice(1)
      .match(/../g)
      ?.every((channel) => Number.parseInt(channel, 16) > 0xc0) ?? false;
  const paint = random.pick(pale ? ["#2a2b2c", "#7a1f1a", "#24406b"] : ["#f4f2ec", "#f0d24a"]);
  for (let index = 0; index < bays; index++) {
    const doorWidth = random.float(250, 270);
    const doorHeight = random.float(200, 212);
    const x = left + pier / 2 + index * bay + (bay - doorWidth) / 2;
    if (wall.kind !== "metal")
      elements.push(rect(x - 24, -doorHeight - 36, doorWidth + 48, 26, shaded(d, "#b8b6b0", 0.15)));
    const door = garageDoor(d, random, x, doorWidth, doorHeight);
    elements.push(...door.elements);
    if (numbered) {
      const size = 32;
      elements.push(
        lettering(
          x + doorWidth / 2,
          door.top - (door.top + height - size) / 2 - 4,
          size,
          paint,
          `${firstNumber + index}`,
        ),
      );
    }
  }
  // The roof edge: a flat roof's felt-covered edge, or a low pitch of profiled sheet above a fascia.
  const roof = varied(random, ["#3f4245", "#4a4037", "#55595c", "#6b3a2c"]);
  const [edgeTopX, edgeTopY] = towardEye(right + 16, -height - 30, sideShare);
  elements.push(
    polygon(
      [
        [right + 16, -height - 30],
        [edgeTopX, edgeTopY],
        [edgeTopX, edgeTopY + 20],
        [right + 16, -height - 4],
      ],
      darken(roof, 0.25),
    ),
  );
  if (pitched) {
    elements.push(
      polygon(
        [
          [left - 18, -height - 26],
          [right + 18, -height - 26],
          [right + 6, -height - 56],
          [left - 6, -height - 56],
        ],
        d.linear([
          [0, lighten(roof, 0.2)],
          [1, roof],
        ]),
      ),
      ...ribs(left - 10, -height - 55, width + 20, 28, 22, roof, true),
    );
  }
  elements.push(
    rect(left - 16, -height - 30, width + 32, 30, shaded(d, roof, 0.25)),
    line(left - 16, -height - 1, right + 16, -height - 1, darken(roof, 0.5), 3),
  );
  // Weeds along the foot of the walls.
  for (let index = random.int(3, 6); index > 0; index--)
    elements.push(tuft(random, random.float(left, right + side), 0, random.float(20, 36), weed));
  // Centred on its box, which the apron's run towards the viewer widens to the left.
  const [from, to] = [out(left - 14), right + side + 20];
  return {
    width: to - from,
    height: height + (pitched ? 60 : 34),
    elements: [group(`translate(${Math.round(-(from + to) / 2)} 0)`, elements)],
  };
}

/** A young tree or a bush standing at (x, y), `scale` smaller for being further away; answers its top too. */
function sapling(d: Drawing, random: Random, x: number, y: number, scale: number) {
  const kind = random.pick(["birch", "birch", "spruce", "bush", "bush"] as const);
  const leaf = varied(random, kind === "spruce" ? ["#2f4f33", "#35573a"] : ["#5b8a3c", "#6a9443", "#4f7d36"]);
  const s = (value: number) => value * scale;
  const elements = [floorShadow(d, x + s(20), y, s(kind === "bush" ? 90 : 60), s(14), 0.4)];
  if (kind === "bush") {
    const crown = d.radial(
      [
        [0, lighten(leaf, 0.3)],
        [1, darken(leaf, 0.25)],
      ],
      [0.35, 0.3],
    );
    const size = random.float(70, 100);
    elements.push(
      ellipse(x - s(size * 0.5), y - s(size * 0.45), s(size * 0.6), s(size * 0.5), crown),
      ellipse(x + s(size * 0.5), y - s(size * 0.4), s(size * 0.55), s(size * 0.45), crown),
      ellipse(x, y - s(size * 0.7), s(size * 0.7), s(size * 0.65), crown),
    );
    return { elements, top: y - s(size * 1.35) };
  }
  const tall = random.float(300, 420);
  if (kind === "spruce") {
    elements.push(rect(x - s(6), y - s(40), s(12), s(40), "#4a3526"));
    for (let tier = 0; tier < 4; tier++) {
      const bottom = y - s(30 + tier * (tall - 40) * 0.22);
      const spread = s(90 - tier * 18);
      elements.push(
        polygon(
          [
            [x - spread, bottom],
            [x, bottom - s(tall * 0.36)],
            [x + spread, bottom],
          ],
          d.linear([
            [0, lighten(leaf, 0.15)],
            [1, darken(leaf, 0.2)],
          ]),
        ),
      );
    }
    return { elements, top: y - s(30 + 3 * (tall - 40) * 0.22 + tall * 0.36) };
  }
  // A birch: a thin white trunk with dark marks under a loose, airy crown, lit from the upper left.
  const [crownY, crownRx, crownRy] = [tall * 0.64, random.float(60, 80), tall * 0.3];
  const clumps = (fill: string, count: number, size: number, lit: number) =>
    Array.from({ length: count }, () => {
      const angle = random.float(0, Math.PI * 2);
      const reach = Math.sqrt(random.float(0, 1));
      const cx = Math.cos(angle) * reach * crownRx - lit * 20;
      const cy = Math.sin(angle) * reach * crownRy - lit * 25;
      return ellipse(x + s(cx), y - s(crownY - cy), s(size * random.float(0.8, 1.2)), s(size), fill);
    });
  elements.push(
    rect(x - s(6), y - s(tall * 0.9), s(12), s(tall * 0.9), "#eceae2", s(4)),
    ...Array.from({ length: 4 }, () =>
      rect(x - s(6), y - s(tall * random.float(0.1, 0.4)), s(8), s(5), "#2f2f2c"),
    ),
    ellipse(x, y - s(crownY), s(crownRx * 0.75), s(crownRy * 0.8), darken(leaf, 0.22)),
    line(x, y - s(tall * 0.5), x - s(36), y - s(tall * 0.7), "#d8d5cc", s(5)),
    ...clumps(darken(leaf, 0.22), 12, 24, 0),
    ...clumps(darken(leaf, 0.06), 14, 20, 0.4),
    ...clumps(lighten(leaf, 0.12), 10, 14, 1),
  );
  return { elements, top: y - s(crownY + crownRy + 30) };
}

/** A surveyor's stake at (x, y): a square wooden peg with its top painted red and white. */
function stake(d: Drawing, wood: string, x: number, y: number, scale: number) {
  const s = (value: number) => value * scale;
  const [half, tall] = [s(8), s(120)];
  return [
    ellipse(x + s(16), y, s(26), s(6), "#00000040"),
    rect(
      x - half,
      y - tall,
      half * 2,
      tall,
      d.linear(
        [
          [0, lighten(wood, 0.2)],
          [1, darken(wood, 0.25)],
        ],
        [1, 0],
      ),
    ),
    rect(x - half, y - tall, half * 2, s(14), "#c8231f"),
    rect(x - half, y - tall + s(14), half * 2, s(12), "#f3f1ec"),
    rect(x - half, y - tall + s(26), half * 2, s(12), "#c8231f"),
  ];
}

/** A "for sale" board on two posts, standing at (x, y), with a telephone number under the word. */
function saleSign(d: Drawing, random: Random, x: number, y: number, scale: number) {
  const s = (value: number) => value * scale;
  const [width, height, clearance] = [s(300), s(150), s(120)];
  const left = x - width / 2;
  const top = y - clearance - height;
  const post = (at: number) =>
    rect(
      at - s(7),
      top - s(10),
      s(14),
      y - top + s(10),
      d.linear(
        [
          [0, "#7a5a3e"],
          [1, "#4a3424"],
        ],
        [1, 0],
      ),
    );
  const phone = `tel. 2${random.int(0, 9)} ${random.int(100, 999)} ${random.int(100, 999)}`;
  return [
    floorShadow(d, x + s(30), y, s(170), s(16), 0.4),
    post(left + s(40)),
    post(left + width - s(40)),
    rect(left + s(5), top + s(6), width, height, "#00000033"),
    rect(
      left,
      top,
      width,
      height,
      d.linear(
        [
          [0, "#ffffff"],
          [1, "#dedcd6"],
        ],
        [0.6, 1],
      ),
    ),
    outline(left + s(8), top + s(8), width - s(16), height - s(16), "#a3191c", s(4)),
    lettering(x, top + s(76), s(48), "#a3191c", "PĀRDOD"),
    lettering(x, top + s(118), s(26), "#2d2d2d", phone),
  ];
}

/** A plot of land for sale: boundary stakes or a wire fence, maybe a PĀRDOD board, young trees at the back. */
export function landPlot(d: Drawing, random: Random): Subject {
  // No ground of its own: it stands on the backdrop's grass or field, its box wide and low.
  // The plot recedes towards a point on the horizon: its back edge shorter and higher, things there smaller.
  const horizon = -520;
  const scaleAt = (y: number) => 1 - y / horizon;
  const vanishing = random.float(-150, 150);
  const half = random.float(640, 720);
  const back = -random.float(170, 210);
  const atDepth = (x: number, y: number) => vanishing + (x - vanishing) * scaleAt(y);
  const wood = varied(random, ["#b08a5e", "#9c7a52", "#c29d6d"]);
  const elements: string[] = [];
  let top = 0;
  const fenced = random.chance(0.5);
  if (!fenced && random.chance(0.6)) {
    // A car has driven in to look at the plot: two pale tracks of flattened grass running to the back.
    const x = random.float(-half / 3, half / 3);
    const edge = (dx: number, y: number) => `${Math.round(atDepth(x + dx, y))} ${Math.round(y)}`;
    const tracks = [-70, 70].map(
      (offset) =>
        `M${edge(offset - 12, 40)}L${edge(offset + 12, 40)}L${edge(offset + 12, back)}L${edge(offset - 12, back)}Z`,
    );
    elements.push(
      path(
        tracks.join(""),
        d.linear([
          [0, "#ddd5a8", 0],
          [0.3, "#ddd5a8", 0.22],
          [0.8, "#ddd5a8", 0.22],
          [1, "#ddd5a8", 0],
        ]),
      ),
    );
  }
  // Young trees and bushes along the back, not quite in a line.
  const growth = Array.from({ length: random.int(3, 6) }, () => {
    const y = back - random.float(0, 30);
    return { x: atDepth(random.float(-half, half), y), y };
  }).sort((a, b) => a.y - b.y);
  for (const { x, y } of growth) {
    const tree = sapling(d, random, x, y, scaleAt(y));
    elements.push(...tree.elements);
    top = Math.min(top, tree.top);
  }
  // Tufts of rougher grass and dry stalks, smaller into the distance.
  const tufts = (color: string, count: number, size: number) =>
    translucent(
      0.5,
      Array.from({ length: count }, () => {
        const y = random.float(back, 30);
        return tuft(random, atDepth(random.float(-half, half), y), y, size * scaleAt(y), color);
      }),
    );
  elements.push(tufts(random.pick(["#2f4a22", "#3a5426"]), 30, 36), tufts("#d4c98f", 14, 44));
  for (const side of [-half, half])
    elements.push(...stake(d, wood, atDepth(side, back), back, scaleAt(back)));
  const middle = back / 2;
  if (random.chance(0.5))
    for (const side of [-half, half])
      elements.push(...stake(d, wood, atDepth(side, middle), middle, scaleAt(middle)));
  if (random.chance(0.75)) {
    const x = random.pick([-1, 1]) * random.float(300, half - 200);
    const y = -random.float(20, 50);
    elements.push(...saleSign(d, random, x, y, scaleAt(y)));
    top = Math.min(top, y - 280 * scaleAt(y));
  }
  if (fenced) {
    // A low fence along the front: posts and three sagging wires.
    const posts = random.int(7, 10);
    const xs = Array.from({ length: posts + 1 }, (_, index) => -half + (index * 2 * half) / posts);
    const pole = varied(random, ["#7d6a55", "#5c5f5a", "#3f5a3a"]);
    for (const x of xs) {
      elements.push(
        ellipse(x + 12, 0, 20, 5, "#00000040"),
        rect(
          x - 7,
          -110,
          14,
          110,
          d.linear(
            [
              [0, lighten(pole, 0.25)],
              [1, darken(pole, 0.25)],
            ],
            [1, 0],
          ),
          3,
        ),
      );
    }
    const wires = [30, 65, 100].flatMap((height) =>
      xs.slice(1).map((x, index) => {
        const from = xs[index] as number;
        return `M${Math.round(from)} ${-height}Q${Math.round((from + x) / 2)} ${-height + 10} ${Math.round(x)} ${-height}`;
      }),
    );
    elements.push(path(wires.join(""), "none", `stroke="#5e5e5a" stroke-width="2.5" opacity="0.9"`));
    top = Math.min(top, -110);
  } else {
    for (const side of [-half, half]) elements.push(...stake(d, wood, side, 0, 1));
    if (random.chance(0.6)) elements.push(...stake(d, wood, random.float(-half / 3, half / 3), 0, 1));
    top = Math.min(top, -120);
  }
  return { width: half * 2 + 60, height: -top + 10, elements };
}
