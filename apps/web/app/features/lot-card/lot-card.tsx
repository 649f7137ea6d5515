import { hoverPreviewPhotos, skeletonCount } from "@tirgus/domain/limits";
import { type PointerEvent, type ReactNode, type RefObject, type TouchEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { CameraIcon, Icon, type IconProps } from "../../ui/icons";
import { actionName } from "./action-names";
import { type CardImage, cardImageSrcSet, cardImageUrl, type LotCardView } from "./card-view";
import { hoverIndex, swipeStep } from "./gestures";
import { relativeTimeText } from "./relative-time";

/**
 * `row` is a grid card of fixed height, for the horizontal rows: each of its lines has a set height (the
 * title two lines, the figures one), so a row that fills in after its skeletons moves nothing below it.
 */
export type CardLayout = "grid" | "list" | "row";

/**
 * The heights of a row card's lines, shared by the card and its skeleton. A row filled 24-69 px taller than its
 * skeletons (a title of two lines, figures, a trusted badge on a line of its own), and a footer link clicked
 * just then was missed.
 */
const rowLines = {
  title: "h-[2lh]",
  price: "h-7 overflow-hidden",
  facts: "h-5",
  region: "h-4",
  when: "mt-1 h-5",
} as const;

/**
 * One lot in a list (spec 1 sections 2 and 9): picture with a hover preview of up to five photos (a swipe
 * on touch screens), title, price (the old one struck when discounted) or the action's name, key figures,
 * region and how long ago it was published. Highlighted lots stand out; a trusted seller gets a badge; lots
 * the visitor has opened get an eye mark. The whole card is one link to the lot page.
 *
 * `now` (ms) is the time the list was loaded: the server and the browser then word "5 minutes ago" alike.
 */
export function LotCard({
  card,
  layout,
  now,
  visited = false,
  eager = false,
  markEnded = true,
  corner = null,
}: {
  card: LotCardView;
  layout: CardLayout;
  now: number;
  visited?: boolean;
  /** The first cards of a page: their pictures load at once rather than lazily. */
  eager?: boolean;
  /** Whether an ended lot shows disabled and marked; the owner's lists mark every status their own way. */
  markEnded?: boolean;
  /** A button of the list's own in the picture's top right corner (the heart), above the card's link. */
  corner?: ReactNode;
}) {
  const { t } = useI18n();
  const list = layout === "list";
  const row = layout === "row";
  const ended = markEnded ? card.ended : null;
  const browsing = usePhotoBrowsing(Math.min(card.images.length, hoverPreviewPhotos), !row);
  return (
    <article
      // Sideways swipes on a grid's or list's card turn its photos (the page only pans up and down there); a
      // row's cards leave them to the row, which scrolls sideways.
      className={`lot-card group ${row ? "" : "touch-pan-y"} ${
        list ? "flex-row" : "h-full flex-col"
      } ${card.highlighted ? "border-accent/60 ring-1 ring-accent/30" : "border-line"} ${
        ended ? "opacity-70 grayscale" : ""
      }`}
      data-lot-id={card.id}
      {...browsing.handlers}
    >
      <CardPictures
        card={card}
        ended={ended}
        layout={layout}
        eager={eager}
        visited={visited}
        corner={corner}
        index={browsing.index}
        frame={browsing.frame}
      />
      <div className={`flex min-w-0 flex-1 flex-col gap-1 ${list ? "p-3 sm:p-4" : "p-3"}`}>
        <h3
          className={`line-clamp-2 font-medium leading-snug ${list ? "sm:text-lg" : "text-[0.9375rem]"} ${row ? rowLines.title : ""}`}
        >
          <Link to={card.href} className="lot-card-link">
            {card.title}
          </Link>
        </h3>
        <CardPrice card={card} className={row ? rowLines.price : ""} />
        {(card.facts.length > 0 || row) && (
          // Two lines on a phone's narrow card, where "2018 · 182 000 km" lost its unit to the ellipsis; a row's
          // card is wider and keeps its line even without figures.
          <p
            className={`text-sm text-muted ${row ? `line-clamp-1 ${rowLines.facts}` : "line-clamp-2 sm:line-clamp-1"}`}
          >
            {card.facts.map((fact) => factText(t, fact)).join(" · ")}
          </p>
        )}
        {list && card.preview !== "" && (
          <p className="hidden text-sm text-muted sm:line-clamp-2">{card.preview}</p>
        )}
        {row ? (
          <div className="mt-auto pt-1 text-xs text-muted">
            <p className={`truncate ${rowLines.region}`}>{card.region}</p>
            <p className={`flex items-center gap-2 overflow-hidden whitespace-nowrap ${rowLines.when}`}>
              <CardTime card={card} now={now} />
              {card.trusted && <TrustedBadge short />}
            </p>
          </div>
        ) : (
          <div className="lot-card-meta">
            {/* A narrow card gives the region a line of its own: wrapped, the separator began or ended a line. */}
            {card.region && (
              <span className={`max-w-full basis-full truncate ${list ? "sm:basis-auto" : ""}`}>
                {card.region}
              </span>
            )}
            {list && card.region && card.publishDate && (
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
            )}
            <CardTime card={card} now={now} />
            {card.trusted && <TrustedBadge short={list ? false : "phone"} />}
          </div>
        )}
      </div>
    </article>
  );
}

function CardTime({ card, now }: { card: LotCardView; now: number }) {
  const { t, lang } = useI18n();
  if (!card.publishDate) return null;
  return <time dateTime={card.publishDate}>{relativeTimeText(t, lang, card.publishDate, now)}</time>;
}

/**
 * One line: in a phone's two-column grid "Надёжный продавец" wrapped into a two-line block, so a narrow card
 * says the short word (`short`: always; "phone": below the sm breakpoint). List cards, wider screens and the
 * lot page say it whole.
 */
function TrustedBadge({ short }: { short: boolean | "phone" }) {
  const { t } = useI18n();
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-success/12 px-2 py-0.5 font-medium text-success">
      <ShieldIcon size={13} />
      {short === "phone" ? (
        <>
          <span className="sm:hidden">{t("Trusted")}</span>
          <span className="hidden sm:inline">{t("Trusted seller")}</span>
        </>
      ) : short ? (
        t("Trusted")
      ) : (
        t("Trusted seller")
      )}
    </span>
  );
}

/**
 * The price, then the discount and the struck old price: a row card's price line has one line's height, and
 * what does not fit on it wraps out of sight, so the old price goes first and the discount stays in view.
 */
function CardPrice({ card, className }: { card: LotCardView; className: string }) {
  const { t } = useI18n();
  if (card.price === null) {
    return <p className={`font-semibold text-accent ${className}`}>{actionName(t, card.action)}</p>;
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`text-lg font-bold ${card.oldPrice ? "text-danger" : ""}`}>
        {card.price}
        {card.priceShort && <span className="ml-0.5 text-sm font-medium text-muted">{card.priceShort}</span>}
      </span>
      {card.oldPrice && (
        <>
          {card.discountPercent !== null && (
            <span className="rounded-md bg-badge px-1.5 py-0.5 text-xs font-semibold text-badge-fg">
              −{card.discountPercent}%
            </span>
          )}
          <s className="text-sm text-muted">
            <span className="sr-only">{t("Old price")}: </span>
            {card.oldPrice}
          </s>
        </>
      )}
    </p>
  );
}

/**
 * Photo browsing on a card. Moving the mouse across the picture shows the card's photos one band at a time
 * (the last band says how many more the lot has); on touch screens a sideways swipe of 50 px turns them,
 * where the card does not sit in a row that scrolls sideways (`swipes`). The handlers go on the whole card
 * because the title link's overlay covers the picture (one link per card).
 */
function usePhotoBrowsing(count: number, swipes: boolean) {
  const [index, setIndex] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  if (count <= 1) return { index: 0, frame, handlers: {} };
  const handlers = {
    onPointerMove: (event: PointerEvent) => {
      const box = frame.current?.getBoundingClientRect();
      if (event.pointerType !== "mouse" || !box) return;
      const inside = event.clientY >= box.top && event.clientY <= box.bottom && event.clientX <= box.right;
      setIndex(inside ? hoverIndex(event.clientX - box.left, box.width, count) : 0);
    },
    // Only a mouse leaving goes back to the first photo: a finger's swipe ends its pointer with a leave (after a
    // cancel, as the browser takes the gesture), which would undo each turn before the next.
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setIndex(0);
    },
    ...(swipes && {
      onTouchStart: (event: TouchEvent) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchEnd: (event: TouchEvent) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
        if (step === 0) return;
        // A swipe turns the photo; it must not also open the lot. Chrome sends the moves after the first, and the
        // end, as not cancelable once it has begun a gesture (the card lets the page pan up and down): such a
        // touch makes no click anyway, and cancelling it only warns.
        if (event.cancelable) event.preventDefault();
        setIndex((current) => Math.min(count - 1, Math.max(0, current + step)));
      },
    }),
  };
  return { index, frame, handlers };
}

/**
 * How wide a card's picture is drawn: half the screen in the phones' two columns, at most about 320 px in the
 * grids of wider screens; the list view's picture is w-32 / sm:w-56, a row's card 70vw / sm:15.5rem.
 */
const cardImageSizes: Record<CardLayout, string> = {
  grid: "(min-width: 768px) 320px, 50vw",
  list: "(min-width: 640px) 224px, 128px",
  row: "(min-width: 640px) 248px, 70vw",
};

/** The picture on show, the photo bands, the "More N photos" overlay and the marks. */
function CardPictures({
  card,
  ended,
  layout,
  eager,
  visited,
  corner,
  index,
  frame,
}: {
  card: LotCardView;
  ended: LotCardView["ended"];
  layout: CardLayout;
  eager: boolean;
  visited: boolean;
  corner: ReactNode;
  index: number;
  frame: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useI18n();
  const images = card.images.slice(0, hoverPreviewPhotos);
  const image: CardImage | undefined = images[index];
  const lastShown = index === images.length - 1 && images.length > 1;

  return (
    <div
      ref={frame}
      className={`relative shrink-0 overflow-hidden bg-subtle ${
        layout === "list" ? "aspect-[4/3] w-32 self-start sm:w-56" : "aspect-[4/3] w-full"
      }`}
    >
      {image ? (
        <img
          src={cardImageUrl(image)}
          srcSet={cardImageSrcSet(image)}
          sizes={cardImageSizes[layout]}
          alt=""
          loading={eager && index === 0 ? "eager" : "lazy"}
          // The first cards' pictures are the page's largest paint: fetched before layout tells the browser so.
          fetchPriority={eager && index === 0 ? "high" : "auto"}
          decoding="async"
          className="lot-card-picture"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted/60">
          <CameraIcon size={36} />
        </div>
      )}
      {lastShown && card.morePhotos > 0 && (
        <div className="absolute inset-0 flex items-center justify-center bg-black/55 p-2 text-center text-sm font-semibold text-white">
          {t("More %s photos", [card.morePhotos])}
        </div>
      )}
      {images.length > 1 && (
        <div className="pointer-events-none absolute inset-x-2 bottom-2 flex gap-1" aria-hidden="true">
          {images.map((shown, position) => (
            <span key={shown.id} className="lot-card-band" data-current={position === index || undefined} />
          ))}
        </div>
      )}
      {visited && (
        <span
          className={`absolute ${corner ? "top-3 right-13" : "top-2 right-2"} flex size-7 items-center justify-center rounded-full bg-black/55 text-white`}
          title={t("Viewed")}
        >
          <EyeIcon size={16} />
          <span className="sr-only">{t("Viewed")}</span>
        </span>
      )}
      {corner}
      {ended ? (
        <span className="absolute top-2 left-2 rounded-md bg-fg px-1.5 py-0.5 text-xs font-semibold text-surface">
          {ended === "sold" ? t("Sold") : t("Expired")}
        </span>
      ) : (
        card.highlighted && (
          <span className="absolute top-2 left-2 rounded-md bg-accent px-1.5 py-0.5 text-xs font-semibold text-accent-fg">
            {t("Highlighted")}
          </span>
        )
      )}
    </div>
  );
}

/**
 * A card's shape while its list loads: a row card's lines, so a row keeps its height when it fills in, and a
 * grid's or list's cards are about as tall as the usual card (a title of two lines, price, figures, region and
 * date): the grid's former skeleton was 40-65 px shorter, and home's endless list jumped as each page arrived.
 */
export function LotCardSkeleton({ layout }: { layout: CardLayout }) {
  const list = layout === "list";
  return (
    <div
      aria-hidden="true"
      className={`flex motion-safe:animate-pulse overflow-hidden rounded-2xl border border-line bg-surface ${
        list ? "flex-row" : "h-full flex-col"
      }`}
    >
      <div className={`aspect-[4/3] shrink-0 bg-subtle ${list ? "w-32 self-start sm:w-56" : "w-full"}`} />
      <SkeletonLines />
    </div>
  );
}

/**
 * The items of a list's grey cards while its page loads (spec 1 section 9): 10 on wide screens and 8 on phones
 * in the grid, 4 of the list view's small-picture cards. They go into the list's own grid.
 */
export function LotCardSkeletonItems({ layout }: { layout: "grid" | "list" }) {
  const count = layout === "list" ? skeletonCount.smallImages : skeletonCount.desktop;
  return Array.from({ length: count }, (_, index) => `skeleton-${index}`).map((key, index) => (
    // Phones show the mobile count; the rest appear from the tablet width on.
    <li
      key={key}
      className={layout === "grid" && index >= skeletonCount.mobile ? "hidden md:block" : undefined}
    >
      <LotCardSkeleton layout={layout} />
    </li>
  ));
}

/** The row card's lines (its padding, gaps and line heights), each holding a grey bar. */
function SkeletonLines() {
  return (
    <div className="flex flex-1 flex-col gap-1 p-3">
      <div className={`flex flex-col justify-around text-[0.9375rem] leading-snug ${rowLines.title}`}>
        <div className="h-4 w-4/5 rounded bg-subtle" />
        <div className="h-4 w-3/5 rounded bg-subtle" />
      </div>
      <SkeletonLine line={rowLines.price} bar="h-5 w-2/5" />
      <SkeletonLine line={rowLines.facts} bar="h-3.5 w-3/5" />
      <div className="mt-auto pt-1">
        <SkeletonLine line={rowLines.region} bar="h-3 w-1/2" />
        <SkeletonLine line={rowLines.when} bar="h-3 w-1/3" />
      </div>
    </div>
  );
}

function SkeletonLine({ line, bar }: { line: string; bar: string }) {
  return (
    <div className={`flex items-center ${line}`}>
      <div className={`rounded bg-subtle ${bar}`} />
    </div>
  );
}

function EyeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

function ShieldIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6l-8-3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </Icon>
  );
}

/** A card's figure as it reads: rooms and floor, which have no unit, are named. */
function factText(t: ReturnType<typeof useI18n>["t"], fact: LotCardView["facts"][number]): string {
  if (fact.key === "rooms") return t("%s rooms", [fact.text]);
  if (fact.key === "floor") return t("floor %s", [fact.text]);
  return fact.text;
}
