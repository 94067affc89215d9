// Runs npm scripts side by side and fails if any fails: `node scripts/parallel.mjs typecheck lint`.
// Type checking and linting each use one core; together they take the time of the slower one.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn("npm", ["run", "-s", name], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => resolve({ name, code, output }));
      }),
  ),
);
for (const { name, code, output } of results) {
  console.log(`── npm run ${name}: ${code === 0 ? "passed" : `failed (exit ${code})`}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
