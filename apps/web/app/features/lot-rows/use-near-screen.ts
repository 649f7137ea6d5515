import { type RefObject, useEffect } from "react";

/**
 * Calls `onNear` each time the element comes within `margin` of the screen, while `active`: rows and
 * further pages then load before the visitor reaches them. Browsers without IntersectionObserver get the
 * call at once (they still see everything, just without the saving).
 */
export function useNearScreen(
  ref: RefObject<Element | null>,
  active: boolean,
  onNear: () => void,
  margin = "600px",
): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, onNear, margin]);
}
