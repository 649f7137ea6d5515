import { Link, NavLink, useLocation, useNavigate, useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { accountPath, homePath } from "../../lib/language";
import { useRootData } from "../../lib/root-data";
import { signedOutShell } from "../../lib/session";
import { useShellCounts } from "../../lib/shell-counts";
import { Icon } from "../../ui/icons";
import { GlobeIcon, HomeIcon, UserIcon } from "../../ui/menu-icons";
import { signOut } from "../auth/session-actions";
import { LanguageSwitch } from "./language-switch";
import { siteLinks } from "./site-links";
import { ThemeSwitch } from "./theme-switch";
import { toolbarItems } from "./toolbar";

/**
 * The `#menu` side menu (loaded on demand): home, the account (or sign in and sign up), the static
 * pages, language and theme. Its links replace the `#menu` history entry, so Back from the page they
 * open does not reopen the menu.
 */
export default function SideMenu() {
  const { t, lang } = useI18n();
  const shell = useRootData()?.shell ?? signedOutShell;
  const { session } = shell;
  const counts = useShellCounts(shell.counts);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-lg px-3 py-2.5 transition-colors ${
      isActive ? "bg-accent-soft font-medium text-accent" : "hover:bg-subtle"
    }`;
  return (
    <div className="flex flex-1 flex-col gap-4 px-3 py-4">
      <nav aria-label={t("Main menu")} className="flex flex-col gap-4">
        <NavLink to={homePath(lang)} end replace className={linkClass}>
          <HomeIcon size={20} className="text-muted" />
          {t("Home")}
        </NavLink>
        {session && (
          <div className="border-t border-line pt-4">
            <h3 className="mb-1.5 px-3 text-xs font-semibold tracking-wider text-muted uppercase">
              {t("My account")}
            </h3>
            <ul className="flex flex-col gap-0.5">
              {toolbarItems(session, counts, lang, t).map((item) => (
                <li key={item.id}>
                  <NavLink to={item.to} replace className={linkClass}>
                    <span className="text-muted [&_svg]:size-5">{item.icon}</span>
                    <span className="flex-1">{item.label}</span>
                    {item.count > 0 && (
                      <span className="rounded-full bg-subtle px-2 py-0.5 text-xs font-semibold text-muted">
                        {item.count}
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to={accountPath(lang, "/my/profile")} replace className={linkClass}>
                  <UserIcon size={20} className="text-muted" />
                  {t("Profile")}
                </NavLink>
              </li>
              {session.isAdmin && (
                <li>
                  <NavLink to={`/${lang}/admin`} replace className={linkClass}>
                    <ShieldIcon />
                    {t("Moderation")}
                  </NavLink>
                </li>
              )}
              <li>
                <SignOutButton />
              </li>
            </ul>
          </div>
        )}
        {!session && <SignInLinks />}
        <div className="border-t border-line pt-4">
          <h3 className="mb-1.5 px-3 text-xs font-semibold tracking-wider text-muted uppercase">
            {t("Information")}
          </h3>
          <ul className="flex flex-col gap-0.5">
            {siteLinks(lang, t).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} replace className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <section aria-labelledby="menu-language" className="border-t border-line px-3 pt-4">
        <h3 id="menu-language" className="mb-3 flex items-center gap-2 text-sm font-medium text-muted">
          <GlobeIcon size={18} />
          {t("Language")}
        </h3>
        <LanguageSwitch replace className="flex-wrap" />
      </section>
      <section aria-label={t("Appearance")} className="border-t border-line pt-2">
        <ThemeSwitch />
      </section>
    </div>
  );
}

const actionClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-subtle";

/** Sign in and sign up replace `#menu` by their own modal. */
function SignInLinks() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <div className="grid grid-cols-2 gap-2 border-t border-line pt-4">
      <Link
        to={{ pathname, search, hash: "signin" }}
        replace
        state={{ hashModal: "signin" }}
        className="inline-flex h-10 items-center justify-center rounded-xl bg-accent px-3 font-medium text-accent-fg hover:bg-accent-hover"
      >
        {t("Sign in")}
      </Link>
      <Link
        to={{ pathname, search, hash: "signup" }}
        replace
        state={{ hashModal: "signup" }}
        className="inline-flex h-10 items-center justify-center rounded-xl border border-line px-3 font-medium hover:bg-subtle"
      >
        {t("Sign up")}
      </Link>
    </div>
  );
}

/** Signs out, closes the menu and shows the page again as a signed-out visitor. */
function SignOutButton() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  async function signOutHere() {
    await signOut(browserApi());
    await navigate({ pathname, search }, { replace: true, preventScrollReset: true });
    await revalidate();
  }
  return (
    <button type="button" onClick={() => void signOutHere()} className={actionClass}>
      <SignOutIcon />
      {t("Sign out")}
    </button>
  );
}

function ShieldIcon() {
  return (
    <Icon size={20} className="text-muted">
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  );
}

function SignOutIcon() {
  return (
    <Icon size={20} className="text-muted">
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
    </Icon>
  );
}
