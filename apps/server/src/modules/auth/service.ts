import { AuthMessage, accountLinkPaths, type TokenAnswer, tokenScope, tokenType } from "@tirgus/domain/auth";
import { ValidationMessage } from "@tirgus/domain/errors";
import { isLanguage, type Language } from "@tirgus/domain/languages";
import { LoginProvider, type LoginProviderId, normalizePhone, UserStatus } from "@tirgus/domain/users";
import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";
import { ApiError } from "../../platform/api-error.ts";
import { addContact, isUniqueViolation, markContactVerified } from "../accounts/contacts-repository.ts";
import { mergeWatchIdentifier } from "../accounts/watch.ts";
import { hashPassword, keyedHash, randomCode, randomToken, sha256, verifyPassword } from "./crypto.ts";
import type { AccountDelivery, AccountMessage } from "./delivery.ts";
import { authLimits } from "./limits.ts";
import * as repository from "./repository.ts";
import { type AccessTokens, accessTokenSeconds } from "./tokens.ts";

export type AuthDeps = {
  pool: pg.Pool;
  tokens: AccessTokens;
  /** Keys the hashes of six-digit codes and the CSRF tokens. */
  secret: Uint8Array;
  deliver: AccountDelivery;
  /** Links are delivered in the background (see sendSecret); a failure is reported here. */
  onDeliveryFailure: (error: unknown) => void;
  publicUrl: string;
  /** Codes and links one client address may have sent per hour (CODES_PER_CLIENT_PER_HOUR). */
  codesPerClientPerHour?: number;
};

type OAuthErrorCode = "invalid_grant" | "invalid_request" | "unsupported_grant_type";

/** A failed grant: the OAuth2 error code beside the project's translated message (decision 0012). */
export class GrantError extends ApiError {
  override name = "GrantError";
  readonly oauthError: OAuthErrorCode;
  constructor(statusCode: number, message: string, oauthError: OAuthErrorCode = "invalid_grant") {
    super(statusCode, message);
    this.oauthError = oauthError;
  }
}

/** What a sign-in hands out: the token answer, and the session cookie for server-rendered pages. */
export type SignedIn = { answer: TokenAnswer; sessionCookie: string; sessionId: number; userId: number };

export type ClientContext = { clientAddress: string; language: Language; watch?: string | undefined };

type SecretToSend = { kind: AccountMessage["kind"]; language: Language };

const fieldError = (status: number, message: string, field: string) =>
  new ApiError(status, [{ message, field }]);
const cannotSignIn = new Set<number>([UserStatus.blocked, UserStatus.deleted]);

export function createAuthService(deps: AuthDeps) {
  const { pool } = deps;

  /** A new signed-in session; `provider` is how the user proved who they are (their `signInStatus`). */
  async function startSession(
    userId: number,
    context: ClientContext,
    provider: LoginProviderId,
  ): Promise<SignedIn> {
    const cookieSecret = randomToken();
    const sessionId = await repository.createSession(pool, {
      userId,
      cookieSecretHash: sha256(cookieSecret),
      days: authLimits.sessionLifetimeDays,
      provider,
    });
    const answer = await tokenAnswer(userId, sessionId);
    if (context.watch) await mergeWatchIdentifier(pool, context.watch, userId);
    return { answer, sessionCookie: `${sessionId}.${cookieSecret}`, sessionId, userId };
  }

  /** New credentials for a session that lives on: its cookie secret changes and its family gets a refresh token. */
  async function resumeSession(userId: number, sessionId: number): Promise<SignedIn> {
    const cookieSecret = randomToken();
    await repository.setCookieSecret(pool, sessionId, sha256(cookieSecret));
    const answer = await tokenAnswer(userId, sessionId);
    return { answer, sessionCookie: `${sessionId}.${cookieSecret}`, sessionId, userId };
  }

  async function tokenAnswer(userId: number, sessionId: number): Promise<TokenAnswer> {
    const refreshToken = randomToken();
    await repository.addRefreshToken(pool, sessionId, sha256(refreshToken));
    return {
      access_token: await deps.tokens.issue({ userId, sessionId }),
      expires_in: accessTokenSeconds,
      refresh_token: refreshToken,
      token_type: tokenType,
      scope: tokenScope,
    };
  }

  async function guardSignInAttempts(target: string, clientAddress: string) {
    const [forTarget, forClient] = await Promise.all([
      repository.countRecent(pool, "sign_in_failures", "target", target),
      repository.countRecent(pool, "sign_in_failures", "client_address", clientAddress),
    ]);
    if (
      forTarget >= authLimits.failedSignInsPerAccountPerHour ||
      forClient >= authLimits.failedSignInsPerClientPerHour
    ) {
      throw new GrantError(429, AuthMessage.tooManySignIns);
    }
  }

  /** `username` is an e-mail address or a phone number; unknown and real accounts get the same answer. */
  async function signInWithPassword(username: string, password: string, context: ClientContext) {
    const target = normaliseUsername(username);
    await guardSignInAttempts(target, context.clientAddress);
    const account = target.startsWith("+")
      ? await repository.accountByPhone(pool, target)
      : await repository.accountByEmail(pool, target);
    if (!(await verifyPassword(account?.passwordHash ?? null, password)) || !account) {
      await repository.recordSignInFailure(pool, target, context.clientAddress);
      throw new GrantError(400, AuthMessage.invalidCredentials);
    }
    assertMaySignIn(account);
    return startSession(
      account.id,
      context,
      target.startsWith("+") ? LoginProvider.phone : LoginProvider.email,
    );
  }

  async function refresh(refreshToken: string): Promise<TokenAnswer> {
    const result = await repository.spendRefreshToken(pool, sha256(refreshToken));
    if (result.outcome === "replayed") await repository.revokeSession(pool, result.sessionId, "reuse");
    if (result.outcome !== "spent") throw new GrantError(400, AuthMessage.sessionEnded);
    if (!(await repository.liveSession(pool, result.sessionId)))
      throw new GrantError(400, AuthMessage.accountBlocked);
    return tokenAnswer(result.userId, result.sessionId);
  }

  /** Sends a link (high-entropy token) or a six-digit code, after the sending limits, and stores its hash. */
  async function sendSecret(send: SecretToSend, record: Omit<repository.CodeRecord, "secretHash">) {
    await guardCodeSending(record.target, record.clientAddress);
    const base = { to: record.target, language: send.language, validForMinutes: record.lifetimeMinutes };
    if (send.kind === "signup-confirmation" || send.kind === "password-recovery") {
      const token = randomToken();
      await repository.insertCode(pool, { ...record, secretHash: sha256(token) });
      const page = send.kind === "signup-confirmation" ? "signUpConfirmation" : "recovery";
      // Not awaited: an address with an account gets a mail and one without gets none, and waiting for the
      // mail server would tell them apart by the answer's timing.
      deps
        .deliver({ ...base, kind: send.kind, link: accountLink(page, send.language, token) })
        .catch(deps.onDeliveryFailure);
      return;
    }
    const code = randomCode();
    await repository.insertCode(pool, {
      ...record,
      secretHash: codeHash(record.purpose, record.target, code),
    });
    await deps.deliver({ ...base, kind: send.kind, code });
  }

  async function guardCodeSending(target: string, clientAddress: string) {
    const [forTarget, forClient] = await Promise.all([
      repository.countRecent(pool, "verification_codes", "target", target),
      repository.countRecent(pool, "verification_codes", "client_address", clientAddress),
    ]);
    const perClient = deps.codesPerClientPerHour ?? authLimits.codesPerClientPerHour;
    if (forTarget >= authLimits.codesPerTargetPerHour || forClient >= perClient) {
      throw new ApiError(429, AuthMessage.tooManyCodes);
    }
  }

  const codeHash = (purpose: string, target: string, code: string) =>
    keyedHash(deps.secret, `${purpose}:${target}:${code}`);

  function accountLink(page: keyof typeof accountLinkPaths, language: Language, secret: string) {
    const prefix = language === "lv" ? "" : `/${language}`;
    return `${deps.publicUrl}${prefix}${accountLinkPaths[page]}?token=${secret}`;
  }

  /** Both outcomes answer alike; an address that has an account gets a recovery link instead. */
  async function signUpByEmail(email: string, password: string, context: ClientContext) {
    const passwordHash = await hashPassword(password);
    const existing = await repository.accountByEmail(pool, email);
    if (existing) return sendRecoveryLink(existing, email, context);
    const created = await createEmailAccount(email, passwordHash, context.language).catch(
      (error: unknown) => {
        if (isUniqueViolation(error)) return null;
        throw error;
      },
    );
    if (!created) return;
    await sendSecret(
      { kind: "signup-confirmation", language: context.language },
      {
        purpose: "sign-up",
        target: email,
        userId: created.userId,
        contactId: created.contactId,
        clientAddress: context.clientAddress,
        lifetimeMinutes: authLimits.signUpLinkLifetimeMinutes,
      },
    );
  }

  function createEmailAccount(email: string, passwordHash: string, language: Language) {
    return inTransaction(pool, async (client) => {
      const userId = await repository.createUser(client, { email, language });
      await repository.setPassword(client, userId, passwordHash);
      const contact = await addContact(client, userId, "email", email);
      return { userId, contactId: contact.id };
    });
  }

  async function confirmEmail(token: string) {
    const used = await repository.useLink(pool, "sign-up", sha256(token));
    if (!used?.contactId) throw fieldError(400, AuthMessage.invalidLink, "token");
    await verifyContactOrRefuse(used.contactId);
  }

  async function verifyContactOrRefuse(contactId: number) {
    try {
      await markContactVerified(pool, contactId);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, AuthMessage.contactTaken);
      throw error;
    }
  }

  async function requestRecovery(email: string, context: ClientContext) {
    const account = await repository.accountByEmail(pool, email);
    if (account) return sendRecoveryLink(account, email, context);
    // Unknown addresses count against the same sending limits, so the limits tell nothing either.
    await guardCodeSending(email, context.clientAddress);
    await repository.insertCode(pool, {
      purpose: "recovery",
      target: email,
      userId: null,
      contactId: null,
      secretHash: sha256(randomToken()),
      clientAddress: context.clientAddress,
      lifetimeMinutes: 0,
    });
  }

  async function sendRecoveryLink(account: repository.SignInAccount, email: string, context: ClientContext) {
    if (cannotSignIn.has(account.status)) return guardCodeSending(email, context.clientAddress);
    await sendSecret(
      {
        kind: "password-recovery",
        language: isLanguage(account.language) ? account.language : context.language,
      },
      {
        purpose: "recovery",
        target: email,
        userId: account.id,
        contactId: null,
        clientAddress: context.clientAddress,
        lifetimeMinutes: authLimits.recoveryLinkLifetimeMinutes,
      },
    );
  }

  /** The last step of recovery: a new password, the address counts as confirmed, every session ends. */
  async function finishRecovery(token: string, password: string) {
    const used = await repository.useLink(pool, "recovery", sha256(token));
    if (!used?.userId) throw fieldError(400, AuthMessage.invalidLink, "token");
    await repository.setPassword(pool, used.userId, await hashPassword(password));
    await repository.revokeUserSessions(pool, used.userId, "password");
    const contactId = await repository.signInEmailContact(pool, used.userId);
    if (contactId) await verifyContactOrRefuse(contactId);
  }

  async function changePassword(
    session: { userId: number; sessionId: number },
    oldPassword: string,
    password: string,
  ) {
    const stored = await repository.passwordHashOf(pool, session.userId);
    if (!(await verifyPassword(stored, oldPassword)))
      throw fieldError(400, AuthMessage.wrongOldPassword, "oldPassword");
    await repository.setPassword(pool, session.userId, await hashPassword(password));
    await repository.revokeUserSessions(pool, session.userId, "password", session.sessionId);
  }

  async function sendPhoneCode(phone: string, context: ClientContext) {
    await sendSecret(
      { kind: "sign-in-code", language: context.language },
      {
        purpose: "phone",
        target: phone,
        userId: null,
        contactId: null,
        clientAddress: context.clientAddress,
        lifetimeMinutes: authLimits.codeLifetimeMinutes,
      },
    );
  }

  /** Signs in the account that verified this number, or makes one (policy agreement required). */
  async function signInWithPhoneCode(
    phone: string,
    code: string,
    policyAgreed: boolean,
    context: ClientContext,
  ) {
    const used = await repository.guessCode(
      pool,
      { purpose: "phone", target: phone, contactId: null, secretHash: codeHash("phone", phone, code) },
      authLimits.codeGuesses,
    );
    if (!used) throw fieldError(400, AuthMessage.invalidCode, "code");
    const account = await repository.accountByPhone(pool, phone);
    if (account) {
      assertMaySignIn(account);
      return startSession(account.id, context, LoginProvider.phone);
    }
    if (!policyAgreed) throw fieldError(400, ValidationMessage.mustAgreeToPolicy, "policyAgreed");
    const userId = await inTransaction(pool, async (client) => {
      const id = await repository.createUser(client, { email: null, language: context.language });
      await markContactVerified(client, (await addContact(client, id, "phone", phone)).id);
      return id;
    });
    return startSession(userId, context, LoginProvider.phone);
  }

  async function sendContactCode(
    userId: number,
    contact: { id: number; kind: string; value: string },
    context: ClientContext,
  ) {
    const kind = contact.kind === "phone" ? "contact-verification-code" : "contact-verification";
    await sendSecret(
      { kind, language: context.language },
      {
        purpose: "contact",
        target: contact.value,
        userId,
        contactId: contact.id,
        clientAddress: context.clientAddress,
        lifetimeMinutes: authLimits.codeLifetimeMinutes,
      },
    );
  }

  async function verifyContact(contact: { id: number; value: string }, code: string) {
    const guess = {
      purpose: "contact",
      target: contact.value,
      contactId: contact.id,
      secretHash: codeHash("contact", contact.value, code),
    };
    if (!(await repository.guessCode(pool, guess, authLimits.codeGuesses)))
      throw fieldError(400, AuthMessage.invalidCode, "code");
    await verifyContactOrRefuse(contact.id);
  }

  return {
    startSession,
    resumeSession,
    signInWithPassword,
    refresh,
    revokeSession: (sessionId: number) => repository.revokeSession(pool, sessionId, "logout"),
    signUpByEmail,
    confirmEmail,
    requestRecovery,
    finishRecovery,
    changePassword,
    sendPhoneCode,
    signInWithPhoneCode,
    sendContactCode,
    verifyContact,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

export function assertMaySignIn(account: repository.SignInAccount) {
  if (cannotSignIn.has(account.status)) throw new GrantError(400, AuthMessage.accountBlocked);
  if (!account.confirmed) throw new GrantError(400, AuthMessage.emailNotConfirmed);
}

/** E-mail addresses compare lower-cased; phone numbers in E.164 form, as contacts store them. */
export function normaliseUsername(username: string): string {
  const trimmed = username.trim();
  return trimmed.includes("@") ? trimmed.toLowerCase() : (normalizePhone(trimmed) ?? trimmed);
}
