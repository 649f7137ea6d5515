import { oauthWindowName } from "@tirgus/domain/shell-errors";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";

/** A configured social or eID provider, as `/api/auth/providers` lists it. */
export type SocialProviderView = { id: number; key: string; name: string };

let providersOnce: Promise<SocialProviderView[]> | undefined;

/** The configured providers, asked once per page life (they change only with the server's configuration). */
export function useSocialProviders(): SocialProviderView[] | null {
  const [providers, setProviders] = useState<SocialProviderView[] | null>(null);
  useEffect(() => {
    providersOnce ??= browserApi()
      .list<SocialProviderView>("/api/auth/providers", undefined, { silent: true })
      .then((answer) => answer.data)
      .catch(() => {
        providersOnce = undefined;
        return [];
      });
    let current = true;
    void providersOnce.then((list) => current && setProviders(list));
    return () => {
      current = false;
    };
  }, []);
  return providers;
}

/** The sign-in window: a popup where there is room for one, the same page on phones. */
const popupFeatures = "popup,width=520,height=680";
const phoneWidthPx = 640;

/** Opens a provider's page in the OAUTH popup where there is room, else sends this page there. */
export function goToProvider(url: string) {
  const popup = window.innerWidth >= phoneWidthPx ? window.open(url, oauthWindowName, popupFeatures) : null;
  if (!popup) window.location.assign(url);
}

/**
 * "Continue with ..." buttons for the configured providers (spec 2 section 3), nothing when none is
 * configured. On wide screens the provider opens in the OAUTH window, whose callback page reloads this page
 * signed in (or sends it to the page with `loginError`) and closes; on phones, or when the browser blocks
 * the popup, the whole page goes to the provider and comes back.
 */
export function SocialButtons() {
  const { t } = useI18n();
  const location = useLocation();
  const providers = useSocialProviders();
  if (!providers || providers.length === 0) return null;

  function start(provider: SocialProviderView) {
    const returnTo = location.pathname + location.search;
    goToProvider(
      `/api/auth/${encodeURIComponent(provider.key)}/start?returnTo=${encodeURIComponent(returnTo)}`,
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted uppercase">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        {t("or")}
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </p>
      <ul className="flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider.key}>
            <button
              type="button"
              onClick={() => start(provider)}
              className="flex h-11 w-full items-center justify-center gap-2.5 rounded-xl border border-line bg-surface px-3 text-sm font-semibold transition-colors hover:border-muted/60 hover:bg-subtle"
            >
              <ProviderMark providerKey={provider.key} />
              {t("Continue with %s", [provider.name])}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Simple marks in the providers' colours (no external files: the page's CSP allows only our own). */
function ProviderMark({ providerKey }: { providerKey: string }) {
  const marks: Record<string, ReactNode> = {
    google: (
      <>
        <path
          d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z"
          fill="#4285F4"
        />
        <path
          d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z"
          fill="#34A853"
        />
        <path d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14Z" fill="#FBBC05" />
        <path
          d="M12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.3 3-4.1 5.6-4.1Z"
          fill="#EA4335"
        />
      </>
    ),
    facebook: (
      <>
        <circle cx="12" cy="12" r="10" fill="#1877F2" />
        <path
          d="M13.4 21.9v-7h2.3l.4-2.8h-2.7v-1.8c0-.8.3-1.4 1.4-1.4h1.4V6.4a18 18 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v2.2H8.3v2.8h2.3v7Z"
          fill="#fff"
        />
      </>
    ),
    draugiem: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" fill="#FF6600" />
        <path d="M8 7h3.5a5 5 0 0 1 0 10H8Zm2.4 2.3v5.4h1a2.7 2.7 0 0 0 0-5.4Z" fill="#fff" />
      </>
    ),
    inbox: (
      <>
        <rect x="2" y="4" width="20" height="16" rx="3" fill="#0A66C2" />
        <path
          d="m5 8 7 5 7-5"
          stroke="#fff"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
    eparakts: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" fill="#9E1B32" />
        <path
          d="M7 15.5c2-1 3-4 4.5-4s1 3 2.5 3 1.5-1.5 3-1.5M7 18h10"
          stroke="#fff"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
        />
      </>
    ),
  };
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {marks[providerKey] ?? <circle cx="12" cy="12" r="9" fill="currentColor" />}
    </svg>
  );
}
