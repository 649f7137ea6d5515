import { describe, expect, it } from "vitest";
import { Breakpoint, toastPosition } from "./layout.ts";

describe("layout", () => {
  it("has the spec's breakpoints 1500, 1280, 1024, 768 and 480, widest first", () => {
    expect(Breakpoint).toEqual({ "2xl": 1500, xl: 1280, lg: 1024, md: 768, sm: 480 });
    expect(Object.values(Breakpoint)).toEqual([1500, 1280, 1024, 768, 480]);
  });

  it("shows toasts top-right", () => {
    expect(toastPosition).toBe("top-right");
  });
});
