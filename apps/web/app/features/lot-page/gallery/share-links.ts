/*
 * Where a lot can be shared (spec 1 section 9: six networks plus mail; the messaging network only on mobile).
 * The six are what people in Latvia share with: Facebook; Draugiem.lv, the Latvian network; X; LinkedIn;
 * Telegram, much used by Russian speakers; and WhatsApp, the messaging network, offered only on phones and
 * tablets because on a computer its link leads to an app most people do not have there. VKontakte is left
 * out: it has been blocked in Latvia since 2022.
 */

export type ShareTargetKey = "facebook" | "draugiem" | "x" | "linkedin" | "telegram" | "whatsapp" | "email";

export type ShareTarget = { key: ShareTargetKey; name: string; href: string; mobileOnly: boolean };

/** The lot's canonical address and its title, as each network's share address wants them. */
export function shareTargets({ url, title }: { url: string; title: string }): ShareTarget[] {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    {
      key: "facebook",
      name: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}`,
      mobileOnly: false,
    },
    {
      key: "draugiem",
      name: "Draugiem.lv",
      href: `https://www.draugiem.lv/say/ext/add.php?${q({ title, link: url })}`,
      mobileOnly: false,
    },
    { key: "x", name: "X", href: `https://x.com/intent/post?${q({ text: title, url })}`, mobileOnly: false },
    {
      key: "linkedin",
      name: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}`,
      mobileOnly: false,
    },
    {
      key: "telegram",
      name: "Telegram",
      href: `https://t.me/share/url?${q({ url, text: title })}`,
      mobileOnly: false,
    },
    {
      key: "whatsapp",
      name: "WhatsApp",
      href: `https://wa.me/?${q({ text: `${title} ${url}` })}`,
      mobileOnly: true,
    },
    // mailto wants %20 for spaces: a "+" would reach the mail program as a plus sign.
    {
      key: "email",
      name: "E-mail",
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
      mobileOnly: false,
    },
  ];
}

/** The targets a device is offered: the messaging network only on a touch device. */
export const targetsFor = (targets: readonly ShareTarget[], mobile: boolean): ShareTarget[] =>
  targets.filter((target) => mobile || !target.mobileOnly);
