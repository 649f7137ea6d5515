import type { ApiMessage } from "@tirgus/domain/api-contract";
import { formatPrice } from "@tirgus/domain/format";
import { priceEditMax, priceEditStep } from "@tirgus/domain/limits";
import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { decidePriceEdit, priceToPayCents } from "@tirgus/domain/price-edit";
import { ShownText } from "@tirgus/domain/shown-texts";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../lib/api-error";
import { useI18n } from "../../lib/i18n";
import { forgetKeptPages } from "../../lib/kept-pages";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { useToast } from "../../lib/toast-store";

/**
 * The owner's inline price edit on the lot page (spec 1 section 5): numeric, at most 10000.00, step 0.01,
 * nonzero, saved only when changed. Loaded when the owner asks to edit (lot-price.tsx). `current` is the list
 * price as last saved (editable-price.ts); a discounted lot keeps its `discountPercent`, and the form says
 * what buyers will pay. It also says how many more times the price may change (`changesLeft`, decision 0028).
 */
export function PriceForm({
  lotId,
  current,
  discountPercent,
  changesLeft,
  onDone,
}: {
  lotId: number;
  current: number;
  discountPercent: number | null;
  changesLeft: number | null;
  onDone: (saved: LotDetail | null) => void;
}) {
  const { t } = useI18n();
  const toast = useToast();
  const inputId = useId();
  const [text, setText] = useState(current.toFixed(2));
  const [error, setError] = useState<ApiMessage | null>(null);
  const [saving, setSaving] = useState(false);
  // A discounted lot keeps its percent: the owner sees what buyers will pay for the price typed.
  const toPay = discountPercent === null ? null : priceToPayCents(text, discountPercent);
  const toPayHint =
    discountPercent !== null && toPay !== null
      ? t("With the %s% discount, buyers pay %s", [discountPercent, formatPrice(toPay / 100)])
      : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    const decision = decidePriceEdit(text, Math.round(current * 100));
    if ("error" in decision)
      return setError({ message: decision.error, values: [formatPrice(priceEditMax)] });
    if ("unchanged" in decision) return onDone(null);
    setSaving(true);
    try {
      const api = await loadBrowserApi();
      const saved = await api.request<LotDetail>("PATCH", `/api/lots/${lotId}/price`, {
        body: { price: text },
        silent: true,
      });
      // The browser kept this page (and lists with its card) as they were: coming back must show the new price.
      forgetKeptPages();
      toast.success("Saved");
      onDone(saved);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.errors[0] ? failure.errors[0] : { message: "GENERAL_ERROR" },
      );
    } finally {
      setSaving(false);
    }
  }

  const described = [
    error && `${inputId}-error`,
    toPayHint && `${inputId}-to-pay`,
    changesLeft !== null && `${inputId}-changes`,
  ].filter(Boolean);
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {discountPercent === null ? t("Price") : t("Price before discount")}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={priceEditStep}
          max={priceEditMax}
          step={priceEditStep}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={described.length > 0 ? described.join(" ") : undefined}
          // biome-ignore lint/a11y/noAutofocus: the field opens because the owner asked to edit the price.
          autoFocus
          className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 tabular-nums sm:w-40 sm:flex-none"
        />
        <button
          type="submit"
          disabled={saving}
          className="h-10 shrink-0 rounded-lg bg-accent px-4 text-sm font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-60"
        >
          {t("Save")}
        </button>
        <button
          type="button"
          onClick={() => onDone(null)}
          className="h-10 shrink-0 rounded-lg border border-line px-4 text-sm hover:bg-subtle"
        >
          {t("Cancel")}
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {t(error.message, error.values)}
        </p>
      )}
      {toPayHint && (
        <p id={`${inputId}-to-pay`} className="text-sm text-muted">
          {toPayHint}
        </p>
      )}
      {changesLeft !== null && (
        <p id={`${inputId}-changes`} className="text-sm text-muted">
          {t("Price changes left: %s", [changesLeft])}
        </p>
      )}
    </form>
  );
}

/** What the owner of a lot from a feed reads on asking to edit its price (spec 1 section 5). */
export function FeedLotRefusal() {
  const { t } = useI18n();
  return (
    <p role="alert" className="text-sm text-danger">
      {t(ShownText.feedLotNotEditable)}
    </p>
  );
}
