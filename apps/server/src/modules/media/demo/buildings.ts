import type { Random } from "../../lots/demo/random.ts";
import {
  type Drawing,
  darken,
  ellipse,
  floorShadow,
  lighten,
  polygon,
  rect,
  type Subject,
  shaded,
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
