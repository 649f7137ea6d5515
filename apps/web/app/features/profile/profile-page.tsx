import { type ReactNode, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { ContactsSection } from "./contacts-section";
import { MyDataTab } from "./my-data-tab";
import { PasswordTab } from "./password-tab";
import { type ProfileMe, type ProfileTab, profileTabs, tabOfHash, tabTitles } from "./profile-data";
import { SettingsTab } from "./settings-tab";
import { SocialTab } from "./social-tab";

/**
 * The profile (spec 2 section 2): its tabs in the spec's order, each opened by its hash (`#user`,
 * `#companyData` ...), so a reload, a link or Back keeps the tab. The server renders My data; another tab
 * named by the hash shows once the page runs (browsers never send the hash).
 */
export function ProfilePage({ me }: { me: ProfileMe }) {
  const { t } = useI18n();
  const location = useLocation();
  const hydrated = useHydrated();
  const current = hydrated ? tabOfHash(location.hash) : "user";
  const hasCompany = me.company !== null;
  return (
    <div className="mx-auto grid max-w-[1200px] gap-6 px-4 py-6 md:grid-cols-[14rem_minmax(0,1fr)] md:py-10 lg:px-6">
      <h1 className="text-2xl font-bold tracking-tight md:col-span-2">{t("My profile")}</h1>
      <nav aria-label={t("My profile")} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-1.5 md:flex-col">
          {profileTabs.map((tab) => (
            <li key={tab} className="shrink-0">
              <TabLink tab={tab} current={current === tab} disabled={tab === "team" && !hasCompany} />
            </li>
          ))}
        </ul>
      </nav>
      <section
        aria-labelledby="profile-tab-title"
        className="min-w-0 rounded-2xl border border-line bg-surface p-5 md:p-7"
      >
        <h2 id="profile-tab-title" className="mb-5 text-xl font-semibold tracking-tight">
          {t(tabTitles[current])}
        </h2>
        <TabContent tab={current} me={me} />
      </section>
    </div>
  );
}

function TabLink({ tab, current, disabled }: { tab: ProfileTab; current: boolean; disabled: boolean }) {
  const { t } = useI18n();
  const link = useRef<HTMLAnchorElement>(null);
  // On phones the tabs scroll sideways: the open one (from a link or a reload) comes into view.
  useEffect(() => {
    if (current) link.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);
  const base =
    "block rounded-xl px-3.5 py-2 text-[0.9375rem] font-medium whitespace-nowrap transition-colors";
  if (disabled) {
    return (
      <span
        aria-disabled="true"
        title={t("For company accounts")}
        className={`${base} cursor-not-allowed text-muted/60`}
      >
        {t(tabTitles[tab])}
      </span>
    );
  }
  return (
    <Link
      ref={link}
      to={{ hash: tab }}
      replace
      preventScrollReset
      aria-current={current ? "page" : undefined}
      className={`${base} ${current ? "bg-accent-soft text-accent" : "text-fg hover:bg-subtle"}`}
    >
      {t(tabTitles[tab])}
    </Link>
  );
}

function TabContent({ tab, me }: { tab: ProfileTab; me: ProfileMe }): ReactNode {
  switch (tab) {
    case "user":
      return (
        <div className="flex flex-col gap-10">
          <MyDataTab me={me} />
          <ContactsSection contacts={me.contacts} />
        </div>
      );
    case "social":
      return <SocialTab me={me} />;
    case "password":
      return <PasswordTab />;
    case "settings":
      return <SettingsTab preferences={me.preferences} />;
    case "statement":
      return <LaterTab text="Your payments and credit top-ups will be listed here." />;
    case "subscription":
      return <LaterTab text="Subscription plans for sellers will be offered here." />;
    case "team":
      return <LaterTab text="The members of your company and their invitations will be managed here." />;
    case "companyData":
      return (
        <LaterTab
          text={
            me.company
              ? "Your company's details will be edited here."
              : "Create a company to publish as a company."
          }
        />
      );
  }
}

/** Tabs whose features come with the wallet and company work: said plainly, not faked. */
function LaterTab({ text }: { text: string }) {
  const { t } = useI18n();
  return <p className="rounded-xl bg-subtle px-4 py-6 text-center text-muted">{t(text)}</p>;
}
