import { describe, expect, it } from "vitest";
import { sameSitePath, withLoginError } from "./return-path.ts";

const site = "https://tirgus.lv";

describe("sameSitePath", () => {
  it("keeps a path with its query and fragment", () => {
    expect(sameSitePath("/ru/my/profile?tab=social#social", site)).toBe("/ru/my/profile?tab=social#social");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "/\t/evil.example",
    "evil.example",
    "javascript:alert(1)",
  ])("refuses %j", (candidate) => {
    expect(sameSitePath(candidate, site)).toBeNull();
  });
});

describe("withLoginError", () => {
  it("adds the error to the query and keeps the fragment last", () => {
    expect(withLoginError("/lv/my/profile?a=1#social", "cancelled_by_user")).toBe(
      "/lv/my/profile?a=1&loginError=cancelled_by_user#social",
    );
  });
});
