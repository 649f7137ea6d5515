import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Going to another page of a list brings the list into view (spec 1 section 4). The page links keep the
 * scroll position (preventScrollReset) rather than jump to the top of the page; this then scrolls to the
 * list's start, the element the returned ref is on. Back and Forward keep their place, and another list (a
 * new path) starts at the top as any page does.
 */
export function useListTop<T extends HTMLElement>(page: number) {
  const listTop = useRef<T>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, page });
  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, page };
    const paged = before.pathname === pathname && before.page !== page;
    if (paged && navigationType === "PUSH") listTop.current?.scrollIntoView({ block: "start" });
  }, [pathname, page, navigationType]);
  return listTop;
}
