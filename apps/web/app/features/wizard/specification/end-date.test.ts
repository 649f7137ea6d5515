import { describe, expect, it } from "vitest";
import { activeUntilText } from "./end-date-field";

describe("Active until", () => {
  it("counts the weeks from today in Latvia", () => {
    // 23:30 UTC on 25 November is already 26 November in Riga.
    expect(activeUntilText("P1W", new Date("2026-11-25T23:30:00Z"))).toBe("03.12.2026");
    expect(activeUntilText("P4W", new Date("2026-11-25T12:00:00Z"))).toBe("23.12.2026");
  });
});
