import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");

/** What a command printed and how it ended: its exit code (0 on success), its output and its errors. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One of the project's TypeScript entry points run as a person runs it in a terminal (`npm run admin:create`,
 * `npm run bible:import`, the server itself), from the project's folder with this environment added; a failure is a
 * result to check, not an exception.
 */
export function runEntryPoint(entry: string, env: Record<string, string>, ...args: string[]): Promise<CommandResult> {
  return run(process.execPath, ["--import", "tsx", entry, ...args], { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (err: { code?: number; stdout?: string; stderr?: string }) => ({ code: err.code ?? -1, stdout: err.stdout ?? "", stderr: err.stderr ?? "" }),
  );
}
