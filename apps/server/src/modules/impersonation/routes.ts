import { contentSchema, listSchema } from "@tirgus/domain/api-contract";
import { tokenAnswerSchema } from "@tirgus/domain/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../platform/authenticate.ts";
import { authErrors, clientContext } from "../accounts/schemas.ts";
import { setSessionCookiesOf } from "../auth/routes.ts";
import type { Impersonation } from "./service.ts";

const foundUserSchema = z.object({
  id: z.number(),
  fname: z.string().nullable(),
  lname: z.string().nullable(),
  email: z.string().nullable(),
  status: z.number(),
  role: z.number().nullable(),
  createdAt: z.string(),
  contacts: z.array(z.string()),
});

type ImpersonationRouteOptions = { impersonation: Impersonation; secret: Uint8Array; secureCookies: boolean };

/**
 * Both calls answer like a sign-in (tokens in the body, session cookies set), so the web app swaps its
 * credentials the same way it does after signing in.
 */
export const impersonationRoutes: FastifyPluginAsyncZod<ImpersonationRouteOptions> = async (app, options) => {
  const { impersonation } = options;
  const tags = ["admin"];
  const errors = { ...authErrors, 404: authErrors[400] };

  app.get(
    "/api/admin/users",
    {
      schema: {
        tags,
        summary: "Admins only: find users by id, e-mail address or phone number (exact), to impersonate one",
        querystring: z.object({ query: z.string().trim().min(1).max(255) }).strict(),
        response: { 200: contentSchema(listSchema(foundUserSchema)), ...errors },
      },
    },
    async (request) => {
      const found = await impersonation.findUsers(await requireSession(request), request.query.query);
      return { content: { count: found.length, data: found } };
    },
  );

  app.post(
    "/api/admin/impersonate/stop",
    {
      schema: {
        tags,
        summary: "Back to the admin's own session (ends the impersonation)",
        response: { 200: tokenAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await impersonation.stop(await requireSession(request));
      setSessionCookiesOf(reply, signedIn, options);
      return signedIn.answer;
    },
  );

  app.post(
    "/api/admin/impersonate/:userId",
    {
      schema: {
        tags,
        summary: "Admins only: sign in as a user (not another admin); audited",
        params: z.object({ userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: tokenAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const context = clientContext(request.ip, request.cookies.language ?? "");
      const signedIn = await impersonation.start(session, request.params.userId, context);
      setSessionCookiesOf(reply, signedIn, options);
      return signedIn.answer;
    },
  );
};
