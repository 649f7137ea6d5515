import { mapSettings } from "@tirgus/domain/limits";
import type * as Leaflet from "leaflet";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { CloseIcon } from "../../ui/icons";
import { classifiedsText } from "../lot-card/count-text";
import {
  areaInMetres,
  type Bounds,
  clusterPoints,
  clusterReachPx,
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
  const { t, lang } = useI18n();
  const container = useRef<HTMLElement>(null);
  const shownMap = useRef<Leaflet.Map | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  /** The lots whose card is open: one marker's, or those of a bubble no zoom parts. */
  const [selected, setSelected] = useState<MapLot[] | null>(null);
  const closeCard = useCallback(() => setSelected(null), []);
  useEscapeClosesCard(selected !== null, closeCard);
  const [moved, setMoved] = useState(false);
  /** The map's zoom once it is shown (`data-zoom`, which the journeys wait on). */
  const [zoom, setZoom] = useState<number | null>(null);

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
          addLots(L, map, lots, setSelected, (count) => classifiedsText(t, lang, count));
          map.on("click", closeCard);
          // The first view is set without animation, so whatever moves the map from now on is the visitor.
          map.on("moveend", () => setMoved(true));
        }
        const shown = map;
        shown.on("zoomend", () => setZoom(shown.getZoom()));
        setZoom(map.getZoom());
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
      if (map) removeMap(map);
    };
  }, [lots, tiles, mode, area, t, lang, closeCard]);

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
        data-zoom={zoom ?? undefined}
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
          className="absolute top-3 left-1/2 z-[1000] h-10 -translate-x-1/2 whitespace-nowrap rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg shadow-lg hover:bg-accent-hover"
        >
          {t("Search in this area")}
        </button>
      )}
      {selected && <LotsPopup lots={selected} onClose={closeCard} />}
    </div>
  );
}

/**
 * Removes a map, a zoom animation in flight included: Leaflet 1.9 ends one 250 ms after it starts, and on a map
 * removed meanwhile that end read the deleted panes ("Cannot read properties of undefined (reading
 * '_leaflet_pos')", on CI when the journey searched the area while the map still zoomed). Marking the animation
 * over makes its end do nothing.
 */
function removeMap(map: Leaflet.Map) {
  (map as Leaflet.Map & { _animatingZoom?: boolean })._animatingZoom = false;
  map.remove();
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

/**
 * A list's lots, drawn again at each zoom: a lone lot as its marker, lots close together on the screen as one
 * bubble with their number. A bubble zooms in to its lots; one that no zoom parts (at the map's nearest zoom,
 * or all at one address) opens their cards.
 */
function addLots(
  L: typeof Leaflet,
  map: Leaflet.Map,
  lots: MapLot[],
  select: (lots: MapLot[]) => void,
  countText: (count: number) => string,
) {
  const placed = lots.flatMap((lot) =>
    lot.location ? [{ lot, at: L.latLng(lot.location.lat, lot.location.lng) }] : [],
  );
  const layer = L.layerGroup().addTo(map);
  const draw = () => {
    layer.clearLayers();
    const points = placed.map(({ at }) => map.latLngToLayerPoint(at));
    for (const group of clusterPoints(points, clusterReachPx)) {
      const members = group.flatMap((index) => placed[index] ?? []);
      const [first] = members;
      if (members.length === 1 && first) addLot(L, layer, first.lot, () => select([first.lot]));
      else {
        const bounds = L.latLngBounds(members.map(({ at }) => at));
        const parted =
          map.getZoom() < map.getMaxZoom() && !bounds.getNorthEast().equals(bounds.getSouthWest());
        addCluster(L, layer, bounds.getCenter(), members.length, countText(members.length), () =>
          parted
            ? map.fitBounds(bounds, { padding: [48, 48], maxZoom: map.getMaxZoom() })
            : select(members.map(({ lot }) => lot)),
        );
      }
    }
  };
  map.on("zoomend", draw);
  draw();
}

function addCluster(
  L: typeof Leaflet,
  layer: Leaflet.LayerGroup,
  at: Leaflet.LatLng,
  count: number,
  name: string,
  open: () => void,
) {
  const html = document.createElement("span");
  html.className =
    "absolute flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-accent text-sm font-bold text-accent-fg shadow-md ring-4 ring-accent/25";
  html.textContent = String(count);
  const icon = L.divIcon({ html, className: "map-cluster", iconSize: undefined });
  L.marker(at, { icon, title: name, alt: name, riseOnHover: true, bubblingMouseEvents: false })
    .on("click", open)
    .addTo(layer);
}

/** A price label on the exact point; an area (no pin) around a point the seller gave only roughly. */
function addLot(
  L: typeof Leaflet,
  target: Leaflet.Map | Leaflet.LayerGroup,
  lot: MapLot,
  select: () => void,
) {
  if (!lot.location) return;
  const at: Leaflet.LatLngTuple = [lot.location.lat, lot.location.lng];
  const label = lot.price ?? lot.title;
  if (lot.location.accurate) {
    const html = document.createElement("span");
    html.className =
      "absolute bottom-1 left-0 block max-w-40 -translate-x-1/2 truncate whitespace-nowrap rounded-full border border-white bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg shadow-md";
    html.textContent = label;
    const icon = L.divIcon({ html, className: "map-price", iconSize: undefined });
    L.marker(at, { icon, title: lot.title, alt: label, riseOnHover: true }).on("click", select).addTo(target);
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
    .addTo(target);
}

/**
 * Escape closes the open card before anything else: it listens in the capture phase and marks the key as
 * used, so the map page (map-view.tsx), which goes back to the list on Escape, leaves it alone.
 */
function useEscapeClosesCard(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    document.addEventListener("keydown", onKeyDown, { capture: true });
    return () => document.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [open, close]);
}

/** The card of the lot a marker stands for, or the cards of the lots a bubble stands for, as a list. */
function LotsPopup({ lots, onClose }: { lots: MapLot[]; onClose: () => void }) {
  const { t, lang } = useI18n();
  const close = (
    <button
      type="button"
      onClick={onClose}
      className="flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-subtle hover:text-fg"
      aria-label={t("Close")}
    >
      <CloseIcon size={18} />
    </button>
  );
  const frame =
    "absolute right-3 bottom-3 left-3 z-[1000] rounded-xl border border-line bg-surface shadow-lg sm:right-auto sm:w-96";
  const [lot] = lots;
  if (lots.length === 1 && lot)
    return (
      <article className={`${frame} flex gap-3 p-2.5`} data-testid="map-card" data-lot-id={lot.id}>
        <LotSummary lot={lot} />
        {close}
      </article>
    );
  const heading = classifiedsText(t, lang, lots.length);
  return (
    <section className={`${frame} flex max-h-[60%] flex-col`} data-testid="map-card" aria-label={heading}>
      <header className="flex items-center justify-between gap-3 border-b border-line py-1.5 pr-2.5 pl-3">
        <h2 className="font-semibold">{heading}</h2>
        {close}
      </header>
      <ul className="divide-y divide-line overflow-y-auto">
        {lots.map((item) => (
          <li key={item.id} className="flex gap-3 p-2.5" data-lot-id={item.id}>
            <LotSummary lot={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LotSummary({ lot }: { lot: MapLot }) {
  return (
    <>
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
    </>
  );
}
