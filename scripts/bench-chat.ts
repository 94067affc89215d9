// npm run bench -- chat: 2,000 viewers hold the live chat's SSE stream open while 20 members post, one message
// every 100 ms in all, for BENCH_CHAT_SECONDS. Reports delivery latency (post sent -> event read by a viewer)
// percentiles over every delivery, and checks that every viewer received every message exactly once.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const PORT = Number(process.env.BENCH_CHAT_PORT ?? 4322);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const POSTERS = 20;
const INTERVAL_MS = 100;
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);

function percentile(sorted: Float64Array, p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Healthy and done writing the posters' cookies (so a stale server on the port is never mistaken for it). */
async function waitForServer(base: string, cookiesFile: string) {
  for (let i = 0; i < 600; i++) {
    if (existsSync(cookiesFile) && (await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("chat bench server did not start");
}

interface Viewer {
  received: Set<number>;
  duplicates: number;
}

/** One SSE connection read with node:http: cheap enough for thousands in one process. */
function openViewer(agent: http.Agent, sent: Map<number, number>, latencies: number[], onOpen: () => void): { viewer: Viewer; close: () => void } {
  const viewer: Viewer = { received: new Set(), duplicates: 0 };
  let buffer = "";
  let opened = false;
  let closed = false;
  let req: http.ClientRequest | undefined;
  // A refused connection (a full accept queue while 2,000 arrive at once) tries again, as EventSource would.
  const connect = () => {
    req = http.get({ host: "127.0.0.1", port: PORT, path: "/api/watch/chat/stream", agent, headers: { Accept: "text/event-stream" } }, (res) => {
      res.setEncoding("utf8");
      opened = true;
      onOpen();
      res.on("data", (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const match = /"body":"bench (\d+)"/.exec(frame);
          if (!match) continue;
          const seq = Number(match[1]);
          if (viewer.received.has(seq)) viewer.duplicates++;
          viewer.received.add(seq);
          const at = sent.get(seq);
          if (at !== undefined) latencies.push(now - at);
        }
      });
    });
    req.on("error", () => {
      if (!opened && !closed) setTimeout(connect, 200);
    });
  };
  connect();
  return {
    viewer,
    close: () => {
      closed = true;
      req?.destroy();
    },
  };
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const closers: (() => void)[] = [];
  try {
    await waitForServer(base, cookiesFile);
    const cookies = JSON.parse(readFileSync(cookiesFile, "utf8")) as string[];
    const sent = new Map<number, number>();
    const latencies: number[] = [];
    const viewers: Viewer[] = [];
    let open = 0;
    const opening = performance.now();
    for (let i = 0; i < VIEWERS; i++) {
      const { viewer, close } = openViewer(agent, sent, latencies, () => open++);
      viewers.push(viewer);
      closers.push(close);
      if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    while (open < VIEWERS) {
      if (performance.now() - opening > 120_000) throw new Error(`only ${open} of ${VIEWERS} viewers connected`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
      sent.set(seq, performance.now());
      posts.push(post(cookie, base, `bench ${seq}`).then((status) => void (status !== 201 && failed++)));
    }
    await Promise.all(posts);
    // Let the last messages arrive.
    const settle = performance.now();
    while (latencies.length < total * VIEWERS && performance.now() - settle < 5000) await new Promise((resolve) => setTimeout(resolve, 50));

    const sorted = Float64Array.from(latencies).sort();
    const missing = viewers.reduce((sum, v) => sum + (total - v.received.size), 0);
    const duplicates = viewers.reduce((sum, v) => sum + v.duplicates, 0);
    console.log(
      `${total} messages from ${POSTERS} posters every ${INTERVAL_MS} ms over ${SECONDS} s; ${failed} posts refused; ` +
        `${latencies.length} deliveries of ${total * VIEWERS} expected`,
    );
    console.log(
      `delivery latency   p50 ${percentile(sorted, 50).toFixed(1)} ms   p90 ${percentile(sorted, 90).toFixed(1)} ms   ` +
        `p99 ${percentile(sorted, 99).toFixed(1)} ms   max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`,
    );
    console.log(`dropped ${missing}, duplicated ${duplicates}: ${missing === 0 && duplicates === 0 && failed === 0 ? "none lost" : "LOST OR REFUSED MESSAGES"}`);
    const p99 = percentile(sorted, 99);
    return { ok: missing === 0 && duplicates === 0 && failed === 0 && p99 < 200, p99 };
  } finally {
    for (const close of closers) close();
    agent.destroy();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
