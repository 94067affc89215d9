// npm run bench: starts the production server on a fresh embedded database (demo content and the Bible
// imported), then measures the public reads on loopback. Prints requests/s and latency percentiles.
// Sections: `npm run bench` runs all; `npm run bench -- table` (every read in one table: guests and members,
// cached and not, PGlite and PostgreSQL, beside nginx), `-- public`, `-- reads`, `-- gallery`, `-- chat` or `-- spike`
// (the Sunday morning load, also `npm run load:sunday`) runs one. `-- distinct` (many different pages and API
// reads, each once, one at a time: the server's own cost of each) runs one too.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchChat } from "./bench-chat";
import { benchDistinct } from "./bench-distinct";
import { benchPublic } from "./bench-public";
import { benchSpike } from "./bench-spike";
import { benchTable } from "./bench-table";

const PORT = Number(process.env.BENCH_PORT ?? 4321);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

const SEARCHES = [
  "love", "shepherd", "faith hope", "light of the world", "grace", "kingdom of heaven", "forgive", "peace",
  "bread of life", "living water", "mercy", "righteousness", "the way the truth", "fear not", "David",
  "Jerusalem", "covenant", "prayer", "joy", "salvation",
];
const SPANISH_SEARCHES = ["amor", "pastor", "fe esperanza", "luz del mundo", "gracia", "reino de los cielos", "perdón", "paz"];

async function waitForHealth() {
  // A busy 2-core machine can take a minute to compile and start the server. (Not port 4190: fetch refuses it.)
  for (let i = 0; i < 360; i++) {
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      (err: unknown) => {
        if (i % 20 === 19) console.log("still waiting for the server:", err instanceof Error ? (err.cause ?? err.message) : err);
        return false;
      },
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not become healthy");
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function report(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(44)} ${String(sorted.length).padStart(5)} requests   p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms`,
  );
}

/**
 * Sequential requests: the latency one visitor sees. The first round asks each path for the first time (the
 * server computes it); later rounds are served from its cache, so they are reported apart.
 */
async function latency(name: string, paths: string[], rounds: number) {
  const first: number[] = [];
  const repeated: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const p of paths) {
      const began = performance.now();
      const res = await fetch(`${BASE}${p}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${p} responded ${res.status}`);
      (r === 0 ? first : repeated).push(performance.now() - began);
    }
  }
  report(`${name}, first time`, first);
  if (repeated.length > 0) report(`${name}, again`, repeated);
}

async function throughput(name: string, urlPath: string) {
  const result = await autocannon({ url: `${BASE}${urlPath}`, connections: 20, duration: DURATION_S });
  console.log(
    `${name.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}

async function benchReads() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-bench-"));
  // PUBLIC_CACHE_SECONDS=0: these measure the database work behind each read (`-- public` measures the cache).
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), NODE_ENV: "production", LOG_LEVEL: "warn", PUBLIC_CACHE_SECONDS: "0" };
  execFileSync("npx", ["tsx", "scripts/bible-import.ts"], { stdio: "ignore", env });
  execFileSync("npx", ["tsx", "scripts/bench-sermons.ts"], { stdio: "inherit", env });
  // node itself (not npx) so that SIGTERM reaches the server and not only a wrapper.
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit", env });
  try {
    await waitForHealth();
    console.log(`\nthroughput (${DURATION_S} s each, 20 connections)`);
    await throughput("GET /api/site", "/api/site");
    await throughput("GET /api/gallery?limit=4", "/api/gallery?limit=4");
    await throughput("GET /api/bible/web/JHN/3", "/api/bible/web/JHN/3");
    await throughput("GET /api/bible/search?q=love", "/api/bible/search?q=love");
    await throughput("GET /api/sermons?q=grace", "/api/sermons?q=grace");

    console.log("\nlatency (one request at a time)");
    const pages = [1, 2, 3];
    await latency(
      "Bible search, English (60 query pages)",
      SEARCHES.flatMap((q) => pages.map((page) => `/api/bible/search?page=${page}&q=${encodeURIComponent(q)}`)),
      3,
    );
    await latency(
      "Bible search, Spanish (24 query pages)",
      SPANISH_SEARCHES.flatMap((q) => pages.map((page) => `/api/bible/search?translation=rv1909&page=${page}&q=${encodeURIComponent(q)}`)),
      3,
    );
    await latency("Bible lookup", ["John 3:16-18", "Jn 3", "1 Cor 13", "Salmos 23"].map((q) => `/api/bible/lookup?q=${encodeURIComponent(q)}`), 20);
    await latency(
      "Sermon search and filters (2,000 sermons)",
      [
        ...["grace", "faith hope", "shepherd", "forgiveness", "bread", "kingdom", "light", "mercy", "peace"].map((q) => `/api/sermons?q=${encodeURIComponent(q)}`),
        ...["gracia", "esperanza", "perdón"].map((q) => `/api/sermons?lang=es&q=${encodeURIComponent(q)}`),
        "/api/sermons", "/api/sermons?page=80", "/api/sermons?page=166", "/api/sermons?book=ROM", "/api/sermons?topic=faith&page=40",
        "/api/sermons?speaker=Guest%20Speaker&page=20", "/api/sermons?q=grace&book=JHN", "/api/sermons?series=the-lords-prayer", "/api/sermons/browse",
      ],
      5,
    );
    await latency("Bible chapter", ["/api/bible/web/PSA/119", "/api/bible/rv1909/GEN/1", "/api/bible/kjv/REV/22"], 30);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The /community grid with 5,000 photos (issue 9: the first page under 50 ms p99): the first page, an album's,
 * a category's and a page deep in the archive (by cursor), one visitor at a time and then under load.
 */
async function benchGallery() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-bench-gallery-"));
  // PUBLIC_CACHE_SECONDS=0: these measure the database work behind each read (`-- public` measures the cache).
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), NODE_ENV: "production", LOG_LEVEL: "warn", PUBLIC_CACHE_SECONDS: "0" };
  // Imported first, as in the reads: the server would otherwise import the Bible in the background while measured.
  execFileSync("npx", ["tsx", "scripts/bible-import.ts"], { stdio: "ignore", env });
  execFileSync("npx", ["tsx", "scripts/bench-gallery.ts"], { stdio: "inherit", env });
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit", env });
  try {
    await waitForHealth();
    let cursor = "";
    for (let page = 0; page < 100; page++) {
      const body = (await (await fetch(`${BASE}/api/gallery/photos${cursor ? `?cursor=${cursor}` : ""}`)).json()) as { nextCursor: string | null };
      cursor = body.nextCursor ?? cursor;
    }
    console.log("\ngallery (5,000 photos), latency (one request at a time)");
    await latency("GET /api/gallery/photos (first page)", ["/api/gallery/photos"], 200);
    await latency("first page of an album, of a category", ["/api/gallery/photos?album=worship", "/api/gallery/photos?category=Youth"], 100);
    await latency("page 101 (by cursor)", [`/api/gallery/photos?cursor=${cursor}`], 100);
    await latency("GET /api/gallery/albums", ["/api/gallery/albums"], 100);
    console.log(`\ngallery throughput (${DURATION_S} s, 20 connections)`);
    await throughput("GET /api/gallery/photos", "/api/gallery/photos");
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SECTIONS = ["table", "public", "reads", "gallery", "chat", "spike", "distinct"] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(SECTIONS as readonly string[]).includes(a));
if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(", ")}; use ${SECTIONS.join(" or ")}`);
const wanted = (section: (typeof SECTIONS)[number]) => asked.length === 0 || asked.includes(section);
if (wanted("table")) {
  const table = await benchTable();
  if (!table.ok) process.exitCode = 1;
}
if (wanted("public")) {
  const reads = await benchPublic();
  if (!reads.ok) process.exitCode = 1;
}
if (wanted("reads")) await benchReads();
if (wanted("gallery")) await benchGallery();
if (wanted("spike")) {
  const spike = await benchSpike();
  if (!spike.ok) process.exitCode = 1;
}
if (wanted("distinct")) {
  const distinct = await benchDistinct();
  if (!distinct.ok) process.exitCode = 1;
}
if (wanted("chat")) {
  const chat = await benchChat();
  if (!chat.ok) process.exitCode = 1;
}
