import { useEffect, useRef } from "react";

/**
 * A `<details>` whose content floats over the page (a dropdown that works without scripts). Once the page has
 * hydrated it closes as the other menus do (use-disclosure.ts): on a press anywhere outside it, and on Escape,
 * which gives the focus back to its summary. Put the answered ref on the `<details>`.
 *
 * The document listeners stay on while the menu is mounted and look at `open` when they fire: listening only
 * between `toggle` events missed an Escape pressed right after a reopen, because `toggle` is fired from a task
 * queued after the change (and a close and reopen in quick succession are coalesced into one).
 */
export function useFloatingDetails() {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const onPressOutside = (event: PointerEvent) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false;
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPressOutside);
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("pointerdown", onPressOutside);
      document.removeEventListener("keydown", onEscape);
    };
  }, []);
  return details;
}
