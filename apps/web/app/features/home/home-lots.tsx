import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { StructuredData } from "../../lib/seo";
import { EndlessList } from "../lot-rows/endless-list";
import { LotRow } from "../lot-rows/lot-row";
import { itemListJsonLd } from "../lot-rows/row-data";
import { type HomeLots, newestHref, newestSource } from "./home-rows";

/** A row of a chain: tells which one settled, so the next can mount. */
function ChainedRow({
  index,
  onSettled,
  ...props
}: Omit<Parameters<typeof LotRow>[0], "onSettled"> & { index: number; onSettled: (index: number) => void }) {
  const settled = useCallback(() => onSettled(index), [onSettled, index]);
  return <LotRow {...props} onSettled={settled} />;
}

/**
 * Home's lots below the grid, in the spec's order: recently added, partners, each category's highlighted and
 * recently added rows, newest.
 */
export function HomeLotsView({ lots, now, partners }: { lots: HomeLots; now: number; partners: ReactNode }) {
  const { t, lang } = useI18n();
  const publicUrl = useRootData()?.publicUrl ?? "";
  // The rows the server did not load mount one at a time, each once the one before it is settled: a row
  // loads only when the visitor scrolls near it, and the page carries one row of skeletons, not fifteen.
  const loadedRows = lots.categoryRows.filter((row) => row.cards !== null).length;
  const [mounted, setMounted] = useState(loadedRows + 1);
  useEffect(() => setMounted(loadedRows + 1), [loadedRows]);
  const next = useCallback((index: number) => setMounted((count) => Math.max(count, index + 2)), []);
  return (
    <div className="pb-10">
      <h2 className="mx-auto max-w-[1440px] px-4 pt-2 text-2xl font-bold tracking-tight md:text-3xl lg:px-6">
        {t("Classifieds")}
      </h2>
      <LotRow
        row={{
          id: "recent",
          title: t("Recently added"),
          href: null,
          source: lots.recent.source,
          cards: lots.recent.cards,
        }}
        now={now}
      />
      {partners}
      {lots.categoryRows.slice(0, mounted).map((row, index) => (
        <ChainedRow
          key={`${row.kind}-${row.categoryId}`}
          index={index}
          onSettled={next}
          row={{
            id: `${row.kind}-${row.categoryId}`,
            title:
              row.kind === "highlighted"
                ? t("Highlighted: %s", [row.categoryName])
                : t("Recently added: %s", [row.categoryName]),
            href: row.href,
            source: row.source,
            cards: row.cards,
          }}
          now={now}
        />
      ))}
      <section aria-labelledby="home-newest" className="mx-auto max-w-[1440px] px-4 pt-6 lg:px-6">
        <h2 id="home-newest" className="mb-3 text-lg font-semibold tracking-tight md:text-xl">
          {t("Newest classifieds")}
        </h2>
        <EndlessList
          list={lots.newest}
          now={now}
          sourceOf={(page) => newestSource(page, lots.adult)}
          hrefOf={(page) => newestHref(lang, page)}
        />
        <StructuredData
          data={itemListJsonLd(
            t("Newest classifieds"),
            publicUrl,
            lots.newest.cards.map((item) => item.card),
          )}
        />
      </section>
    </div>
  );
}
