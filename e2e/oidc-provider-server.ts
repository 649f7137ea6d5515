import type http from "node:http";
import { startOpenIdProvider, type TestPerson } from "../apps/server/test/oidc-provider.ts";
import { oidcPersonCookie } from "./oidc-person.ts";

/*
 * The local OpenID provider of the social sign-in journeys, started by Playwright beside the app
 * (playwright.config.ts), which is configured to offer it as Google. Each journey chooses who signs in
 * (oidc-person.ts).
 */

const port = Number(process.env.OIDC_PORT);
const appUrl = String(process.env.APP_URL);

function personOf(request: http.IncomingMessage): TestPerson | "deny" | undefined {
  const cookie = (request.headers.cookie ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${oidcPersonCookie}=`));
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice(oidcPersonCookie.length + 1));
  return value === "deny" ? "deny" : (JSON.parse(value) as TestPerson);
}

const provider = await startOpenIdProvider([`${appUrl}/api/auth/google/callback`], { port, personOf });
process.stdout.write(`OpenID provider for the journeys at ${provider.issuer}\n`);
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
