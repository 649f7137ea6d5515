import { ErrorCode } from "@tirgus/domain/errors";
import { Role, UserStatus } from "@tirgus/domain/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { bearer, cookieHeader, cookiesOf, passwordAccount } from "../../../test/social-accounts.ts";
import { ImpersonationMessage } from "./service.ts";

let test: TestApp;
let admin: { userId: number; accessToken: string };
beforeAll(async () => {
  test = await buildTestApp({ PUBLIC_URL: "https://tirgus.test" });
  admin = await passwordAccount(test, "admin@example.lv", { role: Role.admin });
});
afterAll(() => test.close());

const impersonate = (accessToken: string, userId: number) =>
  test.app.inject({ method: "POST", url: `/api/admin/impersonate/${userId}`, headers: bearer(accessToken) });
const stop = (accessToken: string) =>
  test.app.inject({ method: "POST", url: "/api/admin/impersonate/stop", headers: bearer(accessToken) });
const me = (accessToken: string) => test.app.inject({ url: "/api/me", headers: bearer(accessToken) });
const auditOf = async (subjectUserId: number) =>
  (
    await test.db.pool.query(
      `SELECT actor_user_id::int AS actor, action, details, created_at AS "createdAt"
       FROM audit_log WHERE subject_user_id = $1 ORDER BY id`,
      [subjectUserId],
    )
  ).rows;

describe("POST /api/admin/impersonate/:userId", () => {
  it("signs the admin in as the user, marked with the admin for the banner, and audits it", async () => {
    const user = await passwordAccount(test, "looked-at@example.lv");
    const response = await impersonate(admin.accessToken, user.userId);
    expect(response.statusCode).toBe(200);
    expect(cookiesOf(response).session).toBeDefined();
    const seen = (await me(response.json().access_token)).json().content;
    expect(seen).toMatchObject({
      id: user.userId,
      impersonatedBy: { id: admin.userId, email: "admin@example.lv" },
    });
    expect((await me(user.accessToken)).json().content.impersonatedBy).toBeNull();
    expect(await auditOf(user.userId)).toEqual([
      {
        actor: admin.userId,
        action: "impersonate-start",
        details: { sessionId: expect.any(Number), adminSessionId: expect.any(Number) },
        createdAt: expect.any(Date),
      },
    ]);
  });

  it("refuses users who are not admins with USER_FORBIDDEN", async () => {
    const caller = await passwordAccount(test, "curious@example.lv");
    const user = await passwordAccount(test, "private@example.lv");
    const response = await impersonate(caller.accessToken, user.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([{ message: ErrorCode.USER_FORBIDDEN }]);
    expect(await auditOf(user.userId)).toEqual([]);
  });

  it("refuses to impersonate another admin", async () => {
    const otherAdmin = await passwordAccount(test, "admin-2@example.lv", { role: Role.admin });
    const response = await impersonate(admin.accessToken, otherAdmin.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([{ message: ErrorCode.USER_FORBIDDEN }]);
  });

  it("cannot be chained: an impersonating session is the user's, not an admin's", async () => {
    const first = await passwordAccount(test, "first@example.lv");
    const second = await passwordAccount(test, "second@example.lv");
    const asFirst = (await impersonate(admin.accessToken, first.userId)).json().access_token;
    expect((await impersonate(asFirst, second.userId)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown or deleted user, and needs a signed-in caller", async () => {
    expect((await impersonate(admin.accessToken, 987_654_321)).statusCode).toBe(404);
    const deleted = await passwordAccount(test, "gone@example.lv");
    await test.db.pool.query("UPDATE users SET status = $2 WHERE id = $1", [
      deleted.userId,
      UserStatus.deleted,
    ]);
    expect((await impersonate(admin.accessToken, deleted.userId)).statusCode).toBe(404);
    const anonymous = await test.app.inject({
      method: "POST",
      url: `/api/admin/impersonate/${deleted.userId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("POST /api/admin/impersonate/stop", () => {
  it("returns to the admin's own session, ends the impersonation's, and audits it", async () => {
    const user = await passwordAccount(test, "visited@example.lv");
    const asUser = (await impersonate(admin.accessToken, user.userId)).json().access_token;
    const response = await stop(asUser);
    expect(response.statusCode).toBe(200);
    const back = (await me(response.json().access_token)).json().content;
    expect(back).toMatchObject({ id: admin.userId, impersonatedBy: null });
    expect((await me(asUser)).statusCode).toBe(401);
    expect((await me(admin.accessToken)).json().content.id).toBe(admin.userId);
    expect((await auditOf(user.userId)).map((entry) => entry.action)).toEqual([
      "impersonate-start",
      "impersonate-stop",
    ]);
  });

  it("sets the admin's session cookie again for a cookie-signed-in browser", async () => {
    const user = await passwordAccount(test, "cookie-visited@example.lv");
    const started = cookiesOf(await impersonate(admin.accessToken, user.userId));
    const response = await test.app.inject({
      method: "POST",
      url: "/api/admin/impersonate/stop",
      headers: { cookie: cookieHeader(started), "x-csrf-token": String(started.csrf) },
    });
    const cookies = cookiesOf(response);
    const back = await test.app.inject({ url: "/api/me", headers: { cookie: cookieHeader(cookies) } });
    expect(back.json().content.id).toBe(admin.userId);
  });

  it("refuses a session that is not an impersonation", async () => {
    const response = await stop(admin.accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: ImpersonationMessage.notImpersonating }]);
  });

  it("does not bring back an admin session that was signed out meanwhile", async () => {
    const otherAdmin = await passwordAccount(test, "admin-3@example.lv", { role: Role.admin });
    const user = await passwordAccount(test, "watched@example.lv");
    const asUser = (await impersonate(otherAdmin.accessToken, user.userId)).json().access_token;
    await test.app.inject({
      method: "POST",
      url: "/api/oauth/revoke",
      headers: bearer(otherAdmin.accessToken),
    });
    expect((await stop(asUser)).statusCode).toBe(401);
    expect((await me(asUser)).statusCode).toBe(401);
  });
});

describe("GET /api/admin/users", () => {
  const find = (accessToken: string, query: string) =>
    test.app.inject({
      url: `/api/admin/users?query=${encodeURIComponent(query)}`,
      headers: bearer(accessToken),
    });

  it("finds a user by id or e-mail address, exactly, for admins", async () => {
    const user = await passwordAccount(test, "findable@example.lv");
    const byEmail = (await find(admin.accessToken, " Findable@Example.lv ")).json().content;
    expect(byEmail.data).toEqual([
      expect.objectContaining({ id: user.userId, email: "findable@example.lv", status: UserStatus.new }),
    ]);
    expect((await find(admin.accessToken, String(user.userId))).json().content.data[0].id).toBe(user.userId);
    expect((await find(admin.accessToken, "findable@example")).json().content.count).toBe(0);
  });

  it("is for admins only, and refuses an empty or huge query", async () => {
    const user = await passwordAccount(test, "nosy@example.lv");
    expect((await find(user.accessToken, "admin@example.lv")).json().errors).toEqual([
      { message: ErrorCode.USER_FORBIDDEN },
    ]);
    expect((await find(admin.accessToken, "  ")).statusCode).toBe(400);
    expect((await find(admin.accessToken, "x".repeat(300))).statusCode).toBe(400);
  });
});
