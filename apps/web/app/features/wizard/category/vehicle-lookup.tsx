import { vehiclePlateMaxLength } from "@tirgus/domain/limits";
import type { VehicleLookup as VehicleAnswer } from "@tirgus/domain/lot-form-api";
import { ShownText } from "@tirgus/domain/shown-texts";
import { type FormEvent, useId, useState } from "react";
import { browserApi } from "../../../lib/browser-api";
import { useI18n } from "../../../lib/i18n";
import { rememberCategory } from "../../../lib/last-category";
import { InfoIcon } from "../../../ui/icons";
import { inputClass, ProblemText, secondaryButtonClass } from "../form/fields";
import type { VehicleKind } from "../form/steps";
import { useWizard } from "../form/wizard-context";
import { plateFieldText, plateForLookup } from "./plate";

/**
 * Cars and motorcycles: the note and the number-plate lookup, which fills in the category and the filters the
 * register knows (spec 2 sections 2 and 5). A motorcycle's plate is typed on two lines, as it is written.
 */
export function VehicleLookup({ kind }: { kind: VehicleKind }) {
  const { t } = useI18n();
  const { setForm } = useWizard();
  const id = useId();
  const [plate, setPlate] = useState("");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const clean = plateForLookup(plate);
    if (clean === "") return;
    setBusy(true);
    setFailed(false);
    try {
      const found = await browserApi().get<VehicleAnswer>(
        `/api/vehicles/${encodeURIComponent(clean)}`,
        { kind },
        { silent: true },
      );
      if (!found) throw new Error("empty answer");
      rememberCategory(found.category);
      setForm((current) => ({
        ...current,
        action: current.category === found.category ? current.action : null,
        category: found.category,
        adFilterValues: { ...current.adFilterValues, ...found.adFilterValues },
      }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const control = {
    id,
    value: plate,
    placeholder: kind === "car" ? "AB1234" : "AB\n123",
    "aria-invalid": failed ? true : undefined,
    "aria-describedby": `${id}-note`,
    className: `${inputClass} font-mono uppercase tracking-widest`,
  };
  return (
    <form
      onSubmit={lookUp}
      className="flex flex-col gap-3 rounded-xl border border-accent/30 bg-accent/5 p-4"
    >
      <p id={`${id}-note`} className="flex gap-2 text-sm">
        <InfoIcon size={18} className="mt-0.5 shrink-0 text-accent" />
        {t(
          "Enter the number plate to fill in the vehicle's details automatically, or choose the category yourself.",
        )}
      </p>
      <label htmlFor={id} className="font-medium text-sm">
        {t("Number plate")}
      </label>
      <div className="flex flex-wrap items-start gap-2">
        {kind === "car" ? (
          <input
            {...control}
            maxLength={vehiclePlateMaxLength.car}
            autoComplete="off"
            onChange={(event) => setPlate(plateFieldText("car", event.target.value))}
            className={`${control.className} max-w-48`}
          />
        ) : (
          <textarea
            {...control}
            rows={2}
            maxLength={vehiclePlateMaxLength.moto}
            onChange={(event) => setPlate(plateFieldText("moto", event.target.value))}
            className={`${control.className} h-auto max-w-32 resize-none py-2`}
          />
        )}
        <button type="submit" className={secondaryButtonClass} disabled={busy}>
          {t("Fill in")}
        </button>
      </div>
      {failed && <ProblemText problem={ShownText.vehicleNotFound} />}
    </form>
  );
}
