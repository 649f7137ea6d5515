import type { ShownLotFile } from "@tirgus/domain/lot-detail-api";
import { lazy, Suspense, useCallback, useMemo, useReducer } from "react";
import { useI18n } from "../../../lib/i18n";
import { ModalBoundary } from "../../../ui/hash-modal";
import { CameraIcon } from "../../../ui/icons";
import { dropItem, type GalleryState } from "./gallery-index";
import { galleryItemOf } from "./gallery-items";
import { GalleryStage, galleryKeyHandler, Thumbnails } from "./gallery-stage";
import { useFullscreenParam } from "./use-fullscreen-param";
import { usePolledFiles } from "./use-polled-files";

/* The dialog and its focus trap load when the visitor opens it: the lot page hydrates without them. */
const loadFullscreen = () => import("./fullscreen-gallery");
const FullscreenGallery = lazy(loadFullscreen);
const preloadFullscreen = () => void loadFullscreen();

type Action = { type: "show"; index: number } | { type: "drop"; key: string; keys: readonly string[] };

function reduce(state: GalleryState, action: Action): GalleryState {
  return action.type === "show"
    ? { ...state, index: action.index }
    : dropItem(state, action.key, action.keys);
}

/**
 * The lot's gallery (spec 1 sections 2 and 4): the picture, video or panorama on a stage with previous / next,
 * a counter, swipes and the arrow, Home and End keys, the thumbnails below it, and the fullscreen view
 * (also opened by `?fullscreen=1`). The server renders the first picture, so it is the page's first paint.
 */
export function Gallery({
  lotId,
  title,
  files,
}: {
  lotId: number;
  title: string;
  files: readonly ShownLotFile[];
}) {
  const { t } = useI18n();
  const polled = usePolledFiles(lotId, files);
  const [state, dispatch] = useReducer(reduce, { index: 0, dropped: new Set<string>() });
  const items = useMemo(
    () => polled.map(galleryItemOf).filter((item) => !state.dropped.has(item.key)),
    [polled, state.dropped],
  );
  const keys = useMemo(() => polled.map((file) => String(file.id)), [polled]);
  // A poll may answer fewer files than before: the index never points past the end.
  const index = Math.min(state.index, Math.max(0, items.length - 1));
  const show = useCallback((at: number) => dispatch({ type: "show", index: at }), []);
  const drop = useCallback((key: string) => dispatch({ type: "drop", key, keys }), [keys]);
  const { open, openFullscreen, closeFullscreen } = useFullscreenParam();

  if (items.length === 0) return <NoPhotos />;
  return (
    <>
      {/* Keys reach the gallery from its controls (buttons and thumbnails are in the tab order). */}
      <section
        aria-roledescription={t("gallery")}
        aria-label={title}
        className="flex min-w-0 flex-col gap-2"
        onKeyDown={galleryKeyHandler(index, items.length, show)}
      >
        <GalleryStage
          items={items}
          index={index}
          title={title}
          variant="inline"
          onIndex={show}
          onBroken={drop}
          onOpenFullscreen={openFullscreen}
          onPreloadFullscreen={preloadFullscreen}
        />
        {items.length > 1 && (
          <Thumbnails items={items} index={index} variant="inline" onIndex={show} onBroken={drop} />
        )}
      </section>
      {/* Beside the section, not in it: React bubbles the dialog's keys through its portal to its parents. */}
      {open && (
        <ModalBoundary>
          <Suspense fallback={null}>
            <FullscreenGallery
              items={items}
              index={index}
              title={title}
              onIndex={show}
              onBroken={drop}
              onClose={closeFullscreen}
            />
          </Suspense>
        </ModalBoundary>
      )}
    </>
  );
}

/** A lot without pictures (or whose pictures all failed to load) keeps the gallery's place, and says so. */
function NoPhotos() {
  const { t } = useI18n();
  return (
    <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-xl bg-subtle text-muted">
      <CameraIcon size={44} />
      <p className="text-sm">{t("No photos")}</p>
    </div>
  );
}
