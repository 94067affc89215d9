// npm run bench -- spike: a Sunday morning. The production server (src/server/main.ts) on a fresh embedded
// database with the demo content and the live stream on; 2,000 viewers hold /watch's live chat stream (SSE)
// open, 200 page views a second arrive for SPIKE_SECONDS (120), and members chat, two messages a second.
// A page view is a page's HTML with the API reads that page makes, all at once as a browser does; one view in
// four is a first visit that also fetches the app's script and style sheet. Latency counts from when the view
// was due (so a slow server can't hide its queue). Passes with p99 under 300 ms, the server's memory under
// 1 GiB, no failed request and every chat message delivered to every viewer.
import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { postChat, startViewers } from "./bench-chat-client";
import { startProductionServer, stopProcess, waitForUrl } from "./bench-process";

const PORT = Number(process.env.BENCH_SPIKE_PORT ?? 4324);
const SECONDS = Number(process.env.SPIKE_SECONDS ?? 120);
const VIEWS_PER_SECOND = Number(process.env.SPIKE_VIEWS_PER_SECOND ?? 200);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const POSTERS = 20;
const CHAT_INTERVAL_MS = 500;
const BUDGET = { p99Ms: 300, rssBytes: 1024 ** 3 };
const SLOW_VIEW_MS = 100;

/** Which pages visitors open on a Sunday morning, and what each page asks the API for as it loads. */
const PAGES: Array<{ share: number; requests: string[] }> = [
  { share: 50, requests: ["/watch", "/api/site", "/api/content", "/api/account/me", "/api/sermons/live", "/api/watch/chat"] },
  { share: 25, requests: ["/", "/api/site", "/api/content", "/api/account/me", "/api/gallery?limit=4", "/api/events/summary"] },
  { share: 15, requests: ["/sermons", "/api/site", "/api/content", "/api/account/me", "/api/sermons", "/api/sermons/browse"] },
  { share: 10, requests: ["/events", "/api/site", "/api/content", "/api/account/me", "/api/events"] },
];

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One GET as a browser sends it; resolves with the status, or the error's code when the connection failed. */
function get(urlPath: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port: PORT, path: urlPath, agent, headers: { "Accept-Encoding": "gzip" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    // A reset on a kept-alive connection is told apart: the server may have closed it just as this was sent.
    req.on("error", (err: NodeJS.ErrnoException) => resolve(`${err.code ?? err.message}${req.reusedSocket ? " on a reused connection" : ""}`));
  });
}

function rssOf(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The built app's entry script and style sheet, fetched by first-time visitors. */
function appAssets(): string[] {
  const html = readFileSync(path.resolve("dist/web/index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "").filter(Boolean);
}

export async function benchSpike(): Promise<{ ok: boolean }> {
  if (!existsSync(path.resolve("dist/web/index.html")) || !existsSync(path.resolve("dist/site/server/entry.mjs"))) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-bench-spike-"));
  const cookiesFile = path.join(dataDir, "cookies.json");
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    AUTH_SECRET: "spike-bench-secret-0123456789abcdefghijklmnop",
    BENCH_POSTERS: String(POSTERS),
    BENCH_COOKIES: cookiesFile,
  };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  // The Bible first, so the server does not import it in the background while measured; then demo content,
  // the live stream on and the chatting members.
  execFileSync("npx", ["tsx", "scripts/bible-import.ts"], { stdio: "ignore", env });
  execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-spike-prep.ts"], { stdio: "inherit", env });
  const cookies = JSON.parse(readFileSync(cookiesFile, "utf8")) as string[];
  const assets = appAssets();
  const base = `http://127.0.0.1:${PORT}`;
  // BENCH_CPU_PROF=1 writes the server's CPU profile to /tmp/spike-prof.
  const server = startProductionServer(env, process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/spike-prof"] : []);
  let viewers: ChildProcess | undefined;
  let finished = false;
  try {
    await waitForUrl(`${base}/api/health`);
    server.once("exit", (code, signal) => void (!finished && console.log(`the server exited during the run (${signal ?? `code ${code}`})`)));
    const { child, next: nextMessage } = startViewers(PORT, VIEWERS);
    viewers = child;
    const opening = performance.now();
    await nextMessage("open", 180_000);
    console.log(`\nSunday spike: ${VIEWERS} viewers on the live chat stream (opened in ${Math.round(performance.now() - opening)} ms)`);

    const rssSamples: number[] = [];
    const sampler = setInterval(() => rssSamples.push(rssOf(server.pid)), 500);
    const viewTimes: number[] = [];
    const requestTimes: number[] = [];
    const byPath = new Map<string, number[]>();
    let failedRequests = 0;
    /** When the slow views were due (second into the run), to tell a warm-up or a stall from a steady cost. */
    const slowViewsBySecond = new Map<number, number>();
    /** What each failed request was ("path: status or error code") and when it was sent (seconds into the run). */
    const failures = new Map<string, number[]>();
    let requestCount = 0;
    let failedPosts = 0;
    const pending: Promise<void>[] = [];
    const weighted = PAGES.flatMap((page) => Array.from({ length: page.share }, () => page));
    const totalViews = SECONDS * VIEWS_PER_SECOND;
    const totalMessages = Math.floor((SECONDS * 1000) / CHAT_INTERVAL_MS);
    const began = performance.now();
    let message = 0;
    for (let view = 0; view < totalViews; view++) {
      const due = began + (view * 1000) / VIEWS_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      while (message < totalMessages && began + message * CHAT_INTERVAL_MS <= performance.now()) {
        const sentAt = performance.timeOrigin + performance.now();
        const cookie = cookies[message % cookies.length] ?? "";
        pending.push(postChat(PORT, cookie, `http://localhost:${PORT}`, `bench ${message} ${sentAt.toFixed(3)}`).then((status) => void (status !== 201 && failedPosts++)));
        message++;
      }
      const page = weighted[view % weighted.length] ?? weighted[0];
      const paths = [...(page?.requests ?? []), ...(view % 4 === 0 ? assets : [])];
      pending.push(
        Promise.all(
          paths.map(async (p) => {
            const sent = performance.now();
            const status = await get(p);
            requestCount++;
            requestTimes.push(performance.now() - sent);
            const kind = p.startsWith("/assets/") ? "/assets/* (first visits)" : p;
            const times = byPath.get(kind) ?? [];
            times.push(performance.now() - sent);
            byPath.set(kind, times);
            if (typeof status === "string" || status < 200 || status >= 400) {
              failedRequests++;
              const what = `${kind}: ${status}`;
              failures.set(what, [...(failures.get(what) ?? []), Math.round((sent - began) / 1000)]);
            }
          }),
        ).then(() => {
          const took = performance.now() - due;
          viewTimes.push(took);
          if (took > SLOW_VIEW_MS) slowViewsBySecond.set(Math.floor((due - began) / 1000), (slowViewsBySecond.get(Math.floor((due - began) / 1000)) ?? 0) + 1);
        }),
      );
    }
    await Promise.all(pending);
    clearInterval(sampler);
    const elapsed = (performance.now() - began) / 1000;
    const result = nextMessage("result", 60_000);
    child.send({ type: "done", total: message });
    const chat = await result;

    const views = Float64Array.from(viewTimes).sort();
    const requests = Float64Array.from(requestTimes).sort();
    const maxRss = Math.max(...rssSamples);
    console.log(`${viewTimes.length} page views in ${elapsed.toFixed(1)} s (${(viewTimes.length / elapsed).toFixed(0)}/s), ${requestCount} requests, ${failedRequests} failed`);
    console.log(`page view (all its requests, from when it was due)   p50 ${percentile(views, 50).toFixed(1)} ms   p99 ${percentile(views, 99).toFixed(1)} ms   max ${percentile(views, 100).toFixed(1)} ms`);
    console.log(`one request                                           p50 ${percentile(requests, 50).toFixed(1)} ms   p99 ${percentile(requests, 99).toFixed(1)} ms`);
    const slowest = [...slowViewsBySecond].sort((a, b) => b[1] - a[1]).slice(0, 8).sort((a, b) => a[0] - b[0]);
    const slowCount = [...slowViewsBySecond.values()].reduce((sum, n) => sum + n, 0);
    console.log(`views over ${SLOW_VIEW_MS} ms: ${slowCount}; most in second ${slowest.map(([second, n]) => `${second} (${n})`).join(", ") || "none"}`);
    for (const [what, at] of failures) console.log(`  failed: ${what}, ${at.length} times, sent at ${at.join(", ")} s`);
    for (const [p, times] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = Float64Array.from(times).sort();
      console.log(`  ${p.padEnd(28)} ${String(times.length).padStart(6)} requests   p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms`);
    }
    console.log(`server memory (RSS) at most ${(maxRss / 1024 ** 2).toFixed(0)} MiB`);
    console.log(
      `live chat: ${message} messages, ${failedPosts} refused; ${chat.deliveries} of ${message * VIEWERS} deliveries, ${chat.missing} missing, ${chat.duplicates} duplicated; ` +
        `delivery p50 ${chat.p50.toFixed(1)} ms   p99 ${chat.p99.toFixed(1)} ms`,
    );
    const ok =
      percentile(views, 99) < BUDGET.p99Ms && maxRss < BUDGET.rssBytes && failedRequests === 0 && failedPosts === 0 && chat.missing === 0 && chat.duplicates === 0;
    console.log(ok ? "within budget (p99 < 300 ms, memory < 1 GiB, no errors)" : "OVER BUDGET OR FAILED");
    return { ok };
  } finally {
    finished = true;
    viewers?.kill("SIGTERM");
    agent.destroy();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
