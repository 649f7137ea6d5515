import { LoginProvider, type LoginProviderId } from "@tirgus/domain/users";
import * as oidc from "openid-client";
import type { SocialProviderKey, SocialProviderSettings } from "../../config.ts";

const providerNames: Record<SocialProviderKey, string> = {
  google: "Google",
  facebook: "Facebook",
  draugiem: "Draugiem.lv",
  inbox: "Inbox.lv",
  eparakts: "eParaksts",
};

/** What is asked for when OIDC_<KEY>_SCOPE is not set. */
const defaultScopes = { oidc: "openid email profile", oauth2: "email" } as const;

type GrantedTokens = oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;

/** The person the provider vouches for. Only an OpenID provider's `email_verified` makes `emailVerified` true. */
export type ProviderIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

export type SocialProvider = {
  key: SocialProviderKey;
  /** The spec's login provider id (google 3, facebook 4, draugiem 6, inbox 7, eparakts 10). */
  id: LoginProviderId;
  name: string;
  /** OpenID Connect: an ID token with a nonce is required; plain OAuth 2: the user info URL says who it is. */
  isOpenId: boolean;
  scope: string;
  configuration(): Promise<oidc.Configuration>;
  identity(configuration: oidc.Configuration, tokens: GrantedTokens): Promise<ProviderIdentity>;
};

/** The configured providers by key; a provider without settings does not exist for the API. */
export function createSocialProviders(settings: SocialProviderSettings[]): Map<string, SocialProvider> {
  return new Map(settings.map((each) => [each.key, socialProvider(each)]));
}

function socialProvider(settings: SocialProviderSettings): SocialProvider {
  return {
    key: settings.key,
    id: LoginProvider[settings.key],
    name: providerNames[settings.key],
    isOpenId: settings.kind === "oidc",
    scope: settings.scope ?? defaultScopes[settings.kind],
    configuration: memoiseUntilFailure(() => configurationOf(settings)),
    identity:
      settings.kind === "oidc"
        ? openIdIdentity
        : (configuration, tokens) => oauth2Identity(configuration, tokens, settings.userInfoUrl),
  };
}

/** Discovery runs once per process; a failed one (provider down) is tried again by the next sign-in. */
function memoiseUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

async function configurationOf(settings: SocialProviderSettings): Promise<oidc.Configuration> {
  const insecure = (address: string) => address.startsWith("http:");
  if (settings.kind === "oidc") {
    // config.ts allows http only on localhost (a local provider in development and tests).
    const execute = insecure(settings.issuer) ? [oidc.allowInsecureRequests] : [];
    return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      execute,
    });
  }
  const configuration = new oidc.Configuration(
    {
      issuer: new URL(settings.authorizationUrl).origin,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (insecure(settings.tokenUrl)) oidc.allowInsecureRequests(configuration);
  return configuration;
}

async function openIdIdentity(
  configuration: oidc.Configuration,
  tokens: GrantedTokens,
): Promise<ProviderIdentity> {
  const claims = tokens.claims();
  if (!claims) throw new Error("the OpenID provider sent no ID token");
  // Many providers put only `sub` in the ID token; the user info (bound to the same subject) has the rest.
  const info = configuration.serverMetadata().userinfo_endpoint
    ? await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
    : {};
  const merged: Record<string, unknown> = { ...claims, ...info };
  return {
    subject: claims.sub,
    email: textOf(merged.email)?.toLowerCase() ?? null,
    emailVerified: merged.email_verified === true,
    firstName: textOf(merged.given_name),
    lastName: textOf(merged.family_name),
  };
}

/** Facebook's Graph `me` and similar: the id is `id` (or `sub`, `uid`); their e-mail is never taken as verified. */
async function oauth2Identity(
  configuration: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse,
  userInfoUrl: string,
): Promise<ProviderIdentity> {
  const response = await oidc.fetchProtectedResource(
    configuration,
    tokens.access_token,
    new URL(userInfoUrl),
    "GET",
  );
  if (!response.ok) throw new Error(`the provider's user info answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  const subject = textOf(body.id) ?? textOf(body.sub) ?? textOf(body.uid);
  if (!subject) throw new Error("the provider's user info names nobody");
  return {
    subject,
    email: textOf(body.email)?.toLowerCase() ?? null,
    emailVerified: false,
    firstName: textOf(body.first_name) ?? textOf(body.given_name),
    lastName: textOf(body.last_name) ?? textOf(body.family_name),
  };
}

function textOf(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
