import type { Random } from "../../lots/demo/random.ts";

/*
 * A tiny SVG toolkit for the demo pictures. Scenes are drawn as SVG text and rendered by sharp (librsvg).
 * Soft shadows and glows are radial gradients, not blur filters: librsvg renders a filter on a 1600 px
 * canvas in tens of milliseconds, a gradient in almost nothing, and the pool has a time budget.
 */

/** A gradient stop: offset 0-1, colour, opacity (1 when left out). */
export type Stop = readonly [offset: number, color: string, opacity?: number];

export type Drawing = {
  readonly width: number;
  readonly height: number;
  /** A linear gradient over the shape's own box, top to bottom unless `to` says otherwise; answers `url(#id)`. */
  linear(stops: readonly Stop[], to?: readonly [x: number, y: number]): string;
  /** A radial gradient over the shape's own box, centred unless told; answers `url(#id)`. */
  radial(stops: readonly Stop[], centre?: readonly [x: number, y: number]): string;
  add(...elements: string[]): void;
  toSvg(): string;
};

export function createDrawing(width: number, height: number): Drawing {
  const defs: string[] = [];
  const body: string[] = [];
  const stopsOf = (stops: readonly Stop[]) =>
    stops
      .map(
        ([offset, color, opacity = 1]) =>
          `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
      )
      .join("");
  const define = (element: (id: string) => string) => {
    const id = `g${defs.length}`;
    defs.push(element(id));
    return `url(#${id})`;
  };
  return {
    width,
    height,
    linear: (stops, [x2, y2] = [0, 1]) =>
      define(
        (id) =>
          `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
      ),
    radial: (stops, [cx, cy] = [0.5, 0.5]) =>
      define(
        (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.5">${stopsOf(stops)}</radialGradient>`,
      ),
    add: (...elements) => body.push(...elements),
    toSvg: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${defs.join("")}</defs>${body.join("")}</svg>`,
  };
}

/** Rounds to a tenth, as the SVG text is written. */
export const round = (value: number) => Math.round(value * 10) / 10;

export const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="${round(radius)}" fill="${fill}"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) => ellipse(cx, cy, r, r, fill);

/** The outline of a circle: a bicycle tyre, a wire loop. */
export const ring = (cx: number, cy: number, r: number, stroke: string, width: number) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;

/** The outline of a rectangle: a handle, a frame. */
export const outline = (
  x: number,
  y: number,
  width: number,
  height: number,
  stroke: string,
  strokeWidth: number,
  radius = 0,
) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="${round(radius)}" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;

/** Elements drawn see-through, as a whole. */
export const translucent = (opacity: number, children: readonly string[]) =>
  `<g opacity="${opacity}">${children.join("")}</g>`;

export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A closed polygon through the points. */
export const polygon = (points: readonly (readonly [number, number])[], fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ")}" fill="${fill}"/>`;

export const group = (transform: string, children: readonly string[]) =>
  `<g transform="${transform}">${children.join("")}</g>`;

/** A shadow on the floor: dark in the middle, fading out, as under a soft light. */
export function floorShadow(d: Drawing, cx: number, cy: number, rx: number, ry: number, strength = 0.45) {
  const fill = d.radial([
    [0, "#000", strength],
    [0.6, "#000", strength * 0.45],
    [1, "#000", 0],
  ]);
  return ellipse(cx, cy, rx, ry, fill);
}

/** Mixes two `#rrggbb` colours: 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) =>
    Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

export const lighten = (color: string, amount: number) => mix(color, "#ffffff", amount);
export const darken = (color: string, amount: number) => mix(color, "#000000", amount);

/** A vertical gradient that reads as a lit, rounded surface: bright top edge, body colour, darker bottom. */
export function shaded(d: Drawing, color: string, gloss = 0.35): string {
  return d.linear([
    [0, lighten(color, gloss)],
    [0.35, color],
    [1, darken(color, 0.35)],
  ]);
}

/** A thing drawn around x = 0 with its ground at y = 0, and the size of its box, for placing it. */
export type Subject = { width: number; height: number; elements: string[] };

/**
 * Puts a subject on the ground line, centred at `x`, as large as fits `share` of the picture's width and
 * the room above the ground (a seller fills the frame with what they sell, but never crops it); mirrored, its
 * other side.
 */
export function place(
  d: Drawing,
  subject: Subject,
  x: number,
  groundY: number,
  share = 0.78,
  mirrored = false,
) {
  const scale =
    Math.round(Math.min((d.width * share) / subject.width, (groundY * 0.8) / subject.height) * 1000) / 1000;
  // Mirrored: the subject's other side, facing the other way.
  d.add(
    group(
      `translate(${round(x)} ${round(groundY)}) scale(${mirrored ? -scale : scale} ${scale})`,
      subject.elements,
    ),
  );
}

/** Picks and nudges a colour so that two pictures of one palette still differ a little. */
export function varied(random: Random, colors: readonly string[]): string {
  const color = random.pick(colors);
  return random.chance(0.5) ? lighten(color, random.float(0, 0.15)) : darken(color, random.float(0, 0.15));
}

/* Lighting and shapes the subjects share; light falls from the upper left in every picture. */

/** A flat front lit from the left: a shade lighter there, a shade darker on the right. */
export const front = (d: Drawing, color: string, light = 0.12, dark = 0.1) =>
  d.linear(
    [
      [0, lighten(color, light)],
      [1, darken(color, dark)],
    ],
    [1, 0],
  );

/** A standing cylinder lit from the left: dark edges, a bright band a third of the way across. */
export const upright = (d: Drawing, color: string) =>
  d.linear(
    [
      [0, darken(color, 0.25)],
      [0.3, lighten(color, 0.3)],
      [0.55, color],
      [1, darken(color, 0.45)],
    ],
    [1, 0],
  );

/** A glossy dome or shell: a bright spot up and to the left, the colour, a dark rim. */
export const glossy = (d: Drawing, color: string, gloss = 0.45) =>
  d.radial(
    [
      [0, lighten(color, gloss)],
      [0.55, color],
      [1, darken(color, 0.4)],
    ],
    [0.35, 0.3],
  );

/** A point of an outline, in the subject's units. */
export type Point = readonly [number, number];

/** A smooth closed outline through the points (a Catmull-Rom spline): a body, a head, an ear. */
export function smooth(points: readonly Point[]): string {
  const at = (index: number) => points[(index + points.length) % points.length] as Point;
  const curves = points.map((_, index) => {
    const [before, from, to, after] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1 = [from[0] + (to[0] - before[0]) / 6, from[1] + (to[1] - before[1]) / 6];
    const c2 = [to[0] - (after[0] - from[0]) / 6, to[1] - (after[1] - from[1]) / 6];
    return `C${c1.map(round).join(" ")} ${c2.map(round).join(" ")} ${to.map(round).join(" ")}`;
  });
  return `M${at(0).map(round).join(" ")} ${curves.join(" ")} Z`;
}

/** Children drawn only inside an outline: markings on a coat, barring on a wing, a face mask. */
export function clipped(d: Drawing, outline: string, children: readonly string[]) {
  // The drawing numbers its gradients; an empty one reserves a number no other clip path on it has.
  const id = `${d.linear([]).slice(5, -1)}c`;
  return `<clipPath id="${id}"><path d="${outline}"/></clipPath><g clip-path="url(#${id})">${children.join("")}</g>`;
}

/** Fur, wool or feathers lit from the upper left: bright there, the colour, darker towards the belly. */
export const coatFill = (d: Drawing, color: string, gloss = 0.22) =>
  d.radial(
    [
      [0, lighten(color, gloss)],
      [0.7, color],
      [1, darken(color, 0.25)],
    ],
    [0.35, 0.25],
  );

/** Roundness laid over a body or limb of any colour: light along its top, shade underneath. */
export const volume = (d: Drawing, shade = 0.28) =>
  d.linear(
    [
      [0, "#ffffff", 0.2],
      [0.3, "#ffffff", 0],
      [0.65, "#000000", 0],
      [1, "#000000", shade],
    ],
    [0.25, 1],
  );

/** A stroked curve: a wire, a pole, a hose, a string. */
export const stroke = (route: string, color: string, width: number, extra = "") =>
  path(route, "none", `stroke="${color}" stroke-width="${width}" stroke-linecap="round" ${extra}`);

/** An ellipse as a closed subpath, to join with others in one path (and so one gradient). */
export const ellipseLoop = (cx: number, cy: number, rx: number, ry: number) =>
  `M${round(cx - rx)} ${round(cy)} a${round(rx)} ${round(ry)} 0 1 1 ${round(2 * rx)} 0 a${round(rx)} ${round(ry)} 0 1 1 ${round(-2 * rx)} 0 Z`;

/** The right side of a box, turning away: its top edge dips by `topDip` of its depth, its bottom edge rises. */
export function sideFace(
  right: number,
  top: number,
  bottom: number,
  depth: number,
  color: string,
  topDip = 0.15,
) {
  return polygon(
    [
      [right, top],
      [right + depth, top + depth * topDip],
      [right + depth, bottom - depth * 0.3],
      [right, bottom],
    ],
    darken(color, 0.28),
  );
}
