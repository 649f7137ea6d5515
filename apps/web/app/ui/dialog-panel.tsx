import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useI18n } from "../lib/i18n";
import { CloseIcon } from "./icons";

/**
 * The side panel a hash modal shows: Radix Dialog traps focus, closes on Escape and outside click,
 * locks page scroll and labels itself by its title. Loaded on demand (see hash-modal.tsx).
 */
export default function DialogPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 motion-safe:animate-fade-in bg-black/45 backdrop-blur-[1px]" />
        <Dialog.Content
          data-side-panel
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] motion-safe:animate-slide-in-right flex-col overflow-y-auto border-l border-line bg-surface text-fg shadow-2xl outline-none"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-line bg-surface px-5 py-3.5">
            <Dialog.Title className="text-lg font-semibold tracking-tight">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t("Close")}
              className="-mr-2 grid size-10 place-items-center rounded-lg text-muted hover:bg-subtle hover:text-fg"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
