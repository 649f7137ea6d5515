import { passwordMaxLength, passwordMinLength, verificationCodePattern } from "./auth.ts";
import { contactPattern, emailPattern } from "./patterns.ts";

/** Forms whose field rules come from the server's form configuration, fetched by these names. */
export const formNames = [
  "login",
  "signup",
  "signupByInvite",
  "recoveryByEmail",
  "recovery",
  "passwordChange",
  "userProfile",
  "company",
  "smallCompany",
  "feedLink",
  "contact",
  "contactVerification",
  "message",
  "offer",
  "report",
  "package",
  "createAd",
  "filterSubscription",
  "teamMemberInvite",
] as const;
export type FormName = (typeof formNames)[number];

/**
 * One field of a configured form: what the web form checks before sending, and what the server enforces
 * with the same numbers (the accounts schemas use the same constants).
 */
export type FormField = {
  name: string;
  type: "text" | "email" | "password" | "checkbox" | "code";
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** A pattern in the `v` mode of the HTML `pattern` attribute. */
  pattern?: string;
  /** The field must equal this other field ("These values are not equal"). */
  equalTo?: string;
};

const newPassword: FormField[] = [
  {
    name: "password",
    type: "password",
    required: true,
    minLength: passwordMinLength,
    maxLength: passwordMaxLength,
  },
  { name: "passwordRepeat", type: "password", required: true, equalTo: "password" },
];
const email: FormField = {
  name: "email",
  type: "email",
  required: true,
  maxLength: 255,
  pattern: emailPattern.source,
};
const name = (field: string): FormField => ({ name: field, type: "text", required: false, maxLength: 100 });

/** The account forms' rules (issue 4); the other named forms come with their features. */
export const accountForms = {
  login: [
    { name: "username", type: "text", required: true, maxLength: 255 },
    { name: "password", type: "password", required: true, maxLength: passwordMaxLength },
  ],
  signup: [email, ...newPassword, { name: "policyAgreed", type: "checkbox", required: true }],
  recoveryByEmail: [email],
  recovery: newPassword,
  passwordChange: [
    { name: "oldPassword", type: "password", required: true, maxLength: passwordMaxLength },
    ...newPassword,
  ],
  userProfile: [name("fname"), name("lname"), name("pseudonym")],
  contact: [
    { name: "contact", type: "text", required: true, maxLength: 255, pattern: contactPattern.source },
  ],
  contactVerification: [
    { name: "code", type: "code", required: true, pattern: verificationCodePattern.source },
  ],
} as const satisfies Partial<Record<FormName, FormField[]>>;
export type AccountFormName = keyof typeof accountForms;
export const isAccountForm = (value: string): value is AccountFormName => Object.hasOwn(accountForms, value);
