import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import type { AuthService } from "../auth/service.ts";
import { createSocialProviders } from "./providers.ts";
import { socialSignInRoutes } from "./routes.ts";
import { createSocialSignIn } from "./service.ts";

/** Social and eID sign-in over the accounts feature's sessions; providers come from OIDC_<KEY>_* settings. */
export async function registerSocialSignIn(
  app: FastifyInstance,
  deps: { config: Config; db: Database; auth: AuthService; secret: Uint8Array },
) {
  const { config, db } = deps;
  const social = createSocialSignIn({
    pool: db.pool,
    providers: createSocialProviders(config.socialProviders),
    auth: deps.auth,
    publicUrl: config.publicUrl,
  });
  await app.register(socialSignInRoutes, {
    pool: db.pool,
    social,
    publicUrl: config.publicUrl,
    secret: deps.secret,
    secureCookies: config.publicUrl.startsWith("https:"),
  });
}
