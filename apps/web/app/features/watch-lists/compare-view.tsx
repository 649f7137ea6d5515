import { ShownText } from "@tirgus/domain/shown-texts";
import { compareMaximum } from "@tirgus/domain/watch-lists";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { homePath } from "../../lib/language";
import { useRootData } from "../../lib/root-data";
import { toastStore } from "../../lib/toast-store";
import { CameraIcon, CloseIcon, CompareIcon } from "../../ui/icons";
import { actionName } from "../lot-card/action-names";
import { type CompareTable, compareTableOf, withoutLot } from "./compare-data";
import { comparedLots, setListed } from "./watch-list-client";

/**
 * The compare page: the chosen lots side by side, a column each (photo, title linking to the lot, price,
 * location) and a row for every filter any of them has, a dash where a lot has no value. The table scrolls
 * sideways on narrow screens with the row names kept in view.
 */
export function CompareView({ table: loaded }: { table: CompareTable }) {
  const { t, lang } = useI18n();
  const root = useRootData();
  const [table, setTable] = useState(loaded);
  useEffect(() => setTable(loaded), [loaded]);
  const signedIn = Boolean(root?.shell.session);
  // A signed-out visitor's empty page may be the page cache's shared one, or their `watch` cookie may be gone
  // while the browser keeps the identifier: the browser asks once more by the identifier it keeps.
  useEffect(() => {
    if (signedIn || loaded.columns.length > 0) return;
    let current = true;
    void comparedLots(false)
      .then((lots) => {
        if (current && lots.length > 0) setTable(compareTableOf(lots, lang));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn, loaded, lang]);
  const count = table.columns.length;

  async function remove(lotId: number) {
    const answer = await setListed("compare", lotId, false, signedIn);
    if (!answer) return;
    setTable((current) => withoutLot(current, lotId));
    toastStore.show({ kind: "success", message: ShownText.removedFromCompare });
  }

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-12 lg:px-6">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("Compare classifieds")}</h1>
        {count > 0 && (
          <span className="text-muted" data-testid="compare-count">
            {t("%s of %s", [count, compareMaximum])}
          </span>
        )}
      </div>
      {count >= compareMaximum && (
        <p role="status" className="mt-3 rounded-xl bg-accent-soft px-4 py-3 text-sm">
          {t("The compare list is full: at most %s classifieds", [compareMaximum])}
        </p>
      )}
      {count === 0 ? <EmptyCompare /> : <CompareGrid table={table} onRemove={(id) => void remove(id)} />}
    </div>
  );
}

function EmptyCompare() {
  const { t, lang } = useI18n();
  return (
    <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-14 text-center">
      <CompareIcon size={36} className="text-muted" />
      <p className="font-semibold">{t("There is nothing to compare yet")}</p>
      <p className="max-w-md text-sm text-muted">
        {t("Open a classified and press “Add to compare”: up to %s classifieds side by side.", [
          compareMaximum,
        ])}
      </p>
      <Link
        to={homePath(lang)}
        className="mt-2 inline-flex h-10 items-center rounded-xl bg-accent px-5 font-semibold text-accent-fg hover:bg-accent-hover"
      >
        {t("Browse classifieds")}
      </Link>
    </div>
  );
}

function CompareGrid({ table, onRemove }: { table: CompareTable; onRemove: (lotId: number) => void }) {
  const { t } = useI18n();
  // On a phone a lot's column is narrower, so the next lot's edge shows beside the first whatever the longest
  // label ("Местоположение" widens the label column): the box visibly scrolls sideways.
  const labelCell =
    "sticky left-0 z-10 w-32 min-w-32 border-r border-line bg-surface px-3 py-2.5 text-left align-top text-sm font-normal text-muted sm:w-44 sm:min-w-44";
  const cell = "w-44 min-w-44 px-3 py-2.5 align-top text-sm sm:w-52 sm:min-w-52";
  return (
    // `relative`: the cells' sr-only texts are absolutely placed; without a positioned scroll box the page
    // places them, unclipped, and the off-screen columns' ones widened the page on phones.
    <div
      className="relative mt-6 overflow-x-auto rounded-2xl border border-line bg-surface"
      data-testid="compare-table"
    >
      <table className="w-max min-w-full border-collapse">
        <caption className="sr-only">{t("Compare classifieds")}</caption>
        <thead>
          <tr>
            <td className={labelCell} />
            {table.columns.map((column) => (
              <th key={column.id} scope="col" className={`${cell} text-left font-normal`}>
                <div className="relative">
                  {/* The title's link below names the lot; the picture's is the same link for the pointer only. */}
                  <Link
                    to={column.href}
                    tabIndex={-1}
                    aria-hidden="true"
                    className="block overflow-hidden rounded-xl bg-subtle"
                  >
                    {column.picture ? (
                      <img
                        src={column.picture}
                        alt=""
                        width={400}
                        height={300}
                        loading="lazy"
                        className="aspect-[4/3] w-full object-cover"
                      />
                    ) : (
                      <div className="flex aspect-[4/3] w-full items-center justify-center text-muted/60">
                        <CameraIcon size={36} />
                      </div>
                    )}
                  </Link>
                  <button
                    type="button"
                    onClick={() => onRemove(column.id)}
                    aria-label={`${t("Remove from comparison")}: ${column.title}`}
                    title={t("Remove from comparison")}
                    className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80"
                  >
                    <CloseIcon size={18} />
                  </button>
                </div>
                <Link
                  to={column.href}
                  className="mt-2 line-clamp-2 font-semibold leading-snug hover:text-accent hover:underline"
                >
                  {column.title}
                </Link>
                {column.ended && (
                  <span className="mt-1 inline-block rounded bg-subtle px-1.5 py-0.5 text-xs font-semibold">
                    {column.ended === "sold" ? t("Sold") : t("Expired")}
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr]:border-t [&>tr]:border-line">
          <tr>
            <th scope="row" className={labelCell}>
              {t("Price")}
            </th>
            {table.columns.map((column) => (
              <td key={column.id} className={`${cell} text-base font-bold`}>
                {column.price ?? actionName(t, column.action)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={labelCell}>
              {t("Location")}
            </th>
            {table.columns.map((column) => (
              <td key={column.id} className={cell}>
                {column.place ?? "—"}
              </td>
            ))}
          </tr>
          {table.rows.map((row) => (
            <tr key={row.filterId}>
              <th scope="row" className={labelCell}>
                {row.name}
              </th>
              {row.values.map((value, at) => (
                <td key={table.columns[at]?.id ?? at} className={cell}>
                  {value ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t("No value")}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
