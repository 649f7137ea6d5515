import { z } from "zod";
import { viewTypes } from "./catalogue.ts";
import { languages } from "./languages.ts";
import { tokenLoopWindowMs } from "./timing.ts";
import type { UserSettingKey } from "./users.ts";
import { watchIdentifierSchema } from "./watch-lists-api.ts";

/** One token serves both the general API and messaging. */
export const tokenScope = "api msg";
export const tokenType = "Bearer";
export const grantTypes = ["password", "refresh_token"] as const;
export type GrantType = (typeof grantTypes)[number];

export { oauthWindowName } from "./shell-errors.ts";

/** Refreshes in quick succession grow the loop counter; a pause longer than the window resets it. */
export function nextTokenLoopCount(count: number, lastRefreshAt: number, now: number): number {
  return now - lastRefreshAt > tokenLoopWindowMs ? 0 : count + 1;
}

/** The answer of every sign-in (token endpoint, phone code): exactly the spec's token pipeline fields. */
export const tokenAnswerSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string(),
  token_type: z.literal(tokenType),
  scope: z.literal(tokenScope),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** Passwords: the spec recommends at least 6 characters; the upper bound keeps hashing cheap. */
export const passwordMinLength = 6;
export const passwordMaxLength = 200;
export const passwordSchema = z.string().min(passwordMinLength).max(passwordMaxLength);
/** Codes sent by SMS or e-mail are six digits. */
export const verificationCodePattern = /^\d{6}$/;

/** Translation keys of the accounts feature's answers (decision 0005). */
export const AuthMessage = {
  invalidCredentials: "Wrong e-mail, phone or password",
  accountBlocked: "Your account is blocked",
  emailNotConfirmed: "Confirm your e-mail address first",
  tooManySignIns: "Too many sign-in attempts, try again later",
  tooManyCodes: "Too many codes sent, try again later",
  invalidCode: "The code is wrong or has expired",
  invalidLink: "The link is wrong or has expired",
  wrongOldPassword: "The current password is wrong",
  signUpSent: "Check your e-mail to finish signing up",
  recoverySent: "If the address belongs to an account, we sent a link to it",
  codeSent: "We sent a code",
  emailConfirmed: "Your e-mail address is confirmed",
  passwordChanged: "Your password is changed",
  contactVerified: "The contact is verified",
  contactTaken: "This contact belongs to another account",
  csrfRejected: "The request was not sent by this site",
  sessionEnded: "Your session has ended, sign in again",
} as const;

/** Pages that e-mailed links open (under the language prefix for ru and en); the web app finishes the step there. */
export const accountLinkPaths = {
  signUpConfirmation: "/signup/confirm",
  recovery: "/recovery/finish",
} as const;

/** Checked by the handler against `emailPattern`, so a bad address gets the spec's own message. */
const emailSchema = z.string().trim().max(255);
const languageSchema = z.enum(languages);

/** Form-encoded token request; which fields are needed depends on grant_type. */
export const tokenRequestSchema = z.object({
  grant_type: z.string().max(40),
  username: z.string().max(255).optional(),
  password: z.string().max(passwordMaxLength).optional(),
  refresh_token: z.string().max(200).optional(),
  /** The visitor's watch identifier, merged into the account at sign-in (or the `watch` cookie). */
  watch: watchIdentifierSchema.optional(),
});

/** The OAuth2 error body, with the project's `errors` beside it (decision 0012). */
export const tokenErrorSchema = z.object({
  error: z.enum(["invalid_request", "invalid_grant", "unsupported_grant_type"]),
  error_description: z.string(),
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })),
});

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  policyAgreed: z.boolean(),
  language: languageSchema.optional(),
});

export const linkTokenSchema = z.object({ token: z.string().min(1).max(100) });
export const recoveryRequestSchema = z.object({ email: emailSchema, language: languageSchema.optional() });
export const recoveryFinishSchema = z.object({ token: z.string().min(1).max(100), password: passwordSchema });
export const passwordChangeSchema = z.object({
  oldPassword: z.string().max(passwordMaxLength),
  password: passwordSchema,
});

export const phoneCodeRequestSchema = z.object({
  phone: z.string().max(20),
  language: languageSchema.optional(),
});
export const phoneSignInSchema = z.object({
  phone: z.string().max(20),
  code: z.string().regex(verificationCodePattern),
  /** Needed only when the number has no account yet: signing in by phone then signs up. */
  policyAgreed: z.boolean().default(false),
  watch: watchIdentifierSchema.optional(),
  language: languageSchema.optional(),
});

/** The value each user setting takes: on/off switches, and the list view for lots_view_type. */
export const userSettingSchemas = {
  user_public_name: z.boolean(),
  user_public_email: z.boolean(),
  company_classifieds_user_info: z.boolean(),
  user_receive_digest_similar: z.boolean(),
  user_receive_price_change: z.boolean(),
  user_review_lots: z.boolean(),
  lots_view_type: z.enum(viewTypes),
  contact_display_telegram: z.boolean(),
  contact_display_whatsapp: z.boolean(),
} as const satisfies Record<UserSettingKey, z.ZodType>;
