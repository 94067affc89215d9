// npm run bench -- distinct (issue 49, item 5): the server's own cost of a page and of an API read, measured
// fairly. It reads many different addresses one at a time, each once: every public page of the sitemap (both
// languages, every sermon), every chapter of a book, every event, product and study guide, and behind them the API
// reads of every chapter, event, sermon, series, topic, speaker, product and guide. No two requests share a
// computation and no cache serves one the response of an earlier request for the same address, unlike the table's 20
// connections asking for one address. For each address (gzipped as browsers ask) it reports the CPU time the
// server's threads and its PostgreSQL connections ran for it (Linux's /proc schedstat, in nanoseconds: the
// server's own cost even on a busy shared machine), and the time from request to last byte on loopback (a static
// file's is printed beside it). PGlite and PostgreSQL, each with the server's cache of public responses off
// (PUBLIC_CACHE_SECONDS=0) and on (10): two server processes side by side, each address read by one and then the
// other, the order switched every address, so both columns have the machine at the same speed; it prints the
// median of the pairs' differences too. Before and after, it reads the machine's speed as the speed gate does
// (Lighthouse's benchmarkIndex), and prints it with the table.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server on which the
// bench creates a database of its own and drops it after; BENCH_POSTGRES=0 skips it.
// Before it measures, each server reads other addresses (other books' chapters, addresses with no page) so V8 has
// compiled its hot code, as in a server that has been running; BENCH_WARMUP=0 measures a fresh process instead.
// BENCH_CPU_PROF=dir writes each server's CPU profile there (node --cpu-prof; read it with
// `npx tsx scripts/profile-top.ts <file>`).
import { type ChildProcess, execFileSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import pg from "pg";
import type { EventList } from "../src/shared/events";
import type { SermonFacets, SermonPage } from "../src/shared/sermons";
import type { StoreCatalogue } from "../src/shared/store";
import type { StudyGuideArchive } from "../src/shared/study";
import { embeddedDatabase, postgresDatabase } from "./bench-databases";
import { median } from "./lighthouse-calibration";
import { startProductionServer, stopProcess, waitForUrl } from "./bench-process";

const PORT = Number(process.env.BENCH_PORT ?? 4321);
const BASE = `http://127.0.0.1:${PORT}`;
/** Issue 49's targets on this machine, milliseconds. */
const TARGET = { page: 10, api: 2 } as const;
/** The book whose every chapter is read, as a page and in each translation. */
const BOOK = "JHN";
const TRANSLATIONS = ["web", "kjv", "rv1909"];
const BIBLE_PROBES = TRANSLATIONS.map((t) => `/api/bible/${t}/${BOOK}/1`);
/**
 * Read before the measuring starts, never measured: a server that has run for a while has had its hot code compiled
 * by V8, and a fresh process reading its first few thousand pages has not. Read one at a time from a fresh process,
 * the page of an address with no page (the header, the footer and the player every page has, and nothing else) cost
 * 12.4 ms of CPU in the first 250 reads, 7.2 ms by the 1,000th, and about 5 ms from the 3,000th on, where it stayed
 * to the 5,000th; with V8's optimising compilers off (`--no-opt --no-maglev`) it stayed at 12 to 20 ms all along
 * (6 December, docs/performance.md). So the warm-up reads 3,000 addresses: the chapters of the other books (as pages in
 * both languages and in each translation's API, in the Bible's order), and every tenth an address with no page, whose
 * cost, printed by the thousand, shows the warming has levelled off. Other books' chapters share no response and no
 * read with the measured ones, and neither do addresses with no page. BENCH_WARMUP=0 measures a fresh process.
 */
const WARM_UP_READS = 3_000;
/** Every tenth warm-up read is an address with no page. */
const WARM_MISSING_EVERY = 10;
const WARM_UP = process.env.BENCH_WARMUP !== "0";

type Kind = "page" | "api";
interface Address {
  kind: Kind;
  /** What the address is one of ("event page", "chapter (API)"): the first of each group warms its code. */
  group: string;
  path: string;
}

/**
 * The CPU time every thread of a process has run, in milliseconds, from /proc/<pid>/task/<tid>/schedstat
 * (nanoseconds, Linux): the server's own work, whatever else the machine does meanwhile. Wall-clock times on a
 * shared machine count the other processes' turns on the cores too.
 */
function cpuMs(pids: number[]): number {
  let ns = 0;
  for (const pid of pids) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // gone
    }
    for (const tid of tasks) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // the thread ended between the two reads
      }
    }
  }
  return ns / 1e6;
}

/** The PostgreSQL server processes that serve one server's pool (its application_name), when there is one. */
async function backendPids(databaseUrl: string | undefined, application: string): Promise<number[]> {
  if (!databaseUrl) return [];
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test" });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and application_name = $2", [new URL(databaseUrl).pathname.slice(1), application]);
    return rows.map((r) => r.pid);
  } finally {
    await admin.end();
  }
}

/** One request to one of the two servers, timed from its start to its last (compressed) byte; the body is not decompressed. */
function timedGet(urlPath: string, twin: { base: string; agent: http.Agent }): Promise<{ ms: number; status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const req = http.get(`${twin.base}${urlPath}`, { agent: twin.agent, headers: { "Accept-Encoding": "gzip, deflate, br", Accept: "text/html,application/json;q=0.9,*/*;q=0.8" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve({ ms: performance.now() - began, status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

async function json<T>(urlPath: string): Promise<T> {
  const res = await fetch(`${BASE}${urlPath}`);
  if (!res.ok) throw new Error(`${urlPath} responded ${res.status}`);
  return (await res.json()) as T;
}

const both = (p: string) => [p, `${p}${p.includes("?") ? "&" : "?"}lang=es`];

/** Every address the bench reads, from the site's own sitemap and API lists (nothing typed in by hand). */
async function addresses(): Promise<Address[]> {
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const sitemapPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL((m[1] ?? "").replaceAll("&amp;", "&"));
    return `${url.pathname}${url.search}`;
  });
  const { books } = await json<{ books: { id: string; chapterCount: number }[] }>(`/api/bible/web/books`);
  const chapters = books.find((b) => b.id === BOOK)?.chapterCount ?? 0;
  if (chapters === 0) throw new Error(`${BOOK} has no chapters`);
  const chapterNumbers = Array.from({ length: chapters }, (_, i) => i + 1);
  const { occurrences } = await json<EventList>("/api/events");
  const { products } = await json<StoreCatalogue>("/api/store/products");
  const guides: string[] = [];
  for (let page = 1; ; page++) {
    const archive = await json<StudyGuideArchive>(`/api/study/guides?page=${page}`);
    guides.push(...archive.guides.map((g) => g.weekStart));
    if (page >= archive.pageCount) break;
  }
  const facets = await json<SermonFacets>("/api/sermons/browse");
  const sermonSlugs: string[] = [];
  const first = await json<SermonPage>("/api/sermons");
  for (let page = 1; page <= first.pageCount; page++) {
    const list = page === 1 ? first : await json<SermonPage>(`/api/sermons?page=${page}`);
    sermonSlugs.push(...list.sermons.map((s) => s.slug));
  }
  const list: Address[] = [
    ...sitemapPages.map((p): Address => ({ kind: "page", group: p.startsWith("/sermons/") ? "sermon page" : "sitemap page", path: p })),
    ...chapterNumbers.flatMap((n) => both(`/study/${BOOK}/${n}`)).map((p): Address => ({ kind: "page", group: "chapter page", path: p })),
    ...occurrences.flatMap((o) => both(`/events/${o.eventId}/${o.date}`)).map((p): Address => ({ kind: "page", group: "event page", path: p })),
    ...products.flatMap((p) => both(`/store/${p.slug}`)).map((p): Address => ({ kind: "page", group: "product page", path: p })),
    ...guides.flatMap((w) => both(`/study/guides/${w}`)).map((p): Address => ({ kind: "page", group: "study guide page", path: p })),
    ...TRANSLATIONS.flatMap((t) => chapterNumbers.map((n) => `/api/bible/${t}/${BOOK}/${n}`)).map((p): Address => ({ kind: "api", group: "chapter", path: p })),
    ...occurrences.map((o): Address => ({ kind: "api", group: "event", path: `/api/events/${o.eventId}/${o.date}` })),
    ...sermonSlugs.map((s): Address => ({ kind: "api", group: "sermon", path: `/api/sermons/${s}` })),
    ...facets.series.map((s): Address => ({ kind: "api", group: "sermon list", path: `/api/sermons?series=${s.slug}` })),
    ...facets.topics.map((t): Address => ({ kind: "api", group: "sermon list", path: `/api/sermons?topic=${t.slug}` })),
    ...facets.speakers.map((s): Address => ({ kind: "api", group: "sermon list", path: `/api/sermons?speaker=${encodeURIComponent(s.name)}` })),
    ...facets.books.map((b): Address => ({ kind: "api", group: "sermon list", path: `/api/sermons?book=${b.id}` })),
    ...products.map((p): Address => ({ kind: "api", group: "product", path: `/api/store/products/${p.slug}` })),
    ...guides.map((w): Address => ({ kind: "api", group: "study guide", path: `/api/study/guides/${w}` })),
  ];
  const seen = new Set<string>();
  return list.filter((a) => !seen.has(a.path) && seen.add(a.path));
}

/**
 * The warm-up's addresses with the status each answers: WARM_UP_READS of them, the other books' chapters as pages in
 * both languages and in each translation's API, in the Bible's order, with an address with no page every
 * WARM_MISSING_EVERY reads.
 */
async function warmUpAddresses(): Promise<Array<{ path: string; status: number }>> {
  if (!WARM_UP) return [];
  const { books } = await json<{ books: { id: string; chapterCount: number }[] }>(`/api/bible/web/books`);
  const chapters = books
    .filter((b) => b.id !== BOOK)
    .flatMap((b) => Array.from({ length: b.chapterCount }, (_, i) => [...both(`/study/${b.id}/${i + 1}`), ...TRANSLATIONS.map((t) => `/api/bible/${t}/${b.id}/${i + 1}`)]).flat());
  const list: Array<{ path: string; status: number }> = [];
  for (let i = 0, chapter = 0, missingSoFar = 0; i < WARM_UP_READS; i++) {
    const missing = i % WARM_MISSING_EVERY === WARM_MISSING_EVERY - 1;
    // Every other address with no page is asked for in Spanish, as the chapters are read in both languages.
    const path = missing ? `/bench-warm-up-${i}${missingSoFar++ % 2 === 1 ? "?lang=es" : ""}` : chapters[chapter++ % chapters.length];
    if (path) list.push({ path, status: missing ? 404 : 200 });
  }
  return list;
}

/** A fixed shuffle (the same order every run), so no kind of address is always read first or last. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 49;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Stats {
  count: number;
  median: number;
  p95: number;
  max: number;
  slowest: string;
}

interface Timed {
  path: string;
  /** request to last byte */
  ms: number;
  /** the server's CPU time for it (and its PostgreSQL connections') */
  cpu: number;
}

function stats(times: Timed[], of: "ms" | "cpu" = "cpu"): Stats {
  const sorted = [...times].sort((a, b) => a[of] - b[of]);
  const ms = sorted.map((t) => t[of]);
  return { count: ms.length, median: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1) ?? 0, slowest: sorted.at(-1)?.path ?? "" };
}

const embedded = () => embeddedDatabase("distinct");
const postgres = () => postgresDatabase("distinct");

interface Column {
  label: string;
  floor: number;
  groups: Map<string, Stats>;
  kinds: Record<Kind, Stats>;
  wall: Record<Kind, Stats>;
}

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

/**
 * How fast this machine is now, as the speed gate reads it: Lighthouse's benchmarkIndex (the median of five runs of
 * its own benchmark function, here in the bench's Node, the V8 the server runs on). The bench's milliseconds are
 * not scaled by it; it is printed beside them, because the same commit's pages cost 18.8 ms at one hour and 10.5 ms
 * at another on this machine (docs/performance.md): runs read at different speeds do not compare.
 */
function machineReading(): string {
  const readings = Array.from({ length: 5 }, () => Math.round(pageFunctions.computeBenchmarkIndex())).sort((a, b) => a - b);
  return `benchmarkIndex ${median(readings).toLocaleString("en-US")} (readings ${readings.map((r) => r.toLocaleString("en-US")).join(", ")})`;
}

/** One server of a pair: its column's name, its process, and the PostgreSQL connections that are its own. */
interface Twin {
  label: string;
  base: string;
  server: ChildProcess;
  /** Its pool's connections carry this application_name, so the other server's are not counted. */
  application: string;
  databaseUrl: string | undefined;
  agent: http.Agent;
}

/** The server's process and its PostgreSQL connections, as they are now. */
async function pidsOf(twin: Twin): Promise<number[]> {
  return [twin.server.pid ?? 0, ...(await backendPids(twin.databaseUrl, twin.application))];
}

/** A database URL whose connections name themselves (pg_stat_activity's application_name). */
function named(databaseUrl: string | undefined, application: string): string | undefined {
  if (!databaseUrl) return undefined;
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", application);
  return url.toString();
}

export async function benchDistinct(): Promise<{ ok: boolean }> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const columns: Column[] = [];
  const paired: Array<{ label: string; kinds: Record<Kind, { median: number; count: number }> }> = [];
  let ok = true;
  const setups = process.env.BENCH_POSTGRES === "0" ? [embedded] : [embedded, postgres];
  const before = machineReading();
  console.log(`This machine before the bench: ${before}`);
  for (const make of setups) {
    const setup = await make();
    const copies: string[] = [];
    // The two servers of this database's columns, and the one that seeds it first: each stopped however the run ends.
    const pair: Twin[] = [];
    let seeder: ChildProcess | undefined;
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, ...setup.env, PORT: String(PORT), NODE_ENV: "production", LOG_LEVEL: "warn" };
      if (!setup.env.DATABASE_URL) delete env.DATABASE_URL;
      console.log(`\n${setup.label}: importing the Bible and seeding the demo content`);
      execFileSync(process.execPath, ["--import", "tsx", "scripts/bible-import.ts"], { stdio: "ignore", env });
      // A first server seeds the demo content and lists the addresses; none of its reads is measured.
      seeder = startProductionServer({ ...env, PUBLIC_CACHE_SECONDS: "0" });
      await waitForUrl(`${BASE}/api/health`);
      for (const probe of BIBLE_PROBES) await waitForUrl(`${BASE}${probe}`);
      const all = (await addresses()).filter((a) => !BIBLE_PROBES.slice(1).includes(a.path));
      const warmUp = await warmUpAddresses();
      await stopProcess(seeder);
      // The two columns, the cache off and on, are two servers of the same build on the same content, each in its
      // own process and DATA_DIR (an embedded database is a copy of the seeded one; PostgreSQL's is shared), read in
      // turn: each address on one, then on the other, the order switched every address. Read one after the other, the
      // columns had the machine at different speeds (7 December: its no-page page 5.7 ms in the first, 4.2 to 4.9 in
      // the second), and said the cache cost what it saved.
      for (const [i, cacheSeconds] of (["0", "10"] as const).entries()) {
        const label = `${setup.label}, ${cacheSeconds === "0" ? "no cache" : "with the cache"}`;
        const dataDir = `${setup.env.DATA_DIR ?? ""}-${i}`;
        cpSync(setup.env.DATA_DIR ?? "", dataDir, { recursive: true });
        copies.push(dataDir);
        const application = `bench-distinct-${i}`;
        const databaseUrl = named(env.DATABASE_URL, application);
        const port = PORT + 1 + i;
        // One folder per column: node writes a profile per thread, named by pid and thread.
        const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.join(profileDir, label.replace(/[^a-z]+/gi, "-"))}`] : [];
        const server = startProductionServer({ ...env, PORT: String(port), DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), PUBLIC_CACHE_SECONDS: cacheSeconds }, nodeArgs);
        pair.push({ label, base: `http://127.0.0.1:${port}`, server, application, databaseUrl, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) });
      }
      for (const twin of pair) await waitForUrl(`${twin.base}/api/health`);
      // Read by each server in turn, the first of the two switched every address.
      const inTurn = async (i: number, read: (twin: Twin) => Promise<void>) => {
        for (const twin of i % 2 === 0 ? pair : [...pair].reverse()) await read(twin);
      };
      // The first address of each group loads its code (the renderer, a route's modules) and is not counted.
      const warmed = new Set<string>();
      for (const a of all) {
        if (warmed.has(a.group)) continue;
        warmed.add(a.group);
        for (const twin of pair) {
          const res = await timedGet(a.path, twin);
          if (res.status !== 200) throw new Error(`${a.path} responded ${res.status}`);
        }
      }
      const warmPaths = new Set([...warmed].map((g) => all.find((a) => a.group === g)?.path));
      // The warm-up's pages with no page are the same work each time: their cost shows how far warming has gone.
      const missingPageCpu = new Map<Twin, number[]>(pair.map((twin) => [twin, []]));
      for (const [i, w] of warmUp.entries()) {
        await inTurn(i, async (twin) => {
          const cpuBefore = cpuMs([twin.server.pid ?? 0]);
          const res = await timedGet(w.path, twin);
          if (res.status !== w.status) throw new Error(`${w.path} responded ${res.status}, not ${w.status}`);
          if (w.status === 404) missingPageCpu.get(twin)?.push(cpuMs([twin.server.pid ?? 0]) - cpuBefore);
        });
      }
      const measured = shuffled(all.filter((a) => !warmPaths.has(a.path)));
      const floorTimes = new Map<Twin, number[]>(pair.map((twin) => [twin, []]));
      for (let i = 0; i < 50; i++) await inTurn(i, async (twin) => void floorTimes.get(twin)?.push((await timedGet("/favicon.svg", twin)).ms));
      const times = new Map<Twin, Map<string, Timed[]>>(pair.map((twin) => [twin, new Map()]));
      const byKind = new Map<Twin, Record<Kind, Timed[]>>(pair.map((twin) => [twin, { page: [], api: [] }]));
      const differences: Record<Kind, number[]> = { page: [], api: [] };
      const pids = new Map<Twin, number[]>();
      for (const [i, a] of measured.entries()) {
        // The pool may open a connection on the way: its PostgreSQL processes are listed again now and then.
        if (i % 20 === 0) for (const twin of pair) pids.set(twin, await pidsOf(twin));
        const cpuOf = new Map<Twin, number>();
        await inTurn(i, async (twin) => {
          const cpuBefore = cpuMs(pids.get(twin) ?? []);
          const res = await timedGet(a.path, twin);
          const cpu = cpuMs(pids.get(twin) ?? []) - cpuBefore;
          if (res.status !== 200) {
            console.log(`  ${twin.label}: ${a.path} responded ${res.status}`);
            ok = false;
            return;
          }
          cpuOf.set(twin, cpu);
          const key = `${a.kind} ${a.group}`;
          const groups = times.get(twin);
          if (groups && !groups.has(key)) groups.set(key, []);
          groups?.get(key)?.push({ path: a.path, ms: res.ms, cpu });
          byKind.get(twin)?.[a.kind].push({ path: a.path, ms: res.ms, cpu });
        });
        const [off, on] = pair.map((twin) => cpuOf.get(twin));
        if (off !== undefined && on !== undefined) differences[a.kind].push(on - off);
      }
      for (const twin of pair) {
        const kinds = byKind.get(twin) ?? { page: [], api: [] };
        const column: Column = {
          label: twin.label,
          floor: stats((floorTimes.get(twin) ?? []).map((t) => ({ path: "/favicon.svg", ms: t, cpu: 0 })), "ms").median,
          groups: new Map([...(times.get(twin) ?? [])].map(([k, v]) => [k, stats(v)])),
          kinds: { page: stats(kinds.page), api: stats(kinds.api) },
          wall: { page: stats(kinds.page, "ms"), api: stats(kinds.api, "ms") },
        };
        columns.push(column);
        console.log(`\n${twin.label}: ${measured.length} different addresses, one at a time, ${warmUp.length === 0 ? "in a fresh process (BENCH_WARMUP=0)" : `after ${warmUp.length} warm-up reads not measured (other books' chapters, and every ${WARM_MISSING_EVERY}th an address with no page)`}, each read in turn with the other column's server; the server's CPU milliseconds (a static file's round trip: ${ms(column.floor)} ms)`);
        for (const [group, s] of column.groups) {
          console.log(`  ${group.padEnd(24)} ${String(s.count).padStart(4)}   median ${ms(s.median).padStart(6)} ms   p95 ${ms(s.p95).padStart(6)} ms   costliest ${ms(s.max)} ms ${s.slowest}`);
        }
        for (const kind of ["page", "api"] as const) console.log(`  ${kind}: request to last byte, median ${ms(column.wall[kind].median)} ms, p95 ${ms(column.wall[kind].p95)} ms`);
        const missing = missingPageCpu.get(twin) ?? [];
        if (missing.length >= 20) {
          // The no-page page's median cost in each thousand of the warm-up reads: it levels off as V8 finishes compiling.
          const perThousand = 1_000 / WARM_MISSING_EVERY;
          const steps = Array.from({ length: Math.ceil(missing.length / perThousand) }, (_, i) => ms(median(missing.slice(i * perThousand, (i + 1) * perThousand))));
          console.log(`  warm-up: the page of an address with no page (the same work each time) cost ${steps.join(", then ")} ms (median in each thousand of the warm-up's reads)`);
        }
      }
      const medianOf = (values: number[]) => ({ median: values.length ? median(values) : 0, count: values.length });
      paired.push({ label: setup.label, kinds: { page: medianOf(differences.page), api: medianOf(differences.api) } });
    } finally {
      if (seeder) await stopProcess(seeder);
      for (const twin of pair) {
        await stopProcess(twin.server);
        twin.agent.destroy();
      }
      for (const copy of copies) rmSync(copy, { recursive: true, force: true });
      await setup.cleanUp();
    }
  }
  const after = machineReading();

  console.log(`\n\`npm run bench -- distinct\`, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: each address once, one at a time, ${WARM_UP ? "after a warm-up of other addresses" : "in a fresh process"}: the server's CPU milliseconds for it, with its PostgreSQL connections' (median / p95; count)`);
  console.log(`The machine: ${before} before, ${after} after\n`);
  console.log(`| read | ${columns.map((c) => c.label).join(" | ")} |`);
  console.log(`|---|${columns.map(() => "---").join("|")}|`);
  for (const kind of ["page", "api"] as const) {
    const name = kind === "page" ? `**a rendered page** (target ${TARGET.page} ms)` : `**an API read** (target ${TARGET.api} ms)`;
    console.log(`| ${name} | ${columns.map((c) => `**${ms(c.kinds[kind].median)} / ${ms(c.kinds[kind].p95)}** (${c.kinds[kind].count})`).join(" | ")} |`);
    const groups = [...new Set(columns.flatMap((c) => [...c.groups.keys()]))].filter((g) => g.startsWith(`${kind} `));
    for (const group of groups) {
      console.log(`| ${group.slice(kind.length + 1)} | ${columns.map((c) => { const s = c.groups.get(group); return s ? `${ms(s.median)} / ${ms(s.p95)} (${s.count})` : ""; }).join(" | ")} |`);
    }
  }
  for (const kind of ["page", "api"] as const) {
    console.log(`| ${kind === "page" ? "a page" : "an API read"}, request to last byte (wall clock) | ${columns.map((c) => `${ms(c.wall[kind].median)} / ${ms(c.wall[kind].p95)}`).join(" | ")} |`);
  }
  console.log(`| a static file, request to last byte (median) | ${columns.map((c) => ms(c.floor)).join(" | ")} |`);
  for (const p of paired) {
    for (const kind of ["page", "api"] as const) {
      const d = p.kinds[kind];
      console.log(`${p.label}: the cache's difference ${kind === "page" ? "a page" : "an API read"}, median of the ${d.count} pairs read in turn: ${d.median > 0 ? "+" : ""}${ms(d.median)} ms`);
    }
  }
  for (const c of columns) {
    const verdict = (kind: Kind) => {
      const s = c.kinds[kind];
      return `${kind === "page" ? "page" : "API read"} CPU median ${ms(s.median)} ms ${s.median <= TARGET[kind] ? "meets" : "misses"} the ${TARGET[kind]} ms target (p95 ${ms(s.p95)} ms ${s.p95 <= TARGET[kind] ? "meets it too" : "does not"})`;
    };
    console.log(`${c.label}: ${verdict("page")}; ${verdict("api")}`);
  }
  return { ok };
}
