import { describe, expect, it } from "vitest";
import { heldReasons, ownerStatusReason, reasonLabel } from "./moderation.ts";
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
