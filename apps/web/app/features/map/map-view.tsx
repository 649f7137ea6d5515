import { ListParam } from "@tirgus/domain/lot-list";
import { mapAreaText } from "@tirgus/domain/map-area";
import { lazy, Suspense, useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { CloseIcon } from "../../ui/icons";
import { hrefOf } from "../listing/list-query";
import { classifiedsText } from "../lot-card/count-text";
import type { Bounds, MapPageData } from "./map-data";

const MapCanvas = lazy(() => import("./map-canvas").then((module) => ({ default: module.MapCanvas })));

/**
 * The map of a real-estate list, over the whole window like a modal (spec 1 section 2). The server renders
 * the heading, the count and every shown lot as a link, so the page works without scripts and for crawlers;
 * the map itself appears once the page has hydrated.
 */
export function MapView({ page }: { page: MapPageData }) {
  const { t, lang } = useI18n();
  const hydrated = useHydrated();
  const placed = page.lots.filter((lot) => lot.location !== null).length;
  const location = useLocation();
  const navigate = useNavigate();
  /** This list's lots in another part of the map: the same address with that `area`. */
  const withArea = (area: Bounds | null) => {
    const search = new URLSearchParams(location.search);
    if (area) search.set(ListParam.area, mapAreaText(area));
    else search.delete(ListParam.area);
    return hrefOf(location.pathname, search);
  };
  const searchArea = (area: Bounds) => void navigate(withArea(area));
  // Like a modal, Escape closes the map: back to the list (a lot's card open on it closes first).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) void navigate(page.backHref);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate, page.backHref]);
  return (
    <section
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-page lg:overflow-hidden"
      aria-labelledby="map-heading"
    >
      <header className="flex shrink-0 items-center gap-3 border-line border-b bg-surface px-3 py-2 sm:px-4">
        <Link
          to={page.backHref}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-subtle hover:text-fg"
          aria-label={t("Back to the list")}
          title={t("Back to the list")}
          data-testid="map-back"
        >
          <CloseIcon />
        </Link>
        <div className="min-w-0">
          <h1 id="map-heading" className="truncate text-lg font-semibold">
            {page.heading}
          </h1>
          <p className="text-muted text-sm" data-testid="map-count">
            {classifiedsText(t, lang, page.count, page.countCapped)}
            {page.count > page.lots.length && ` · ${t("the first %s on the map", [placed])}`}
            {page.area && (
              <>
                {" · "}
                <Link
                  to={withArea(null)}
                  className="text-accent hover:underline"
                  data-testid="map-whole-list"
                >
                  {t("Search the whole list")}
                </Link>
              </>
            )}
          </p>
        </div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div className="h-[70dvh] shrink-0 lg:h-auto lg:flex-1">
          {hydrated ? (
            <Suspense fallback={null}>
              <MapCanvas lots={page.lots} tiles={page.tiles} area={page.area} onSearchArea={searchArea} />
            </Suspense>
          ) : (
            <p className="flex h-full items-center justify-center bg-subtle p-6 text-center text-muted">
              {t("Loading the map…")}
            </p>
          )}
        </div>
        <nav
          className="shrink-0 border-line bg-surface lg:w-80 lg:overflow-y-auto lg:border-l"
          aria-label={t("Classifieds on the map")}
        >
          {page.lots.length === 0 ? (
            <p className="p-4 text-muted">
              {t("Looks like there isn't any classified that matches your criteria.")}
            </p>
          ) : (
            <ul className="divide-y divide-line" data-testid="map-lots">
              {page.lots.map((lot) => (
                <li key={lot.id}>
                  <Link
                    to={lot.href}
                    className="flex items-baseline justify-between gap-3 px-4 py-2.5 hover:bg-subtle"
                  >
                    <span className="min-w-0 truncate">{lot.title}</span>
                    {lot.price && <span className="shrink-0 font-semibold">{lot.price}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </div>
    </section>
  );
}
