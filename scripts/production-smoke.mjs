// npm run test:production [-- --node <path to a node binary> ...]: the Docker image's final stage, rehearsed
// without Docker. It builds the site, copies into a throw-away folder what the Dockerfile's final stage copies (read
// from the Dockerfile itself, so the two cannot drift apart), installs the production dependencies only with that
// stage's own command (no devDependency may come along), and then, with each given Node (default: the one running
// this script):
//   npm run admin:create (the built command) -> the image's CMD starts the server -> /api/health, a page drawn on
//   the server in English and in Spanish, one of its scripts, a sermon's notes PDF (its fonts read from dist) ->
//   SIGTERM, a clean exit -> npm run backup.
// Each Node gets a fresh data folder, as a new church's first start would. CI runs it on Node 20 and 24 (.ci/run).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { extractText } from "unpdf";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { node: { type: "string", multiple: true, default: [process.execPath] } } });
const basePort = Number(process.env.PORT ?? 4390);

/** The final stage of the Dockerfile: its ENV, COPY and RUN lines (continuations joined) and its CMD. */
function finalStage() {
  const lines = readFileSync(path.join(root, "Dockerfile"), "utf8").replace(/\\\n\s*/g, " ").split("\n");
  const stage = lines.slice(lines.findLastIndex((line) => /^FROM\s/i.test(line)));
  const env = {};
  for (const line of stage.filter((l) => /^ENV\s/i.test(l))) {
    for (const [, key, value] of line.slice(4).matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[key] = value.replace(/^"|"$/g, "");
  }
  const copies = stage.filter((l) => /^COPY\s/i.test(l)).map((l) => l.trim().split(/\s+/).slice(1));
  const runs = stage.filter((l) => /^RUN\s/i.test(l)).map((l) => l.slice(4).trim());
  const cmdLine = stage.find((l) => /^CMD\s/i.test(l));
  if (!cmdLine) throw new Error("the Dockerfile's final stage has no CMD");
  return { env, copies, runs, cmd: JSON.parse(cmdLine.slice(4)) };
}

/**
 * Copies what one COPY line names into the folder standing for the image's /app. `--from=build` takes the build
 * stage's /app, which is this project after `npm run build`.
 */
function copyInto(app, words) {
  const flags = words.filter((w) => w.startsWith("--"));
  const [dest, ...sources] = words.filter((w) => !w.startsWith("--")).reverse();
  const fromBuild = flags.some((f) => f === "--from=build");
  for (const source of sources.reverse()) {
    const from = path.join(root, fromBuild ? source.replace(/^\/app\//, "") : source);
    const intoFolder = dest.endsWith("/") || sources.length > 1;
    const to = path.resolve(app, intoFolder ? path.join(dest, path.basename(source)) : dest);
    cpSync(from, to, { recursive: true });
  }
}

async function get(url) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs the whole sequence with one node binary; resolves with what it saw, or throws what went wrong. */
async function rehearse(app, stage, node, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-prod-data-"));
  // `npm run ...` runs its scripts' `node` from PATH: this binary's folder comes first.
  const env = {
    ...process.env,
    ...stage.env,
    PATH: `${path.dirname(node)}:${process.env.PATH}`,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
  };
  const version = execFileSync(node, ["-v"], { encoding: "utf8" }).trim();
  const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  try {
    let began = Date.now();
    const created = execFileSync("npm", ["run", "--silent", "admin:create", "--", "--email", "first@church.test", "--name", "First Admin"], {
      cwd: app,
      env,
      encoding: "utf8",
    });
    expect(created.includes("/admin/auth/callback?setup="), `npm run admin:create printed no setup link:\n${created}`);
    const createSeconds = seconds(began);

    const [program, ...args] = stage.cmd;
    const server = spawn(program === "node" ? node : program, args, { cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    server.stdout.on("data", (chunk) => (output += chunk));
    server.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
    began = Date.now();
    try {
      const base = `http://127.0.0.1:${port}`;
      for (;;) {
        expect(server.exitCode === null, `the server exited with ${server.exitCode}:\n${output}`);
        const health = await fetch(`${base}/api/health`).catch(() => undefined);
        if (health?.status === 200) {
          const body = await health.json();
          expect(body.status === "ok" && body.db?.status === "ok", `/api/health: ${JSON.stringify(body)}`);
          break;
        }
        expect(Date.now() - began < 180_000, `the server was not healthy after 180 s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const startSeconds = seconds(began);
      const home = await get(`${base}/`);
      expect(home.status === 200 && /<h1[\s>]/.test(home.text), `GET / was not a page drawn on the server (${home.status})`);
      const events = await get(`${base}/events?lang=es`);
      expect(events.status === 200 && /<html[^>]* lang="es"/.test(events.text) && /<h1[\s>]/.test(events.text), `GET /events?lang=es was not drawn in Spanish (${events.status})`);
      // The demo sermons' study notes were written at the first start in the fonts the build copied to
      // dist/server/fonts (no font package is installed here); PDF.js reads their title back.
      const { sermons } = await (await fetch(`${base}/api/sermons`)).json();
      const sermon = sermons?.[0];
      expect(sermon, "GET /api/sermons listed no demo sermon");
      const notes = await fetch(`${base}/api/sermons/${sermon.slug}/notes`);
      expect(notes.status === 200 && notes.headers.get("content-type") === "application/pdf", `GET the notes of ${sermon.slug}: ${notes.status}`);
      const { text: notesText } = await extractText(new Uint8Array(await notes.arrayBuffer()), { mergePages: true });
      expect(notesText.startsWith(sermon.title.en), `the notes of ${sermon.slug} read back as ${JSON.stringify(notesText.slice(0, 80))}`);
      // The home page's islands come from Astro's build (/_astro), the admin portal's app from Vite's (/assets).
      const script = /="(\/_astro\/[^"\s]+\.js)"/.exec(home.text)?.[1];
      expect(script, "the home page names no script of the site's build");
      const adminLogin = await get(`${base}/admin/login`);
      const adminScript = /="(\/assets\/[^"\s]+\.js)"/.exec(adminLogin.text)?.[1];
      expect(adminLogin.status === 200 && adminScript, `GET /admin/login (${adminLogin.status}) names no script of the admin portal's build`);
      for (const file of [script, adminScript]) {
        const asset = await fetch(`${base}${file}`);
        expect(asset.status === 200, `GET ${file}: ${asset.status}`);
      }
      server.kill("SIGTERM");
      const code = await exited;
      expect(code === 0, `the server exited with ${code} after SIGTERM:\n${output}`);
      console.log(
        `production (${version}): npm run admin:create (${createSeconds}, migrating a new database), the image's CMD healthy ` +
          `after ${startSeconds}, / and /events in Spanish rendered on the server, ${script} and ${adminScript}, a sermon's notes PDF, a clean stop on SIGTERM`,
      );
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    }

    began = Date.now();
    const backup = execFileSync("npm", ["run", "--silent", "backup", "--", "--out", path.join(dataDir, "backups")], { cwd: app, env, encoding: "utf8" });
    expect(/backup written to/.test(backup), `npm run backup: ${backup}`);
    console.log(`production (${version}): npm run backup (${seconds(began)})`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const stage = finalStage();
// The stage's install command, without what follows it (the cache clean-up: this machine's npm cache is shared).
const install = stage.runs
  .flatMap((run) => run.split("&&").map((part) => part.trim()))
  .find((part) => /^npm (ci|install)\b.*--omit=dev/.test(part));
expect(install, "the Dockerfile's final stage installs no production dependencies (npm ci --omit=dev)");
let began = Date.now();
execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
console.log(`production: npm run build in ${Math.round((Date.now() - began) / 1000)} s`);
const app = mkdtempSync(path.join(tmpdir(), "church-prod-app-"));
try {
  for (const words of stage.copies) copyInto(app, words);
  began = Date.now();
  execFileSync("sh", ["-c", `${install} --loglevel=error`], { cwd: app, stdio: ["ignore", "ignore", "inherit"] });
  console.log(`production: copied what the Dockerfile's final stage copies, ran \`${install}\` in ${Math.round((Date.now() - began) / 1000)} s`);
  const { devDependencies = {} } = JSON.parse(readFileSync(path.join(app, "package.json"), "utf8"));
  // A devDependency that a production dependency needs as well (vite and esbuild, which Astro's runtime brings) is
  // the lock file's production package (no `dev` or `devOptional` mark); any other one means a misplaced package.
  const { packages: locked = {} } = JSON.parse(readFileSync(path.join(app, "package-lock.json"), "utf8"));
  const devOnly = (name) => Boolean(locked[`node_modules/${name}`]?.dev || locked[`node_modules/${name}`]?.devOptional);
  const installed = Object.keys(devDependencies).filter((name) => devOnly(name) && existsSync(path.join(app, "node_modules", name)));
  expect(installed.length === 0, `the production install holds devDependencies: ${installed.join(", ")}`);
  for (const [i, node] of values.node.entries()) await rehearse(app, stage, node, basePort + i);
} finally {
  rmSync(app, { recursive: true, force: true });
}
