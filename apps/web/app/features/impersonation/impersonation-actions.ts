import type { ApiClient } from "../../lib/api-client";
import { browserApi } from "../../lib/browser-api";
import type { TokenAnswer } from "../../lib/tokens";
import type { FieldProblem } from "../auth/form-rules";
import { completeSignIn } from "../auth/session-actions";
import { problemsOf } from "../auth/use-request";

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

/** The banner's way back to the admin's own account: nothing, or the problems to show. */
export async function returnToOwnAccount(): Promise<FieldProblem[]> {
  try {
    await stopImpersonating(browserApi());
    return [];
  } catch (error) {
    return problemsOf(error);
  }
}
