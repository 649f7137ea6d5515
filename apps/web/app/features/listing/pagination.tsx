import { paginationWindow } from "@tirgus/domain/limits";
import { ListParam } from "@tirgus/domain/lot-list";
import { pageJumpTarget } from "@tirgus/domain/patterns";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { hrefOf, type PageItem, paginationItems, withParams } from "./list-query";

/**
 * Page links with the 4/3 window (desktop/phone) and the page-jump input (digits only, clamped to the last
 * page). The jump is a GET form, so it works without JavaScript too; the loader clamps what it sends.
 */
export function Pagination({
  path,
  search,
  page,
  lastPage,
}: {
  path: string;
  search: URLSearchParams;
  page: number;
  lastPage: number;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const pending = usePendingPage(path);
  const [jump, setJump] = useState("");
  if (lastPage <= 1) return null;
  const hrefFor = (target: number) =>
    hrefOf(path, withParams(search, { [ListParam.page]: target > 1 ? String(target) : null }));
  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const target = pageJumpTarget(jump, lastPage);
    if (target === null) return;
    // The box shows the page gone to, clamped: "99" of 2 pages is page 2 (where the visitor may already be).
    setJump(String(target));
    if (target !== page) void navigate(hrefFor(target), { preventScrollReset: true });
  };
  const kept = [...withParams(search, { [ListParam.page]: null }).entries()];
  return (
    <nav
      aria-label={t("Pages")}
      className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
    >
      <PageList
        items={paginationItems(page, lastPage, paginationWindow.desktop)}
        page={page}
        pending={pending}
        hrefFor={hrefFor}
        className="hidden sm:flex"
      />
      <PageList
        items={paginationItems(page, lastPage, paginationWindow.mobile)}
        page={page}
        pending={pending}
        hrefFor={hrefFor}
        className="flex sm:hidden"
      />
      <form method="get" action={path} onSubmit={onJump} className="flex items-center gap-2 text-sm">
        {kept.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="page-jump" className="text-muted">
          {t("Go to page")}
        </label>
        <input
          id="page-jump"
          name={ListParam.page}
          value={jump}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, ""))}
          inputMode="numeric"
          pattern="\d*"
          maxLength={6}
          placeholder={`1–${lastPage}`}
          className="h-9 w-20 rounded-lg border border-line bg-surface px-2 text-center outline-none focus:border-accent"
        />
        <button type="submit" className="h-9 rounded-lg border border-line px-3 font-medium hover:bg-subtle">
          {t("Go")}
        </button>
      </form>
    </nav>
  );
}

/**
 * The page of this list being loaded, or null: while the cards of the next page are grey, the row shows the
 * number pressed as the one coming rather than the one left.
 */
function usePendingPage(path: string): number | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== path) return null;
  return Number(new URLSearchParams(navigation.location.search).get(ListParam.page) ?? "1") || 1;
}

function PageList({
  items,
  page,
  pending,
  hrefFor,
  className,
}: {
  items: PageItem[];
  page: number;
  pending: number | null;
  hrefFor: (page: number) => string;
  className: string;
}) {
  const { t } = useI18n();
  // A little narrower on phones, so a window of 3 with both arrows and the last page fits a 390 px screen;
  // a longer row wraps centred, not with one arrow alone on the left.
  const cell = "flex h-9 min-w-8 items-center justify-center rounded-lg px-1.5 text-sm sm:min-w-9 sm:px-2";
  const leaving = pending !== null && pending !== page;
  return (
    <ol className={`${className} flex-wrap items-center justify-center gap-1`}>
      {page > 1 && (
        <li>
          <Link
            to={hrefFor(page - 1)}
            preventScrollReset
            rel="prev"
            className={`${cell} border border-line hover:bg-subtle`}
            aria-label={t("Previous page")}
          >
            ‹
          </Link>
        </li>
      )}
      {items.map((item, index) =>
        item === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
          <li key={`gap-${index}`} className={`${cell} text-muted`} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item}>
            {item === page ? (
              <span
                aria-current="page"
                className={`${cell} font-semibold ${leaving ? "border border-line text-muted" : "bg-accent text-accent-fg"}`}
              >
                {item}
              </span>
            ) : (
              <Link
                to={hrefFor(item)}
                preventScrollReset
                data-pending={item === pending || undefined}
                className={`${cell} ${item === pending ? "bg-accent/70 font-semibold text-accent-fg" : "border border-line hover:bg-subtle"}`}
                aria-label={t("Page %s", [item])}
              >
                {item}
              </Link>
            )}
          </li>
        ),
      )}
      {items.at(-1) !== page && (
        <li>
          <Link
            to={hrefFor(page + 1)}
            preventScrollReset
            rel="next"
            className={`${cell} border border-line hover:bg-subtle`}
            aria-label={t("Next page")}
          >
            ›
          </Link>
        </li>
      )}
    </ol>
  );
}
