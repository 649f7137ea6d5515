import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** The account modals, opened by URL hash (DESIGN.md section 6). */
export const authModals = { signIn: "signin", signUp: "signup", recovery: "recovery" } as const;
export type AuthModalName = (typeof authModals)[keyof typeof authModals];

/**
 * Moves from one account modal to another (sign in -> sign up): the hash is replaced, so Back
 * closes the modal instead of walking through every form the visitor looked at.
 */
export function useSwitchModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = Boolean((location.state as { hashModal?: string } | null)?.hashModal);
  return useCallback(
    (name: AuthModalName) => {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: name },
        // A modal the app opened closes with Back; the one it replaces hands that over.
        { replace: true, state: openedHere ? { hashModal: name } : null, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search, openedHere],
  );
}
