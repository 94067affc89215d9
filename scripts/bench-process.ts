// Part of npm run bench: the production server as a child process, and waiting for it to answer or stop.
import { type ChildProcess, spawn } from "node:child_process";

/**
 * The production server (src/server/main.ts) run by node itself, not npx, so that SIGTERM reaches the server and
 * not only a wrapper, and the child's pid is the server's (for its memory).
 */
export function startProductionServer(env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/server/main.ts"], { stdio: "inherit", env });
}

/** Resolves once `url` answers 2xx; a busy two-core machine can take minutes to compile and start a server. */
export async function waitForUrl(url: string) {
  for (let i = 0; i < 600; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Sends the signal and waits for the process to exit (at once if it already has). */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await new Promise((resolve) => child.once("exit", resolve));
}
