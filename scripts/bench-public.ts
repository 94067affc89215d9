// npm run bench -- public: the public reads a visitor's phone makes (a page's HTML, site settings, page texts,
// gallery, events, sermons) against the production server with demo content, side by side with nginx serving
// the same built index.html on this machine in the same run. autocannon, 20 connections, BENCH_SECONDS each.
// Each read is measured as a first visit (a full 200 response) and as a return visit (If-None-Match: 304), then
// once more with PUBLIC_CACHE_SECONDS=0 to show what the server's cache of public responses is worth.
import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureNginx, startNginx } from "./bench-nginx";
import { startProductionServer, stopProcess, waitForUrl } from "./bench-process";

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4321);
const NGINX_PORT = SERVER_PORT + 2;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const DIST = path.resolve("dist/web");

/**
 * What a browser sends. The larger responses go gzipped to every browser: the drawn pages' HTML (10 to 16 KB
 * gzipped, 40 to 90 KB plain) and the events (about 1.3 KB gzipped, 15 KB plain); nginx's index.html is 1.8 KB.
 */
const AS_BROWSERS_ASK = { "Accept-Encoding": "gzip, deflate, br" };

const READS: Array<[name: string, path: string, headers?: Record<string, string>]> = [
  ["/ (the home page's HTML)", "/"],
  ["/ as browsers ask (gzip)", "/", AS_BROWSERS_ASK],
  ["/events?lang=es (HTML)", "/events?lang=es"],
  ["/events?lang=es as browsers ask (gzip)", "/events?lang=es", AS_BROWSERS_ASK],
  ["GET /api/site", "/api/site"],
  ["GET /api/content", "/api/content"],
  ["GET /api/gallery?limit=4", "/api/gallery?limit=4"],
  ["GET /api/gallery/photos", "/api/gallery/photos"],
  ["GET /api/events", "/api/events"],
  ["GET /api/events as browsers ask (gzip)", "/api/events", AS_BROWSERS_ASK],
  ["GET /api/sermons", "/api/sermons"],
  ["GET /api/sermons/browse", "/api/sermons/browse"],
];

interface Measured {
  requests: number;
  p99: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  // A 304 is the response asked for with If-None-Match; autocannon counts it among the non-2xx.
  const notModified = headers["If-None-Match"] ? (result.statusCodeStats?.["304"]?.count ?? 0) : 0;
  return { requests: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx - notModified };
}

function row(name: string, m: Measured, nginx: number, note = "") {
  const share = `${Math.round((m.requests / nginx) * 100)}%`.padStart(5);
  console.log(
    `${name.padEnd(38)} ${String(m.requests).padStart(7)} req/s ${share} of nginx   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}${note}`,
  );
}

function startServer(dataDir: string, cacheSeconds: string): ChildProcess {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(SERVER_PORT), NODE_ENV: "production", LOG_LEVEL: "warn", PUBLIC_CACHE_SECONDS: cacheSeconds };
  return startProductionServer(env);
}

async function etagOf(url: string): Promise<string> {
  const res = await fetch(url);
  await res.arrayBuffer();
  const etag = res.headers.get("etag");
  if (!etag) throw new Error(`${url} sent no ETag`);
  return etag;
}

export async function benchPublic(): Promise<{ ok: boolean }> {
  if (!existsSync(path.join(DIST, "index.html")) || !existsSync(path.resolve("dist/site/server/entry.mjs"))) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  const prefix = mkdtempSync(path.join(tmpdir(), "church-bench-nginx-"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-bench-public-"));
  // Imported first: the server would otherwise import the Bible in the background while measured.
  execFileSync("npx", ["tsx", "scripts/bible-import.ts"], { stdio: "ignore", env: { ...process.env, DATA_DIR: dataDir } });
  const nginx = startNginx(ensureNginx(), prefix, NGINX_PORT, DIST);
  let server: ChildProcess | undefined;
  let ok = true;
  try {
    const nginxBase = `http://127.0.0.1:${NGINX_PORT}`;
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    await waitForUrl(`${nginxBase}/index.html`);
    const nginxPlain = await measure(`${nginxBase}/index.html`);
    const nginxEtag = await etagOf(`${nginxBase}/index.html`);
    const nginxNotModified = await measure(`${nginxBase}/index.html`, { "If-None-Match": nginxEtag });
    console.log(`\npublic reads (${DURATION_S} s each, ${CONNECTIONS} connections, autocannon on this machine)`);
    console.log(`nginx, the built index.html: ${nginxPlain.requests} req/s (p99 ${nginxPlain.p99} ms); with If-None-Match (304): ${nginxNotModified.requests} req/s (p99 ${nginxNotModified.p99} ms)`);

    for (const [label, cacheSeconds] of [["server, PUBLIC_CACHE_SECONDS=10 (the default)", "10"], ["server, PUBLIC_CACHE_SECONDS=0 (no cache)", "0"]] as const) {
      server = startServer(dataDir, cacheSeconds);
      await waitForUrl(`${base}/api/health`);
      console.log(`\n${label}`);
      for (const [name, urlPath, headers = {}] of READS) {
        const first = await measure(`${base}${urlPath}`, headers);
        row(`${name}`, first, nginxPlain.requests);
        const again = await measure(`${base}${urlPath}`, { ...headers, "If-None-Match": await etagOf(`${base}${urlPath}`) });
        row(`  again, If-None-Match (304)`, again, nginxNotModified.requests);
        if (first.errors + again.errors > 0) ok = false;
        // The target: cached public reads at half of nginx's rate or better.
        if (cacheSeconds !== "0" && first.requests < nginxPlain.requests / 2) console.log("  below half of nginx");
      }
      await stopProcess(server);
      server = undefined;
    }
  } finally {
    if (server) await stopProcess(server);
    await stopProcess(nginx, "SIGQUIT");
    rmSync(prefix, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { ok };
}
