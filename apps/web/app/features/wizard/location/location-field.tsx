import type { AdLocation } from "@tirgus/domain/lot-form-api";
import { useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { LotMap } from "../../map/lot-map";
import { linkButtonClass } from "../form/fields";
import { useWizard } from "../form/wizard-context";
import { AddressSearch } from "./address-search";
import { BuildingPrefillOffer } from "./building-prefill-offer";
import { locationOfOption } from "./location-data";
import { HouseNumber, ManualLocation } from "./manual-location";

/** The lot's point on the map: exact once a house number is chosen, a circle around a street or a region. */
function LocationMap({ location }: { location: AdLocation }) {
  const { t } = useI18n();
  const { mapTiles } = useWizard();
  if (location.coordinateX == null || location.coordinateY == null) return null;
  return (
    <LotMap
      key={`${location.coordinateX},${location.coordinateY}`}
      lot={{
        id: 0,
        href: "",
        title: t("Location"),
        price: null,
        image: null,
        location: {
          lat: location.coordinateY,
          lng: location.coordinateX,
          accurate: location.accurateCoordinates === true,
        },
      }}
      place={null}
      tiles={mapTiles}
    />
  );
}

/**
 * Where the lot is (spec 2 sections 4 and 5): found by address search, or chosen by hand as region, street
 * and number; required. A house number makes the point exact, and may bring the building prefill offer.
 */
export function LocationField() {
  const { t } = useI18n();
  const { form, setForm, problemAt } = useWizard();
  const location = form.adLocation;
  const [label, setLabel] = useState<string | null>(null);
  // A saved location has ids and no label: it is shown in the lists it was chosen from.
  const [manual, setManual] = useState(location !== null);
  const set = (next: AdLocation | null) => setForm((current) => ({ ...current, adLocation: next }));
  const problem = problemAt("adLocation");

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{t("Location")}</legend>
      {manual ? (
        <ManualLocation location={location} onChange={set} problem={problem} />
      ) : (
        <>
          <AddressSearch
            chosenLabel={label}
            problem={problem}
            onChoose={(option, chosen) => {
              setLabel(chosen);
              set(locationOfOption(option));
            }}
          />
          {location?.street != null && <HouseNumber location={location} onChange={set} />}
        </>
      )}
      <div className="flex flex-wrap gap-4 text-sm">
        <button type="button" className={linkButtonClass} onClick={() => setManual(!manual)}>
          {manual ? t("Search by address") : t("Choose from lists")}
        </button>
        {location && (
          <button
            type="button"
            className={linkButtonClass}
            onClick={() => {
              setLabel(null);
              set(null);
            }}
          >
            {t("Clear location")}
          </button>
        )}
      </div>
      <BuildingPrefillOffer />
      {location && <LocationMap location={location} />}
    </fieldset>
  );
}
