import type { RegionNode, Street, StreetNumber } from "@tirgus/domain/catalogue-api";
import type { AdLocation } from "@tirgus/domain/lot-form-api";
import { pathInTree } from "@tirgus/domain/trees";
import { useEffect, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { Field, inputClass } from "../form/fields";
import { loadNumbers, loadRegions, loadStreets, locationOfRegion, withNumber } from "./location-data";

function useLoaded<T>(load: (() => Promise<T>) | null, fallback: T): T {
  const [value, setValue] = useState<{ load: unknown; value: T } | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (loaded) => current && setValue({ load, value: loaded }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  return value && value.load === load ? value.value : fallback;
}

/** The street's house numbers, when it has any: choosing one makes the point exact. */
export function HouseNumber({
  location,
  onChange,
}: {
  location: AdLocation;
  onChange: (location: AdLocation) => void;
}) {
  const { t } = useI18n();
  const numbers = useLoaded(
    cachedLoader("numbers", location.street ?? null, loadNumbers),
    [] as readonly StreetNumber[],
  );
  if (numbers.length === 0) return null;
  return (
    <Field label={t("House number")}>
      {({ id }) => (
        <select
          id={id}
          value={location.building ?? ""}
          className={inputClass}
          onChange={(event) => {
            const number = numbers.find((item) => item.number === event.target.value);
            if (number) onChange(withNumber(location, number));
          }}
        >
          <option value="">{t("Choose")}</option>
          {numbers.map((number) => (
            <option key={number.number}>{number.number}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Region (and its part), street and house number chosen from lists (spec 2 section 4's manual mode). */
export function ManualLocation({
  location,
  onChange,
  problem,
}: {
  location: AdLocation | null;
  onChange: (location: AdLocation | null) => void;
  problem: string | null;
}) {
  const { t, lang } = useI18n();
  const tree = useLoaded(loadRegions, [] as readonly RegionNode[]);
  const path = location?.region ? pathInTree(tree, location.region) : [];
  const top = path[0];
  const regionId = location?.region ?? null;
  const streetId = location?.street ?? null;
  const streets = useLoaded(
    // One loader per region, so the effect asks once per region.
    cachedLoader("streets", regionId, loadStreets),
    [] as readonly Street[],
  );

  const regionSelect = (
    nodes: readonly RegionNode[],
    value: number | undefined,
    label: string,
    onPick: (node: RegionNode | null) => void,
  ) => (
    <Field label={label} required={label === t("Region")} problem={label === t("Region") ? problem : null}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          value={value ?? ""}
          className={inputClass}
          onChange={(event) => onPick(nodes.find((node) => node.id === Number(event.target.value)) ?? null)}
        >
          <option value="">{t("Choose")}</option>
          {nodes.map((node) => (
            <option key={node.id} value={node.id}>
              {node.name[lang]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {regionSelect(tree, top?.id, t("Region"), (node) => onChange(node ? locationOfRegion(node) : null))}
      {top &&
        top.children.length > 0 &&
        regionSelect(top.children, path[1]?.id, t("Parish or neighbourhood"), (node) =>
          onChange(locationOfRegion(node ?? top)),
        )}
      {regionId !== null && streets.length > 0 && (
        <Field label={t("Street")}>
          {({ id }) => (
            <select
              id={id}
              value={streetId ?? ""}
              className={inputClass}
              onChange={(event) => {
                const region = path.at(-1);
                if (region)
                  onChange({ ...locationOfRegion(region), street: Number(event.target.value) || null });
              }}
            >
              <option value="">{t("Choose")}</option>
              {streets.map((street) => (
                <option key={street.id} value={street.id}>
                  {street.name[lang]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {location && streetId !== null && <HouseNumber location={location} onChange={onChange} />}
    </div>
  );
}

const loaders = new Map<string, () => Promise<unknown>>();
/** The same loader function for the same id, so `useLoaded` does not ask again on every render. */
function cachedLoader<T>(
  kind: string,
  id: number | null,
  load: (id: number) => Promise<T>,
): (() => Promise<T>) | null {
  if (id === null) return null;
  const key = `${kind}:${id}`;
  let loader = loaders.get(key) as (() => Promise<T>) | undefined;
  if (!loader) {
    loader = () => load(id);
    loaders.set(key, loader);
  }
  return loader;
}
