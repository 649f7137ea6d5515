import { describe, expect, it } from "vitest";
import { passwordMinLength } from "./auth.ts";
import { accountForms, type FormField, formNames } from "./forms.ts";

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

describe("the account forms' rules", () => {
  it("cover the account forms by their configured names", () => {
    expect(Object.keys(accountForms).every((name) => (formNames as readonly string[]).includes(name))).toBe(
      true,
    );
  });

  it("ask for the spec's password strength and a repeat that must match", () => {
    const password = accountForms.signup.find((field) => field.name === "password");
    expect(password).toMatchObject({ minLength: passwordMinLength });
    expect(accountForms.signup.find((field) => field.name === "passwordRepeat")).toMatchObject({
      equalTo: "password",
    });
  });

  it("carry patterns that compile in the v mode of HTML pattern attributes", () => {
    const fields: readonly FormField[] = Object.values(accountForms).flat();
    const patterns = fields.flatMap((field) => (field.pattern ? [field.pattern] : []));
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(() => new RegExp(pattern, "v")).not.toThrow();
  });
});
