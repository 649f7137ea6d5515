import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { requireNode24 } from "./require-node.ts";
import { fillCompileCache } from "./server-process.ts";

// `npm start`: build the web app when no build exists yet, fill the compile cache, then run the server in this
// process (started by package.json with the Node flags, the compile cache and the malloc setting of
// scripts/server-process.ts).
requireNode24();
if (!existsSync(new URL("../apps/web/build/server/index.js", import.meta.url))) {
  process.stdout.write("No web build yet: building it once (about a minute on 2 cores)...\n");
  const build = spawnSync("npm", ["run", "build", "--silent", "-w", "@tirgus/web"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
fillCompileCache();
await import("../apps/server/src/main.ts");
