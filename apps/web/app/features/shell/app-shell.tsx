import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { signedOutShell } from "../../lib/session";
import { useShellCounts } from "../../lib/shell-counts";
import { HashModal } from "../../ui/hash-modal";
import { OfflineNotice } from "../../ui/offline-notice";
import { ScrollToTop } from "../../ui/scroll-to-top";
import { Toaster } from "../../ui/toaster";
import { AuthModals } from "../auth/auth-modals";
import { LoginErrorNotice } from "../auth/login-error";
import { settlePendingBookmarkSoon } from "../watch-lists/pending-bookmark-trigger";
import { Footer } from "./footer";
import { isFooterVisible, isQrPath } from "./footer-visibility";
import { Header } from "./header";
import { loadSideMenu, menuModal } from "./menu";
import { searchBoxPart } from "./shell-parts";

const SideMenu = lazy(loadSideMenu);
// Only an admin signed in as someone sees it: its code stays out of every other visitor's page.
const ImpersonationBanner = lazy(() =>
  import("../impersonation/impersonation-banner").then((module) => ({ default: module.ImpersonationBanner })),
);

/** The frame of every page: skip link, header, content, footer, menu, toasts and helpers. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const location = useLocation();
  const root = useRootData();
  const shell = root?.shell ?? signedOutShell;
  const counts = useShellCounts(shell.counts);
  useEffect(() => {
    if (shell.session) settlePendingBookmarkSoon();
  }, [shell.session]);
  const showFooter = isFooterVisible({
    pathname: location.pathname,
    search: location.search,
    isBot: root?.isBot ?? false,
  });
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-accent px-4 py-2.5 font-medium text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("Skip to content")}
      </a>
      {shell.session?.impersonatedBy && (
        <Suspense fallback={null}>
          <ImpersonationBanner session={shell.session} />
        </Suspense>
      )}
      <Header
        session={shell.session}
        counts={counts}
        search={<searchBoxPart.View />}
        reduced={isQrPath(location.pathname)}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {showFooter && <Footer />}
      <HashModal name={menuModal} title={t("Menu")}>
        <Suspense fallback={null}>
          <SideMenu />
        </Suspense>
      </HashModal>
      <AuthModals session={shell.session} />
      <LoginErrorNotice />
      <Toaster />
      <OfflineNotice />
      <ScrollToTop />
    </>
  );
}
