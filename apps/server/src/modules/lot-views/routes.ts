import { contentSchema } from "@tirgus/domain/api-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { optionalSession } from "../../platform/authenticate.ts";
import { watchCookieOf } from "../auth/routes.ts";
import { recordView, visitorKey } from "./repository.ts";

/**
 * The lot page reports a view from the browser (issue 6: views counted once per visitor per day). Counting in
 * the page's render would count crawlers and could not count visitors served a kept page (decision 0019).
 */
export const lotViewRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.post(
    "/api/lots/:id/views",
    {
      // Sent as the page loads, also in the instant after a sign-in (platform/authenticate.ts).
      config: { csrfExempt: true },
      schema: {
        tags: ["lots"],
        summary:
          "Counts a view of a published lot, once per visitor (user, watch identifier or browser) and day; the " +
          "owner's own views do not count. `counted` says whether this one did. The lot's `views` include it " +
          "at once; lists sort by it within a minute.",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: contentSchema(z.object({ counted: z.boolean() })) },
      },
    },
    async (request) => {
      const session = await optionalSession(request);
      const visitor = visitorKey({
        userId: session?.userId ?? null,
        watch: watchCookieOf(request),
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      const counted = await recordView(pool, request.params.id, visitor, session?.userId ?? null);
      return { content: { counted } };
    },
  );
};
