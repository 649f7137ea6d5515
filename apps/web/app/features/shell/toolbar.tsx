import type { Language } from "@tirgus/domain/languages";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Translate, useI18n } from "../../lib/i18n";
import { initialsOf } from "../../lib/initials";
import { accountPath } from "../../lib/language";
import type { ShellCounts, ShellSession } from "../../lib/session";
import { preloadDialog, useHashModal } from "../../ui/hash-modal";
import { BuildingIcon, ChatIcon, CompareIcon, HeartIcon, ListIcon, MenuIcon } from "../../ui/icons";
import { UserIcon } from "../../ui/menu-icons";
import { menuModal, preloadMenu } from "./menu";

export type ToolbarItem = {
  id: string;
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
  /** Phones (below 480 px) have room for a few icons only; the menu lists the others. */
  onPhone: boolean;
};

/**
 * The toolbar's links (spec 1 section 2, Header), in order:
 * - signed out: compare and favourites, each only when there are some (compare works for anonymous visitors,
 *   issue 6: its icon is their way to the compare page);
 * - signed in: compare (when above 0), my classifieds (published), my company classifieds (company
 *   users), favourites, messages (with packages or unread messages). Saved filters (with their unseen badge)
 *   join them with their page: no issue has built saved searches yet, and a link to a missing page is worse
 *   than none.
 * The profile and the menu toggle follow them in the toolbar.
 */
export function toolbarItems(
  session: ShellSession | null,
  counts: ShellCounts,
  lang: Language,
  t: Translate,
): ToolbarItem[] {
  const favorites: ToolbarItem = {
    id: "favorites",
    to: accountPath(lang, "/my/bookmarks"),
    label: t("Favorites"),
    count: counts.favorites,
    icon: <HeartIcon />,
    onPhone: true,
  };
  const items: ToolbarItem[] = [];
  if (counts.compare > 0) {
    items.push({
      id: "compare",
      to: `/${lang}/compare`,
      label: t("Compare"),
      count: counts.compare,
      icon: <CompareIcon />,
      onPhone: true,
    });
  }
  if (session === null) return counts.favorites > 0 ? [...items, favorites] : items;
  items.push({
    id: "my-items",
    to: `${accountPath(lang, "/my/items")}?status=published`,
    label: t("My classifieds"),
    count: counts.myItems,
    icon: <ListIcon />,
    onPhone: true,
  });
  if (session.companyId !== null) {
    items.push({
      id: "company-items",
      to: `${accountPath(lang, "/my/items")}?status=published&company=${session.companyId}&owner=${session.userId}`,
      label: t("My company classifieds"),
      count: counts.myCompanyItems,
      icon: <BuildingIcon />,
      onPhone: false,
    });
  }
  items.push(favorites);
  if (session.hasPackages || counts.unreadMessages > 0) {
    items.push({
      id: "messages",
      to: "/my/messages",
      label: t("Messages"),
      count: counts.unreadMessages,
      icon: <ChatIcon />,
      onPhone: true,
    });
  }
  return items;
}

/** The header toolbar: the items above as icons with count badges, the profile, the menu toggle. */
export function Toolbar({
  session,
  counts,
  className = "",
}: {
  session: ShellSession | null;
  counts: ShellCounts;
  className?: string;
}) {
  const { t, lang } = useI18n();
  return (
    <nav aria-label={t("Toolbar")} className={className}>
      <ul className="flex items-center gap-0.5">
        {toolbarItems(session, counts, lang, t).map((item) => (
          <ToolbarLink key={item.id} item={item} />
        ))}
        <li>
          {session === null ? (
            <SignInButton />
          ) : (
            <Link
              to={accountPath(lang, "/my/profile")}
              aria-label={t("Profile")}
              title={session.displayName}
              className={`${buttonClass} p-1.5`}
            >
              <Avatar session={session} />
            </Link>
          )}
        </li>
        <li>
          <MenuToggle />
        </li>
      </ul>
    </nav>
  );
}

const buttonClass =
  "relative grid size-10 place-items-center rounded-xl text-fg transition-colors hover:bg-subtle hover:text-accent";

/** The count a badge shows; large counts are capped. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

function ToolbarLink({ item }: { item: ToolbarItem }) {
  const { to, label, count, icon } = item;
  return (
    <li className={item.onPhone ? undefined : "max-sm:hidden"}>
      <Link
        to={to}
        // "Favorites, 3", not "Favorites (3)": axe finds the visible badge "3" in the first only (WCAG 2.5.3).
        aria-label={count > 0 ? `${label}, ${count}` : label}
        title={label}
        className={buttonClass}
      >
        {icon}
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="toolbar-badge"
            className="absolute top-0.5 right-0.5 h-[1.125rem] min-w-[1.125rem] rounded-full bg-badge px-1 text-center text-[0.6875rem] leading-[1.125rem] font-semibold text-badge-fg ring-2 ring-surface"
          >
            {badgeText(count)}
          </span>
        )}
      </Link>
    </li>
  );
}

function Avatar({ session }: { session: ShellSession }) {
  if (session.avatarUrl) {
    return (
      <img
        src={session.avatarUrl}
        alt=""
        width={28}
        height={28}
        className="size-7 rounded-full object-cover"
      />
    );
  }
  // Letters only: a user known by a phone number gets the person icon, not "+3".
  const initials = initialsOf(session.displayName, 2);
  if (initials === "") return <UserIcon size={24} />;
  // Drawn as generated content, not text: the link's name is "Profile", and visible letters that are not in
  // it would break WCAG 2.5.3 (label in name) for speech users.
  return (
    <span
      aria-hidden="true"
      data-initials={initials}
      className="grid size-7 place-items-center rounded-full bg-accent text-xs font-semibold text-accent-fg before:content-[attr(data-initials)]"
    />
  );
}

/** Signed-out visitors open `#signin`; phones show the icon only. */
function SignInButton() {
  const { t } = useI18n();
  const signIn = useHashModal("signin");
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={signIn.openModal}
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
      className="inline-flex h-10 items-center gap-1.5 rounded-xl px-2 font-medium text-fg transition-colors hover:bg-subtle hover:text-accent sm:px-3"
    >
      <UserIcon size={22} />
      <span className="max-sm:sr-only">{t("Sign in")}</span>
    </button>
  );
}

function MenuToggle() {
  const { t } = useI18n();
  const menu = useHashModal(menuModal);
  return (
    <button
      type="button"
      aria-label={t("Menu")}
      aria-haspopup="dialog"
      aria-expanded={menu.open}
      onClick={menu.openModal}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      className={buttonClass}
    >
      <MenuIcon />
    </button>
  );
}
