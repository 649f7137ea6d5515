import { tokenLoopWindowMs } from "./timing.ts";

/** One token serves both the general API and messaging. */
export const tokenScope = "api msg";
export const tokenType = "Bearer";
export const grantTypes = ["password", "refresh_token"] as const;
export type GrantType = (typeof grantTypes)[number];

/** A login popup is opened under this window name; it reloads its opener and closes after login. */
export const oauthWindowName = "OAUTH";

/** Refreshes in quick succession grow the loop counter; a pause longer than the window resets it. */
export function nextTokenLoopCount(count: number, lastRefreshAt: number, now: number): number {
  return now - lastRefreshAt > tokenLoopWindowMs ? 0 : count + 1;
}
