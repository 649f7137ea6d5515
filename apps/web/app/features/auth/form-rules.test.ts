import { describe, expect, it } from "vitest";
import { type FieldRule, validateFields } from "./form-rules";

/** The signup form's rules as `GET /api/forms/signup` answers them. */
const signup: FieldRule[] = [
  { name: "email", type: "email", required: true, maxLength: 255, pattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$" },
  { name: "password", type: "password", required: true, minLength: 6, maxLength: 200 },
  { name: "passwordRepeat", type: "password", required: true, equalTo: "password" },
  { name: "policyAgreed", type: "checkbox", required: true },
];

describe("account form rules", () => {
  it("pass a complete sign-up", () => {
    const values = { email: "a@b.lv", password: "secret1", passwordRepeat: "secret1", policyAgreed: true };
    expect(validateFields(signup, values)).toEqual({});
  });

  it("name each broken rule with a translatable message and its values", () => {
    const values = { email: "not-an-address", password: "abc", passwordRepeat: "abd", policyAgreed: false };
    expect(validateFields(signup, values)).toEqual({
      email: { message: "Invalid email address" },
      password: { message: "Enter at least %s characters", values: [6] },
      passwordRepeat: { message: "These values are not equal" },
      policyAgreed: { message: "This field is required" },
    });
  });

  it("require the required fields and leave out fields the form does not show", () => {
    expect(validateFields(signup, { email: "", password: "" })).toEqual({
      email: { message: "This field is required" },
      password: { message: "This field is required" },
    });
  });
});
