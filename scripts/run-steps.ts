import { spawn } from "node:child_process";

export type Step = { command: string; args: string[]; env?: Record<string, string>; cwd?: string };

/** Runs a command with inherited output; resolves with its exit code. */
export function runStep(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: "inherit",
      env: { ...process.env, ...step.env },
      ...(step.cwd ? { cwd: step.cwd } : {}),
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The local binary of a dev dependency, run with this (Node 24) process. */
export function bin(relativePath: string): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [new URL(`../node_modules/${relativePath}`, import.meta.url).pathname],
  };
}
