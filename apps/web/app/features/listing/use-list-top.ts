import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Going to another page of a list brings the list into view (spec 1 section 4). The page links keep the
 * scroll position (preventScrollReset) rather than jump to the top of the page; this then scrolls to the
 * list's start, the element the returned ref is on. Back and Forward keep their place, and another list (a
 * new path) starts at the top as any page does.
 *
 * The link or sort that led to another page or order of the list went with the old list, and the keyboard's
 * focus fell to the page's body: it goes to the list's start instead (the element has tabIndex -1), where the
 * next Tab reaches the first card.
 */
export function useListTop<T extends HTMLElement>(page: number) {
  const listTop = useRef<T>(null);
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, search, page });
  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, search, page };
    if (before.pathname !== pathname || navigationType !== "PUSH") return;
    if (before.page !== page) listTop.current?.scrollIntoView({ block: "start" });
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (before.search !== search && focusLost) listTop.current?.focus({ preventScroll: true });
  }, [pathname, search, page, navigationType]);
  return listTop;
}
