import { isContact, isEmail, latvianDialCode } from "./patterns.ts";

/** User statuses by id (spec 1 section 4, spec 2 section 3). Id 3 is not used by the spec. */
export const UserStatus = { new: 1, trusted: 2, hidden: 4, auto_hidden: 5, blocked: 6, deleted: 7 } as const;
export type UserStatusId = (typeof UserStatus)[keyof typeof UserStatus];

/** Roles of a company member. */
export const Role = { admin: 1, publisher: 3 } as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const OwnerType = { admin: 0, personal: 1, company: 2 } as const;
export type OwnerTypeId = (typeof OwnerType)[keyof typeof OwnerType];

export const LoginProvider = {
  phone: 1,
  email: 2,
  google: 3,
  facebook: 4,
  draugiem: 6,
  inbox: 7,
  eparakts: 10,
} as const;
export type LoginProviderId = (typeof LoginProvider)[keyof typeof LoginProvider];
export const defaultLoginProvider: LoginProviderId = LoginProvider.email;

/** A verified contact that is not the preferred one is -1, so "verified" checks must not use `> 0` alone. */
export const ContactVerification = { not_verified: 0, verified: 1, verified_non_primary: -1 } as const;
export type ContactVerificationId = (typeof ContactVerification)[keyof typeof ContactVerification];

/** Contact type of a social login id among a user's contacts. */
export const socialContactType = 100;

export const userSettingKeys = [
  "user_public_name",
  "user_public_email",
  "company_classifieds_user_info",
  "user_receive_digest_similar",
  "user_receive_price_change",
  "user_review_lots",
  "lots_view_type",
  "contact_display_telegram",
  "contact_display_whatsapp",
] as const;
export type UserSettingKey = (typeof userSettingKeys)[number];

/** Permission calls of a company: its own, its members' and its invites'. */
export const companyPermissions = ["create", "member", "invite"] as const;
export type CompanyPermission = (typeof companyPermissions)[number];

export type CompanyAccess = "edit" | "watch";

/** A member edits the company when the company call allows PUT (its `Allow` header), else only watches. */
export function companyAccess(allowedMethods: string): CompanyAccess {
  const methods = allowedMethods.split(",").map((method) => method.trim().toUpperCase());
  return methods.includes("PUT") ? "edit" : "watch";
}

export type ContactKind = "email" | "phone";

/** Latvian numbers are 8 digits (dial code 371); others carry a 1-3 digit country prefix. E.164 with "+". */
export function normalizePhone(text: string): string | null {
  const trimmed = text.trim();
  if (isEmail(trimmed) || !isContact(trimmed)) return null;
  const digits = trimmed.replace(/[\s+]/g, "");
  return digits.length === 8 ? `+${latvianDialCode}${digits}` : `+${digits}`;
}

/** An e-mail address (lower-cased) or a phone number (E.164), or null when the text is neither. */
export function parseContact(text: string): { kind: ContactKind; value: string } | null {
  const trimmed = text.trim();
  if (isEmail(trimmed)) return { kind: "email", value: trimmed.toLowerCase() };
  const phone = normalizePhone(trimmed);
  return phone ? { kind: "phone", value: phone } : null;
}

/** A user as an admin's lookup finds them (`GET /api/admin/users`), to sign in as them. */
export type FoundUser = {
  id: number;
  fname: string | null;
  lname: string | null;
  email: string | null;
  status: number;
  role: number | null;
  /** YYYY-MM-DD */
  createdAt: string;
  /** E-mail addresses and phone numbers, the preferred one first. */
  contacts: string[];
};
