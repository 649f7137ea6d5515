import { requestErrorRecordSchema } from "@tirgus/domain/api-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Where the web app reports a failed request (spec section 8: "store an error record and report a
 * warning"). Browsers report only from the production host and never when headless; the record lands
 * in the structured log beside the server's own request errors.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/client-errors",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["platform"],
        summary: "Report a request that failed in the browser",
        body: requestErrorRecordSchema.strict(),
        response: { 202: z.object({ content: z.null() }) },
      },
    },
    async (request, reply) => {
      request.log.warn(
        { clientRecord: request.body, userAgent: request.headers["user-agent"] },
        "client request error",
      );
      return reply.code(202).send({ content: null });
    },
  );
};
