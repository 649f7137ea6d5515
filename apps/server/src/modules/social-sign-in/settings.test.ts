import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";

const google = { OIDC_GOOGLE_CLIENT_ID: "id", OIDC_GOOGLE_CLIENT_SECRET: "secret" };

describe("social provider settings", () => {
  it("offers no provider by default", () => {
    expect(loadConfig({}).socialProviders).toEqual([]);
  });

  it("reads an OpenID provider by its issuer and a plain OAuth 2 provider by its endpoints", () => {
    const config = loadConfig({
      ...google,
      OIDC_GOOGLE_ISSUER: "https://accounts.google.com",
      OIDC_FACEBOOK_CLIENT_ID: "fb",
      OIDC_FACEBOOK_CLIENT_SECRET: "fb-secret",
      OIDC_FACEBOOK_AUTHORIZATION_URL: "https://www.facebook.com/v23.0/dialog/oauth",
      OIDC_FACEBOOK_TOKEN_URL: "https://graph.facebook.com/v23.0/oauth/access_token",
      OIDC_FACEBOOK_USERINFO_URL: "https://graph.facebook.com/me?fields=id,email,first_name,last_name",
      OIDC_FACEBOOK_SCOPE: "email public_profile",
    });
    expect(config.socialProviders).toEqual([
      {
        key: "google",
        kind: "oidc",
        issuer: "https://accounts.google.com",
        clientId: "id",
        clientSecret: "secret",
        scope: undefined,
      },
      expect.objectContaining({ key: "facebook", kind: "oauth2", scope: "email public_profile" }),
    ]);
  });

  it.each([
    ["without an issuer or endpoints", google],
    ["without a secret", { OIDC_GOOGLE_CLIENT_ID: "id", OIDC_GOOGLE_ISSUER: "https://accounts.google.com" }],
    [
      "with a plain http issuer elsewhere than this machine",
      { ...google, OIDC_GOOGLE_ISSUER: "http://accounts.google.com" },
    ],
  ])("stops start-up %s", (_case, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it("allows http on this machine, for a local provider", () => {
    const config = loadConfig({ ...google, OIDC_GOOGLE_ISSUER: "http://127.0.0.1:4000" });
    expect(config.socialProviders[0]).toMatchObject({ issuer: "http://127.0.0.1:4000" });
  });
});
