import { describe, expect, it } from "vitest";
import { heldReasons, lookupTerms, ownerStatusReason, reasonLabel } from "./moderation.ts";
import { UserStatus } from "./users.ts";

describe("heldReasons", () => {
  it("reads the publish rules the lifecycle recorded, with their values", () => {
    expect(heldReasons("first_lots,category_approval:2300,banned_word:western union")).toEqual([
      { message: "One of a new seller's first classifieds" },
      { message: "Category needs approval (%s)", values: ["2300"] },
      { message: "Contains the word \u201c%s\u201d", values: ["western union"] },
    ]);
  });

  it("names an appeal, and shows a rule it does not know as it was recorded", () => {
    expect(heldReasons("appeal")).toEqual([{ message: "The seller appealed the decision" }]);
    expect(heldReasons("new_rule:x")).toEqual([{ message: "new_rule:x" }]);
    expect(heldReasons(null)).toEqual([]);
  });
});

describe("ownerStatusReason", () => {
  it("blocks the lots of blocked and hidden users, and of nobody else", () => {
    expect(ownerStatusReason(UserStatus.blocked)).toBe("user_blocked");
    expect(ownerStatusReason(UserStatus.hidden)).toBe("user_hidden");
    expect(ownerStatusReason(UserStatus.auto_hidden)).toBe("user_hidden");
    expect(ownerStatusReason(UserStatus.new)).toBeNull();
    expect(ownerStatusReason(UserStatus.trusted)).toBeNull();
  });
});

describe("reasonLabel", () => {
  it("labels known reason codes and keeps unknown ones", () => {
    expect(reasonLabel("prohibited_item")).toBe("Prohibited item");
    expect(reasonLabel("user_blocked")).toBe("The seller's account is blocked");
    expect(reasonLabel("retired_code")).toBe("retired_code");
  });
});

describe("lookupTerms", () => {
  it("reads a bare number as a lot's and a user's, a lot's address or !number as a lot's", () => {
    expect(lookupTerms(" 1000123 ")).toEqual({ lotId: 1000123, userId: 1000123, email: null });
    expect(lookupTerms("#42")).toEqual({ lotId: 42, userId: 42, email: null });
    expect(lookupTerms("https://tirgus.lv/ru/elektronika/telefoni/!1000123")).toEqual({
      lotId: 1000123,
      userId: null,
      email: null,
    });
    expect(lookupTerms("!77")).toEqual({ lotId: 77, userId: null, email: null });
  });

  it("reads an e-mail address as a user's, in lower case, and anything else as nothing", () => {
    expect(lookupTerms("Seller@Demo.lv")).toEqual({ lotId: null, userId: null, email: "seller@demo.lv" });
    for (const nonsense of ["velosipēds", "0", "99999999999999999", "a @b"])
      expect(lookupTerms(nonsense), nonsense).toEqual({ lotId: null, userId: null, email: null });
  });
});
