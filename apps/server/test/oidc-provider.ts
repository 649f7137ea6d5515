import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type InteractionResults } from "oidc-provider";

/** The person the local provider signs in next, or "deny" for a user who presses Cancel. */
export type TestPerson = { subject: string; email?: string; emailVerified?: boolean; givenName?: string };

export type LocalOpenIdProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in as. */
  signInNext(person: TestPerson | "deny"): void;
  /**
   * Plays the browser at the provider: follows its redirects and interactions (with its own cookies) from
   * the authorization address until the provider sends the browser elsewhere; answers that address.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  /** The PKCE challenge methods the provider saw, to show that the client used PKCE. */
  seenChallengeMethods: string[];
  close(): Promise<void>;
};

export type OpenIdProviderOptions = {
  /** 0 (default): any free port. */
  port?: number;
  /**
   * Who signs in at this request, when the request itself says so (browser journeys running in parallel
   * each choose their person with a cookie); otherwise the one `signInNext` chose.
   */
  personOf?: (request: http.IncomingMessage) => TestPerson | "deny" | undefined;
};

/**
 * A real OpenID provider (oidc-provider) on a local port, with one confidential client, PKCE required, and
 * interactions that sign in the chosen person at once (or deny).
 */
export async function startOpenIdProvider(
  redirectUris: string[],
  options: OpenIdProviderOptions = {},
): Promise<LocalOpenIdProvider> {
  // The server listens before the provider exists (its address is the issuer), so requests that arrive in
  // between wait for the handler instead of hanging: Playwright's readiness check can land in that gap.
  let handle: http.RequestListener | undefined;
  const early: [http.IncomingMessage, http.ServerResponse][] = [];
  const server = http.createServer((request, response) => {
    if (handle) handle(request, response);
    else early.push([request, response]);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "tirgus-test";
  const clientSecret = "tirgus-test-secret-that-is-long-enough";
  const people = new Map<string, TestPerson>();
  let next: TestPerson | "deny" = { subject: "person-1" };
  const seenChallengeMethods: string[] = [];
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test", alg: "RS256", use: "sig" };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [signingKey] },
    // Fixed lifetimes (the defaults print a notice each); a test finishes long before any of them.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name"] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, subject) => {
      const person = people.get(subject);
      return person
        ? {
            accountId: subject,
            claims: () => ({
              sub: subject,
              email: person.email,
              email_verified: person.emailVerified,
              given_name: person.givenName,
            }),
          }
        : undefined;
    },
  });
  const providerListener = provider.callback();

  async function finishInteraction(request: http.IncomingMessage, response: http.ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const person = options.personOf?.(request) ?? next;
    let result: InteractionResults;
    if (person === "deny") {
      result = { error: "access_denied", error_description: "The person cancelled" };
    } else if (details.prompt.name === "login") {
      people.set(person.subject, person);
      result = { login: { accountId: person.subject } };
    } else {
      const grant = new provider.Grant({
        accountId: String(details.session?.accountId),
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      result = { consent: { grantId: await grant.save() } };
    }
    await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
  }

  handle = (request, response) => {
    if (request.url?.startsWith("/auth?")) {
      const method = new URL(request.url, issuer).searchParams.get("code_challenge_method");
      if (method) seenChallengeMethods.push(method);
    }
    if (request.url?.startsWith("/interaction/")) {
      finishInteraction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    providerListener(request, response);
  };
  for (const [request, response] of early.splice(0)) handle(request, response);

  async function authorize(authorizationUrl: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 20; hop++) {
      if (url.origin !== issuer) return url;
      const response = await fetch(url, {
        redirect: "manual",
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get("location");
      if (!location) throw new Error(`the provider stopped at ${url.pathname} with ${response.status}`);
      url = new URL(location, url);
    }
    throw new Error("the provider redirected too often");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInNext: (person) => {
      next = person;
    },
    authorize,
    seenChallengeMethods,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
