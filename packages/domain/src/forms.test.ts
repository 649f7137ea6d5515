import { describe, expect, it } from "vitest";
import { formNames } from "./forms.ts";

describe("configured forms", () => {
  it("are the nineteen forms both specs name", () => {
    expect(formNames).toEqual([
      "login",
      "signup",
      "signupByInvite",
      "recoveryByEmail",
      "recovery",
      "passwordChange",
      "userProfile",
      "company",
      "smallCompany",
      "feedLink",
      "contact",
      "contactVerification",
      "message",
      "offer",
      "report",
      "package",
      "createAd",
      "filterSubscription",
      "teamMemberInvite",
    ]);
  });
});
