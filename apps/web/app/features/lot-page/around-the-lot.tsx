import { useState } from "react";
import { useI18n } from "../../lib/i18n";
import { LotRow } from "../lot-rows/lot-row";
import type { DeliveryOption } from "./lot-route";

/**
 * The Similar row under the lot (spec 1 section 7, spec 2 section 8): loaded by the browser as it nears the
 * screen, so the page's server render and its 5 s page cache do not wait for it; "No similar items found"
 * when there are none.
 */
export function SimilarLots({ source }: { source: string }) {
  const { t } = useI18n();
  // The cards arrive in the browser only, so their relative dates never meet a server render.
  const [now] = useState(() => Date.now());
  return (
    <div className="-mx-4 mt-8 lg:-mx-6" data-testid="similar-lots">
      <LotRow
        row={{ id: `similar-${source}`, title: t("Similar classifieds"), href: null, source, cards: null }}
        now={now}
        emptyText={t("No similar items found")}
      />
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
