import { Icon, type IconProps } from "../../ui/icons";

/*
 * The icons of the top-level categories, by the `icon` key the catalogue data gives each of them
 * (apps/server/src/modules/catalogue/data/categories). 24x24 strokes like the other icons.
 */
const paths: Record<string, string[]> = {
  car: [
    "M5 17H3.5a1 1 0 0 1-1-1v-3.2a2 2 0 0 1 .6-1.4L5 9.5l1.7-3.3A2 2 0 0 1 8.5 5h7a2 2 0 0 1 1.8 1.2L19 9.5l1.9 1.9a2 2 0 0 1 .6 1.4V16a1 1 0 0 1-1 1H19",
    "M5 9.5h14M9 17h6",
    "M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z",
  ],
  home: ["M3.5 10.5 12 3.5l8.5 7", "M5.5 9v10.5h13V9", "M10 19.5v-5.5h4v5.5"],
  smartphone: [
    "M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5Z",
    "M11 18.5h2",
  ],
  sofa: [
    "M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3",
    "M3 13a2 2 0 0 1 4 0v1.5h10V13a2 2 0 0 1 4 0v4.5H3Z",
    "M5 17.5v2M19 17.5v2",
  ],
  hammer: ["m14 12-8.5 8.5a2.1 2.1 0 0 1-3-3L11 9", "m12.5 7.5 4-4 5 5-4 4", "m15 6 3 3"],
  shirt: ["M8.5 3.5 4 6 2.5 10.5l3 1.5 1-2V20.5h11V10l1 2 3-1.5L20 6l-4.5-2.5a3.5 3.5 0 0 1-7 0Z"],
  baby: [
    "M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z",
    "M9 11h.01M15 11h.01",
    "M9.5 15a3.5 3.5 0 0 0 5 0",
    "M12 5c-1.5 0-2-1-2-2",
  ],
  paw: [
    "M12 13c-2.8 0-5 2.6-5 4.7 0 1.5 1.2 2.3 2.6 2.3 1 0 1.6-.5 2.4-.5s1.4.5 2.4.5c1.4 0 2.6-.8 2.6-2.3 0-2.1-2.2-4.7-5-4.7Z",
    "M6 11.5a1.8 2.2 0 1 0 0-4.4 1.8 2.2 0 0 0 0 4.4ZM18 11.5a1.8 2.2 0 1 0 0-4.4 1.8 2.2 0 0 0 0 4.4Z",
    "M9.5 7.5a1.8 2.3 0 1 0 0-4.6 1.8 2.3 0 0 0 0 4.6ZM14.5 7.5a1.8 2.3 0 1 0 0-4.6 1.8 2.3 0 0 0 0 4.6Z",
  ],
  briefcase: [
    "M4 7.5h16a1.5 1.5 0 0 1 1.5 1.5v9.5A1.5 1.5 0 0 1 20 20H4a1.5 1.5 0 0 1-1.5-1.5V9A1.5 1.5 0 0 1 4 7.5Z",
    "M8.5 7.5V5.5a1.5 1.5 0 0 1 1.5-1.5h4a1.5 1.5 0 0 1 1.5 1.5v2",
    "M2.5 13h19",
  ],
  wrench: [
    "M14.7 6.3a4 4 0 0 0 5.2 5.2L21 12.6A6 6 0 0 1 14 14l-6.5 6.5a2.1 2.1 0 0 1-3-3L11 11A6 6 0 0 1 12.4 4l1.1 1.1a4 4 0 0 0 1.2 1.2Z",
  ],
  tractor: [
    "M3 16V9.5h8l1.5 4H17V8h2.5v8",
    "M5 9.5V5.5h4.5l1.5 4",
    "M7 21a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM18 20.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z",
    "M10.5 17.5H16",
  ],
  ball: [
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z",
    "m12 7.5 3.5 2.5-1.3 4h-4.4l-1.3-4Z",
    "M12 3v4.5M15.5 10 20.5 8.5M14.2 14l3 4M9.8 14l-3 4M8.5 10 3.5 8.5",
  ],
  heart: ["M12 20.5s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.7-7.5 10.1-7.5 10.1Z"],
  factory: ["M2.5 20.5V10l5 3V10l5 3V10l5 3V4.5h4v16Z", "M6.5 17h2M11.5 17h2M16.5 17h2"],
  box: ["m21 8-9-5-9 5v8l9 5 9-5Z", "m3 8 9 5 9-5M12 13v8", "m7.5 5.5 9 5"],
  store: [
    "M3.5 9.5 5 4h14l1.5 5.5",
    "M3.5 9.5a2.8 2.8 0 0 0 5.7 0 2.8 2.8 0 0 0 5.6 0 2.8 2.8 0 0 0 5.7 0",
    "M5 12v8.5h14V12",
    "M10 20.5v-5h4v5",
  ],
  /** The Discount products tile (not a category). */
  tag: [
    "M3 12.2V4.5A1.5 1.5 0 0 1 4.5 3h7.7a1.5 1.5 0 0 1 1 .4l7.9 7.9a1.5 1.5 0 0 1 0 2.1l-7.7 7.7a1.5 1.5 0 0 1-2.1 0l-7.9-7.9a1.5 1.5 0 0 1-.4-1Z",
    "M8 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  ],
};

/** A category's icon; unknown keys (a category added to the data without one drawn here) get the box. */
export function CategoryIcon({ icon, ...props }: IconProps & { icon: string | null }) {
  const drawn = paths[icon ?? ""] ?? paths.box ?? [];
  return (
    <Icon {...props}>
      {drawn.map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  );
}

/** Icon keys this file draws, for the test that every category of the catalogue has one. */
export const drawnCategoryIcons = Object.keys(paths);
