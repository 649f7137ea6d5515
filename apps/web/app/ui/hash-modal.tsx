import { Component, lazy, type ReactNode, Suspense, useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { isChunkLoadError, reloadOnce } from "../lib/chunk-reload";
import { toastStore } from "../lib/toast-store";
import { useHydrated } from "../lib/use-hydrated";

/*
 * Modals open by URL hash (`#menu`, later `#signin`, `#signup`, ...), so they can be linked to and
 * the back button closes them (DESIGN.md section 6). Opening pushes `#name`; closing with X or
 * Escape goes back when the app pushed it, and replaces the hash away when the page was opened
 * through a link that already carried it (going back would leave the site).
 */

type HashModalState = { hashModal?: string } | null;

export function useHashModal(name: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The hash never reaches the server, so modals exist only after hydration.
  const open = hydrated && location.hash === `#${name}`;
  const openedHere = (location.state as HashModalState)?.hashModal === name;

  const openModal = useCallback(() => {
    // A second click while the dialog's code is still on its way adds no second entry: closing goes back
    // one entry, which would have been the dialog again.
    if (location.hash === `#${name}`) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: name },
      { state: { hashModal: name } satisfies HashModalState, preventScrollReset: true },
    );
  }, [navigate, location.pathname, location.search, location.hash, name]);

  const close = useCallback(() => {
    if (openedHere) void navigate(-1);
    else
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true },
      );
  }, [navigate, openedHere, location.pathname, location.search]);

  return { open, openModal, close };
}

const loadDialogPanel = () => import("./dialog-panel");
const DialogPanel = lazy(loadDialogPanel);

/** Starts loading the dialog code early (pointer over or focus on a control that opens one). */
export function preloadDialog(): void {
  void loadDialogPanel();
}

export function HashModal({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const { open, close } = useHashModal(name);
  if (!open) return null;
  return (
    <ModalBoundary>
      <Suspense fallback={null}>
        <DialogPanel title={title} onClose={close}>
          {children}
        </DialogPanel>
      </Suspense>
    </ModalBoundary>
  );
}

/**
 * A modal whose code fails to load must not take the page down: a stale chunk after a deploy
 * reloads the page once; any other failure leaves the page as it is and says so.
 */
export class ModalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error) && reloadOnce()) return;
    console.error(error);
    toastStore.show({ kind: "error", message: "Something went wrong. Please try again later." });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
