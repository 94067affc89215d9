// npm run bench -- table: one table, from one run, of every read the public pages and the member portal make,
// for guests and for signed-in members, with the server's cache of public responses on (PUBLIC_CACHE_SECONDS=10,
// the default) and off (0), on the embedded database and on PostgreSQL, beside nginx serving the built
// index.html on the same machine in the same run. autocannon, 20 connections, BENCH_SECONDS each (default 3).
// Prints the table as Markdown (docs/performance.md, "Throughput of every read", is this output).
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server on which the
// bench creates a database of its own and drops it after; BENCH_POSTGRES=0 skips it.
import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureNginx, startNginx } from "./bench-nginx";
import { embeddedDatabase, postgresDatabase } from "./bench-databases";
import { startProductionServer, stopProcess, waitForUrl } from "./bench-process";

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4321);
const NGINX_PORT = SERVER_PORT + 2;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 20;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const DIST = path.resolve("dist/web");
const AS_BROWSERS_ASK = { "Accept-Encoding": "gzip, deflate, br" };

interface Read {
  name: string;
  path: string;
  who: "guest" | "member";
  headers?: Record<string, string>;
}

/** What a visitor's phone asks for on the public pages: the API reads, then the drawn pages as browsers ask. */
const GUEST_READS: Read[] = [
  ...["/api/site", "/api/content", "/api/events", "/api/sermons", "/api/sermons/browse", "/api/gallery/photos", "/api/prayer", "/api/study/guides/current", "/api/bible/web/JHN/3"].map(
    (p): Read => ({ name: p, path: p, who: "guest" }),
  ),
  ...["/", "/events?lang=es", "/sermons", "/study/JHN/3"].map((p): Read => ({ name: `${p} (drawn page, gzip)`, path: p, who: "guest", headers: AS_BROWSERS_ASK })),
];

/** A Sunday morning in the member portal: their events with their RSVPs, giving, the prayer wall, study notes. */
const MEMBER_READS: Read[] = [
  "/api/events",
  "/api/events/mine",
  "/api/giving/me/gifts",
  "/api/prayer",
  "/api/prayer/mine",
  "/api/my-study/annotations/JHN/3",
  "/api/account/me",
].map((p): Read => ({ name: p, path: p, who: "member" }));

interface Measured {
  requests: number;
  p99: number;
  errors: number;
}

/** Requests sent one after another before a read is measured: its code loaded and its first drawing done. */
const WARM_UP_REQUESTS = 5;
/** Then a second of the same load, not counted: the read's code optimised by V8 as a server running for hours has it. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);

async function measure(read: Read, cookies: string[]): Promise<Measured> {
  // Measured as it runs once warm: the first drawing of a page after a start loads its code (about a second),
  // which otherwise became the p99 of every request waiting for it.
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const cookie: Record<string, string> = read.who === "member" ? { cookie: cookies[i % cookies.length] ?? "" } : {};
    await (await fetch(`http://127.0.0.1:${SERVER_PORT}${read.path}`, { headers: { ...read.headers, ...cookie } })).arrayBuffer();
  }
  let next = 0;
  const load = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${SERVER_PORT}${read.path}`,
      connections: CONNECTIONS,
      duration,
      headers: read.headers ?? {},
      // Each request as another member: 200 sessions, not one member asking 20 times at once.
      requests:
        read.who === "member"
          ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[next++ % cookies.length] ?? "" } }) }]
          : undefined,
    });
  if (WARM_UP_SECONDS > 0) await load(WARM_UP_SECONDS);
  const result = await load(DURATION_S);
  return { requests: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const embedded = () => embeddedDatabase("table");
const postgres = () => postgresDatabase("table");

type Results = Map<string, Map<string, Measured>>;

function record(results: Results, read: Read, column: string, m: Measured) {
  const key = `${read.who} ${read.name}`;
  if (!results.has(key)) results.set(key, new Map());
  results.get(key)?.set(column, m);
}

function cell(m: Measured | undefined, nginx: number): string {
  if (!m) return "";
  const share = Math.round((m.requests / nginx) * 100);
  return `${m.requests.toLocaleString("en-US")} (${share} %), p99 ${m.p99} ms${m.errors > 0 ? `, **${m.errors} errors**` : ""}`;
}

export async function benchTable(): Promise<{ ok: boolean }> {
  if (!existsSync(path.join(DIST, "index.html")) || !existsSync(path.resolve("dist/server/main.js"))) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  const prefix = mkdtempSync(path.join(tmpdir(), "church-bench-nginx-"));
  const nginx = startNginx(ensureNginx(), prefix, NGINX_PORT, DIST);
  const results: Results = new Map();
  const columns: string[] = [];
  let server: ChildProcess | undefined;
  let ok = true;
  try {
    await waitForUrl(`http://127.0.0.1:${NGINX_PORT}/index.html`);
    const nginxRun = await autocannon({ url: `http://127.0.0.1:${NGINX_PORT}/index.html`, connections: CONNECTIONS, duration: DURATION_S });
    const nginxRate = Math.round(nginxRun.requests.average);
    const setups = process.env.BENCH_POSTGRES === "0" ? [embedded] : [embedded, postgres];
    for (const make of setups) {
      const setup = await make();
      try {
        // One AUTH_SECRET for the preparing process and the server, so the members' sessions are the server's.
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          ...setup.env,
          AUTH_SECRET: "table-bench-secret-0123456789abcdefghijklmnop",
          PORT: String(SERVER_PORT),
          NODE_ENV: "production",
          LOG_LEVEL: "warn",
        };
        if (!setup.env.DATABASE_URL) delete env.DATABASE_URL;
        const cookiesFile = path.join(setup.env.DATA_DIR ?? tmpdir(), "bench-cookies.json");
        console.log(`\n${setup.label}: importing the Bible, seeding the demo content and signing in ${MEMBERS} members`);
        execFileSync(process.execPath, ["--import", "tsx", "scripts/bible-import.ts"], { stdio: "ignore", env });
        execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-table-prep.ts"], {
          stdio: "inherit",
          env: { ...env, TRUST_PROXY: "true", BENCH_MEMBERS: String(MEMBERS), BENCH_COOKIES: cookiesFile },
        });
        const cookies = JSON.parse(readFileSync(cookiesFile, "utf8")) as string[];
        for (const cacheSeconds of ["10", "0"]) {
          const column = `${setup.label}, ${cacheSeconds === "0" ? "no cache" : "with the cache"}`;
          columns.push(column);
          server = startProductionServer({ ...env, PUBLIC_CACHE_SECONDS: cacheSeconds });
          await waitForUrl(`http://127.0.0.1:${SERVER_PORT}/api/health`);
          console.log(`\n${column} (req/s, share of nginx's ${nginxRate}, p99)`);
          for (const read of [...GUEST_READS, ...MEMBER_READS]) {
            const m = await measure(read, cookies);
            record(results, read, column, m);
            console.log(`  ${read.who.padEnd(6)} ${read.name.padEnd(36)} ${cell(m, nginxRate)}`);
            if (m.errors > 0) ok = false;
          }
          await stopProcess(server);
          server = undefined;
        }
      } finally {
        if (server) await stopProcess(server);
        server = undefined;
        await setup.cleanUp();
      }
    }

    console.log(`\n\`npm run bench -- table\`, ${new Date().toISOString().slice(0, 10)}, ${DURATION_S} s a read, ${CONNECTIONS} connections, ${MEMBERS} members.`);
    console.log(`nginx, the built index.html: ${nginxRate.toLocaleString("en-US")} req/s (p99 ${nginxRun.latency.p99} ms).\n`);
    console.log(`| who | read | ${columns.join(" | ")} |`);
    console.log(`|---|---|${columns.map(() => "---").join("|")}|`);
    for (const read of [...GUEST_READS, ...MEMBER_READS]) {
      const row = results.get(`${read.who} ${read.name}`);
      console.log(`| ${read.who} | \`${read.name}\` | ${columns.map((c) => cell(row?.get(c), nginxRate)).join(" | ")} |`);
    }
    // Members' pages no slower than twice a guest's: the same reads, side by side.
    for (const column of columns) {
      for (const p of ["/api/events", "/api/prayer"]) {
        const guest = results.get(`guest ${p}`)?.get(column);
        const member = results.get(`member ${p}`)?.get(column);
        if (guest && member) console.log(`${column}: ${p} a member ${member.requests} req/s, a guest ${guest.requests} (${(guest.requests / Math.max(1, member.requests)).toFixed(1)}x)`);
      }
    }
  } finally {
    if (server) await stopProcess(server);
    await stopProcess(nginx, "SIGQUIT");
    rmSync(prefix, { recursive: true, force: true });
  }
  return { ok };
}
