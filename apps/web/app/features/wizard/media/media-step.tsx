import { uploadAccept } from "@tirgus/domain/media";
import { type ChangeEvent, type DragEvent, useRef, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { PlusIcon } from "../../../ui/icons";
import { MediaTile, type TileActions } from "./media-tile";
import { QrPanel } from "./qr-panel";
import type { LotMedia } from "./use-lot-media";

/**
 * Step 1: pictures and videos. Files are chosen or dropped onto the area, uploaded one at a time, then
 * arranged: the first is the cover. On computers a QR code lets the phone add its photos (spec 2 section 2).
 */
export function MediaStep({ media, lotId }: { media: LotMedia; lotId: number | null }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const dragged = useRef<string | null>(null);
  const [over, setOver] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    void media.add([...(event.target.files ?? [])]);
    event.target.value = "";
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) void media.add([...event.dataTransfer.files]);
  };
  const actions: TileActions = {
    onMove: (item, to) => media.dispatch({ type: "move", key: item.key, to }),
    onRotate: media.rotate,
    onRemove: media.remove,
    onRetry: (item) => media.dispatch({ type: "retry", key: item.key }),
  };

  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <label
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
          className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
            over ? "border-accent bg-accent/5" : "border-line hover:border-accent/60"
          }`}
        >
          <PlusIcon size={28} className="text-accent" />
          <span className="font-medium">{t("Add photos or video")}</span>
          <span className="text-muted text-sm">
            {t("Drop files here or choose them. Photos at least 800 × 600 pixels.")}
          </span>
          <input
            ref={input}
            type="file"
            multiple
            accept={uploadAccept}
            disabled={lotId === null}
            onChange={choose}
            className="sr-only"
            data-testid="media-input"
          />
        </label>
        {media.items.length > 0 && (
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t("Photos and video")}>
            {media.items.map((item, index) => (
              <MediaTile
                key={item.key}
                item={item}
                index={index}
                count={media.items.length}
                preview={media.previewOf(item)}
                actions={actions}
                onDragStart={() => {
                  dragged.current = item.key;
                }}
                onDrop={() => {
                  if (dragged.current) media.dispatch({ type: "move", key: dragged.current, to: index });
                  dragged.current = null;
                }}
              />
            ))}
          </ol>
        )}
      </div>
      {lotId !== null && <QrPanel lotId={lotId} />}
    </div>
  );
}
