import type { Config } from "@react-router/dev/config";

// Server-rendered first (DESIGN.md section 1.3); the Fastify server mounts the SSR handler built from
// server/ssr-handler.ts (see vite.config.ts).
export default {
  ssr: true,
} satisfies Config;
