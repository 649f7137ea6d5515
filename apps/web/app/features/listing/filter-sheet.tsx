import { Breakpoint } from "@tirgus/domain/layout";
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { useScrollLock } from "../../ui/use-scroll-lock";

/** The id the filter sheet is opened by (`#filters`) and closed back to the results (`#results`). */
export const filterSheetId = "filters";

/** Where the filters are a column beside the results (Tailwind's `lg`) rather than a sheet over them. */
export const filtersBesideResults = `(min-width: ${Breakpoint.lg}px)`;

/**
 * The filter panel: a column beside the results on wide screens, a sheet over them on phones, opened by a
 * link to `#filters` and closed by its Close link to `#results`. Once the page has hydrated, the open sheet is
 * a modal dialog as the others are: it takes the focus and keeps it, Escape closes it, the page behind does
 * not scroll, and the focus goes back to where it was (the Filters button) when it closes.
 */
export function FilterSheet({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const open = hash === `#${filterSheetId}`;
  const sheet = useRef<HTMLElement>(null);
  const closeLink = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const overPage = useModalSheet(hydrated && open, sheet, closeLink);
  useScrollLock(overPage);
  return (
    <aside
      ref={sheet}
      id={filterSheetId}
      {...(overPage
        ? { role: "dialog", "aria-modal": true, "aria-labelledby": titleId, tabIndex: -1 }
        : { "aria-label": t("Filters") })}
      className={`fixed inset-0 z-40 ${sheetVisibility(hydrated, open)} overflow-y-auto overscroll-contain bg-surface p-4 outline-none lg:static lg:z-auto lg:block lg:self-start lg:rounded-2xl lg:border lg:border-line lg:p-4`}
    >
      <div className="mb-3 flex items-center justify-between lg:hidden">
        <h2 id={titleId} className="text-lg font-semibold">
          {t("Filters")}
        </h2>
        <a
          ref={closeLink}
          href="#results"
          className="rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-subtle"
        >
          {t("Close")}
        </a>
      </div>
      {children}
    </aside>
  );
}

/**
 * Without JavaScript the CSS `:target` opens the sheet. After hydration the address's hash decides instead: a
 * client-side navigation (applying the filters) changes the address with pushState, which does not update
 * `:target`, so the sheet would stay open over the results.
 */
function sheetVisibility(hydrated: boolean, open: boolean): string {
  if (!hydrated) return "hidden target:block";
  return open ? "block" : "hidden";
}

/**
 * While the sheet is open over the page (a narrow screen), makes it behave as a modal dialog; answers whether
 * it is (the page behind is then kept from scrolling). On a wide screen the panel is a column of the page, and
 * an address with `#filters` changes nothing.
 */
function useModalSheet(
  open: boolean,
  sheet: RefObject<HTMLElement | null>,
  closeLink: RefObject<HTMLAnchorElement | null>,
): boolean {
  const [overPage, setOverPage] = useState(false);
  useEffect(() => {
    const element = sheet.current;
    if (!open || !element || window.matchMedia(filtersBesideResults).matches) return;
    setOverPage(true);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        closeLink.current?.click();
      } else if (event.key === "Tab") keepFocusWithin(element, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      setOverPage(false);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, sheet, closeLink]);
  return overPage;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first (or the sheet itself) to the last. */
function keepFocusWithin(container: HTMLElement, event: KeyboardEvent) {
  const controls = [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
