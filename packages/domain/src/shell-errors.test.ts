import { describe, expect, it } from "vitest";
import { chunkLoadErrorMessages, isChunkLoadError, LoginError, oauthWindowName } from "./shell-errors.ts";

describe("the shell's part of the error catalogue", () => {
  it("login errors are cancelled_by_user and invalid_request, and the login popup is the OAUTH window", () => {
    expect(LoginError).toEqual({
      cancelled_by_user: "cancelled_by_user",
      invalid_request: "invalid_request",
    });
    expect(oauthWindowName).toBe("OAUTH");
  });
});

describe("chunk load failures", () => {
  it("are recognised by either spec message inside a longer error", () => {
    expect(chunkLoadErrorMessages).toEqual(["Loading chunk failed", "Loading CSS chunk failed"]);
    expect(isChunkLoadError("Error: Loading chunk failed: /assets/x.js")).toBe(true);
    expect(isChunkLoadError("Loading CSS chunk failed (x.css)")).toBe(true);
    expect(isChunkLoadError("Network error")).toBe(false);
  });
});
