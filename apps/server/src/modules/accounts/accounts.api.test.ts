import { AuthMessage } from "@tirgus/domain/auth";
import { ValidationMessage } from "@tirgus/domain/errors";
import { ContactVerification, Role, UserStatus, userSettingKeys } from "@tirgus/domain/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpMessage } from "../../platform/api-error.ts";
import { type AccountsTestApp, bearer, buildAccountsTestApp } from "../auth/test-accounts.ts";
import { demoAccounts, demoPassword, ensureDemoAccounts } from "./demo-accounts.ts";

let test: AccountsTestApp;
beforeAll(async () => {
  test = await buildAccountsTestApp();
});
afterAll(() => test.close());

async function signedIn(email: string) {
  const tokens = await test.signedUpUser(email);
  const headers = bearer(tokens.access_token);
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { tokens, call };
}

describe("GET /api/me", () => {
  it("answers 401 without a session", async () => {
    const response = await test.app.inject({ url: "/api/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([{ message: HttpMessage.unauthorized }]);
  });

  it("has the user with contacts, status, company, lot count, socials and settings", async () => {
    const { call } = await signedIn("me@example.lv");
    const { content } = (await call("GET", "/api/me")).json();
    expect(content).toMatchObject({
      email: "me@example.lv",
      language: "lv",
      role: null,
      status: UserStatus.new,
      company: null,
      userLots: 0,
      socialContacts: [],
      preferences: {},
      userContact: {
        contactType: 2,
        value: "me@example.lv",
        verified: ContactVerification.verified,
        preferred: true,
      },
    });
    expect(content.contacts).toHaveLength(1);
  });
});

describe("the session-loading calls", () => {
  it("answer their shapes: offers, socials, lot count, message totals, new messages", async () => {
    const { call } = await signedIn("loading@example.lv");
    const answers = await Promise.all(
      [
        "/api/me/offers",
        "/api/me/socials",
        "/api/me/lots/count",
        "/api/msg/v1/totals",
        "/api/msg/v1/new-count",
      ].map(async (url) => (await call("GET", url)).json().content),
    );
    expect(answers).toEqual([
      { count: 0, data: [] },
      { count: 0, data: [] },
      { count: 0, published: 0, companyPublished: 0 },
      { company: 0, personal: 0, notifications: 0 },
      { count: 0 },
    ]);
  });
});

describe("profile changes", () => {
  it("change names, and refuse role and status (mass assignment has no effect)", async () => {
    const { call } = await signedIn("profile@example.lv");
    const named = await call("PATCH", "/api/me", { fname: "Anna", lname: "Bērziņa" });
    expect(named.json().content).toMatchObject({ fname: "Anna", lname: "Bērziņa" });

    const escalation = await call("PATCH", "/api/me", {
      fname: "Eve",
      role: Role.admin,
      status: UserStatus.trusted,
    });
    expect(escalation.statusCode).toBe(400);
    expect(
      escalation
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["role", "status"]);
    const { content } = (await call("GET", "/api/me")).json();
    expect(content).toMatchObject({ fname: "Anna", role: null, status: UserStatus.new });
  });

  it("change the language", async () => {
    const { call } = await signedIn("language@example.lv");
    expect((await call("PATCH", "/api/me/language", { language: "ru" })).statusCode).toBe(200);
    expect((await call("GET", "/api/me")).json().content.language).toBe("ru");
    expect((await call("PATCH", "/api/me/language", { language: "de" })).statusCode).toBe(400);
  });
});

describe("PATCH /api/me/preferences/:kind", () => {
  it("stores every setting of the spec", async () => {
    const { call } = await signedIn("settings@example.lv");
    for (const kind of userSettingKeys) {
      const value = kind === "lots_view_type" ? "grid" : true;
      const response = await call("PATCH", `/api/me/preferences/${kind}`, { value });
      expect(response.json().content).toEqual({ kind, value });
    }
    const { preferences } = (await call("GET", "/api/me")).json().content;
    expect(Object.keys(preferences).sort()).toEqual([...userSettingKeys].sort());
  });

  it("refuses unknown keys and values of the wrong kind", async () => {
    const { call } = await signedIn("badsettings@example.lv");
    expect((await call("PATCH", "/api/me/preferences/is_admin", { value: true })).statusCode).toBe(400);
    const wrong = await call("PATCH", "/api/me/preferences/lots_view_type", { value: "table" });
    expect(wrong.json().errors).toEqual([{ message: ValidationMessage.wrongValue, field: "value" }]);
    expect((await call("PATCH", "/api/me/preferences/user_public_name", { value: "yes" })).statusCode).toBe(
      400,
    );
  });
});

describe("password change", () => {
  it("needs the current password, and ends the other sessions", async () => {
    const email = "changer@example.lv";
    const { call } = await signedIn(email);
    const other = await test.form("/api/oauth/token", {
      grant_type: "password",
      username: email,
      password: "secret-password",
    });
    const wrong = await call("POST", "/api/me/password", { oldPassword: "guess", password: "new-password" });
    expect(wrong.json().errors).toEqual([{ message: AuthMessage.wrongOldPassword, field: "oldPassword" }]);
    const changed = await call("POST", "/api/me/password", {
      oldPassword: "secret-password",
      password: "new-password",
    });
    expect(changed.statusCode).toBe(200);
    expect((await call("GET", "/api/me")).statusCode).toBe(200);
    const otherMe = await test.app.inject({ url: "/api/me", headers: bearer(other.json().access_token) });
    expect(otherMe.statusCode).toBe(401);
  });
});

describe("contacts", () => {
  it("add a phone as pending, verify it by code, and make it preferred", async () => {
    const { call } = await signedIn("contacts@example.lv");
    const added = await call("POST", "/api/me/contacts", { contact: "29123456" });
    const contact = added.json().content;
    expect(contact).toMatchObject({
      contactType: 1,
      value: "+37129123456",
      verified: 0,
      pending: true,
      preferred: false,
    });

    const code = await test.lastCode("+37129123456");
    const verified = await call("POST", `/api/me/contacts/${contact.id}/verify`, { code });
    // The e-mail address stays preferred, so the phone is verified but not the primary contact.
    expect(verified.json().content).toMatchObject({
      verified: ContactVerification.verified_non_primary,
      pending: false,
    });

    const preferred = await call("PATCH", `/api/me/contacts/${contact.id}`, { preferred: true });
    const byValue = Object.fromEntries(
      preferred.json().content.data.map((item: { value: string }) => [item.value, item]),
    );
    expect(byValue["+37129123456"]).toMatchObject({
      preferred: true,
      verified: ContactVerification.verified,
    });
    expect(byValue["contacts@example.lv"]).toMatchObject({
      preferred: false,
      verified: ContactVerification.verified_non_primary,
    });
  });

  it("add an e-mail contact verified by an e-mailed code, five guesses at most", async () => {
    const { call } = await signedIn("guesser@example.lv");
    const contact = (await call("POST", "/api/me/contacts", { contact: "Work@Example.lv" })).json().content;
    expect(contact.value).toBe("work@example.lv");
    const code = await test.lastCode("work@example.lv");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let guess = 0; guess < 5; guess++) {
      const response = await call("POST", `/api/me/contacts/${contact.id}/verify`, { code: wrong });
      expect(response.json().errors).toEqual([{ message: AuthMessage.invalidCode, field: "code" }]);
    }
    expect((await call("POST", `/api/me/contacts/${contact.id}/verify`, { code })).statusCode).toBe(400);

    await call("POST", `/api/me/contacts/${contact.id}/code`);
    const fresh = await test.lastCode("work@example.lv");
    expect((await call("POST", `/api/me/contacts/${contact.id}/verify`, { code: fresh })).statusCode).toBe(
      200,
    );
  });

  it("refuse text that is neither an e-mail address nor a phone number, and others' contacts", async () => {
    const { call } = await signedIn("strict@example.lv");
    const bad = await call("POST", "/api/me/contacts", { contact: "call me" });
    expect(bad.json().errors).toEqual([{ message: ValidationMessage.invalidData, field: "contact" }]);
    const { rows } = await test.db.pool.query("SELECT min(id)::int AS id FROM contacts");
    expect((await call("DELETE", `/api/me/contacts/${rows[0].id}`)).statusCode).toBe(404);
  });

  it("cannot verify a number another account verified", async () => {
    const first = await signedIn("first@example.lv");
    const second = await signedIn("second@example.lv");
    for (const user of [first, second]) {
      const contact = (await user.call("POST", "/api/me/contacts", { contact: "+37129000999" })).json()
        .content;
      const code = await test.lastCode("+37129000999");
      const verified = await user.call("POST", `/api/me/contacts/${contact.id}/verify`, { code });
      expect(verified.statusCode).toBe(user === first ? 200 : 409);
    }
  });
});

describe("deleting the account", () => {
  it("anonymises the user and ends the sessions", async () => {
    const { call, tokens } = await signedIn("leaving@example.lv");
    await call("PATCH", "/api/me", { fname: "Leaving", lname: "User" });
    expect((await call("DELETE", "/api/me")).statusCode).toBe(200);
    expect((await call("GET", "/api/me")).statusCode).toBe(401);
    const { rows } = await test.db.pool.query(
      `SELECT email, first_name, last_name, status, (SELECT count(*)::int FROM contacts c WHERE c.user_id = u.id) AS contacts
       FROM users u WHERE id = (SELECT user_id FROM auth_sessions ORDER BY id DESC LIMIT 1)`,
    );
    expect(rows[0]).toEqual({
      email: null,
      first_name: null,
      last_name: null,
      status: UserStatus.deleted,
      contacts: 0,
    });
    const again = await test.form("/api/oauth/token", {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(again.statusCode).toBe(400);
  });
});

describe("demo accounts", () => {
  it("sign in with demo-password; the sellers have a verified Latvian phone", async () => {
    await ensureDemoAccounts(test.db.pool);
    for (const account of Object.values(demoAccounts)) {
      const answer = await test.form("/api/oauth/token", {
        grant_type: "password",
        username: account.email,
        password: demoPassword,
      });
      expect(answer.statusCode).toBe(200);
    }
    const seller = await test.form("/api/oauth/token", {
      grant_type: "password",
      username: "26000001",
      password: demoPassword,
    });
    const { content } = (
      await test.app.inject({ url: "/api/me", headers: bearer(seller.json().access_token) })
    ).json();
    expect(content.email).toBe(demoAccounts.seller.email);
    expect(content.contacts).toHaveLength(2);
  });
});
