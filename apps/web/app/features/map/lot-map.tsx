import { lazy, Suspense, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { Icon } from "../../ui/icons";
import type { MapLot, MapTiles } from "./map-data";

const MapCanvas = lazy(() => import("./map-canvas").then((module) => ({ default: module.MapCanvas })));

/**
 * A lot's place on its page (spec 2 section 9: 400 px high, zoom 7-18, the point at zoom 15 or a circle when
 * the seller gave it roughly). Leaflet, its styles and the tiles load only when the visitor asks for the map:
 * nothing is added to the page's first load, and a phone that scrolls past spends no data on tiles (most
 * visitors read the place's name, which the box shows meanwhile).
 */
export function LotMap({
  lot,
  place,
  tiles,
}: {
  lot: MapLot & { location: NonNullable<MapLot["location"]> };
  place: string | null;
  tiles: MapTiles;
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <div
      // mapSettings.heightPx (400): written out, since the CSP allows no inline styles.
      className="relative isolate h-[400px] overflow-hidden rounded-xl border border-line bg-subtle"
      data-testid="lot-map"
      data-accurate={lot.location.accurate}
    >
      {shown ? (
        <Suspense fallback={<MapPlaceholder text={t("Loading the map…")} />}>
          <MapCanvas lots={[lot]} tiles={tiles} mode="lot" />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => setShown(true)}
          className="group flex h-full w-full flex-col items-center justify-center gap-3 bg-[radial-gradient(var(--line)_1px,transparent_1px)] bg-size-[18px_18px] p-6 text-center"
        >
          <Icon size={40} className="text-accent">
            <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </Icon>
          {place && <span className="max-w-md text-fg">{place}</span>}
          <span className="rounded-lg border border-line bg-surface px-4 py-2 font-medium text-sm shadow-xs transition-colors group-hover:border-accent/50 group-hover:text-accent">
            {t("Show on the map")}
          </span>
        </button>
      )}
      {!lot.location.accurate && (
        <p className="pointer-events-none absolute top-2 right-2 z-[1000] rounded-md bg-surface/90 px-2 py-1 text-muted text-xs shadow-sm">
          {t("Approximate location")}
        </p>
      )}
    </div>
  );
}

function MapPlaceholder({ text }: { text: string }) {
  return <p className="flex h-full items-center justify-center p-6 text-center text-muted">{text}</p>;
}
