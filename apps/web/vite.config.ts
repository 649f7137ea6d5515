import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

/** Where the code every page runs starts: the client entry and the root route (layout, shell). */
const pageRoots = ["entry.client.tsx", "root.tsx"].map((file) =>
  fileURLToPath(new URL(`./app/${file}`, import.meta.url)),
);

/**
 * The shell chunk: the modules the client entry and the root route import statically, directly or through
 * others. What they load with import() stays out (it loads on demand), and so does what only routes use.
 */
function shellChunkOf(id: string, context: ChunkingContext): string | null {
  return shellModules(context).has(id) ? "shell" : null;
}

/** Once per chunking pass: the graph's module records are reused within a pass. */
const shellOfPass = new WeakMap<object, Set<string>>();
function shellModules(context: ChunkingContext): Set<string> {
  const pass = context.getModuleInfo(pageRoots[1] ?? "");
  let shell = pass ? shellOfPass.get(pass) : undefined;
  if (!shell) {
    shell = new Set();
    const queue = [...pageRoots];
    for (const id of queue) {
      if (shell.has(id)) continue;
      shell.add(id);
      queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    if (pass) shellOfPass.set(pass, shell);
  }
  return shell;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // React, React DOM and React Router change only with an upgrade: one long-cached chunk. The
        // shell every page runs is a second one (with the client entry). Fewer files compress better
        // and cost fewer requests; routes and on-demand parts keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: shellChunkOf, priority: 1 },
            // The lot cards of every list (home rows, listings, landings, search): one chunk with the
            // little modules they use, instead of a file for each.
            { name: "lot-card", test: /app[\\/]features[\\/]lot-card[\\/]/ },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      build: {
        // The server build's entry is our SSR handler (it imports the React Router server build).
        // Vite 8 reads `rolldownOptions`; the older `build.rollupOptions` form is silently ignored.
        rolldownOptions: { input: "./server/ssr-handler.ts" },
      },
    },
  },
});
