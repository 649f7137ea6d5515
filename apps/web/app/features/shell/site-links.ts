import type { Language } from "@tirgus/domain/languages";
import type { Translate } from "../../lib/i18n";

export type SiteLink = { to: string; label: string };

/** The static pages, in the order the footer and the menu list them (the spec's four first). */
export function siteLinks(lang: Language, t: Translate): SiteLink[] {
  return [
    { to: `/${lang}/about/user-data-policy`, label: t("User data policy") },
    { to: `/${lang}/about/rules`, label: t("Terms and conditions") },
    { to: `/${lang}/about/info`, label: t("Frequently asked questions") },
    { to: `/${lang}/contacts`, label: t("Contact administrators") },
    { to: `/${lang}/about/cookies`, label: t("Cookies") },
    { to: `/${lang}/about/notice`, label: t("Legal notice") },
    { to: `/${lang}/about/parcel-delivery`, label: t("Parcel delivery") },
    { to: `/${lang}/cooperative`, label: t("Cooperation") },
  ];
}
