import { LoginError } from "@tirgus/domain/shell-errors";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toastStore } from "../../lib/toast-store";

export const loginErrorParameter = "loginError";

/** The message key of a `?loginError=` value: the spec's codes, and a failed sign-in for anything else. */
export function loginErrorMessage(code: string): string {
  return code === LoginError.cancelled_by_user ? LoginError.cancelled_by_user : LoginError.invalid_request;
}

/**
 * A social sign-in that failed comes back to its page with `?loginError=<code>` (spec 1 section 8): the
 * translated message shows once, and the parameter leaves the address without a new history entry, so a
 * reload or a shared link does not show it again.
 */
export function LoginErrorNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const code = search.get(loginErrorParameter);
    if (code === null) return;
    toastStore.show({ kind: "error", message: loginErrorMessage(code) });
    search.delete(loginErrorParameter);
    const rest = search.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate]);
  return null;
}
