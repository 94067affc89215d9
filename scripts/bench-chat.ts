// npm run bench -- chat: 2,000 viewers hold the live chat's SSE stream open while 20 members post, one message
// every 100 ms in all, for BENCH_CHAT_SECONDS. Reports delivery latency (post sent -> event read by a viewer)
// percentiles over every delivery, and checks that every viewer received every message exactly once. The viewers
// run in their own process (bench-chat-viewers.ts); each message carries its send time.
import { type ChildProcess, fork, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const PORT = Number(process.env.BENCH_CHAT_PORT ?? 4322);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const POSTERS = 20;
const INTERVAL_MS = 100;
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);

type ViewerMessage =
  | { type: "open" }
  | { type: "result"; deliveries: number; missing: number; duplicates: number; p50: number; p90: number; p99: number; max: number };

/** Healthy and done writing the posters' cookies (so a stale server on the port is never mistaken for it). */
async function waitForServer(base: string, cookiesFile: string) {
  for (let i = 0; i < 600; i++) {
    if (existsSync(cookiesFile) && (await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("chat bench server did not start");
}

/** One post on its own connection (a reused keep-alive socket the server has just closed would be reset). */
function post(cookie: string, base: string, body: string): Promise<number> {
  const payload = JSON.stringify({ body });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/api/watch/chat/messages",
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload), Cookie: cookie, Origin: base },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(payload);
  });
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
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/bench-chat-server.ts"], { stdio: "inherit", env });
  const base = `http://127.0.0.1:${PORT}`;
  let viewers: ChildProcess | undefined;
  const serverFailed = new Promise<never>((_, reject) => server.once("exit", (code) => reject(new Error(`the chat bench server exited (${code})`))));
  serverFailed.catch(() => {});
  try {
    await Promise.race([waitForServer(base, cookiesFile), serverFailed]);
    const cookies = JSON.parse(readFileSync(cookiesFile, "utf8")) as string[];
    const opening = performance.now();
    const child = fork("scripts/bench-chat-viewers.ts", [], {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, BENCH_CHAT_PORT: String(PORT), BENCH_VIEWERS: String(VIEWERS) },
    });
    viewers = child;
    const nextMessage = <T extends ViewerMessage["type"]>(type: T, timeoutMs: number) =>
      new Promise<Extract<ViewerMessage, { type: T }>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the viewers sent no ${type} within ${timeoutMs} ms`)), timeoutMs);
        const onMessage = (message: ViewerMessage) => {
          if (message.type !== type) return;
          clearTimeout(timer);
          child.off("message", onMessage);
          resolve(message as Extract<ViewerMessage, { type: T }>);
        };
        child.on("message", onMessage);
      });
    await nextMessage("open", 120_000);
    console.log(`\nlive chat: ${VIEWERS} viewers connected in ${Math.round(performance.now() - opening)} ms (${env.DATABASE_URL ? "PostgreSQL LISTEN/NOTIFY" : "PGlite, in-process bus"})`);

    const total = Math.floor((SECONDS * 1000) / INTERVAL_MS);
    let failed = 0;
    const posts: Promise<void>[] = [];
    const began = performance.now();
    for (let seq = 0; seq < total; seq++) {
      const due = began + seq * INTERVAL_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const cookie = cookies[seq % POSTERS] ?? "";
      const sentAt = performance.timeOrigin + performance.now();
      posts.push(post(cookie, base, `bench ${seq} ${sentAt.toFixed(3)}`).then((status) => void (status !== 201 && failed++)));
    }
    await Promise.all(posts);
    const result = nextMessage("result", 60_000);
    child.send({ type: "done", total });
    const { deliveries, missing, duplicates, p50, p90, p99, max } = await result;
    console.log(
      `${total} messages from ${POSTERS} posters every ${INTERVAL_MS} ms over ${SECONDS} s; ${failed} posts refused; ` +
        `${deliveries} deliveries of ${total * VIEWERS} expected`,
    );
    console.log(`delivery latency   p50 ${p50.toFixed(1)} ms   p90 ${p90.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   max ${max.toFixed(1)} ms`);
    console.log(`dropped ${missing}, duplicated ${duplicates}: ${missing === 0 && duplicates === 0 && failed === 0 ? "none lost" : "LOST OR REFUSED MESSAGES"}`);
    return { ok: missing === 0 && duplicates === 0 && failed === 0 && p99 < 200, p99 };
  } finally {
    viewers?.kill("SIGTERM");
    server.kill("SIGTERM");
    if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
