import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import { useI18n } from "../../../lib/i18n";
import { useRootData } from "../../../lib/root-data";
import { useHashModal } from "../../../ui/hash-modal";
import { swipeStep } from "../../lot-card/gestures";
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, PanoramaIcon, PlayIcon } from "./gallery-icons";
import { indexForKey, steppedIndex } from "./gallery-index";
import { type GalleryItem, lotPageSlot, sizesFor } from "./gallery-items";

/*
 * The parts both the page's gallery and its fullscreen dialog show: the stage (the current picture, video or
 * panorama with previous / next, the counter and swipes) and the strip of thumbnails.
 */

export type Variant = "inline" | "fullscreen";

type StageProps = {
  items: readonly GalleryItem[];
  index: number;
  title: string;
  variant: Variant;
  onIndex: (index: number) => void;
  onBroken: (key: string) => void;
  onOpenFullscreen?: () => void;
  /** The visitor may open fullscreen soon (pointer over the stage, focus on its button): load its code. */
  onPreloadFullscreen?: () => void;
};

/** What the counter and the thumbnails call each kind of item. */
const kindNames = { image: "Photo", panorama: "Panorama", video: "Video" } as const;

/** Keys inside a video (seeking) or a panorama (panning) are theirs, not the gallery's. */
const ownsKeys = (target: EventTarget) =>
  target instanceof Element && target.closest("video, [data-panorama]") !== null;

/** Arrow keys step, Home and End jump (spec 1 section 4 "Gallery"; Escape belongs to the fullscreen dialog). */
export function galleryKeyHandler(index: number, count: number, onIndex: (index: number) => void) {
  return (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return;
    const next = indexForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    onIndex(next);
  };
}

export function GalleryStage({
  items,
  index,
  title,
  variant,
  onIndex,
  onBroken,
  onOpenFullscreen,
  onPreloadFullscreen,
}: StageProps) {
  const { t } = useI18n();
  const start = useRef<{ x: number; y: number } | null>(null);
  // A swipe ends with a click on the picture under the finger: that click must not open the fullscreen view.
  const swiped = useRef(false);
  const item = items[index];
  if (!item) return null;
  const count = items.length;
  const step = (by: number) => onIndex(steppedIndex(index, by, count));
  const inline = variant === "inline";
  const roundButton =
    "absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-black/55 text-white transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white";

  return (
    <div
      className={`relative touch-pan-y overflow-hidden bg-black ${inline ? "aspect-[4/3] rounded-xl" : "min-h-0 flex-1"}`}
      onPointerEnter={onPreloadFullscreen}
      onPointerDown={(event: PointerEvent) => {
        onPreloadFullscreen?.();
        swiped.current = false;
        start.current = ownsKeys(event.target) ? null : { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event: PointerEvent) => {
        if (!start.current) return;
        const by = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y);
        start.current = null;
        if (by === 0 || count < 2) return;
        swiped.current = true;
        step(by);
      }}
      onPointerCancel={() => {
        start.current = null;
      }}
      onClickCapture={(event) => {
        if (!swiped.current) return;
        swiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <StageMedia
        item={item}
        alt={`${title} (${index + 1}/${count})`}
        variant={variant}
        first={index === 0}
        onBroken={onBroken}
        onOpenFullscreen={onOpenFullscreen}
      />
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label={t("Previous photo")}
            className={`${roundButton} left-2`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label={t("Next photo")}
            className={`${roundButton} right-2`}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      <p
        className={`pointer-events-none absolute bottom-2 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white tabular-nums ${inline ? "left-2" : "left-1/2 -translate-x-1/2"}`}
        aria-live="polite"
      >
        <span className="sr-only">{t(kindNames[item.type])} </span>
        {`${index + 1} / ${count}`}
      </p>
      {onOpenFullscreen && (
        <button
          type="button"
          onClick={onOpenFullscreen}
          onFocus={onPreloadFullscreen}
          aria-label={t("Open full screen")}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-black/55 text-white transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white"
        >
          <ExpandIcon />
        </button>
      )}
    </div>
  );
}

type MediaProps = {
  item: GalleryItem;
  alt: string;
  variant: Variant;
  first: boolean;
  onBroken: (key: string) => void;
  onOpenFullscreen?: () => void;
};

function StageMedia({ item, alt, variant, first, onBroken, onOpenFullscreen }: MediaProps) {
  const { t } = useI18n();
  if (item.type === "video" && item.video) {
    if (!item.video.converted)
      return (
        <div role="status" className="grid size-full place-items-center px-16 py-6 text-center text-white">
          <p className="flex max-w-sm flex-col items-center gap-3 text-sm leading-relaxed">
            <PlayIcon size={36} className="opacity-70" />
            {t("Video will be available for preview once our servers process it")}
          </p>
        </div>
      );
    return (
      // Captions come with the seller's video when the upload flow offers them; a lot's video has no track.
      // biome-ignore lint/a11y/useMediaCaption: see above
      <video
        key={item.key}
        src={item.video.src}
        poster={item.src ?? undefined}
        controls
        playsInline
        preload="none"
        width={item.width}
        height={item.height}
        className="size-full object-contain"
      >
        {t("Your browser does not support the video tag")}
      </video>
    );
  }
  if (item.type === "panorama")
    return <PanoramaView item={item} alt={alt} variant={variant} onBroken={onBroken} />;
  if (item.blurred) return <BlurredPicture item={item} />;
  const picture = (
    <StageImage
      item={item}
      alt={alt}
      sizes={variant === "inline" ? sizesFor(lotPageSlot, item) : "100vw"}
      first={first && variant === "inline"}
      onBroken={onBroken}
      className="size-full object-contain"
    />
  );
  if (!onOpenFullscreen) return picture;
  // A click on the picture opens it fullscreen, a shortcut for mice and fingers; keyboards and screen readers
  // have the "Open full screen" button, and the picture keeps its alt text for them.
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div onClick={onOpenFullscreen} className="size-full cursor-zoom-in">
      {picture}
    </div>
  );
}

/**
 * A sold premium lot's picture beyond the first (spec 1 section 4): its tiny preview, blurred. Signed-out
 * visitors are asked to sign in (spec 1 section 6: blurred extra photos prompt sign-in).
 */
function BlurredPicture({ item }: { item: GalleryItem }) {
  const { t } = useI18n();
  const signedIn = useRootData()?.shell.session != null;
  const signIn = useHashModal("signin");
  return (
    <div className="relative size-full overflow-hidden">
      {item.src && (
        <img
          src={item.src}
          alt=""
          width={item.width}
          height={item.height}
          className="size-full scale-110 object-cover blur-xl"
        />
      )}
      <div className="absolute inset-0 grid place-items-center bg-black/30 px-16 text-center text-white">
        <p className="flex max-w-sm flex-col items-center gap-3 text-sm font-medium">
          {t("Only the first photo of a sold classified is shown.")}
          {!signedIn && (
            <button
              type="button"
              onClick={signIn.openModal}
              className="rounded-xl bg-white px-4 py-2 font-semibold text-black hover:bg-white/90"
            >
              {t("Sign in")}
            </button>
          )}
        </p>
      </div>
    </div>
  );
}

/**
 * A ref that reports a picture which failed before the page hydrated, when React could not yet hear its error
 * event (a lazy picture not yet loaded is not `complete`, so it is not taken for a broken one).
 */
const reportIfBroken = (onBroken: (key: string) => void, key: string) => (image: HTMLImageElement | null) => {
  if (image?.complete && image.naturalWidth === 0) onBroken(key);
};

/**
 * One picture of the stage. The first one is the page's largest paint: loaded at once with high priority.
 * A picture that fails to load is dropped from the gallery, also when it failed before the page hydrated.
 */
function StageImage({
  item,
  alt,
  sizes,
  first,
  onBroken,
  className,
}: {
  item: GalleryItem;
  alt: string;
  sizes: string;
  first: boolean;
  onBroken: (key: string) => void;
  className: string;
}) {
  return (
    <img
      key={item.key}
      ref={reportIfBroken(onBroken, item.key)}
      src={item.src ?? undefined}
      srcSet={item.srcSet || undefined}
      sizes={item.srcSet ? sizes : undefined}
      width={item.width}
      height={item.height}
      alt={alt}
      draggable={false}
      fetchPriority={first ? "high" : undefined}
      decoding={first ? undefined : "async"}
      onError={() => onBroken(item.key)}
      className={className}
    />
  );
}

/** A wide picture at the stage's height, panned by dragging, by swiping or with the arrow keys. */
function PanoramaView({
  item,
  alt,
  variant,
  onBroken,
}: {
  item: GalleryItem;
  alt: string;
  variant: Variant;
  onBroken: (key: string) => void;
}) {
  const { t } = useI18n();
  const drag = useRef<{ x: number; left: number } | null>(null);
  const view = useRef<HTMLElement>(null);
  // Start in the middle of the view, where a panorama's subject usually is.
  useEffect(() => {
    const element = view.current;
    if (element) element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  }, []);
  return (
    <section
      ref={view}
      data-panorama=""
      // Scrollable, so focusable: the arrow keys pan it (a focusable scroll region, as axe asks).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      aria-label={t("Panorama: drag or use the arrow keys to look around")}
      className="size-full cursor-grab overflow-x-auto overflow-y-hidden overscroll-x-contain active:cursor-grabbing"
      onPointerDown={(event) => {
        // Fingers pan it natively; a mouse drags it.
        if (event.pointerType !== "mouse") return;
        drag.current = { x: event.clientX, left: event.currentTarget.scrollLeft };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (drag.current)
          event.currentTarget.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
    >
      <StageImage
        item={item}
        alt={alt}
        sizes={
          variant === "inline"
            ? sizesFor(lotPageSlot, item, 4 / 3, true)
            : sizesFor([[null, "100vh"]], item, 1, true)
        }
        first={false}
        onBroken={onBroken}
        className="h-full w-auto max-w-none select-none"
      />
      <span className="pointer-events-none absolute top-2 left-2 flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white">
        <PanoramaIcon size={16} />
        {t("Panorama")}
      </span>
    </section>
  );
}

/** The strip of thumbnails; the current one is marked and kept in view as the gallery steps. */
export function Thumbnails({
  items,
  index,
  variant,
  onIndex,
  onBroken,
}: {
  items: readonly GalleryItem[];
  index: number;
  variant: Variant;
  onIndex: (index: number) => void;
  onBroken: (key: string) => void;
}) {
  const { t } = useI18n();
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Scrolled by hand: scrollIntoView would also scroll the page to a strip below the fold.
    const list = strip.current;
    const current = list?.children[index] as HTMLElement | undefined;
    if (!list || !current) return;
    const left = current.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: left - (list.clientWidth - current.offsetWidth) / 2, behavior: "smooth" });
  }, [index]);
  return (
    <ul
      ref={strip}
      className={`flex gap-2 overflow-x-auto pb-1 ${variant === "fullscreen" ? "justify-center-safe" : ""}`}
    >
      {items.map((item, at) => (
        <li key={item.key} className="shrink-0">
          <button
            type="button"
            onClick={() => onIndex(at)}
            aria-label={`${t(kindNames[item.type])} ${at + 1}`}
            aria-current={at === index ? "true" : undefined}
            className={`relative block overflow-hidden rounded-md border-2 ${at === index ? "border-accent" : variant === "fullscreen" ? "border-transparent opacity-70 hover:opacity-100" : "border-transparent hover:border-line"}`}
          >
            {item.thumb ? (
              <img
                ref={reportIfBroken(onBroken, item.key)}
                src={item.thumb}
                alt=""
                loading="lazy"
                decoding="async"
                width={80}
                height={60}
                draggable={false}
                onError={() => onBroken(item.key)}
                className={`h-15 w-20 bg-subtle object-cover ${item.blurred ? "blur-sm" : ""}`}
              />
            ) : (
              <span className="block h-15 w-20 bg-black" />
            )}
            {item.type !== "image" && (
              <span className="absolute inset-0 grid place-items-center text-white drop-shadow">
                {item.type === "video" ? <PlayIcon size={22} /> : <PanoramaIcon size={22} />}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
