/** Security figures of issue 4, in one place so the tests and the code agree. */
export const authLimits = {
  failedSignInsPerAccountPerHour: 100,
  failedSignInsPerClientPerHour: 300,
  codesPerTargetPerHour: 5,
  /** The default of CODES_PER_CLIENT_PER_HOUR. */
  codesPerClientPerHour: 30,
  codeGuesses: 5,
  codeLifetimeMinutes: 10,
  signUpLinkLifetimeMinutes: 24 * 60,
  recoveryLinkLifetimeMinutes: 60,
  /** Sessions end 60 days after sign-in, however often they refresh. */
  sessionLifetimeDays: 60,
} as const;
