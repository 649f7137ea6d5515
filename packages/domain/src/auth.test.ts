import { describe, expect, it } from "vitest";
import { grantTypes, nextTokenLoopCount, oauthWindowName, tokenScope, tokenType } from "./auth.ts";

describe("tokens", () => {
  it("carry scope 'api msg' and type Bearer, from password or refresh_token grants", () => {
    expect(tokenScope).toBe("api msg");
    expect(tokenType).toBe("Bearer");
    expect(grantTypes).toEqual(["password", "refresh_token"]);
  });

  it("name the login popup window OAUTH", () => {
    expect(oauthWindowName).toBe("OAUTH");
  });
});

describe("the token refresh loop counter", () => {
  const last = 1_000_000;

  it("increments when the last refresh was at most 10 seconds ago", () => {
    expect(nextTokenLoopCount(2, last, last + 1_000)).toBe(3);
    expect(nextTokenLoopCount(2, last, last + 10_000)).toBe(3);
  });

  it("resets when the last refresh was over 10 seconds ago", () => {
    expect(nextTokenLoopCount(5, last, last + 10_001)).toBe(0);
  });
});
