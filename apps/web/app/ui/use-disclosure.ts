import { type KeyboardEvent, useEffect, useRef } from "react";

/**
 * A disclosure (a small menu under its button, not a dialog): a click elsewhere closes it, Escape closes it
 * and gives the focus back to its button. Spread `onKeyDown` and `root` on the element around both, and
 * `button` on the button.
 */
export function useDisclosure(open: boolean, dismiss: () => void) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The latest dismiss, so the listener is not replaced on every render.
  const latestDismiss = useRef(dismiss);
  latestDismiss.current = dismiss;

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) latestDismiss.current();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = () => {
    latestDismiss.current();
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close();
    }
  };
  return { root, button, close, onKeyDown };
}
