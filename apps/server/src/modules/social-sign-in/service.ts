import { UserStatus } from "@tirgus/domain/users";
import * as oidc from "openid-client";
import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { addContact, markContactVerified } from "../accounts/contacts-repository.ts";
import * as users from "../accounts/repository.ts";
import { sha256 } from "../auth/crypto.ts";
import * as accounts from "../auth/repository.ts";
import type { AuthService, ClientContext, SignedIn } from "../auth/service.ts";
import type { ProviderIdentity, SocialProvider } from "./providers.ts";
import * as repository from "./repository.ts";

/** Translation keys of this feature's answers. */
export const SocialMessage = {
  lastSignInWay: "You cannot unlink your only way to sign in",
} as const;

/** The login error strings of the spec, handed back to the page as `?loginError=`. */
export type LoginError = "cancelled_by_user" | "invalid_request";

/** A callback that ends without signing in or linking; `returnTo` is where the browser goes with the error. */
export class SocialSignInError extends Error {
  override name = "SocialSignInError";
  readonly loginError: LoginError;
  readonly returnTo: string;
  constructor(loginError: LoginError, returnTo: string, reason: string) {
    super(reason);
    this.loginError = loginError;
    this.returnTo = returnTo;
  }
}

export type CallbackOutcome =
  | { kind: "signed-in"; signedIn: SignedIn; returnTo: string }
  | { kind: "linked"; returnTo: string };

type SocialSignInDeps = {
  pool: pg.Pool;
  providers: Map<string, SocialProvider>;
  auth: AuthService;
  publicUrl: string;
};

/** A trip to the provider and back should take minutes; a slower one starts again. */
const attemptLifetimeMinutes = 10;
const homePath = "/";
const cannotSignIn = new Set<number>([UserStatus.blocked, UserStatus.deleted]);

export function createSocialSignIn(deps: SocialSignInDeps) {
  const { pool } = deps;

  function providerOf(key: string): SocialProvider {
    const provider = deps.providers.get(key);
    if (!provider) throw new ApiError(404, HttpMessage.notFound);
    return provider;
  }

  const redirectUri = (provider: SocialProvider) => `${deps.publicUrl}/api/auth/${provider.key}/callback`;

  /** The provider's authorization address; `state` also goes into the browser's cookie (decision 0013). */
  async function start(key: string, returnTo: string, linkUserId: number | null) {
    const provider = providerOf(key);
    const configuration = await provider.configuration();
    const state = oidc.randomState();
    const attempt = {
      provider: provider.id,
      codeVerifier: oidc.randomPKCECodeVerifier(),
      nonce: oidc.randomNonce(),
      returnTo,
      linkUserId,
    };
    await repository.insertAttempt(pool, sha256(state), attempt, attemptLifetimeMinutes);
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(provider),
      scope: provider.scope,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
      code_challenge_method: "S256",
      ...(provider.isOpenId ? { nonce: attempt.nonce } : {}),
    });
    return { url, state };
  }

  /**
   * The provider's answer. The state must be the one this browser started with (its cookie), known, unused
   * and fresh; the code is exchanged with the PKCE verifier, and an OpenID provider's ID token must carry
   * the nonce.
   */
  async function finish(
    key: string,
    callbackUrl: URL,
    browserState: string | undefined,
    context: ClientContext,
  ): Promise<CallbackOutcome> {
    const provider = providerOf(key);
    const state = callbackUrl.searchParams.get("state");
    if (!state || state !== browserState)
      throw new SocialSignInError("invalid_request", homePath, "the state is not this browser's");
    const attempt = await repository.takeAttempt(pool, sha256(state), provider.id);
    if (!attempt) throw new SocialSignInError("invalid_request", homePath, "unknown or spent state");
    const fail = (loginError: LoginError, reason: string) =>
      new SocialSignInError(loginError, attempt.returnTo, reason);
    const providerError = callbackUrl.searchParams.get("error");
    if (providerError === "access_denied") throw fail("cancelled_by_user", "the user declined");
    if (providerError) throw fail("invalid_request", `the provider answered ${providerError}`);
    const identity = await verifiedIdentity(provider, callbackUrl, state, attempt).catch((error: unknown) => {
      throw fail("invalid_request", error instanceof Error ? error.message : String(error));
    });
    if (attempt.linkUserId !== null) {
      await link(provider, identity, attempt.linkUserId, fail);
      return { kind: "linked", returnTo: attempt.returnTo };
    }
    const userId = await userFor(provider, identity, context);
    if (!(await signInAllowed(userId))) throw fail("invalid_request", "the account cannot sign in");
    return {
      kind: "signed-in",
      signedIn: await deps.auth.startSession(userId, context, provider.id),
      returnTo: attempt.returnTo,
    };
  }

  async function verifiedIdentity(
    provider: SocialProvider,
    callbackUrl: URL,
    state: string,
    attempt: repository.Attempt,
  ) {
    const configuration = await provider.configuration();
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      callbackUrl,
      {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: state,
        idTokenExpected: provider.isOpenId,
        ...(provider.isOpenId ? { expectedNonce: attempt.nonce } : {}),
      },
      { redirect_uri: redirectUri(provider) },
    );
    return provider.identity(configuration, tokens);
  }

  async function link(
    provider: SocialProvider,
    identity: ProviderIdentity,
    userId: number,
    fail: (loginError: LoginError, reason: string) => SocialSignInError,
  ) {
    const owner = await repository.userOfIdentity(pool, provider.id, identity.subject);
    if (owner === userId) return;
    if (owner !== null) throw fail("invalid_request", "the provider's account is linked to another user");
    await repository.addIdentity(pool, {
      provider: provider.id,
      subject: identity.subject,
      userId,
      email: identity.email,
    });
  }

  /**
   * The account of a provider's identity (decision 0013): the one it is linked to; else the account whose
   * confirmed sign-in address the OpenID provider has verified too; else a new account.
   */
  async function userFor(provider: SocialProvider, identity: ProviderIdentity, context: ClientContext) {
    const linked = await repository.userOfIdentity(pool, provider.id, identity.subject);
    if (linked !== null) return linked;
    const sameAddress =
      identity.emailVerified && identity.email ? await accounts.accountByEmail(pool, identity.email) : null;
    if (sameAddress?.confirmed) {
      await repository.addIdentity(pool, {
        provider: provider.id,
        subject: identity.subject,
        userId: sameAddress.id,
        email: identity.email,
      });
      return sameAddress.id;
    }
    return createUser(provider, identity, context);
  }

  /** The provider's verified address becomes the sign-in address unless another account uses it. */
  function createUser(provider: SocialProvider, identity: ProviderIdentity, context: ClientContext) {
    return inTransaction(pool, async (client) => {
      const email =
        identity.emailVerified && identity.email && !(await repository.emailInUse(client, identity.email))
          ? identity.email
          : null;
      const userId = await accounts.createUser(client, { email, language: context.language });
      if (email) await markContactVerified(client, (await addContact(client, userId, "email", email)).id);
      await repository.setNames(client, userId, identity);
      await repository.addIdentity(client, {
        provider: provider.id,
        subject: identity.subject,
        userId,
        email: identity.email,
      });
      return userId;
    });
  }

  async function signInAllowed(userId: number) {
    const user = await users.userById(pool, userId);
    return user !== null && !cannotSignIn.has(user.status);
  }

  /** Refused when nothing else would let the user sign in again. */
  async function unlink(userId: number, key: string) {
    const provider = providerOf(key);
    if (!(await repository.hasIdentityAt(pool, userId, provider.id)))
      throw new ApiError(404, HttpMessage.notFound);
    if ((await repository.otherSignInWays(pool, userId, provider.id)) === 0)
      throw new ApiError(400, SocialMessage.lastSignInWay);
    await repository.removeIdentities(pool, userId, provider.id);
  }

  const providers = () => [...deps.providers.values()].sort((a, b) => a.id - b.id);

  return { providers, start, finish, unlink };
}
export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
