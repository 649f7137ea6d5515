import { squareMetresPerHectare } from "@tirgus/domain/catalogue";
import { formatAmount, hectareUnit } from "@tirgus/domain/format";
import { priceChoiceRange } from "@tirgus/domain/limits";
import { isNumberBound } from "@tirgus/domain/list-values";
import {
  filterParamPattern,
  filterRangeParam,
  filterTextParam,
  filterUnitParam,
  filterUnitPattern,
  filterValueParam,
  ListParam,
} from "@tirgus/domain/lot-list";
import { periodFilterValues } from "@tirgus/domain/periods";
import type { ListType } from "@tirgus/domain/sorting";
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { type Translate, useI18n } from "../../lib/i18n";
import { actionName } from "../lot-card/action-names";
import { filtersBesideResults } from "./filter-sheet";
import { firstTypo, numberFieldProps, type Typo, TypoContext, TypoMessage } from "./filter-typos";
import { cleanListQuery, withDecimalPoint } from "./list-cleaning";
import { hrefOf, priceChoices } from "./list-query";
import type { FilterView, ListingFilters, PriceTypeChoice } from "./listing-data";
import { streetOptions, useUsedStreets } from "./used-streets";

const prices = priceChoices(priceChoiceRange.min, priceChoiceRange.max);
const inputClass =
  "h-10 w-full min-w-0 rounded-lg border border-line bg-surface px-3 text-sm outline-none focus:border-accent focus:ring-2 focus:ring-accent/25";

/**
 * The field that had the keyboard when the panel was replaced, and what was typed into it. The panel is rebuilt
 * from the address whenever the list changes (the listing keys it by the query), so that Back shows the filters
 * of the list it goes back to. On wide screens a choice applies at once: the chip just pressed must keep the
 * focus (it fell to the page's body, and the keyboard started over from the top), and the new list can arrive
 * while the visitor is already typing a price: that text must not be lost.
 */
let focused: { name: string; choice: string | null; typed: string | null } | null = null;

/** The control of `form` that stands for the one remembered: a chip by its value, any other field by its name. */
function counterpart(form: HTMLFormElement, name: string, choice: string | null): HTMLElement | null {
  const fields = [...form.querySelectorAll<HTMLElement>("input, select")].filter(
    (field) => (field as HTMLInputElement).name === name,
  );
  return fields.find((field) => choice === null || (field as HTMLInputElement).value === choice) ?? null;
}

/** Carries the focused field (and what is typed into it) from the panel that goes to the one that replaces it. */
function useFocusKept() {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const own = form.current;
    const field = focused && own && counterpart(own, focused.name, focused.choice);
    if (focused && field) {
      if (focused.typed !== null && field instanceof HTMLInputElement) {
        field.value = focused.typed;
        field.setSelectionRange(field.value.length, field.value.length);
      }
      field.focus();
    }
    focused = null;
    return () => {
      const active = document.activeElement;
      if (!(active instanceof HTMLInputElement || active instanceof HTMLSelectElement)) return;
      if (!own?.contains(active) || active.name === "") return;
      const chip =
        active instanceof HTMLInputElement && (active.type === "checkbox" || active.type === "radio");
      const typed =
        active instanceof HTMLInputElement && active.type === "text" && active.value !== active.defaultValue;
      focused = {
        name: active.name,
        choice: chip ? active.value : null,
        typed: typed ? active.value : null,
      };
    };
  }, []);
  return form;
}

/**
 * The filters of a list (spec 1 sections 2 and 5, spec 2 section 1): category filters (top ones first, the
 * rest under "Show more"), price from/to with threshold choices, region, seller type with "Trusted only", and
 * the period. A plain GET form to `action`, so it works without JavaScript (the loader cleans what it sends);
 * with JavaScript it navigates to the cleaned address itself, and on wide screens a choice applies at once.
 * `keep` are parameters the form carries over (the sort, a search's categories); `listType` says which
 * list's address it cleans to.
 */
export function FilterPanel({
  panel,
  action,
  keep,
  listType = "public",
  id = "filters",
}: {
  panel: ListingFilters;
  action: string;
  keep: readonly (readonly [string, string])[];
  listType?: ListType;
  id?: string;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const form = useFocusKept();
  const top = panel.filters.filter((filter) => !filter.more);
  const more = panel.filters.filter((filter) => filter.more);
  const [typo, setTypo] = useState<Typo | null>(null);

  const apply = (form: HTMLFormElement) => {
    const found = firstTypo(form);
    setTypo(found);
    if (found) {
      const field = form.elements.namedItem(found.name);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const data = new URLSearchParams();
    for (const [name, value] of new FormData(form).entries()) {
      if (typeof value === "string") data.append(name, value);
    }
    // The carried-over parameters are among the form's fields (hidden ones): the cleaning keeps them.
    void navigate(hrefOf(action, cleanListQuery(data, listType)));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const field = event.target as HTMLElement;
    if (field instanceof HTMLInputElement && field.name === typo?.name) setTypo(null);
    // A land area's unit converts what is typed (LandAreaField): the list stays the same.
    const choice =
      (field instanceof HTMLSelectElement && !filterUnitPattern.test(field.name)) ||
      (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"));
    // Another region has other streets: the chosen one goes with the region it was chosen in.
    const street = event.currentTarget.elements.namedItem(ListParam.street);
    if (
      field instanceof HTMLSelectElement &&
      field.name === ListParam.region &&
      street instanceof HTMLSelectElement
    )
      street.value = "";
    const beside = window.matchMedia(filtersBesideResults).matches;
    liftDependents(event.currentTarget, field, panel.filters, beside);
    if (choice && beside) apply(event.currentTarget);
  };

  return (
    <form
      ref={form}
      method="get"
      action={action}
      onSubmit={onSubmit}
      onChange={onChange}
      className="flex flex-col gap-4"
      aria-label={t("Filters")}
      id={`${id}-form`}
    >
      <TypoContext value={typo}>
        {keep.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <PriceField choice={panel.priceType} minPrice={panel.minPrice} maxPrice={panel.maxPrice} id={id} />
        {(panel.action.options.length > 1 || panel.action.selected !== "") && (
          <Field label={t("Deal type")}>
            <select
              className={inputClass}
              name={ListParam.action}
              defaultValue={panel.action.selected}
              aria-label={t("Deal type")}
            >
              <option value="">{t("All")}</option>
              {panel.action.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {actionName(t, option.key)}
                </option>
              ))}
            </select>
          </Field>
        )}
        {top.map((filter) => (
          <CategoryFilterField key={fieldKey(filter)} filter={filter} />
        ))}
        {panel.street && !panel.streetsSource && (
          <TickedChoice
            legend={t("Street")}
            name={ListParam.street}
            value={String(panel.street.id)}
            label={panel.street.name}
          />
        )}
        {panel.area && (
          <TickedChoice
            legend={t("Map")}
            name={ListParam.area}
            value={panel.area}
            label={t("The area chosen on the map")}
          />
        )}
        <Field label={t("Region")}>
          <select
            className={inputClass}
            name={ListParam.region}
            defaultValue={panel.region.selected ?? ""}
            aria-label={t("Region")}
          >
            <option value="">{t("All Latvia")}</option>
            {panel.region.options.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </Field>
        {panel.streetsSource && <StreetField source={panel.streetsSource} chosen={panel.street} />}
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t("Seller")}</legend>
          <div className="flex flex-wrap gap-1.5">
            <Chip
              type="radio"
              name={ListParam.ownerType}
              value=""
              checked={panel.ownerType === ""}
              label={t("All")}
            />
            <Chip
              type="radio"
              name={ListParam.ownerType}
              value="1"
              checked={panel.ownerType === "1"}
              label={t("Private")}
            />
            <Chip
              type="radio"
              name={ListParam.ownerType}
              value="2"
              checked={panel.ownerType === "2"}
              label={t("Company")}
            />
          </div>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={ListParam.trustedOnly}
              value="true"
              defaultChecked={panel.trustedOnly}
              className="size-4 accent-accent"
            />
            {t("Trusted only")}
          </label>
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t("Published")}</legend>
          <div className="flex flex-wrap gap-1.5">
            {periodFilterValues.map((period) => (
              <Chip
                key={period}
                type="radio"
                name={ListParam.period}
                value={period}
                checked={panel.period === period}
                label={periodLabel(t, period)}
              />
            ))}
          </div>
        </fieldset>
        {more.length > 0 && (
          // Open while it holds a chosen value: a narrowing out of sight could only be lifted by "Clear".
          <details
            className="group/more rounded-xl border border-line p-3 open:pb-4"
            open={more.some(isChosen)}
          >
            <summary className="cursor-pointer list-none text-sm font-semibold text-accent marker:hidden">
              <span className="group-open/more:hidden">{t("Show more filters")}</span>
              <span className="hidden group-open/more:inline">{t("Show fewer filters")}</span>
            </summary>
            <div className="mt-3 flex flex-col gap-4">
              {more.map((filter) => (
                <CategoryFilterField key={fieldKey(filter)} filter={filter} />
              ))}
            </div>
          </details>
        )}
        {/* In the phone sheet the bar stays at the screen's bottom edge, across the sheet: Chromium keeps a sticky
          box inside the scroll box's padding, and the fields showed through that strip below the buttons. Where
          the two buttons do not fit on a line ("Показать результаты" beside the narrow column's "Очистить"), each
          takes a line of its own rather than breaking its words. */}
        <div className="sticky bottom-0 flex flex-wrap gap-2 bg-surface py-2 max-lg:-bottom-4 max-lg:-mx-4 max-lg:border-t max-lg:border-line max-lg:px-4 max-lg:pb-4">
          <button
            type="submit"
            className="h-11 grow rounded-xl bg-accent px-4 text-sm font-semibold whitespace-nowrap text-accent-fg hover:bg-accent-hover"
          >
            {t("Show results")}
          </button>
          <a
            href={hrefOf(action, new URLSearchParams(keep.map(([name, value]) => [name, value])))}
            className="flex h-11 grow items-center justify-center rounded-xl border border-line px-4 text-sm font-medium whitespace-nowrap hover:bg-subtle"
          >
            {t("Clear")}
          </a>
        </div>
      </TypoContext>
    </form>
  );
}

function periodLabel(t: (key: string) => string, period: (typeof periodFilterValues)[number]): string {
  switch (period) {
    case "24h":
      return t("24 hours");
    case "7d":
      return t("7 days");
    case "30d":
      return t("30 days");
    case "all":
      return t("All");
  }
}

/**
 * Price from/to with the threshold choices, and the price types where a deal type is priced in several ways.
 * The label names the chosen type's unit as soon as it is chosen, before the choice applies (on phones, when
 * the sheet's button is pressed).
 */
function PriceField({
  choice,
  minPrice,
  maxPrice,
  id,
}: {
  choice: PriceTypeChoice;
  minPrice: string;
  maxPrice: string;
  id: string;
}) {
  const { t } = useI18n();
  const typo = useContext(TypoContext);
  const [selected, setSelected] = useState(choice.selected);
  return (
    <Field label={priceLabel(t, choice, selected)}>
      {choice.options.length > 0 && (
        <fieldset
          className="flex flex-wrap gap-1.5"
          aria-label={t("Price type")}
          onChange={(event: ChangeEvent<HTMLFieldSetElement>) => {
            const chip: EventTarget = event.target;
            if (chip instanceof HTMLInputElement) setSelected(chip.value);
          }}
        >
          <Chip
            type="radio"
            name={ListParam.priceType}
            value=""
            checked={choice.selected === ""}
            label={t("All")}
          />
          {choice.options.map((type) => (
            <Chip
              key={type.id}
              type="radio"
              name={ListParam.priceType}
              value={String(type.id)}
              checked={choice.selected === String(type.id)}
              label={type.name}
            />
          ))}
        </fieldset>
      )}
      <div className="grid grid-cols-2 gap-2">
        <input
          className={inputClass}
          name={ListParam.minPrice}
          defaultValue={minPrice}
          inputMode="numeric"
          placeholder={t("from")}
          aria-label={t("Price from")}
          list={`${id}-prices`}
          {...numberFieldProps(typo, ListParam.minPrice, "price")}
        />
        <input
          className={inputClass}
          name={ListParam.maxPrice}
          defaultValue={maxPrice}
          inputMode="numeric"
          placeholder={t("to")}
          aria-label={t("Price to")}
          list={`${id}-prices`}
          {...numberFieldProps(typo, ListParam.maxPrice, "price")}
        />
      </div>
      <TypoMessage names={[ListParam.minPrice, ListParam.maxPrice]} />
      <datalist id={`${id}-prices`}>
        {prices.map((price) => (
          <option key={price} value={formatAmount(price)} />
        ))}
      </datalist>
    </Field>
  );
}

/**
 * A real-estate list's street, among the streets its lots are on in the chosen region (used-streets.ts); the
 * field is disabled, and says so, where none of them has a street.
 */
function StreetField({ source, chosen }: { source: string; chosen: { id: number; name: string } | null }) {
  const { t, lang } = useI18n();
  const streets = useUsedStreets(source);
  const options = streetOptions(streets ?? [], chosen, lang);
  const none = streets !== null && options.length === 0;
  return (
    <Field label={t("Street")}>
      <select
        className={inputClass}
        name={ListParam.street}
        defaultValue={chosen ? String(chosen.id) : ""}
        aria-label={t("Street")}
        disabled={none}
      >
        <option value="">{none ? t("No streets with classifieds") : t("All streets")}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** "Price, €", or with the chosen price type's unit: "Price, €/month". */
function priceLabel(t: Translate, choice: PriceTypeChoice, selected: string): string {
  const chosen = choice.options.find((type) => String(type.id) === selected);
  return chosen ? t("Price, %s", [chosen.short]) : t("Price, €");
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      {children}
    </div>
  );
}

function Chip({
  type,
  name,
  value,
  checked,
  label,
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  label: string;
}) {
  return (
    <label className="cursor-pointer">
      <input type={type} name={name} value={value} defaultChecked={checked} className="peer sr-only" />
      <span className="filter-chip">{label}</span>
    </label>
  );
}

/**
 * A narrowing the list came with from elsewhere (a street from a lot page, an area from the map): a ticked
 * choice that goes with the form while ticked and that unticking lifts.
 */
function TickedChoice({
  legend,
  name,
  value,
  label,
}: {
  legend: string;
  name: string;
  value: string;
  label: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <Chip type="checkbox" name={name} value={value} checked label={label} />
    </fieldset>
  );
}

/**
 * Another make has other models: a filter whose values belong to the changed one's (`dependsOn`) loses its
 * choice with it, or the list would ask for an Audi Corolla. Beside the results the list is asked again at once
 * and comes with the new make's models; in the phone's sheet, which asks only when told, the old make's
 * models are put out of use until then.
 */
function liftDependents(form: HTMLFormElement, field: HTMLElement, filters: FilterView[], beside: boolean) {
  const changed = Number(filterParamPattern.exec((field as HTMLInputElement).name ?? "")?.[1]);
  for (const dependent of filters) {
    if (dependent.kind !== "choice" || dependent.dependsOn !== changed) continue;
    for (const element of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      `[name="${filterValueParam(dependent.id)}"]`,
    )) {
      if (element instanceof HTMLSelectElement) element.value = "";
      else element.checked = false;
      if (!beside) element.disabled = true;
    }
  }
}

/**
 * A field anew for other values (another make's models): one the sheet put out of use (liftDependents) is
 * not kept so.
 */
const fieldKey = (filter: FilterView): string =>
  filter.kind === "choice" && filter.dependsOn !== null
    ? `${filter.id}:${filter.options.map((option) => option.id).join(",")}`
    : String(filter.id);

/** Whether a filter narrows the list now. */
function isChosen(filter: FilterView): boolean {
  switch (filter.kind) {
    case "choice":
      return filter.selected.length > 0;
    case "range":
    case "date":
      return filter.min !== "" || filter.max !== "";
    case "text":
      return filter.value !== "";
  }
}

function CategoryFilterField({ filter }: { filter: FilterView }) {
  const { t } = useI18n();
  const labelId = useId();
  const typo = useContext(TypoContext);
  if (filter.kind === "choice") {
    const name = filterValueParam(filter.id);
    if (filter.control === "select") {
      return (
        <Field label={filter.name}>
          <select
            className={inputClass}
            name={name}
            defaultValue={filter.selected[0] ?? ""}
            aria-label={filter.name}
          >
            <option value="">{t("Any")}</option>
            {filter.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
      );
    }
    return (
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{filter.name}</legend>
        <div className="flex flex-wrap gap-1.5">
          {filter.control === "radio" && (
            <Chip type="radio" name={name} value="" checked={filter.selected.length === 0} label={t("Any")} />
          )}
          {filter.options.map((option) => (
            <Chip
              key={option.id}
              type={filter.control === "radio" ? "radio" : "checkbox"}
              name={name}
              value={String(option.id)}
              checked={filter.selected.includes(option.id)}
              label={option.name}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  if (filter.kind === "text") {
    // An identifier (VIN, IMEI...): typed as it is written, matched ignoring case, spaces and hyphens.
    return (
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{filter.name}</span>
        <input
          type="text"
          className={`${inputClass} uppercase`}
          name={filterTextParam(filter.id)}
          defaultValue={filter.value}
          maxLength={80}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
        />
      </label>
    );
  }
  const minName = filterRangeParam(filter.id, "min");
  const maxName = filterRangeParam(filter.id, "max");
  if (filter.kind === "date") {
    return (
      <Field label={filter.name}>
        <div className="grid grid-cols-2 gap-2">
          <input
            type="date"
            className={inputClass}
            name={minName}
            defaultValue={filter.min}
            aria-label={`${filter.name}: ${t("from")}`}
          />
          <input
            type="date"
            className={inputClass}
            name={maxName}
            defaultValue={filter.max}
            aria-label={`${filter.name}: ${t("to")}`}
          />
        </div>
      </Field>
    );
  }
  if (filter.hectares) return <LandAreaField filter={filter} />;
  const label = filter.unit ? `${filter.name}, ${filter.unit}` : filter.name;
  if (filter.steps) {
    const steps = filter.steps;
    const select = (name: string, value: string, bound: string) => (
      <select className={inputClass} name={name} defaultValue={value} aria-label={`${label}: ${bound}`}>
        <option value="">{bound}</option>
        {steps.map((step) => (
          <option key={step} value={step}>
            {formatAmount(step)}
          </option>
        ))}
      </select>
    );
    return (
      <Field label={label}>
        <div className="grid grid-cols-2 gap-2" id={labelId}>
          {select(minName, filter.min, t("from"))}
          {select(maxName, filter.max, t("to"))}
        </div>
      </Field>
    );
  }
  return (
    <Field label={label}>
      <div className="grid grid-cols-2 gap-2">
        <input
          className={inputClass}
          name={minName}
          defaultValue={filter.min}
          inputMode={filter.decimal ? "decimal" : "numeric"}
          placeholder={t("from")}
          aria-label={`${label}: ${t("from")}`}
          {...numberFieldProps(typo, minName, "bound")}
        />
        <input
          className={inputClass}
          name={maxName}
          defaultValue={filter.max}
          inputMode={filter.decimal ? "decimal" : "numeric"}
          placeholder={t("to")}
          aria-label={`${label}: ${t("to")}`}
          {...numberFieldProps(typo, maxName, "bound")}
        />
      </div>
      <TypoMessage names={[minName, maxName]} />
    </Field>
  );
}

type RangeView = Extract<FilterView, { kind: "range" }>;

/** A land area given from one hectare on is shown in hectares, as land is sold: "2.5", not "25000". */
function shownInHectares(filter: RangeView): boolean {
  const given = [filter.min, filter.max].filter((bound) => bound !== "");
  return given.length > 0 && given.every((bound) => Number(bound) >= squareMetresPerHectare);
}

/**
 * A land area's range in square metres or hectares (spec 2 section 9: area units m² and ha). The unit goes
 * with the form (`fV[id][unit]`) and cleaning the address turns the bounds into square metres, with or without
 * scripts (list-cleaning.ts); choosing the other unit converts what is typed, so the list stays the same.
 */
function LandAreaField({ filter }: { filter: RangeView }) {
  const { t, lang } = useI18n();
  const typo = useContext(TypoContext);
  const bounds = useRef<HTMLDivElement>(null);
  const hectares = shownInHectares(filter);
  const shown = (bound: string) =>
    hectares && bound !== "" ? String(Number(bound) / squareMetresPerHectare) : bound;
  const convert = (event: ChangeEvent<HTMLSelectElement>) => {
    const factor = event.currentTarget.value === "ha" ? 1 / squareMetresPerHectare : squareMetresPerHectare;
    for (const input of bounds.current?.querySelectorAll("input") ?? []) {
      const typed = withDecimalPoint(input.value.trim());
      if (isNumberBound(typed)) input.value = String(Math.round(Number(typed) * factor * 10_000) / 10_000);
    }
  };
  const bound = (name: string, value: string, placeholder: string) => (
    <input
      className={inputClass}
      name={name}
      defaultValue={shown(value)}
      inputMode="decimal"
      placeholder={placeholder}
      aria-label={`${filter.name}: ${placeholder}`}
      {...numberFieldProps(typo, name, "bound")}
    />
  );
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{filter.name}</span>
        <select
          name={filterUnitParam(filter.id)}
          defaultValue={hectares ? "ha" : "m2"}
          onChange={convert}
          aria-label={`${filter.name}: ${t("unit")}`}
          className="h-8 rounded-lg border border-line bg-surface px-2 text-sm"
        >
          <option value="m2">{filter.unit ?? "m²"}</option>
          <option value="ha">{hectareUnit[lang]}</option>
        </select>
      </div>
      <div ref={bounds} className="grid grid-cols-2 gap-2">
        {bound(filterRangeParam(filter.id, "min"), filter.min, t("from"))}
        {bound(filterRangeParam(filter.id, "max"), filter.max, t("to"))}
      </div>
      <TypoMessage names={[filterRangeParam(filter.id, "min"), filterRangeParam(filter.id, "max")]} />
    </div>
  );
}
