import { useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { FormAlert } from "../auth/fields";
import { goToProvider, type SocialProviderView, useSocialProviders } from "../auth/social-buttons";
import { useRequest } from "../auth/use-request";
import type { ProfileMe } from "./profile-data";

/**
 * Social and eID accounts (spec 2 sections 2-3): link one to sign in with it later (the provider's page
 * opens as at sign-in, and comes back here), or unlink it while another way to sign in remains.
 */
export function SocialTab({ me }: { me: ProfileMe }) {
  const { t } = useI18n();
  const providers = useSocialProviders();
  const { busy, problems, run } = useRequest();
  if (providers === null) return <p className="text-muted">{t("Loading…")}</p>;
  if (providers.length === 0)
    return <p className="text-muted">{t("No social sign-in is offered on this site.")}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t("Sign in with an account you already have elsewhere.")}</p>
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
        {providers.map((provider) => (
          <li key={provider.key}>
            <ProviderRow
              provider={provider}
              linked={me.socialContacts.find((social) => social.provider === provider.id) ?? null}
              busy={busy}
              run={run}
            />
          </li>
        ))}
      </ul>
      <FormAlert messages={problems} />
    </div>
  );
}

function ProviderRow({
  provider,
  linked,
  busy,
  run,
}: {
  provider: SocialProviderView;
  linked: { email: string | null } | null;
  busy: boolean;
  run: ReturnType<typeof useRequest>["run"];
}) {
  const { t } = useI18n();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const [leaving, setLeaving] = useState(false);
  const key = encodeURIComponent(provider.key);

  async function link() {
    const returnTo = `${location.pathname}${location.search}#social`;
    const started = await run(() =>
      browserApi().post<{ url: string }>(`/api/me/socials/${key}/link`, { returnTo }, { silent: true }),
    );
    if (!started?.url) return;
    setLeaving(true);
    goToProvider(started.url);
    setLeaving(false);
  }

  async function unlink() {
    if (
      (await run(() => browserApi().delete(`/api/me/socials/${key}`, undefined, { silent: true }))) !==
      undefined
    )
      await revalidate();
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3.5">
      <div>
        <p className="font-medium">{provider.name}</p>
        <p className="text-sm text-muted">{linked ? (linked.email ?? t("Linked")) : t("Not linked")}</p>
      </div>
      {linked ? (
        <button
          type="button"
          disabled={busy}
          onClick={unlink}
          className="h-9 rounded-lg border border-line px-3 text-sm font-medium text-danger hover:bg-subtle disabled:opacity-60"
        >
          {t("Unlink")}
        </button>
      ) : (
        <button
          type="button"
          disabled={busy || leaving}
          onClick={link}
          className="h-9 rounded-lg bg-accent px-3 text-sm font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-60"
        >
          {t("Link %s", [provider.name])}
        </button>
      )}
    </div>
  );
}
