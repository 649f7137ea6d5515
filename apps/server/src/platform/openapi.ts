import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";

/** OpenAPI 3.1 generated from the route schemas, at /api/openapi.json and browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Tirgus API",
        version: config.version,
        description:
          "Classifieds marketplace API. Success: {content}; lists: {content: {count, data}}; failures: " +
          "{errors: [{message, values?, field?}]} where message is a translation key and %s takes values in order.",
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
