import type { ApiClient } from "../../lib/api-client";
import type { TokenAnswer } from "../../lib/tokens";
import { completeSignIn } from "../auth/session-actions";

/**
 * An admin signs in as a user, or comes back (decision 0013): both answer like a sign-in, so the browser
 * swaps its tokens the same way (the server has set the session cookies already).
 */
export async function impersonate(api: ApiClient, userId: number): Promise<void> {
  const answer = await api.request<TokenAnswer>("POST", `/api/admin/impersonate/${userId}`, {
    envelope: false,
    silent: true,
  });
  if (answer) await completeSignIn(api, answer);
}

export async function stopImpersonating(api: ApiClient): Promise<void> {
  const answer = await api.request<TokenAnswer>("POST", "/api/admin/impersonate/stop", {
    envelope: false,
    silent: true,
  });
  if (answer) await completeSignIn(api, answer);
}
