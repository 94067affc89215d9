// npm run bench -- chat: 2,000 viewers hold the live chat's SSE stream open while 20 members post, one message
// every 100 ms in all, for BENCH_CHAT_SECONDS. Reports delivery latency (post sent -> event read by a viewer)
// percentiles over every delivery, and checks that every viewer received every message exactly once. The viewers
// run in their own process (bench-chat-viewers.ts); each message carries its send time. BENCH_CPU_PROF=1 writes a
// CPU profile of the server to /tmp/chat-prof.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { postChat, startViewers } from "./bench-chat-client";

const PORT = Number(process.env.BENCH_CHAT_PORT ?? 4322);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const POSTERS = 20;
const INTERVAL_MS = 100;
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);

/** User + system CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Healthy and done writing the posters' cookies (so a stale server on the port is never mistaken for it). */
async function waitForServer(base: string, cookiesFile: string) {
  for (let i = 0; i < 600; i++) {
    if (existsSync(cookiesFile) && (await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("chat bench server did not start");
}

export async function benchChat() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-bench-chat-"));
  const cookiesFile = path.join(dataDir, "cookies.json");
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    BENCH_POSTERS: String(POSTERS),
    BENCH_COOKIES: cookiesFile,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  };
  if (!env.DATABASE_URL) delete (env as Record<string, string | undefined>).DATABASE_URL;
  const server = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/chat-prof"] : []), "--import", "tsx", "scripts/bench-chat-server.ts"], { stdio: "inherit", env });
  const base = `http://127.0.0.1:${PORT}`;
  let viewers: ChildProcess | undefined;
  const serverFailed = new Promise<never>((_, reject) => server.once("exit", (code) => reject(new Error(`the chat bench server exited (${code})`))));
  serverFailed.catch(() => {});
  try {
    await Promise.race([waitForServer(base, cookiesFile), serverFailed]);
    const cookies = JSON.parse(readFileSync(cookiesFile, "utf8")) as string[];
    const opening = performance.now();
    const { child, next: nextMessage } = startViewers(PORT, VIEWERS);
    viewers = child;
    await nextMessage("open", 120_000);
    console.log(`\nlive chat: ${VIEWERS} viewers connected in ${Math.round(performance.now() - opening)} ms (${env.DATABASE_URL ? "PostgreSQL LISTEN/NOTIFY" : "PGlite, in-process bus"})`);

    const total = Math.floor((SECONDS * 1000) / INTERVAL_MS);
    let failed = 0;
    const posts: Promise<void>[] = [];
    const serverCpuBefore = cpuSecondsOf(server.pid);
    const began = performance.now();
    for (let seq = 0; seq < total; seq++) {
      const due = began + seq * INTERVAL_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const cookie = cookies[seq % POSTERS] ?? "";
      const sentAt = performance.timeOrigin + performance.now();
      posts.push(postChat(PORT, cookie, base, `bench ${seq} ${sentAt.toFixed(3)}`).then((status) => void (status !== 201 && failed++)));
    }
    await Promise.all(posts);
    const result = nextMessage("result", 60_000);
    child.send({ type: "done", total });
    const { cpuSeconds, deliveries, missing, duplicates, p50, p90, p99, max } = await result;
    const serverCpu = cpuSecondsOf(server.pid) - serverCpuBefore;
    console.log(
      `${total} messages from ${POSTERS} posters every ${INTERVAL_MS} ms over ${SECONDS} s; ${failed} posts refused; ` +
        `${deliveries} deliveries of ${total * VIEWERS} expected`,
    );
    console.log(`delivery latency   p50 ${p50.toFixed(1)} ms   p90 ${p90.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   max ${max.toFixed(1)} ms`);
    console.log(`CPU used while posting and reading: server ${serverCpu.toFixed(1)} s, viewers ${cpuSeconds.toFixed(1)} s (of ${SECONDS} s on ${availableParallelism()} cores)`);
    console.log(`dropped ${missing}, duplicated ${duplicates}: ${missing === 0 && duplicates === 0 && failed === 0 ? "none lost" : "LOST OR REFUSED MESSAGES"}`);
    return { ok: missing === 0 && duplicates === 0 && failed === 0 && p99 < 200, p99 };
  } finally {
    viewers?.kill("SIGTERM");
    server.kill("SIGTERM");
    if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
