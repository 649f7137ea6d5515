import { useEffect, useRef } from "react";

/**
 * A `<details>` whose content floats over the page (a dropdown that works without scripts). Once the page has
 * hydrated it closes as the other menus do (use-disclosure.ts): on a press anywhere outside it, and on Escape,
 * which gives the focus back to its summary. Put the answered ref on the `<details>`.
 */
export function useFloatingDetails() {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    let stopListening = () => {};
    const onToggle = () => {
      stopListening();
      if (!element.open) return;
      const onPressOutside = (event: PointerEvent) => {
        if (!element.contains(event.target as Node)) element.open = false;
      };
      const onEscape = (event: KeyboardEvent) => {
        if (event.key !== "Escape") return;
        element.open = false;
        element.querySelector("summary")?.focus();
      };
      document.addEventListener("pointerdown", onPressOutside);
      document.addEventListener("keydown", onEscape);
      stopListening = () => {
        document.removeEventListener("pointerdown", onPressOutside);
        document.removeEventListener("keydown", onEscape);
      };
    };
    element.addEventListener("toggle", onToggle);
    return () => {
      element.removeEventListener("toggle", onToggle);
      stopListening();
    };
  }, []);
  return details;
}
