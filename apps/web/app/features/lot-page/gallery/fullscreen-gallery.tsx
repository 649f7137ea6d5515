import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { CloseIcon } from "../../../ui/icons";
import type { GalleryItem } from "./gallery-items";
import { GalleryStage, galleryKeyHandler, Thumbnails } from "./gallery-stage";

/**
 * The gallery over the whole screen: a Radix dialog, so focus stays inside it and returns to where it was,
 * Escape closes it and the page behind does not scroll. Loaded on demand (gallery.tsx).
 */
export default function FullscreenGallery({
  items,
  index,
  title,
  onIndex,
  onBroken,
  onClose,
}: {
  items: readonly GalleryItem[];
  index: number;
  title: string;
  onIndex: (index: number) => void;
  onBroken: (key: string) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  // Radix gives focus back to its own trigger; this dialog opens from the page's button or from the address.
  const [opener] = useState(() => document.activeElement);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener instanceof HTMLElement) opener.focus({ preventScroll: true });
          }}
          onKeyDown={galleryKeyHandler(index, items.length, onIndex)}
          className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none motion-safe:animate-fade-in"
        >
          <div className="flex items-center gap-3 py-1.5 pr-2 pl-4">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t("Close")}
              className="grid size-11 shrink-0 place-items-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <GalleryStage
            items={items}
            index={index}
            title={title}
            variant="fullscreen"
            onIndex={onIndex}
            onBroken={onBroken}
          />
          {items.length > 1 && (
            <div className="px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
              <Thumbnails
                items={items}
                index={index}
                variant="fullscreen"
                onIndex={onIndex}
                onBroken={onBroken}
              />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
