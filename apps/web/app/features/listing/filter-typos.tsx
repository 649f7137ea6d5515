import { ValidationMessage } from "@tirgus/domain/errors";
import { priceFilterValue } from "@tirgus/domain/patterns";
import { createContext, useContext } from "react";
import { useI18n } from "../../lib/i18n";
import { rangeBound } from "./list-cleaning";

/*
 * A number typed into the filters that the list cannot take ("abc", "-50" as a price): cleaning the address
 * would drop it, and the visitor would take the unfiltered list for a filtered one. The form does not apply
 * then; the field says what is wrong, keeps what was typed and has the keyboard.
 */

export type Typo = { name: string; message: string };

/** The typo the panel shows, if any; the fields named in it mark themselves. */
export const TypoContext = createContext<Typo | null>(null);

/** What a number field holds: a price (spec 1 section 5) or a range filter's bound. */
export type NumberKind = "price" | "bound";

function priceTypo(typed: string): string | null {
  const euros = priceFilterValue(typed);
  // Zero, however written, is no bound at all, as the cleaning takes it.
  if (euros === undefined) return /^[\s0]*$/.test(typed) ? null : ValidationMessage.wrongPriceFormat;
  return euros < 0 ? ValidationMessage.priceMustBePositive : null;
}

/** The first number field of the form whose text the list cannot take, or null. */
export function firstTypo(form: HTMLFormElement): Typo | null {
  for (const field of form.querySelectorAll<HTMLInputElement>("input[data-number]")) {
    const typed = field.value.trim();
    if (typed === "") continue;
    const message =
      field.dataset.number === "price"
        ? priceTypo(typed)
        : rangeBound(typed) === undefined
          ? ValidationMessage.wrongValue
          : null;
    if (message) return { name: field.name, message };
  }
  return null;
}

const errorId = (name: string) => `typo-${name.replace(/[^\w-]/g, "_")}`;

/** A number field's attributes: its kind (what `firstTypo` checks), and while it holds the typo, invalid and described by it. */
export function numberFieldProps(typo: Typo | null, name: string, kind: NumberKind) {
  const wrong = typo?.name === name;
  return {
    "data-number": kind,
    "aria-invalid": wrong || undefined,
    "aria-describedby": wrong ? errorId(name) : undefined,
  };
}

/** The typo's message under the fields named, when one of them holds it. */
export function TypoMessage({ names }: { names: readonly string[] }) {
  const { t } = useI18n();
  const typo = useContext(TypoContext);
  if (!typo || !names.includes(typo.name)) return null;
  return (
    <p id={errorId(typo.name)} role="alert" className="text-sm text-danger">
      {t(typo.message)}
    </p>
  );
}
