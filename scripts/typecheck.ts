import { requireNode24 } from "./require-node.ts";
import { bin, runStep } from "./run-steps.ts";

// TypeScript 7 (native tsc) over every package; the web app first gets React Router's route types.
requireNode24();
const reactRouter = bin("@react-router/dev/bin.cjs");
const typegen = await runStep({ ...reactRouter, args: [...reactRouter.args, "typegen"], cwd: "apps/web" });
if (typegen !== 0) process.exit(typegen);

const tsc = bin("typescript/bin/tsc");
let failed = 0;
for (const project of ["packages/domain", "apps/server", "apps/web", "."]) {
  if ((await runStep({ ...tsc, args: [...tsc.args, "-p", project] })) !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
