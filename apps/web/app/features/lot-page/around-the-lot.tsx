import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { useNearScreen } from "../lot-rows/use-near-screen";
import type { DeliveryOption } from "./lot-route";

const SimilarLots = lazy(() => import("./similar-lots").then((module) => ({ default: module.SimilarLots })));

/**
 * Where the Similar row goes under the lot (spec 1 section 7, spec 2 section 8: "No similar items found" when
 * there are none). The row's lots are loaded by the browser, so the server render and its 5 s page cache
 * never wait for them; its code (the row, the cards) loads with them as the place nears the screen, so it
 * adds nothing to the lot page's first load (decision 22).
 */
export function SimilarLotsSlot({ source }: { source: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const show = useCallback(() => setNear(true), []);
  useNearScreen(place, !near, show);
  return (
    <div ref={place} className="-mx-4 mt-8 min-h-24 lg:-mx-6" data-testid="similar-lots">
      {near && (
        <Suspense fallback={null}>
          <SimilarLots source={source} />
        </Suspense>
      )}
    </div>
  );
}

const deliveryLabels: Record<DeliveryOption, string> = {
  omniva: "Omniva parcel locker",
  meet: "Meet in person",
};

/** How the buyer can receive the item (spec 2 section 1: Omniva parcel locker, meeting in person). */
export function DeliveryOptions({ options }: { options: readonly DeliveryOption[] }) {
  const { t } = useI18n();
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid="delivery-options">
      {options.map((option) => (
        <li key={option} className="rounded-full border border-line px-2 py-0.5 text-xs font-medium">
          {t(deliveryLabels[option])}
        </li>
      ))}
    </ul>
  );
}
