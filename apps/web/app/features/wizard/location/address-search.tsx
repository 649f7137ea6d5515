import type { GeoOption } from "@tirgus/domain/catalogue-api";
import { addressSearchDebounceMs } from "@tirgus/domain/timing";
import { useEffect, useId, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { inputClass, ProblemText } from "../form/fields";
import { addressProblem, leftUnchosen } from "./address-choice";
import { searchAddresses } from "./location-data";

/**
 * The address box (spec 2 sections 4 and 5): options are asked for 1000 ms after typing stops; leaving the
 * box with text that is not a chosen option says "Please select value from the list!".
 */
export function AddressSearch({
  chosenLabel,
  onChoose,
  problem,
}: {
  chosenLabel: string | null;
  onChoose: (option: GeoOption, label: string) => void;
  problem: string | null;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const [text, setText] = useState(chosenLabel ?? "");
  const [options, setOptions] = useState<readonly GeoOption[]>([]);
  const [open, setOpen] = useState(false);
  const [unchosen, setUnchosen] = useState(false);

  useEffect(() => {
    const query = text.trim();
    if (query === "" || query === chosenLabel) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAddresses(query, controller.signal).then(
        (found) => {
          setOptions(found);
          setOpen(true);
        },
        () => undefined,
      );
    }, addressSearchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, chosenLabel]);

  const choose = (option: GeoOption) => {
    const label = option.label[lang];
    setText(label);
    setOpen(false);
    setUnchosen(false);
    onChoose(option, label);
  };

  const shown = addressProblem(unchosen, problem);
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {t("Address")}
        <span className="text-danger" aria-hidden="true">
          {" *"}
        </span>
      </label>
      <input
        id={id}
        aria-controls={`${id}-options`}
        aria-invalid={shown ? true : undefined}
        autoComplete="off"
        placeholder={t("Street, town or parish")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setUnchosen(false);
        }}
        onBlur={() => {
          // Options keep the focus in the box on press (preventDefault below), so a blur is a real leave.
          setOpen(false);
          setUnchosen(leftUnchosen(text, chosenLabel));
        }}
        className={inputClass}
      />
      {open && options.length > 0 && (
        <ul
          id={`${id}-options`}
          aria-label={t("Addresses found")}
          className="absolute top-full z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
        >
          {options.map((option) => (
            <li key={`${option.type}-${option.id}`}>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-subtle"
              >
                {option.label[lang]}
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && <ProblemText problem={shown} />}
    </div>
  );
}
