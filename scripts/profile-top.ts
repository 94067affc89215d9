// Prints the functions that took the most CPU time themselves (self time) in a V8 CPU profile, as written by
// `node --cpu-prof` (npm run bench -- distinct with BENCH_CPU_PROF=dir).
// Usage: npx tsx scripts/profile-top.ts <file.cpuprofile> [how many, default 15] [last seconds only]
// (a server's profile starts with its start-up: the last seconds are those of the requests measured last).
import { readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = "15", lastSeconds] = process.argv.slice(2);
if (!file) throw new Error("usage: npx tsx scripts/profile-top.ts <file.cpuprofile> [count]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
// Each sample's time belongs to the function on top of the stack then (its node).
const self = new Map<string, number>();
let total = 0;
const span = profile.timeDeltas.reduce((sum, d) => sum + d, 0);
const from = lastSeconds ? span - Number(lastSeconds) * 1e6 : 0;
let at = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)?.callFrame;
  const us = profile.timeDeltas[i] ?? 0;
  at += us;
  if (at < from) return;
  total += us;
  if (!frame) return;
  const where = frame.url ? `${path.relative(process.cwd(), frame.url.replace(/^file:\/\//, ""))}:${frame.lineNumber + 1}` : "";
  const key = `${frame.functionName || "(anonymous)"} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + us);
});
const busy = total - (self.get("(idle)") ?? 0);
console.log(`${(total / 1000).toFixed(0)} ms sampled, ${(busy / 1000).toFixed(0)} ms not idle (shares below are of that)`);
for (const [name, us] of [...self].filter(([name]) => name !== "(idle)").sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`${(us / 1000).toFixed(1).padStart(9)} ms  ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
}
