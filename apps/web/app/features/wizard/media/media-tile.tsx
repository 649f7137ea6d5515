import { FileFailureMessage, mediaUrl } from "@tirgus/domain/media";
import type { DragEvent } from "react";
import { useI18n } from "../../../lib/i18n";
import { CloseIcon, Icon } from "../../../ui/icons";
import { mediaBase } from "../../lot-card/card-view";
import { ChevronLeftIcon, ChevronRightIcon } from "../../lot-page/gallery/gallery-icons";
import { ProblemText } from "../form/fields";
import { mediaNotice } from "./media-notice";
import type { MediaItem } from "./upload-queue";

/**
 * Quarter turns as classes (the CSP allows no inline styles); a turned 4:3 picture is shrunk to 3/4 so it
 * still fits the 4:3 tile.
 */
const turnClass = ["", "rotate-90 scale-75", "rotate-180", "rotate-270 scale-75"] as const;

function thumbnailOf(item: MediaItem, preview: string | null): string | null {
  const file = item.file;
  if (file?.versions.thumbnail) {
    return mediaUrl({
      cdn: mediaBase,
      storageId: file.storageId,
      size: "thumbnail",
      rotation: 0,
      format: "webp",
    });
  }
  return preview;
}

const toolClass =
  "inline-flex size-7 items-center justify-center rounded-lg text-fg hover:bg-subtle hover:text-accent disabled:opacity-40";

export type TileActions = {
  onMove: (item: MediaItem, to: number) => void;
  onRotate: (item: MediaItem) => void;
  onRemove: (item: MediaItem) => void;
  onRetry: (item: MediaItem) => void;
};

/**
 * One file of the media step: its picture turned as it will be shown, its upload state, and its tools (move
 * left or right, make it the cover, turn, delete). Tiles are dragged onto each other to reorder.
 */
export function MediaTile({
  item,
  index,
  count,
  preview,
  actions,
  onDragStart,
  onDrop,
}: {
  item: MediaItem;
  index: number;
  count: number;
  preview: string | null;
  actions: TileActions;
  onDragStart: () => void;
  onDrop: () => void;
}) {
  const { t } = useI18n();
  const saved = item.status === "saved";
  const src = thumbnailOf(item, preview);
  const notice = mediaNotice(item, src !== null);
  const allowDrop = (event: DragEvent) => event.preventDefault();
  return (
    <li
      draggable={saved}
      onDragStart={onDragStart}
      onDragOver={allowDrop}
      onDrop={onDrop}
      data-testid="media-tile"
      data-file-id={item.file?.id}
      data-rotation={item.rotation ?? 0}
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface"
    >
      <div className="relative flex aspect-[4/3] bg-subtle">
        {item.file?.failure ? (
          <p className="m-auto p-3 text-center text-danger text-xs">
            {t(FileFailureMessage[item.file.failure])}
          </p>
        ) : src ? (
          <img
            src={src}
            alt={item.name || t("Photo %s", [index + 1])}
            className={`h-full w-full object-contain ${turnClass[item.rotation ?? 0]}`}
          />
        ) : null}
        {notice && (
          <p
            data-testid="media-notice"
            className={
              src
                ? "absolute inset-x-0 bottom-0 bg-surface/90 p-2 text-center text-muted text-xs"
                : "m-auto p-3 text-center text-muted text-xs"
            }
          >
            {t(notice)}
          </p>
        )}
        {index === 0 && saved && (
          <span className="absolute top-2 left-2 rounded-full bg-accent px-2 py-0.5 font-medium text-accent-fg text-xs">
            {t("Cover")}
          </span>
        )}
        {(item.status === "queued" || item.status === "uploading") && (
          <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-surface/90 p-2 text-xs">
            <span>
              {item.status === "queued"
                ? t("Waiting…")
                : t("Uploading… %s%", [Math.round(item.progress * 100)])}
            </span>
            <progress max={1} value={item.progress} className="h-1.5 w-full accent-accent" />
          </div>
        )}
        {item.status === "failed" && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface/95 p-2 text-center">
            {item.error && <ProblemText problem={item.error} />}
            <button
              type="button"
              className="font-medium text-accent text-sm"
              onClick={() => actions.onRetry(item)}
            >
              {t("Retry")}
            </button>
          </div>
        )}
      </div>
      {saved && (
        // Below the picture, not over it: five tools fit a phone's two-column tile in one row.
        <div className="flex justify-between gap-0.5 border-line border-t p-1">
          <button
            type="button"
            className={toolClass}
            disabled={index === 0}
            aria-label={t("Move left")}
            onClick={() => actions.onMove(item, index - 1)}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <button
            type="button"
            className={toolClass}
            disabled={index === count - 1}
            aria-label={t("Move right")}
            onClick={() => actions.onMove(item, index + 1)}
          >
            <ChevronRightIcon size={18} />
          </button>
          {index > 0 && (
            <button
              type="button"
              className={toolClass}
              aria-label={t("Make it the cover")}
              title={t("Make it the cover")}
              onClick={() => actions.onMove(item, 0)}
            >
              <Icon size={18}>
                <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
              </Icon>
            </button>
          )}
          <button
            type="button"
            className={toolClass}
            aria-label={t("Rotate")}
            title={t("Rotate")}
            onClick={() => actions.onRotate(item)}
          >
            <Icon size={18}>
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
            </Icon>
          </button>
          <button
            type="button"
            className={toolClass}
            aria-label={t("Delete")}
            title={t("Delete")}
            onClick={() => actions.onRemove(item)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
    </li>
  );
}
