/**
 * Viewport widths (px) at which the grid changes its column count. The names follow the common
 * sm..2xl scale; the spec gives only the widths.
 */
export const Breakpoint = { "2xl": 1500, xl: 1280, lg: 1024, md: 768, sm: 480 } as const;
export type BreakpointName = keyof typeof Breakpoint;

export const toastPosition = "top-right";
