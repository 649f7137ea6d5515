import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { useDisclosure } from "../../ui/use-disclosure";

/** An action, or with `href` a link (view, edit). */
export type MenuItem = {
  label: string;
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
  danger?: boolean;
};

const itemClass =
  "flex min-h-10 w-full items-center rounded-lg px-3 py-1.5 text-left text-sm font-medium hover:bg-subtle disabled:cursor-not-allowed disabled:text-muted/60 disabled:hover:bg-transparent";

/**
 * A small disclosure of actions (the footer's prolong and "more" menus): a click elsewhere or Escape closes
 * it and returns the focus to its button; choosing an item closes it first. On phones it opens as a sheet
 * at the bottom of the screen, where a card's narrow column cannot cut it off.
 */
export function PopupMenu({
  label,
  icon,
  items,
  disabled = false,
}: {
  label: string;
  icon: ReactNode;
  items: readonly MenuItem[];
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { root, button, close, onKeyDown } = useDisclosure(open, () => setOpen(false));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the buttons inside bubbles here
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        title={label}
        onClick={() => setOpen(!open)}
        className="grid size-9 place-items-center rounded-lg text-muted hover:bg-subtle hover:text-fg disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
      >
        {icon}
      </button>
      {open && (
        // The phone sheet's backdrop: a tap on it closes the sheet (Escape and the items serve the keyboard).
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/35 sm:hidden"
          onClick={() => setOpen(false)}
        />
      )}
      {open && (
        <ul
          id={panelId}
          className="absolute right-0 bottom-full z-30 mb-1 w-64 rounded-xl border border-line bg-surface p-1 shadow-lg max-sm:fixed max-sm:inset-x-3 max-sm:bottom-3 max-sm:z-50 max-sm:mb-0 max-sm:w-auto max-sm:p-2 max-sm:shadow-2xl"
        >
          {items.map((item) => (
            <li key={item.label}>
              {item.href ? (
                <Link to={item.href} className={itemClass}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  disabled={item.disabled}
                  onClick={() => {
                    close();
                    item.onSelect?.();
                  }}
                  className={`${itemClass} ${item.danger ? "text-danger" : ""}`}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
