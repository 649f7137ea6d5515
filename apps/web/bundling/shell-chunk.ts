import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

/** Where the code every page runs starts: the client entry and the root route (layout, shell). */
const pageRoots = ["entry.client.tsx", "root.tsx"].map((file) =>
  fileURLToPath(new URL(`../app/${file}`, import.meta.url)),
);

/**
 * Small modules that the routes of (nearly) every public page import: in a file of their own, each would cost
 * those pages more than it costs the others in the shell.
 */
const publicPagesUse =
  /app[\\/](ui[\\/](use-scroll-lock|breadcrumb)|features[\\/]watch-lists[\\/]bookmarked-lots|features[\\/]landing[\\/]age-question-view)\.tsx?$|domain[\\/]src[\\/]lot-list\.ts$/;

/**
 * The shell chunk: the modules the client entry and the root route import statically, directly or through
 * others. What they load with import() stays out (it loads on demand), and so does what only routes use.
 * The entry module itself stays out too: in the shell chunk it would run as soon as the root route's module
 * is imported, before React Router's bootstrap script has imported the route modules.
 */
export function shellChunkOf(id: string, context: ChunkingContext): string | null {
  if (publicPagesUse.test(id)) return "shell";
  return id !== pageRoots[0] && shellModules(context).has(id) ? "shell" : null;
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
