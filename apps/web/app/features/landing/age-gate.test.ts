import { describe, expect, it } from "vitest";
import { adultContentAllowed, answerToAgeQuestion } from "./age-gate";

describe("the age question", () => {
  it("lets adult content show only after a yes", () => {
    expect(adultContentAllowed(null)).toBe(false);
    expect(adultContentAllowed("adultContent=hidden")).toBe(false);
    expect(adultContentAllowed("theme=dark; adultContent=allowed")).toBe(true);
  });

  it("keeps a yes for 30 days and goes back to the page without the answer", () => {
    const answer = answerToAgeQuestion(
      new URL("https://tirgus.lv/lv/landing/x?adultContent=allowed&a=1"),
      "/",
    );
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get("location")).toBe("/lv/landing/x?a=1");
    expect(answer?.headers.get("set-cookie")).toBe(
      "adultContent=allowed; Path=/; Max-Age=2592000; SameSite=Lax",
    );
  });

  it("sends a no to the home page, and ignores anything else", () => {
    const answer = answerToAgeQuestion(new URL("https://tirgus.lv/ru/landing/x?adultContent=hidden"), "/ru");
    expect(answer?.headers.get("location")).toBe("/ru");
    expect(answer?.headers.get("set-cookie")).toMatch(/^adultContent=hidden;/);
    expect(answerToAgeQuestion(new URL("https://tirgus.lv/lv/landing/x?adultContent=maybe"), "/")).toBeNull();
    expect(answerToAgeQuestion(new URL("https://tirgus.lv/lv/landing/x"), "/")).toBeNull();
  });
});
