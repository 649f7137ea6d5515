import { describe, expect, it } from "vitest";
import { loginErrorMessage } from "./login-error";

describe("loginError", () => {
  it("shows the spec's message for its codes and a failed sign-in for anything else", () => {
    expect(loginErrorMessage("cancelled_by_user")).toBe("cancelled_by_user");
    expect(loginErrorMessage("invalid_request")).toBe("invalid_request");
    expect(loginErrorMessage("<script>")).toBe("invalid_request");
  });
});
