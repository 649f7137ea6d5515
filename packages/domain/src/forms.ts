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
