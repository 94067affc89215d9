import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** What the process printed (the last 20,000 characters), for a failing test's message. */
  output: () => string;
  /** SIGTERM, and waits for the process to exit; resolves with its exit code. */
  stop: () => Promise<number | null>;
}

/**
 * Starts the real server (`src/server/main.ts` through tsx, as `npm run serve` does) in its own process with
 * this environment, and resolves once GET /api/health responds 200. `node --import tsx` keeps it one process,
 * so a signal reaches the server itself.
 */
export async function startServerProcess(env: Record<string, string>, { timeoutMs = 90_000 } = {}): Promise<ServerProcess> {
  const port = env.PORT;
  if (!port) throw new Error("startServerProcess needs PORT");
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };

  const began = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}:\n${output}`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.status === 200) break;
    if (Date.now() - began > timeoutMs) {
      await stop();
      throw new Error(`the server on port ${port} was not healthy after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, output: () => output, stop };
}
