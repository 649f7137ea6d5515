import type { ViewType } from "@tirgus/domain/catalogue";
import type { UserSettingKey } from "@tirgus/domain/users";
import type { Me } from "../../lib/session";

/** What the profile page needs of `GET /api/me`. */
export type ProfileContact = {
  id: number;
  contactType: number;
  value: string;
  /** not_verified 0, verified 1, verified_non_primary -1 (spec 2 section 3). */
  verified: number;
  pending: boolean;
  preferred: boolean;
};
export type ProfileMe = Omit<Me, "company"> & {
  company: { id: number; title: string } | null;
  contacts: ProfileContact[];
  socialContacts: { provider: number; email: string | null }[];
  preferences: Partial<Record<UserSettingKey, unknown>>;
};

/** The tabs of spec 2 section 2, in its order, by the hash that opens each (`#user`, `#companyData`). */
export const profileTabs = [
  "user",
  "social",
  "password",
  "statement",
  "subscription",
  "team",
  "companyData",
  "settings",
] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const tabTitles: Record<ProfileTab, string> = {
  user: "My data",
  social: "Social",
  password: "Change password",
  statement: "Account statement",
  subscription: "Subscription plan",
  team: "Team",
  companyData: "Company data",
  settings: "User settings",
};

export function tabOfHash(hash: string): ProfileTab {
  const name = hash.replace(/^#/, "");
  return (profileTabs as readonly string[]).includes(name) ? (name as ProfileTab) : "user";
}

/** The settings of spec 2 section 3: each key, how it is shown, and its value when never set. */
export type SettingView =
  | { kind: "switch"; label: string; hint: string; fallback: boolean }
  | { kind: "choice"; label: string; hint: string; fallback: ViewType; options: readonly ViewType[] };

export const settingViews: Record<UserSettingKey, SettingView> = {
  user_public_name: {
    kind: "switch",
    label: "Show my name on my classifieds",
    hint: "Buyers see your name beside your contacts.",
    fallback: true,
  },
  user_public_email: {
    kind: "switch",
    label: "Show my e-mail on my classifieds",
    hint: "Buyers can write to you by e-mail as well as through messages.",
    fallback: false,
  },
  company_classifieds_user_info: {
    kind: "switch",
    label: "Show my details on my company's classifieds",
    hint: "Your name and contacts appear on the classifieds you publish for the company.",
    fallback: false,
  },
  user_receive_digest_similar: {
    kind: "switch",
    label: "Send me a digest of similar classifieds",
    hint: "An e-mail with new classifieds like the ones you looked at.",
    fallback: true,
  },
  user_receive_price_change: {
    kind: "switch",
    label: "Tell me when a saved classified changes its price",
    hint: "For the classifieds in your favourites.",
    fallback: true,
  },
  user_review_lots: {
    kind: "switch",
    label: "Let buyers review my classifieds",
    hint: "Reviews help others trust you as a seller.",
    fallback: true,
  },
  lots_view_type: {
    kind: "choice",
    label: "Show classified lists as",
    hint: "How lists of classifieds look when you are signed in.",
    fallback: "grid",
    options: ["grid", "list"],
  },
  contact_display_telegram: {
    kind: "switch",
    label: "Offer Telegram with my phone number",
    hint: "Buyers see a Telegram button beside your number.",
    fallback: false,
  },
  contact_display_whatsapp: {
    kind: "switch",
    label: "Offer WhatsApp with my phone number",
    hint: "Buyers see a WhatsApp button beside your number.",
    fallback: false,
  },
};

export const viewTypeNames: Partial<Record<ViewType, string>> = { grid: "Grid", list: "List" };

/** The contact kinds of the contacts API: 1 phone, 2 e-mail. */
export const contactKindName = (contactType: number): string => (contactType === 1 ? "Phone" : "E-mail");
