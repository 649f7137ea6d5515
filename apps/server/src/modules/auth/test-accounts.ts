import { randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { createOutbox, outboxDirectory } from "../../platform/outbox.ts";

/**
 * A test app whose mail and text messages land in a private outbox (the built-in offline delivery), with
 * helpers that read the newest link or code sent to an address, as a person would.
 */
export async function buildAccountsTestApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tirgus-accounts-"));
  const test: TestApp = await buildTestApp({ DATA_DIR: dataDir, PUBLIC_URL: "https://tirgus.test" });
  const outbox = createOutbox(outboxDirectory(dataDir));

  /**
   * Links go out in the background after the answer, so this waits for a message to arrive: up to 10 s,
   * because a loaded CI machine hashing passwords in parallel test files once took over 1 s.
   */
  async function lastText(to: string, notBefore = 0): Promise<string> {
    for (let attempt = 0; attempt < 500; attempt++) {
      const [message] = await outbox.list({ to, limit: 1 });
      if (message && Date.parse(message.date) >= notBefore) return message.text;
      await setTimeout(20);
    }
    throw new Error(`nothing was sent to ${to}`);
  }
  /** `notBefore` (a time in ms) skips older messages to the same address. */
  async function lastLinkToken(to: string, notBefore = 0): Promise<string> {
    const token = /token=([\w-]+)/.exec(await lastText(to, notBefore))?.[1];
    if (!token) throw new Error(`no link in the last message to ${to}`);
    return token;
  }
  async function lastCode(to: string): Promise<string> {
    const code = /\b(\d{6})\b/.exec(await lastText(to))?.[1];
    if (!code) throw new Error(`no code in the last message to ${to}`);
    return code;
  }
  const sentCount = async (to: string) => (await outbox.list({ to })).length;

  function form(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return test.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Signs up by e-mail, confirms from the received mail, and signs in: the access and refresh tokens. Each
   * sign-up comes from its own client address, so the per-address sending limit stays with the tests about it.
   */
  async function signedUpUser(email: string, password = "secret-password") {
    await test.app.inject({
      method: "POST",
      url: "/api/signup",
      remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
      payload: { email, password, policyAgreed: true },
    });
    const token = await lastLinkToken(email);
    await test.app.inject({ method: "POST", url: "/api/signup/confirm", payload: { token } });
    const answer = await form("/api/oauth/token", { grant_type: "password", username: email, password });
    return answer.json() as { access_token: string; refresh_token: string };
  }

  return {
    ...test,
    dataDir,
    lastText,
    lastLinkToken,
    lastCode,
    sentCount,
    form,
    signedUpUser,
    async close() {
      await test.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type AccountsTestApp = Awaited<ReturnType<typeof buildAccountsTestApp>>;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
