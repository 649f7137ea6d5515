import { deliveryOptionsOf } from "@tirgus/domain/delivery";
import type { DeliveryOption } from "@tirgus/domain/lot-form";
import { priceChangesAllowed } from "@tirgus/domain/money";
import { offersWinterBeaterChoice } from "@tirgus/domain/winter-beater";
import { useI18n } from "../../../lib/i18n";
import { InfoIcon } from "../../../ui/icons";
import { Field, inputClass, ProblemText } from "../form/fields";
import { useWizard } from "../form/wizard-context";
import { MarketPriceCheck } from "./market-price";
import { acceptedPriceText } from "./price-input";

const deliveryNames: Record<DeliveryOption, string> = {
  omniva: "Omniva parcel locker",
  meet: "Meet in person",
};

/** The price types of the chosen action, in order. */
export function usePriceTypes() {
  const { form, category } = useWizard();
  return category?.detail.actions.find((action) => action.id === form.action)?.priceTypes ?? [];
}

function PriceFields() {
  const { t, lang } = useI18n();
  const { form, setForm, problemAt } = useWizard();
  const priceTypes = usePriceTypes();
  const formProblem = problemAt("prices");
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        {priceTypes.map((type) => (
          <Field
            key={type.id}
            label={type.name[lang]}
            required={priceTypes.length === 1}
            problem={problemAt(`prices.${type.id}`)}
          >
            {({ id, describedBy, invalid }) => (
              <div className="flex items-center gap-2">
                <input
                  id={id}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  value={form.prices[type.id]?.value ?? ""}
                  onChange={(event) => {
                    const text = acceptedPriceText(event.target.value);
                    if (text === null) return;
                    setForm((current) => {
                      const prices = { ...current.prices };
                      if (text === "") delete prices[type.id];
                      else prices[type.id] = { value: text };
                      return { ...current, prices };
                    });
                  }}
                  className={inputClass}
                />
                <span className="shrink-0 text-muted">€</span>
              </div>
            )}
          </Field>
        ))}
      </div>
      {formProblem && <ProblemText problem={formProblem} />}
      <MarketPriceCheck />
      <p className="flex items-center gap-1.5 text-muted text-xs">
        <InfoIcon size={16} className="shrink-0" />
        {t("Once published, the price can be changed %s times.", [priceChangesAllowed])}
      </p>
    </div>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5">
      <input
        type="checkbox"
        className="size-4 accent-accent"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/**
 * Step 4: the prices of the action's price types (spec 2 section 5 rules) with the market price check, offers,
 * "price negotiable", the winter-beaters box when its rule offers it (spec 2 section 4: a private seller's car
 * under 3000; the server applies the same rule), and delivery (both ways by default). Publishing as a company
 * comes with companies: until a user can have one, only "me" exists, so the choice (and "VAT included", which
 * personal owners never see) is not shown.
 */
export function PriceStep() {
  const { t } = useI18n();
  const { form, setForm, category } = useWizard();
  const priceTypes = usePriceTypes();
  const winterBeaterOffered = offersWinterBeaterChoice({
    categoryPath: category?.path ?? [],
    action: form.action,
    owner: form.publishAs.owner,
    // The first price filled in, as the server stores it first.
    firstPrice: priceTypes.map((type) => form.prices[type.id]?.value).find((value) => value?.trim()),
  });
  const offered = deliveryOptionsOf(category?.path ?? []);
  const toggleDelivery = (option: DeliveryOption, on: boolean) =>
    setForm((current) => ({
      ...current,
      deliveryOptions: offered.filter((item) =>
        item === option ? on : current.deliveryOptions.includes(item),
      ),
    }));
  return (
    <div className="flex flex-col gap-6">
      {priceTypes.length > 0 && <PriceFields />}
      <Checkbox
        label={t("Buyers may offer their price")}
        checked={form.offersAllowed}
        onChange={(checked) => setForm((current) => ({ ...current, offersAllowed: checked }))}
      />
      <Checkbox
        label={t("Price negotiable")}
        checked={form.priceNegotiable}
        onChange={(checked) => setForm((current) => ({ ...current, priceNegotiable: checked }))}
      />
      {winterBeaterOffered && (
        <Checkbox
          label={t("Winter beater: an inexpensive car for the winter")}
          checked={form.winterBeater}
          onChange={(checked) => setForm((current) => ({ ...current, winterBeater: checked }))}
        />
      )}
      {offered.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{t("Delivery")}</legend>
          {offered.map((option) => (
            <Checkbox
              key={option}
              label={t(deliveryNames[option])}
              checked={form.deliveryOptions.includes(option)}
              onChange={(on) => toggleDelivery(option, on)}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
