import { LoginProvider, socialContactType } from "@tirgus/domain/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { type LocalOpenIdProvider, startOpenIdProvider } from "../../../test/oidc-provider.ts";
import { bearer, cookieHeader, cookiesOf, passwordAccount } from "../../../test/social-accounts.ts";
import { sha256 } from "../auth/crypto.ts";
import { SocialMessage } from "./service.ts";

const publicUrl = "https://tirgus.test";
let provider: LocalOpenIdProvider;
let test: TestApp;

beforeAll(async () => {
  provider = await startOpenIdProvider([
    `${publicUrl}/api/auth/google/callback`,
    `${publicUrl}/api/auth/facebook/callback`,
  ]);
  const client = { CLIENT_ID: provider.clientId, CLIENT_SECRET: provider.clientSecret };
  const env = {
    PUBLIC_URL: publicUrl,
    ...prefixed("OIDC_GOOGLE_", { ...client, ISSUER: provider.issuer }),
    // Facebook speaks plain OAuth 2: the same local provider, reached by its endpoints, without discovery.
    ...prefixed("OIDC_FACEBOOK_", {
      ...client,
      AUTHORIZATION_URL: `${provider.issuer}/auth`,
      TOKEN_URL: `${provider.issuer}/token`,
      USERINFO_URL: `${provider.issuer}/me`,
      SCOPE: "openid email",
    }),
  };
  test = await buildTestApp(env);
});
afterAll(async () => {
  await test.close();
  await provider.close();
});

function prefixed(prefix: string, values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`${prefix}${name}`, value]));
}

type Started = { location: URL; stateCookie: string };

async function start(key: string, returnTo = "/lv/my/profile"): Promise<Started> {
  const response = await test.app.inject({
    url: `/api/auth/${key}/start?returnTo=${encodeURIComponent(returnTo)}`,
  });
  expect(response.statusCode).toBe(302);
  // The sign-in popup passes this redirect: a COOP other than unsafe-none would cut it off from its opener.
  expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
  const stateCookie = response.cookies.find((cookie) => cookie.name === "social_state");
  expect(stateCookie).toMatchObject({ httpOnly: true, path: "/api/auth", sameSite: "Lax" });
  return { location: new URL(String(response.headers.location)), stateCookie: String(stateCookie?.value) };
}

/** The provider's redirect back, delivered to the app by the browser with the given cookies. */
function callback(returnedTo: URL, cookies: Record<string, string>) {
  expect(returnedTo.origin).toBe(publicUrl);
  return test.app.inject({
    url: `${returnedTo.pathname}${returnedTo.search}`,
    headers: { cookie: cookieHeader(cookies) },
  });
}

/** start → provider → callback, as one browser. */
async function signInWith(key: string, cookies: Record<string, string> = {}) {
  const started = await start(key);
  const returnedTo = await provider.authorize(started.location.href);
  return callback(returnedTo, { ...cookies, social_state: started.stateCookie });
}

const targetOf = (html: string) => JSON.parse(/var target = ("[^"]*")/.exec(html)?.[1] ?? "null") as string;
const me = (cookies: Record<string, string>) =>
  test.app.inject({ url: "/api/me", headers: { cookie: cookieHeader(cookies) } });

describe("GET /api/auth/providers", () => {
  it("lists the configured providers only, by the spec's ids", async () => {
    const response = await test.app.inject({ url: "/api/auth/providers" });
    expect(response.json().content).toEqual({
      count: 2,
      data: [
        { id: LoginProvider.google, key: "google", name: "Google" },
        { id: LoginProvider.facebook, key: "facebook", name: "Facebook" },
      ],
    });
  });

  it("answers 404 for a provider that is not configured", async () => {
    expect((await test.app.inject({ url: "/api/auth/draugiem/start" })).statusCode).toBe(404);
  });
});

describe("signing in with an OpenID provider", () => {
  it("sends the browser to the provider with state, nonce and an S256 PKCE challenge", async () => {
    const { location, stateCookie } = await start("google");
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get("state")).toBe(stateCookie);
    expect(location.searchParams.get("nonce")).toMatch(/^[\w-]{40,}$/);
    expect(location.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("redirect_uri")).toBe(`${publicUrl}/api/auth/google/callback`);
  });

  it("signs a new person up and in: session cookies, GET /api/me, and the identity as a type 100 contact", async () => {
    provider.signInNext({
      subject: "new-1",
      email: "New@Example.lv",
      emailVerified: true,
      givenName: "Anna",
    });
    const response = await signInWith("google");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('window.name === "OAUTH"');
    expect(targetOf(response.body)).toBe("/lv/my/profile");
    const cookies = cookiesOf(response);
    expect(Object.keys(cookies)).toEqual(expect.arrayContaining(["session", "csrf"]));
    const user = (await me(cookies)).json().content;
    expect(user).toMatchObject({
      email: "new@example.lv",
      fname: "Anna",
      impersonatedBy: null,
      signInStatus: LoginProvider.google,
    });
    const socials = await test.app.inject({
      url: "/api/me/socials",
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(socials.json().content).toEqual({
      count: 1,
      data: [{ contactType: socialContactType, provider: LoginProvider.google, email: "new@example.lv" }],
    });
  });

  it("signs the same identity into the same account the next time", async () => {
    provider.signInNext({ subject: "returning-1" });
    const first = (await me(cookiesOf(await signInWith("google")))).json().content.id;
    provider.signInNext({ subject: "returning-1" });
    const second = (await me(cookiesOf(await signInWith("google")))).json().content.id;
    expect(second).toBe(first);
  });

  it("uses a state once: the same callback a second time signs nobody in", async () => {
    provider.signInNext({ subject: "replayed-1" });
    const started = await start("google");
    const returnedTo = await provider.authorize(started.location.href);
    const cookies = { social_state: started.stateCookie };
    expect(cookiesOf(await callback(returnedTo, cookies)).session).toBeDefined();
    const replay = await callback(returnedTo, cookies);
    expect(cookiesOf(replay).session).toBeUndefined();
    expect(targetOf(replay.body)).toBe("/?loginError=invalid_request");
  });

  it("refuses a callback whose state is not the one this browser started with", async () => {
    provider.signInNext({ subject: "victim-1" });
    const attacker = await start("google");
    const returnedTo = await provider.authorize(attacker.location.href);
    const victim = await start("google");
    const response = await callback(returnedTo, { social_state: victim.stateCookie });
    expect(cookiesOf(response).session).toBeUndefined();
    expect(targetOf(response.body)).toBe("/?loginError=invalid_request");
    const withoutCookie = await callback(returnedTo, {});
    expect(targetOf(withoutCookie.body)).toBe("/?loginError=invalid_request");
  });

  it("checks the ID token's nonce against the one the sign-in started with", async () => {
    provider.signInNext({ subject: "nonce-1" });
    const started = await start("google");
    await test.db.pool.query(
      "UPDATE social_sign_in_attempts SET nonce = 'another-nonce' WHERE state_hash = $1",
      [sha256(started.stateCookie)],
    );
    const response = await callback(await provider.authorize(started.location.href), {
      social_state: started.stateCookie,
    });
    expect(cookiesOf(response).session).toBeUndefined();
    expect(targetOf(response.body)).toBe("/lv/my/profile?loginError=invalid_request");
  });

  it("exchanges the code with the PKCE verifier: the provider refuses any other", async () => {
    expect(provider.seenChallengeMethods.every((method) => method === "S256")).toBe(true);
    provider.signInNext({ subject: "pkce-1" });
    const started = await start("google");
    await test.db.pool.query("UPDATE social_sign_in_attempts SET code_verifier = $2 WHERE state_hash = $1", [
      sha256(started.stateCookie),
      "x".repeat(43),
    ]);
    const response = await callback(await provider.authorize(started.location.href), {
      social_state: started.stateCookie,
    });
    expect(cookiesOf(response).session).toBeUndefined();
    expect(targetOf(response.body)).toBe("/lv/my/profile?loginError=invalid_request");
  });

  it("turns the provider's access_denied into cancelled_by_user on returnTo", async () => {
    provider.signInNext("deny");
    const response = await signInWith("google");
    expect(cookiesOf(response).session).toBeUndefined();
    expect(targetOf(response.body)).toBe("/lv/my/profile?loginError=cancelled_by_user");
  });

  it("accepts only a same-site path as returnTo", async () => {
    for (const returnTo of [
      "//evil.example/x",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const response = await test.app.inject({
        url: `/api/auth/google/start?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(response.statusCode, returnTo).toBe(400);
    }
  });
});

describe("which account a provider's identity signs into", () => {
  it("joins the account with the same confirmed address when the OpenID provider verified it", async () => {
    const account = await passwordAccount(test, "owner@example.lv");
    provider.signInNext({ subject: "owner-google", email: "owner@example.lv", emailVerified: true });
    const user = (await me(cookiesOf(await signInWith("google")))).json().content;
    expect(user.id).toBe(account.userId);
  });

  it("makes a separate account, without the address, when the provider does not vouch for it", async () => {
    const account = await passwordAccount(test, "unverified@example.lv");
    provider.signInNext({
      subject: "unverified-google",
      email: "unverified@example.lv",
      emailVerified: false,
    });
    const user = (await me(cookiesOf(await signInWith("google")))).json().content;
    expect(user.id).not.toBe(account.userId);
    expect(user.email).toBeNull();
  });

  it("never joins by address through a plain OAuth 2 provider", async () => {
    const account = await passwordAccount(test, "facebook-owner@example.lv");
    provider.signInNext({ subject: "fb-1", email: "facebook-owner@example.lv", emailVerified: true });
    const started = await start("facebook");
    expect(started.location.searchParams.get("nonce")).toBeNull();
    expect(started.location.searchParams.get("code_challenge_method")).toBe("S256");
    const response = await callback(await provider.authorize(started.location.href), {
      social_state: started.stateCookie,
    });
    const user = (await me(cookiesOf(response))).json().content;
    expect(user.id).not.toBe(account.userId);
    expect(user.socialContacts).toEqual([
      {
        contactType: socialContactType,
        provider: LoginProvider.facebook,
        email: "facebook-owner@example.lv",
      },
    ]);
  });

  it("does not sign a blocked account in", async () => {
    provider.signInNext({ subject: "blocked-1" });
    const userId = (await me(cookiesOf(await signInWith("google")))).json().content.id;
    await test.db.pool.query("UPDATE users SET status = 6 WHERE id = $1", [userId]);
    provider.signInNext({ subject: "blocked-1" });
    const response = await signInWith("google");
    expect(cookiesOf(response).session).toBeUndefined();
    expect(targetOf(response.body)).toBe("/lv/my/profile?loginError=invalid_request");
  });
});

describe("linking and unlinking on the Social tab", () => {
  async function link(accessToken: string, key = "google") {
    const started = await test.app.inject({
      method: "POST",
      url: `/api/me/socials/${key}/link`,
      headers: bearer(accessToken),
      payload: { returnTo: "/lv/my/profile#social" },
    });
    expect(started.statusCode).toBe(200);
    const stateCookie = String(cookiesOf(started).social_state);
    const returnedTo = await provider.authorize(started.json().content.url);
    return callback(returnedTo, { social_state: stateCookie });
  }
  const socials = async (accessToken: string) =>
    (await test.app.inject({ url: "/api/me/socials", headers: bearer(accessToken) })).json().content;

  it("links the provider's account to the signed-in user, who can then sign in with it", async () => {
    const account = await passwordAccount(test, "linker@example.lv");
    provider.signInNext({ subject: "linked-1", email: "other-address@example.lv", emailVerified: true });
    const response = await link(account.accessToken);
    expect(targetOf(response.body)).toBe("/lv/my/profile#social");
    expect(cookiesOf(response).session).toBeUndefined();
    expect((await socials(account.accessToken)).data).toEqual([
      { contactType: socialContactType, provider: LoginProvider.google, email: "other-address@example.lv" },
    ]);
    provider.signInNext({ subject: "linked-1" });
    expect((await me(cookiesOf(await signInWith("google")))).json().content.id).toBe(account.userId);
  });

  it("refuses an identity that belongs to another account", async () => {
    provider.signInNext({ subject: "taken-1" });
    await signInWith("google");
    const account = await passwordAccount(test, "late-linker@example.lv");
    provider.signInNext({ subject: "taken-1" });
    const response = await link(account.accessToken);
    expect(targetOf(response.body)).toBe("/lv/my/profile?loginError=invalid_request#social");
    expect((await socials(account.accessToken)).count).toBe(0);
  });

  it("requires a signed-in user to start linking", async () => {
    const response = await test.app.inject({ method: "POST", url: "/api/me/socials/google/link" });
    expect(response.statusCode).toBe(401);
  });

  it("unlinks while a password still signs the user in", async () => {
    const account = await passwordAccount(test, "unlinker@example.lv");
    provider.signInNext({ subject: "unlinked-1" });
    await link(account.accessToken);
    const response = await test.app.inject({
      method: "DELETE",
      url: "/api/me/socials/google",
      headers: bearer(account.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual({ count: 0, data: [] });
  });

  it("refuses to unlink the only way to sign in", async () => {
    provider.signInNext({ subject: "only-way-1" });
    const signedIn = cookiesOf(await signInWith("google"));
    const response = await test.app.inject({
      method: "DELETE",
      url: "/api/me/socials/google",
      headers: { cookie: cookieHeader(signedIn), "x-csrf-token": String(signedIn.csrf) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: SocialMessage.lastSignInWay }]);
    const remaining = await test.app.inject({
      url: "/api/me/socials",
      headers: { cookie: cookieHeader(signedIn) },
    });
    expect(remaining.json().content.count).toBe(1);
  });
});
