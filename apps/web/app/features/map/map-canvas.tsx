import { mapSettings } from "@tirgus/domain/limits";
import type * as Leaflet from "leaflet";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { CloseIcon } from "../../ui/icons";
import {
  areaInMetres,
  type Bounds,
  fallbackTileUrl,
  inexactRadiusMetres,
  inexactRadiusPx,
  initialView,
  type MapLot,
  type MapTiles,
  tileAttribution,
} from "./map-data";

/*
 * The interactive map. Leaflet is imported in an effect, so it loads only when this page runs in a browser:
 * it is neither in the server render (it reads `window` as it loads) nor in any other page's scripts.
 */
const loadLeaflet = () => import("leaflet");

type Status = "loading" | "ready" | "failed";

/**
 * `list`: the lots of a list, the first view as `initialView` decides, each opening its small card.
 * `lot`: one lot's own page (spec 1 section 9, spec 2 section 9): its point at the single-lot zoom, an exact
 * one labelled with the price, a rough one as a circle of a few hundred metres.
 */
export type MapMode = "list" | "lot";

export function MapCanvas({
  lots,
  tiles,
  mode = "list",
  area = null,
  onSearchArea,
}: {
  lots: MapLot[];
  tiles: MapTiles;
  mode?: MapMode;
  /** A list's map: the part of the map its lots were searched in, shown first. */
  area?: Bounds | null;
  /** A list's map: searches the part in view once the visitor has moved the map ("Search in this area"). */
  onSearchArea?: (area: Bounds) => void;
}) {
  const { t } = useI18n();
  const container = useRef<HTMLElement>(null);
  const shownMap = useRef<Leaflet.Map | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [selected, setSelected] = useState<MapLot | null>(null);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let map: Leaflet.Map | undefined;
    loadLeaflet().then(
      (L) => {
        const element = container.current;
        if (cancelled || !element) return;
        map = L.map(element, {
          minZoom: mapSettings.zoomMin,
          maxZoom: mapSettings.zoomMax,
          zoomControl: false,
        });
        // Leaflet's own buttons are named in English; these speak the page's language.
        L.control.zoom({ zoomInTitle: t("Zoom in"), zoomOutTitle: t("Zoom out") }).addTo(map);
        addTiles(L, map, tiles);
        if (mode === "lot") showLot(L, map, lots[0]);
        else {
          if (area) map.fitBounds(boundsOf(L, area), { animate: false });
          else showFirstView(L, map, lots);
          for (const lot of lots) addLot(L, map, lot, () => setSelected(lot));
          map.on("click", () => setSelected(null));
          // The first view is set without animation, so whatever moves the map from now on is the visitor.
          map.on("moveend", () => setMoved(true));
        }
        shownMap.current = map;
        setMoved(false);
        setStatus("ready");
      },
      () => {
        if (!cancelled) setStatus("failed");
      },
    );
    return () => {
      cancelled = true;
      shownMap.current = null;
      map?.remove();
    };
  }, [lots, tiles, mode, area, t]);

  const searchShown = () => {
    const shown = shownMap.current?.getBounds();
    if (!shown || !onSearchArea) return;
    setMoved(false);
    onSearchArea({
      south: shown.getSouth(),
      west: shown.getWest(),
      north: shown.getNorth(),
      east: shown.getEast(),
    });
  };

  return (
    <div className="relative isolate h-full w-full bg-subtle">
      {/* Hoisted into <head> by React; the map shows once its styles are there. */}
      <link rel="stylesheet" href={leafletStyles} precedence="default" />
      <section
        ref={container}
        className="h-full w-full"
        data-testid="map"
        data-status={status}
        aria-label={t("Map")}
      />
      {status !== "ready" && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-muted">
          {status === "loading" ? t("Loading the map…") : t("The map could not be loaded.")}
        </p>
      )}
      {moved && onSearchArea && status === "ready" && (
        <button
          type="button"
          onClick={searchShown}
          className="absolute top-3 left-1/2 z-[1000] h-10 -translate-x-1/2 rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg shadow-lg hover:bg-accent-hover"
        >
          {t("Search in this area")}
        </button>
      )}
      {selected && <LotPopup lot={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}

/** Riga at zoom 14 first: what that shows on this screen decides whether the lots need another view. */
function showFirstView(L: typeof Leaflet, map: Leaflet.Map, lots: MapLot[]) {
  map.setView([mapSettings.centre.lat, mapSettings.centre.lng], mapSettings.zoom, { animate: false });
  const shown = map.getBounds();
  const view = initialView(
    lots.flatMap((lot) => (lot.location ? [lot.location] : [])),
    { south: shown.getSouth(), west: shown.getWest(), north: shown.getNorth(), east: shown.getEast() },
  );
  if (view.kind === "centre") map.setView([view.centre.lat, view.centre.lng], view.zoom, { animate: false });
  else
    map.fitBounds(boundsOf(L, view.bounds), {
      padding: [48, 48],
      maxZoom: mapSettings.singleLotZoom,
      animate: false,
    });
}

const boundsOf = (L: typeof Leaflet, bounds: Bounds) =>
  L.latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);

function showLot(L: typeof Leaflet, map: Leaflet.Map, lot: MapLot | undefined) {
  if (!lot?.location) return;
  const at: Leaflet.LatLngTuple = [lot.location.lat, lot.location.lng];
  map.setView(at, mapSettings.singleLotZoom);
  if (lot.location.accurate) {
    addLot(L, map, lot, () => {});
    return;
  }
  const style = { className: "map-area stroke-accent fill-accent", weight: 2, fillOpacity: 0.18 };
  const area = L.circle(at, { radius: inexactRadiusMetres, ...style });
  const spot = L.circleMarker(at, { radius: inexactRadiusPx, ...style });
  const fit = () => {
    const [shown, hidden] = areaInMetres(at[0], map.getZoom()) ? [area, spot] : [spot, area];
    hidden.remove();
    shown.addTo(map);
  };
  map.on("zoomend", fit);
  fit();
}

/** The configured tiles; when one fails (the Latvian service is down), the layer moves to the fallback once. */
function addTiles(L: typeof Leaflet, map: Leaflet.Map, tiles: MapTiles) {
  let current = tiles.url;
  const layer = L.tileLayer(current, {
    minZoom: mapSettings.zoomMin,
    maxZoom: mapSettings.zoomMax,
    attribution: tileAttribution(current),
  });
  layer.on("tileerror", () => {
    const next = fallbackTileUrl(tiles, current);
    if (next === null) return;
    current = next;
    map.attributionControl.removeAttribution(tileAttribution(tiles.url));
    map.attributionControl.addAttribution(tileAttribution(next));
    layer.setUrl(next);
  });
  layer.addTo(map);
}

/** A price label on the exact point; an area (no pin) around a point the seller gave only roughly. */
function addLot(L: typeof Leaflet, map: Leaflet.Map, lot: MapLot, select: () => void) {
  if (!lot.location) return;
  const at: Leaflet.LatLngTuple = [lot.location.lat, lot.location.lng];
  const label = lot.price ?? lot.title;
  if (lot.location.accurate) {
    const html = document.createElement("span");
    html.className =
      "absolute bottom-1 left-0 block max-w-40 -translate-x-1/2 truncate whitespace-nowrap rounded-full border border-white bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg shadow-md";
    html.textContent = label;
    const icon = L.divIcon({ html, className: "map-price", iconSize: undefined });
    L.marker(at, { icon, title: lot.title, alt: label, riseOnHover: true }).on("click", select).addTo(map);
    return;
  }
  // A circle of screen size, not of metres: one of a few hundred metres vanishes below a pixel when the map
  // shows all of Latvia.
  L.circleMarker(at, {
    radius: inexactRadiusPx,
    className: "map-area stroke-accent fill-accent",
    weight: 2,
    fillOpacity: 0.18,
    bubblingMouseEvents: false,
  })
    .bindTooltip(label, { direction: "top", offset: [0, -inexactRadiusPx] })
    .on("click", select)
    .addTo(map);
}

function LotPopup({ lot, onClose }: { lot: MapLot; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <article
      className="absolute right-3 bottom-3 left-3 z-[1000] flex gap-3 rounded-xl border border-line bg-surface p-2.5 shadow-lg sm:right-auto sm:w-96"
      data-testid="map-card"
      data-lot-id={lot.id}
    >
      {lot.image ? (
        <img src={lot.image} alt="" className="size-24 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="size-24 shrink-0 rounded-lg bg-subtle" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={lot.href} className="line-clamp-2 font-medium text-fg hover:text-accent hover:underline">
          {lot.title}
        </Link>
        {lot.price && <p className="text-lg font-semibold">{lot.price}</p>}
      </div>
      <button
        type="button"
        onClick={onClose}
        className="flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-subtle hover:text-fg"
        aria-label={t("Close")}
      >
        <CloseIcon size={18} />
      </button>
    </article>
  );
}
