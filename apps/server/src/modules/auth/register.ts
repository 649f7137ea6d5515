import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { registerAuthentication } from "../../platform/authenticate.ts";
import type { Mailer } from "../../platform/mailer.ts";
import type { SmsSender } from "../../platform/sms.ts";
import { createMediaStorage } from "../../platform/storage.ts";
import { avatarRoutes } from "../accounts/avatar-routes.ts";
import { contactRoutes } from "../accounts/contact-routes.ts";
import { accountRoutes } from "../accounts/routes.ts";
import { sessionLoadingRoutes } from "../accounts/session-routes.ts";
import { impersonationRoutes } from "../impersonation/routes.ts";
import { createImpersonation } from "../impersonation/service.ts";
import { registerSocialSignIn } from "../social-sign-in/register.ts";
import { createAccountDelivery } from "./delivery.ts";
import { authRoutes } from "./routes.ts";
import { resolveJwtSecret } from "./secret.ts";
import { createAuthService } from "./service.ts";
import { createAccessTokens } from "./tokens.ts";

/** The authentication hook for every route, then the accounts feature's routes (issue 4). */
export async function registerAccounts(
  app: FastifyInstance,
  { config, db, mailer, sms }: { config: Config; db: Database; mailer: Mailer; sms: SmsSender },
) {
  const secret = await resolveJwtSecret(config);
  const tokens = createAccessTokens(secret);
  registerAuthentication(app, { pool: db.pool, tokens, secret });
  const deliver = createAccountDelivery({ mailer, sms, publicUrl: config.publicUrl });
  const onDeliveryFailure = (error: unknown) =>
    app.log.error({ err: error }, "an account e-mail was not delivered");
  const service = createAuthService({
    pool: db.pool,
    tokens,
    secret,
    deliver,
    onDeliveryFailure,
    publicUrl: config.publicUrl,
    codesPerClientPerHour: config.codesPerClientPerHour,
  });
  const secureCookies = config.publicUrl.startsWith("https:");
  await app.register(authRoutes, { pool: db.pool, service, secret, secureCookies });
  await app.register(accountRoutes, { pool: db.pool, service });
  await app.register(contactRoutes, { pool: db.pool, service });
  await app.register(avatarRoutes, { pool: db.pool, storage: createMediaStorage(config) });
  await app.register(sessionLoadingRoutes, { pool: db.pool });
  await registerSocialSignIn(app, { config, db, auth: service, secret });
  const impersonation = createImpersonation({ pool: db.pool, auth: service });
  await app.register(impersonationRoutes, { impersonation, secret, secureCookies });
}
