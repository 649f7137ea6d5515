import type { ApiMessage } from "@tirgus/domain/api-contract";
import { ShownText } from "@tirgus/domain/errors";
import { priceEditMax, priceEditStep } from "@tirgus/domain/limits";
import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { parsePriceEdit } from "@tirgus/domain/price-edit";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { useI18n } from "../../lib/i18n";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { useToast } from "../../lib/toast-store";
import { actionName } from "../lot-card/action-names";
import { type LotPageData, priceViewOf } from "./lot-route";

/** The seller will talk about the price (spec 2 section 1), by the price on the lot page and in the preview. */
export function PriceNegotiableBadge() {
  const { t } = useI18n();
  return (
    <span
      className="w-fit rounded-full bg-subtle px-2.5 py-0.5 text-sm font-medium"
      data-testid="price-negotiable"
    >
      {t("Price negotiable")}
    </span>
  );
}

/**
 * The lot's price; for its owner with the inline edit of spec 1 section 5 (numeric, at most 10000.00, step
 * 0.01, nonzero, saved only when changed, not for lots from a feed). The saved price shows at once.
 */
export function LotPrice({ lot, owner }: { lot: LotPageData; owner: boolean }) {
  const { t, lang } = useI18n();
  const [price, setPrice] = useState(lot.price);
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-baseline gap-2">
        {price ? (
          <>
            <span className={`text-3xl font-bold ${price.old ? "text-danger" : ""}`}>{price.text}</span>
            {price.old && (
              <s className="text-muted">
                <span className="sr-only">{t("Old price")}: </span>
                {price.old}
              </s>
            )}
            {price.percent !== null && price.old && (
              <span className="rounded bg-badge px-1.5 py-0.5 text-sm font-semibold text-badge-fg">
                −{price.percent}%
              </span>
            )}
          </>
        ) : (
          <span className="text-2xl font-bold">{actionName(t, lot.action)}</span>
        )}
        {price && lot.priceNegotiable && <PriceNegotiableBadge />}
        {owner && price && lot.priceValue !== null && !editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="ml-1 rounded-lg border border-line px-2.5 py-1 text-sm font-medium hover:bg-subtle"
          >
            {t("Edit price")}
          </button>
        )}
      </p>
      {editing && lot.fromFeed && (
        <p role="alert" className="text-sm text-danger">
          {t(ShownText.feedLotNotEditable)}
        </p>
      )}
      {editing && !lot.fromFeed && lot.priceValue !== null && (
        <PriceForm
          lotId={lot.id}
          current={lot.priceValue}
          onDone={(saved) => {
            if (saved) setPrice(priceViewOf(saved, lang));
            setEditing(false);
          }}
        />
      )}
    </div>
  );
}

function PriceForm({
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
