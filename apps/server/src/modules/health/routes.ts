import { contentSchema } from "@tirgus/domain/api-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";

const healthSchema = contentSchema(
  z.object({ status: z.enum(["ok", "unavailable"]), db: z.enum(["ok", "down"]), version: z.string() }),
);

/** For load balancers and people: 200 when this process can serve, 503 while the database is away. */
export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; version: string }> = async (
  app,
  { pool, version },
) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["platform"],
        summary: "Health of this process and its database",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const dbUp = await pool
        .query("SELECT 1")
        .then(() => true)
        .catch(() => false);
      reply.header("cache-control", "no-store");
      return reply
        .code(dbUp ? 200 : 503)
        .send({ content: { status: dbUp ? "ok" : "unavailable", db: dbUp ? "ok" : "down", version } });
    },
  );
};
