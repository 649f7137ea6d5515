import { describe, expect, it } from "vitest";
import { lowerFirst } from "./draft.ts";

describe("lowerFirst", () => {
  it("lowers the first letter of an ordinary subject, in Latvian and in Russian", () => {
    expect(lowerFirst("Stūra dīvāns")).toBe("stūra dīvāns");
    expect(lowerFirst("Жилой прицеп")).toBe("жилой прицеп");
    expect(lowerFirst("Механика")).toBe("механика");
  });

  it("keeps a first word written with a capital past its first letter", () => {
    expect(lowerFirst("SUP dēlis")).toBe("SUP dēlis");
    expect(lowerFirst("SSD disks")).toBe("SSD disks");
    expect(lowerFirst("Wi-Fi rūteris")).toBe("Wi-Fi rūteris");
    expect(lowerFirst("Wi-Fi роутер")).toBe("Wi-Fi роутер");
    expect(lowerFirst("PlayStation 5")).toBe("PlayStation 5");
  });

  it("leaves an empty text and a single letter sensible", () => {
    expect(lowerFirst("")).toBe("");
    expect(lowerFirst("A")).toBe("a");
  });
});
