import { AuthMessage, tokenScope } from "@tirgus/domain/auth";
import { ValidationMessage } from "@tirgus/domain/errors";
import { LoginProvider, UserStatus } from "@tirgus/domain/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type WatchMerger, watchMergers } from "../accounts/watch.ts";
import { type AccountsTestApp, bearer, buildAccountsTestApp } from "./test-accounts.ts";

let test: AccountsTestApp;
beforeAll(async () => {
  test = await buildAccountsTestApp();
});
afterAll(() => test.close());

const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
  test.form("/api/oauth/token", { grant_type: "password", username, password }, headers);
const refresh = (refreshToken: string) =>
  test.form("/api/oauth/token", { grant_type: "refresh_token", refresh_token: refreshToken });
const me = (accessToken: string) => test.app.inject({ url: "/api/me", headers: bearer(accessToken) });

describe("POST /api/watch", () => {
  it("hands out a new unguessable identifier, also as an httpOnly cookie", async () => {
    const first = await test.app.inject({ method: "POST", url: "/api/watch" });
    const second = await test.app.inject({ method: "POST", url: "/api/watch" });
    const identifier = first.json().content.identifier as string;
    expect(identifier).toMatch(/^[\w-]{32}$/);
    expect(second.json().content.identifier).not.toBe(identifier);
    const cookie = first.cookies.find((item) => item.name === "watch");
    expect(cookie).toMatchObject({ value: identifier, httpOnly: true, sameSite: "Lax" });
  });

  it("becomes the account's when the visitor signs in with it", async () => {
    await test.signedUpUser("watcher@example.lv");
    const identifier = (await test.app.inject({ method: "POST", url: "/api/watch" })).json().content
      .identifier;
    await signIn("watcher@example.lv", "secret-password", { cookie: `watch=${identifier}` });
    const { rows } = await test.db.pool.query(
      "SELECT u.email FROM watch_identifiers w JOIN users u ON u.id = w.user_id WHERE w.identifier = $1",
      [identifier],
    );
    expect(rows).toEqual([{ email: "watcher@example.lv" }]);
  });
});

describe("merging a watch identifier at sign-in", () => {
  it("runs every registered merger once, and never for an identifier another account owns", async () => {
    const merged: [string, number][] = [];
    const merger: WatchMerger = async (_client, identifier, userId) => {
      merged.push([identifier, userId]);
    };
    watchMergers.push(merger);
    try {
      await test.signedUpUser("merger@example.lv");
      await test.signedUpUser("other@example.lv");
      const identifier = (await test.app.inject({ method: "POST", url: "/api/watch" })).json().content
        .identifier;
      await signIn("merger@example.lv", "secret-password", { cookie: `watch=${identifier}` });
      await signIn("other@example.lv", "secret-password", { cookie: `watch=${identifier}` });
      expect(merged).toEqual([[identifier, expect.any(Number)]]);
    } finally {
      watchMergers.splice(watchMergers.indexOf(merger), 1);
    }
  });
});

describe("sign-up by e-mail", () => {
  it("needs the privacy policy agreed", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/signup",
      payload: { email: "nopolicy@example.lv", password: "secret-password", policyAgreed: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { message: ValidationMessage.mustAgreeToPolicy, field: "policyAgreed" },
    ]);
  });

  it("refuses an address that does not match the e-mail pattern", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/signup",
      payload: { email: "anna@example", password: "secret-password", policyAgreed: true },
    });
    expect(response.json().errors).toEqual([{ message: ValidationMessage.invalidEmail, field: "email" }]);
  });

  it("e-mails a confirmation link; signing in works only once the address is confirmed", async () => {
    const email = "anna@example.lv";
    const signUp = await test.app.inject({
      method: "POST",
      url: "/api/signup",
      payload: { email: "Anna@Example.lv", password: "secret-password", policyAgreed: true },
    });
    expect(signUp.json()).toEqual({ content: null, notifications: [{ message: AuthMessage.signUpSent }] });
    expect(await test.lastText(email)).toContain("https://tirgus.test/signup/confirm?token=");

    const early = await signIn(email, "secret-password");
    expect(early.json()).toMatchObject({
      error: "invalid_grant",
      errors: [{ message: AuthMessage.emailNotConfirmed }],
    });

    const token = await test.lastLinkToken(email);
    const confirmed = await test.app.inject({
      method: "POST",
      url: "/api/signup/confirm",
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const again = await test.app.inject({ method: "POST", url: "/api/signup/confirm", payload: { token } });
    expect(again.json().errors).toEqual([{ message: AuthMessage.invalidLink, field: "token" }]);

    const answer = await signIn(email, "secret-password");
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual([
      "access_token",
      "expires_in",
      "refresh_token",
      "scope",
      "token_type",
    ]);
    expect(answer.json()).toMatchObject({ token_type: "Bearer", scope: tokenScope, expires_in: 900 });
  });

  it("stores the password as an argon2id hash", async () => {
    const { rows } = await test.db.pool.query(
      "SELECT c.password_hash FROM credentials c JOIN users u ON u.id = c.user_id WHERE u.email = 'anna@example.lv'",
    );
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it("answers an address that has an account like a new one, and mails a recovery link to it", async () => {
    const since = Date.now();
    const response = await test.app.inject({
      method: "POST",
      url: "/api/signup",
      payload: { email: "anna@example.lv", password: "other-password", policyAgreed: true },
    });
    expect(response.json()).toEqual({ content: null, notifications: [{ message: AuthMessage.signUpSent }] });
    expect(await test.lastText("anna@example.lv", since)).toContain("/recovery/finish?token=");
  });
});

describe("sign-in by password", () => {
  it("tells in signInStatus that the session signed in by e-mail", async () => {
    await test.signedUpUser("status@example.lv");
    const answer = await signIn("status@example.lv", "secret-password");
    expect((await me(answer.json().access_token)).json().content.signInStatus).toBe(LoginProvider.email);
  });

  it("answers unknown accounts and wrong passwords alike (no account enumeration)", async () => {
    await test.signedUpUser("known@example.lv");
    const wrongPassword = await signIn("known@example.lv", "wrong-password");
    const unknown = await signIn("unknown@example.lv", "wrong-password");
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrongPassword.statusCode);
    expect(unknown.json()).toEqual(wrongPassword.json());
    expect(unknown.json()).toEqual({
      error: "invalid_grant",
      error_description: AuthMessage.invalidCredentials,
      errors: [{ message: AuthMessage.invalidCredentials }],
    });
  });

  it("refuses blocked accounts, and a block ends their sessions' tokens", async () => {
    const tokens = await test.signedUpUser("blocked@example.lv");
    await test.db.pool.query("UPDATE users SET status = $1 WHERE email = 'blocked@example.lv'", [
      UserStatus.blocked,
    ]);
    expect((await signIn("blocked@example.lv", "secret-password")).json().errors).toEqual([
      { message: AuthMessage.accountBlocked },
    ]);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  it("allows at most 100 failed sign-ins an hour per account, even for the right password", async () => {
    await test.signedUpUser("target@example.lv");
    await test.db.pool.query(
      "INSERT INTO sign_in_failures (target, client_address) SELECT 'target@example.lv', '10.0.0.' || n FROM generate_series(1, 99) n",
    );
    expect((await signIn("target@example.lv", "wrong-password")).statusCode).toBe(400);
    const limited = await signIn("target@example.lv", "secret-password");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors).toEqual([{ message: AuthMessage.tooManySignIns }]);
  });

  it("limits failed sign-ins per client address across accounts", async () => {
    await test.db.pool.query(
      "INSERT INTO sign_in_failures (target, client_address) SELECT 'user' || n || '@example.lv', '10.9.9.9' FROM generate_series(1, 300) n",
    );
    const response = await test.app.inject({
      method: "POST",
      url: "/api/oauth/token",
      remoteAddress: "10.9.9.9",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=password&username=known%40example.lv&password=secret-password",
    });
    expect(response.statusCode).toBe(429);
  });

  it("names an unknown grant type in the OAuth2 shape", async () => {
    const response = await test.form("/api/oauth/token", { grant_type: "client_credentials" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("unsupported_grant_type");
  });

  it("answers a malformed request in the OAuth2 shape", async () => {
    const response = await test.form("/api/oauth/token", { grant_type: "password" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "invalid_request",
      errors: [{ message: ValidationMessage.fieldRequired }],
    });
  });
});

describe("refresh tokens", () => {
  it("rotate on every use", async () => {
    const tokens = await test.signedUpUser("rotate@example.lv");
    const next = await refresh(tokens.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(next.json().refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(next.json().access_token)).statusCode).toBe(200);
  });

  it("revoke the whole family when a spent one comes back", async () => {
    const tokens = await test.signedUpUser("replay@example.lv");
    const next = (await refresh(tokens.refresh_token)).json();
    const replay = await refresh(tokens.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe("invalid_grant");
    expect((await refresh(next.refresh_token)).statusCode).toBe(400);
    expect((await me(next.access_token)).statusCode).toBe(401);
  });

  it("yield at most one success for 50 parallel refreshes of one token", async () => {
    const tokens = await test.signedUpUser("parallel@example.lv");
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(tokens.refresh_token)));
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(answers.every((answer) => [200, 400].includes(answer.statusCode))).toBe(true);
  });
});

describe("logout", () => {
  it("makes the access token useless at once, and the refresh token too", async () => {
    const tokens = await test.signedUpUser("logout@example.lv");
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    const logout = await test.app.inject({
      method: "POST",
      url: "/api/oauth/revoke",
      headers: bearer(tokens.access_token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });
});

describe("the session cookie (server-rendered pages)", () => {
  it("authenticates page loads; writes need the CSRF header as well", async () => {
    await test.signedUpUser("cookie@example.lv");
    const answer = await signIn("cookie@example.lv", "secret-password");
    const session = answer.cookies.find((cookie) => cookie.name === "session");
    const csrf = answer.cookies.find((cookie) => cookie.name === "csrf");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });
    expect(csrf?.httpOnly).toBeUndefined();
    const cookie = `session=${session?.value}`;

    expect((await test.app.inject({ url: "/api/me", headers: { cookie } })).json().content.email).toBe(
      "cookie@example.lv",
    );
    const forged = await test.app.inject({
      method: "PATCH",
      url: "/api/me/language",
      headers: { cookie },
      payload: { language: "ru" },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors).toEqual([{ message: AuthMessage.csrfRejected }]);
    const sameSite = await test.app.inject({
      method: "PATCH",
      url: "/api/me/language",
      headers: { cookie, "x-csrf-token": String(csrf?.value) },
      payload: { language: "ru" },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it("is refused when its secret is wrong, and cleared with the csrf cookie", async () => {
    const response = await test.app.inject({ url: "/api/me", headers: { cookie: "session=1.forged" } });
    expect(response.statusCode).toBe(401);
    expect(clearedCookies(response)).toEqual(["csrf", "session"]);
  });

  it("is cleared once its session was signed out elsewhere; a live one is left alone", async () => {
    await test.signedUpUser("revoked@example.lv");
    const answer = await signIn("revoked@example.lv", "secret-password");
    const cookie = `session=${answer.cookies.find((item) => item.name === "session")?.value}`;
    const live = await test.app.inject({ url: "/api/me", headers: { cookie } });
    expect(live.statusCode).toBe(200);
    expect(clearedCookies(live)).toEqual([]);

    const revoke = await test.app.inject({
      method: "POST",
      url: "/api/oauth/revoke",
      headers: { authorization: `Bearer ${answer.json().access_token}` },
    });
    expect(revoke.statusCode).toBeLessThan(300);
    const stale = await test.app.inject({ url: "/api/me/lots/count", headers: { cookie } });
    expect(stale.statusCode).toBe(401);
    expect(clearedCookies(stale)).toEqual(["csrf", "session"]);
  });
});

describe("sign-up and sign-in by phone", () => {
  const phone = "+37120000001";

  it("texts a code to a Latvian number typed as 8 digits, and signs up with it", async () => {
    const sent = await test.app.inject({
      method: "POST",
      url: "/api/phone/code",
      payload: { phone: "20000001" },
    });
    expect(sent.json()).toEqual({ content: null, notifications: [{ message: AuthMessage.codeSent }] });
    const code = await test.lastCode(phone);
    const signedUp = await test.app.inject({
      method: "POST",
      url: "/api/phone/sign-in",
      payload: { phone: "20000001", code, policyAgreed: true },
    });
    expect(signedUp.statusCode).toBe(200);
    const user = (await me(signedUp.json().access_token)).json().content;
    expect(user.signInStatus).toBe(LoginProvider.phone);
    const contacts = user.contacts;
    expect(contacts).toMatchObject([
      { contactType: 1, value: phone, verified: 1, pending: false, preferred: true },
    ]);
  });

  it("signs in again with a new code, also with the country prefix", async () => {
    await test.app.inject({ method: "POST", url: "/api/phone/code", payload: { phone: "+371 20000001" } });
    const code = await test.lastCode(phone);
    const signedIn = await test.app.inject({
      method: "POST",
      url: "/api/phone/sign-in",
      payload: { phone, code },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it("needs the policy agreed when the number has no account yet", async () => {
    await test.app.inject({ method: "POST", url: "/api/phone/code", payload: { phone: "+4412345678" } });
    const code = await test.lastCode("+4412345678");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/phone/sign-in",
      payload: { phone: "+4412345678", code },
    });
    expect(response.json().errors).toEqual([
      { message: ValidationMessage.mustAgreeToPolicy, field: "policyAgreed" },
    ]);
  });

  it("allows five guesses of a code, then not even the right one", async () => {
    const number = "+37120000002";
    await test.app.inject({ method: "POST", url: "/api/phone/code", payload: { phone: number } });
    const code = await test.lastCode(number);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let guess = 0; guess < 5; guess++) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/phone/sign-in",
        payload: { phone: number, code: wrong, policyAgreed: true },
      });
      expect(response.json().errors).toEqual([{ message: AuthMessage.invalidCode, field: "code" }]);
    }
    const right = await test.app.inject({
      method: "POST",
      url: "/api/phone/sign-in",
      payload: { phone: number, code, policyAgreed: true },
    });
    expect(right.statusCode).toBe(400);
  });

  it("refuses an expired code", async () => {
    const number = "+37120000003";
    await test.app.inject({ method: "POST", url: "/api/phone/code", payload: { phone: number } });
    const code = await test.lastCode(number);
    await test.db.pool.query(
      "UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = $1",
      [number],
    );
    const response = await test.app.inject({
      method: "POST",
      url: "/api/phone/sign-in",
      payload: { phone: number, code, policyAgreed: true },
    });
    expect(response.statusCode).toBe(400);
  });

  it("limits codes to five an hour per number", async () => {
    const number = "+37120000004";
    const send = () =>
      test.app.inject({ method: "POST", url: "/api/phone/code", payload: { phone: number } });
    for (let count = 0; count < 5; count++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors).toEqual([{ message: AuthMessage.tooManyCodes }]);
    expect(await test.sentCount(number)).toBe(5);
  });

  it("limits codes per client address across numbers", async () => {
    const send = (index: number) =>
      test.app.inject({
        method: "POST",
        url: "/api/phone/code",
        remoteAddress: "10.7.7.7",
        payload: { phone: `2100${String(index).padStart(4, "0")}` },
      });
    for (let index = 0; index < 30; index++) expect((await send(index)).statusCode).toBe(200);
    expect((await send(30)).statusCode).toBe(429);
  });

  it("refuses a number that is not a phone number", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/phone/code",
      payload: { phone: "12345" },
    });
    expect(response.json().errors).toEqual([{ message: ValidationMessage.invalidData, field: "phone" }]);
  });
});

describe("password recovery", () => {
  it("answers known and unknown addresses alike", async () => {
    await test.signedUpUser("forgetful@example.lv");
    const known = await test.app.inject({
      method: "POST",
      url: "/api/recovery",
      payload: { email: "forgetful@example.lv" },
    });
    const unknown = await test.app.inject({
      method: "POST",
      url: "/api/recovery",
      payload: { email: "nobody@example.lv" },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await test.sentCount("nobody@example.lv")).toBe(0);
  });

  it("sets the new password with the one-use link and ends every session", async () => {
    const email = "recover@example.lv";
    const tokens = await test.signedUpUser(email, "old-password");
    const since = Date.now();
    await test.app.inject({ method: "POST", url: "/api/recovery", payload: { email } });
    const token = await test.lastLinkToken(email, since);
    const finish = () =>
      test.app.inject({
        method: "POST",
        url: "/api/recovery/finish",
        payload: { token, password: "new-password" },
      });
    expect((await finish()).json().notifications).toEqual([{ message: AuthMessage.passwordChanged }]);
    expect((await finish()).statusCode).toBe(400);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await signIn(email, "old-password")).statusCode).toBe(400);
    expect((await signIn(email, "new-password")).statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    const email = "late@example.lv";
    await test.signedUpUser(email);
    const since = Date.now();
    await test.app.inject({ method: "POST", url: "/api/recovery", payload: { email } });
    const token = await test.lastLinkToken(email, since);
    await test.db.pool.query("UPDATE verification_codes SET expires_at = now() WHERE target = $1", [email]);
    const response = await test.app.inject({
      method: "POST",
      url: "/api/recovery/finish",
      payload: { token, password: "new-password" },
    });
    expect(response.json().errors).toEqual([{ message: AuthMessage.invalidLink, field: "token" }]);
  });
});

describe("GET /api/forms/:name", () => {
  it("answers the rules of an account form", async () => {
    const response = await test.app.inject({ url: "/api/forms/signup" });
    const fields = response.json().content.fields.map((field: { name: string }) => field.name);
    expect(fields).toEqual(["email", "password", "passwordRepeat", "policyAgreed"]);
  });

  it("answers 404 for a form whose feature does not exist yet, 400 for an unknown name", async () => {
    expect((await test.app.inject({ url: "/api/forms/createAd" })).statusCode).toBe(404);
    expect((await test.app.inject({ url: "/api/forms/nonsense" })).statusCode).toBe(400);
  });
});

/** Names of the cookies an answer expires. */
function clearedCookies(response: {
  cookies: { name: string; value: string; expires?: Date; maxAge?: number }[];
}) {
  return response.cookies
    .filter(
      (cookie) =>
        cookie.value === "" && (cookie.maxAge === 0 || (cookie.expires?.getTime() ?? 1) <= Date.now()),
    )
    .map((cookie) => cookie.name)
    .sort();
}
