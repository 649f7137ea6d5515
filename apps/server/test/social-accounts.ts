import type { LightMyRequestResponse } from "fastify";
import { inTransaction } from "../src/db/transaction.ts";
import { addContact, markContactVerified } from "../src/modules/accounts/contacts-repository.ts";
import { hashPassword } from "../src/modules/auth/crypto.ts";
import * as accounts from "../src/modules/auth/repository.ts";
import type { TestApp } from "./app.ts";

/** An e-mail account with a password and a confirmed address, signed in by password: its access token. */
export async function passwordAccount(test: TestApp, email: string, fields: { role?: number } = {}) {
  const pool = test.db.pool;
  const userId = await inTransaction(pool, async (client) => {
    const id = await accounts.createUser(client, { email, language: "lv" });
    await accounts.setPassword(client, id, await hashPassword("secret-password"));
    await markContactVerified(client, (await addContact(client, id, "email", email)).id);
    return id;
  });
  if (fields.role !== undefined)
    await pool.query("UPDATE users SET role = $2 WHERE id = $1", [userId, fields.role]);
  const answer = await test.app.inject({
    method: "POST",
    url: "/api/oauth/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      grant_type: "password",
      username: email,
      password: "secret-password",
    }).toString(),
  });
  return { userId, accessToken: (answer.json() as { access_token: string }).access_token };
}

/** The cookies a response sets, as a Cookie header's pairs by name. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
