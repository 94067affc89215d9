// Part of npm run bench: the production server as a child process, and waiting for it to respond or stop.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The production server as `npm start` runs it: the build (dist/server/main.js, built by `npm run build` first when
 * missing), run by node itself, not npx, so that SIGTERM reaches the server and not only a wrapper, and the child's pid
 * is the server's (for its memory). Not the sources through tsx: its loader would be measured with every module a
 * request loads.
 */
export function startProductionServer(env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  if (!BUILT.every((file) => existsSync(path.resolve(file)))) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  return spawn(process.execPath, [...nodeArgs, "dist/server/main.js"], { stdio: "inherit", env: { NODE_ENV: "production", ...env } });
}

/** What the production server needs of the build: its own bundle, the admin portal's page and the Astro site. */
const BUILT = ["dist/server/main.js", "dist/web/index.html", "dist/site/server/entry.mjs"];

/** Resolves once `url` responds 2xx; a busy two-core machine can take minutes to compile and start a server. */
export async function waitForUrl(url: string) {
  for (let i = 0; i < 600; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not respond`);
}

/** Sends the signal and waits for the process to exit (at once if it already has). */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await new Promise((resolve) => child.once("exit", resolve));
}
