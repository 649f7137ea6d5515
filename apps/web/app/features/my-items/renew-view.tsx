import type { LotStatusChange } from "@tirgus/domain/lot-lifecycle-api";
import { LotStatus } from "@tirgus/domain/lots";
import { type ProlongOptionDays, prolongOptionsDays } from "@tirgus/domain/periods";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { type ApiClient, createApiClient } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { forgetKeptPages } from "../../lib/kept-pages";
import { toastStore } from "../../lib/toast-store";
import { dayText } from "./day-text";
import { myItemsPath } from "./my-paths";
import { type OwnLotView, prolongChoices } from "./own-lot-view";
import { prolongLabel } from "./period-labels";
import { outcomeOf, prolongLot } from "./status-change";

export type RenewLot = Pick<OwnLotView, "id" | "title" | "href" | "status" | "endDate" | "xmlImported">;

/**
 * A client for the e-mail link's token: a refused token (401) must be told, not taken for the end of a
 * session, which is what the app's own client does with a 401.
 */
const linkApi = (): ApiClient =>
  createApiClient({ transport: (request) => window.fetch(request), origin: window.location.origin });

/**
 * `/{lang}/renew?lot={id}&token=...` (spec 1 section 2, spec 2 section 9): prolong a lot by 7, 14 or 21
 * days, signed in as its owner or signed out with the one-click link of the expiry e-mail.
 */
export function RenewView({ lot, token, now }: { lot: RenewLot; token: string | null; now: number }) {
  const { t, lang } = useI18n();
  const choices = prolongChoices(lot, prolongOptionsDays, now);
  const [days, setDays] = useState<ProlongOptionDays>(
    choices.find((choice) => choice.until !== null)?.days ?? prolongOptionsDays[0],
  );
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [prolonged, setProlonged] = useState<LotStatusChange | null>(null);

  async function prolong() {
    setBusy(true);
    try {
      const answer = await prolongLot(token ? linkApi() : browserApi(), lot.id, days, token ?? undefined);
      const outcome = outcomeOf(answer ? [answer] : []);
      for (const toast of outcome.toasts) toastStore.show(toast);
      if (answer && outcome.changed > 0) {
        setProlonged(answer);
        // The lot's page, kept by the browser from before, would show the old end date.
        forgetKeptPages();
      }
      // The root data holds the shell and its wallet: reloaded when the answer says the credits fell short.
      if (outcome.refreshWallet) void revalidate();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The app's client told its errors already; the link's client tells nothing by itself.
      if (token && error.status === 401)
        toastStore.show({
          kind: "error",
          message: "This link is no longer valid. Sign in to prolong the classified.",
        });
      else if (token) toastStore.showServerMessages("error", error.errors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 pt-8 pb-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("Prolong classified")}</h1>
      <p className="mt-3 text-lg font-semibold" data-testid="renew-title">
        <Link to={lot.href} className="hover:text-accent hover:underline">
          {lot.title}
        </Link>
      </p>
      {lot.endDate && !prolonged && (
        <p className="mt-1 text-sm text-muted">
          {t("Active until")}: {dayText(lot.endDate)}
        </p>
      )}
      {prolonged ? (
        <div className="mt-5 rounded-2xl bg-accent-soft p-5" role="status" data-testid="renew-result">
          <p className="font-semibold">
            {/* An ended lot goes public again under the publish rules: they may hold it for a moderator. */}
            {prolonged.status === LotStatus.pending_publish
              ? t("Classified is waiting approval")
              : t("Classified is prolonged")}
          </p>
          {prolonged.endDate && (
            <p className="mt-1">
              {t("Active until")}: <strong>{dayText(prolonged.endDate)}</strong>
            </p>
          )}
          <Link to={myItemsPath(lang)} className="mt-3 inline-block font-medium text-accent hover:underline">
            {t("My classifieds")}
          </Link>
        </div>
      ) : (
        <form
          className="mt-5 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void prolong();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{t("Prolong by")}</legend>
            {choices.map((choice) => (
              <label
                key={choice.days}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:disabled]:cursor-default has-[:disabled]:opacity-50"
              >
                <input
                  type="radio"
                  name="days"
                  value={choice.days}
                  checked={choice.days === days}
                  disabled={choice.until === null}
                  onChange={() => setDays(choice.days)}
                  className="accent-[var(--accent)]"
                />
                <span className="font-semibold">{prolongLabel(t, choice.days)}</span>
                {choice.until && (
                  <span className="ml-auto text-sm text-muted">{t("until %s", [dayText(choice.until)])}</span>
                )}
              </label>
            ))}
          </fieldset>
          {choices.every((choice) => choice.until === null) && (
            <p className="rounded-xl bg-subtle p-3 text-sm">
              {t("This action is not possible for a classified in this status")}
            </p>
          )}
          <button
            type="submit"
            disabled={busy || choices.every((choice) => choice.until === null)}
            className="inline-flex h-11 items-center justify-center self-start rounded-xl bg-accent px-6 font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-60"
          >
            {t("Prolong")}
          </button>
        </form>
      )}
    </div>
  );
}
