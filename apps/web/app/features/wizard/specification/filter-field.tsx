import { FilterDisplayType } from "@tirgus/domain/catalogue";
import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import type { FilterFormValue } from "@tirgus/domain/lot-form-api";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { Field, inputClass } from "../form/fields";
import { DateSelects } from "./date-selects";
import { cleanNumberText, fieldKind, modelKeys, offeredValues, valueOfInput } from "./filter-values";

type FieldProps = {
  link: CategoryFilter;
  all: readonly CategoryFilter[];
  values: Readonly<Record<string, FilterFormValue>>;
  problem: string | null;
  onChange: (value: FilterFormValue | undefined) => void;
};

/** Enter in a model field would pick a suggestion and leave; the spec blocks it there. */
export const blockEnter = (event: Pick<KeyboardEvent, "key" | "preventDefault">) => {
  if (event.key === "Enter") event.preventDefault();
};

/** A field's key handler: model fields block Enter (spec 2 section 5), others take keys as they come. */
export const keyDownOf = (filter: CategoryFilter["filter"]) =>
  modelKeys.has(filter.key) ? blockEnter : undefined;

/** What a single input of a filter gets. */
type InputProps = {
  link: CategoryFilter;
  value: FilterFormValue | undefined;
  onChange: FieldProps["onChange"];
  control: ControlProps;
};

/** A number typed as text: cleaned as typed, emitted as a number (zero or empty: no value). */
function NumberInput({ link, value, onChange, control }: InputProps) {
  const [text, setText] = useState(typeof value === "number" ? String(value) : "");
  useEffect(() => {
    // A value set from outside (the plate lookup) replaces what is shown, unless it is what the text means.
    if (typeof value === "number" && Number(text) !== value) setText(String(value));
    if (value === undefined && Number(text) !== 0) setText("");
  }, [value, text]);
  return (
    <div className="flex items-center gap-2">
      <input
        {...control}
        inputMode={fieldKind(link.filter.displayType) === "whole" ? "numeric" : "decimal"}
        value={text}
        onChange={(event) => {
          const clean = cleanNumberText(link.filter, event.target.value);
          setText(clean);
          onChange(valueOfInput(link.filter, clean, new Date()));
        }}
        className={inputClass}
      />
      {link.filter.unit && <UnitLabel unit={link.filter.unit} />}
    </div>
  );
}

function UnitLabel({ unit }: { unit: { lv: string; ru: string; en: string } }) {
  const { lang } = useI18n();
  return <span className="shrink-0 text-muted text-sm">{unit[lang]}</span>;
}

type ControlProps = { id: string; "aria-describedby": string | undefined; "aria-invalid": true | undefined };

function Choices({
  link,
  all,
  values,
  control,
  onChange,
}: Omit<FieldProps, "problem"> & { control: ControlProps }) {
  const { t, lang } = useI18n();
  const value = values[link.filter.id];
  const offered = offeredValues(link, all, values);
  // A value the draft holds stays visible even where the list would not offer it (a lookup's odd match).
  const held = link.filterDefinedValues.find((option) => option.id === value && !offered.includes(option));
  const options = held ? [held, ...offered] : offered;
  return (
    <select
      {...control}
      value={typeof value === "number" ? String(value) : ""}
      disabled={link.filter.dependsOn !== null && options.length === 0}
      onChange={(event) => onChange(valueOfInput(link.filter, event.target.value, new Date()))}
      onKeyDown={keyDownOf(link.filter)}
      className={inputClass}
    >
      <option value="">{t("Choose")}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.displayValue[lang]}
        </option>
      ))}
    </select>
  );
}

function MultiChoices({ link, values, onChange }: Omit<FieldProps, "problem" | "all">) {
  const { lang } = useI18n();
  const chosen = new Set(Array.isArray(values[link.filter.id]) ? (values[link.filter.id] as number[]) : []);
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(valueOfInput(link.filter, [...next], new Date()));
  };
  return (
    <div className="flex flex-wrap gap-2">
      {link.filterDefinedValues.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm has-checked:border-accent has-checked:bg-accent/10"
        >
          <input
            type="checkbox"
            className="accent-accent"
            checked={chosen.has(option.id)}
            onChange={() => toggle(option.id)}
          />
          {option.displayValue[lang]}
        </label>
      ))}
    </div>
  );
}

/** A free text (model names and the like). */
export function TextInput({ link, value, onChange, control }: InputProps) {
  return (
    <input
      {...control}
      value={typeof value === "string" ? value : ""}
      maxLength={200}
      onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
      onBlur={(event) => onChange(valueOfInput(link.filter, event.target.value, new Date()))}
      onKeyDown={keyDownOf(link.filter)}
      className={inputClass}
    />
  );
}

/** A colour's swatch: an svg `fill` (an attribute; the CSP allows no inline styles), only for a #rrggbb value. */
function Swatch({ colour }: { colour: string | null }) {
  if (!colour || !/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(colour)) return null;
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill={colour} stroke="currentColor" strokeOpacity="0.25" />
    </svg>
  );
}

/** A colour: one of its swatches, as radio buttons (the server keeps one colour per lot); chosen again clears. */
function ColourChoices({ link, values, onChange }: Omit<FieldProps, "problem" | "all">) {
  const { lang } = useI18n();
  const value = values[link.filter.id];
  return (
    <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={link.filter.name[lang]}>
      {link.filterDefinedValues.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:ring-2 has-focus-visible:ring-accent/40"
        >
          <input
            type="radio"
            name={`filter-${link.filter.id}`}
            className="sr-only"
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(valueOfInput(link.filter, String(option.id), new Date()))}
            onClick={() => {
              if (value === option.id) onChange(undefined);
            }}
          />
          <Swatch colour={option.actualValue} />
          {option.displayValue[lang]}
        </label>
      ))}
    </div>
  );
}

/** One filter of the category as its display type asks (spec 2 section 3), with its problem. */
export function FilterField(props: FieldProps) {
  const { lang } = useI18n();
  const { link, values, problem, onChange } = props;
  const kind = fieldKind(link.filter.displayType);
  const value = values[link.filter.id];
  return (
    <Field
      label={link.filter.name[lang]}
      required={link.isRequired && link.filter.displayType !== FilterDisplayType.mot}
      problem={problem}
      className={link.displaySize === 1 ? "" : "sm:col-span-2"}
    >
      {({ id, describedBy, invalid }) => {
        const control = { id, "aria-describedby": describedBy, "aria-invalid": invalid };
        if (kind === "choice" && link.filter.displayType === FilterDisplayType.color)
          return <ColourChoices {...props} />;
        if (kind === "choice") return <Choices {...props} control={control} />;
        if (kind === "multi") return <MultiChoices {...props} />;
        if (kind === "whole" || kind === "decimal")
          return <NumberInput link={link} value={value} onChange={onChange} control={control} />;
        if (kind === "date") {
          return (
            <DateSelects
              id={id}
              value={typeof value === "string" ? value : undefined}
              future={link.filter.displayType === FilterDisplayType.mot}
              onChange={(date) =>
                onChange(date === null ? undefined : valueOfInput(link.filter, date, new Date()))
              }
            />
          );
        }
        return <TextInput link={link} value={value} onChange={onChange} control={control} />;
      }}
    </Field>
  );
}
