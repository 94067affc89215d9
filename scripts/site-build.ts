import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
/** Where `npm run build` writes the site's pages (astro.config.ts), which the server renders them from. */
export const SITE_DIST_DIR = path.join(ROOT, "dist", "site");
const ENTRY = path.join(SITE_DIST_DIR, "server", "entry.mjs");
/** What the pages are built from. */
const SOURCES = ["src/site", "src/web", "src/shared", "astro.config.ts", "package-lock.json"].map((name) => path.join(ROOT, name));

function newestChange(file: string): number {
  const info = statSync(file);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

/**
 * The site's pages as `npm run build` builds them (Astro: dist/site), built again when a source is newer than the
 * build, so the API tests read the pages the server renders in production. Astro builds on Node 22.12 and later:
 * the `node` devDependency's Node runs it, whichever Node runs the tests.
 */
export function ensureSiteBuild(): string {
  if (existsSync(ENTRY) && statSync(ENTRY).mtimeMs >= Math.max(...SOURCES.filter(existsSync).map(newestChange))) return SITE_DIST_DIR;
  const node = path.join(ROOT, "node_modules", ".bin", "node");
  const built = spawnSync(existsSync(node) ? node : process.execPath, [path.join(ROOT, "node_modules", "astro", "bin", "astro.mjs"), "build", "--silent"], {
    cwd: ROOT,
    stdio: "inherit",
    // Built as `npm run build` builds it. Vitest runs with NODE_ENV=test, under which Astro compiled React's JSX for
    // development (jsxDEV): the API tests passed on that build, and the production server then failed every page of
    // it with "jsxDEV is not a function" (npm run serve, the browser tests with E2E_SKIP_BUILD=1).
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (built.status !== 0) throw new Error(`astro build failed (${built.status ?? built.signal})`);
  return SITE_DIST_DIR;
}
