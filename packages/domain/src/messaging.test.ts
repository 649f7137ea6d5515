import { describe, expect, it } from "vitest";
import { messageCounterKinds, threadGroups } from "./messaging.ts";

describe("messaging", () => {
  it("counts new messages for company, personal and notifications", () => {
    expect(messageCounterKinds).toEqual(["company", "personal", "notifications"]);
  });

  it("groups threads into unread, active and archive", () => {
    expect(threadGroups).toEqual(["unread", "active", "archive"]);
  });
});
