import type { ApiMessage } from "@tirgus/domain/api-contract";
import { priceEditMax, priceEditStep } from "@tirgus/domain/limits";
import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { parsePriceEdit } from "@tirgus/domain/price-edit";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../lib/api-error";
import { useI18n } from "../../lib/i18n";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { useToast } from "../../lib/toast-store";

/**
 * The owner's inline price edit on the lot page (spec 1 section 5): numeric, at most 10000.00, step 0.01,
 * nonzero, saved only when changed. Loaded when the owner asks to edit (lot-price.tsx).
 */
export function PriceForm({
  lotId,
  current,
  onDone,
}: {
  lotId: number;
  current: number;
  onDone: (saved: LotDetail | null) => void;
}) {
  const { t } = useI18n();
  const toast = useToast();
  const inputId = useId();
  const [text, setText] = useState(current.toFixed(2));
  const [error, setError] = useState<ApiMessage | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePriceEdit(text);
    if ("error" in parsed) return setError({ message: parsed.error, values: [priceEditMax.toFixed(2)] });
    // Saved only when changed (spec 1 section 5).
    if (parsed.cents === Math.round(current * 100)) return onDone(null);
    setSaving(true);
    try {
      const api = await loadBrowserApi();
      const saved = await api.request<LotDetail>("PATCH", `/api/lots/${lotId}/price`, {
        body: { price: text },
        silent: true,
      });
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

  return (
    <form onSubmit={save} noValidate className="flex flex-wrap items-start gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t("Price")}
      </label>
      <div className="flex flex-col gap-1">
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
          aria-describedby={error ? `${inputId}-error` : undefined}
          // biome-ignore lint/a11y/noAutofocus: the field opens because the owner asked to edit the price.
          autoFocus
          className="h-10 w-40 rounded-lg border border-line bg-surface px-3 tabular-nums"
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
            {t(error.message, error.values)}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={saving}
        className="h-10 rounded-lg bg-accent px-4 text-sm font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-60"
      >
        {t("Save")}
      </button>
      <button
        type="button"
        onClick={() => onDone(null)}
        className="h-10 rounded-lg border border-line px-4 text-sm hover:bg-subtle"
      >
        {t("Cancel")}
      </button>
    </form>
  );
}
