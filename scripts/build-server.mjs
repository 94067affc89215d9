// The last step of `npm run build`: the server, and the commands a church runs beside it, as plain JavaScript in
// dist/server, so production runs them with `node` alone (no tsx, no TypeScript). Packages stay imports, read
// from node_modules at run time; the server's own code, and the JSON it imports, are bundled. The migrations are
// copied to dist/server/db/migrations, the place src/server/paths.ts finds them beside the built code, and the PDF
// fonts to dist/server/fonts.
// Then it checks that package.json's "dependencies" are exactly the packages the built server and the page
// renderer (dist/site/server, Astro's) import: a production install (`npm ci --omit=dev`, the Docker image) has only those, and
// what only builds or tests the site (vite, tailwind, tsx, typescript...) is a devDependency.
import { builtinModules } from "node:module";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "dist", "server");

rmSync(outdir, { recursive: true, force: true });
const server = await build({
  absWorkingDir: root,
  entryPoints: {
    main: "src/server/main.ts",
    "admin-create": "scripts/admin-create.ts",
    "bible-import": "scripts/bible-import.ts",
    backup: "scripts/backup.ts",
    restore: "scripts/restore.ts",
  },
  outdir,
  bundle: true,
  // The entries share most of the server; their common code goes to chunks beside them in dist/server (not a
  // subfolder: the code finds its files from its own folder, src/server/paths.ts).
  splitting: true,
  format: "esm",
  platform: "node",
  // The oldest Node in package.json's engines.
  target: "node20.19",
  packages: "external",
  // Stack traces in the log keep the source's names; nothing is sent to browsers, so size hardly matters.
  minify: false,
  metafile: true,
  logLevel: "warning",
});
// The migrator reads the SQL files and the journal that orders them; drizzle-kit's snapshots stay behind.
const migrations = path.join(root, "src", "server", "db", "migrations");
cpSync(migrations, path.join(outdir, "db", "migrations"), {
  recursive: true,
  filter: (source) => !/_snapshot\.json$/.test(source),
});
// The PDF fonts (src/server/lib/pdf/fonts.json) come from font packages that only the build installs; their four
// files go to dist/server/fonts, where the built server reads them (about 18 MB), so production needs no font package.
const pdfFonts = JSON.parse(readFileSync(path.join(root, "src", "server", "lib", "pdf", "fonts.json"), "utf8"));
for (const { file, from } of Object.values(pdfFonts)) {
  cpSync(path.join(root, "node_modules", from), path.join(outdir, "fonts", file));
}

/** The package a bare import names: `drizzle-orm/pglite` -> `drizzle-orm`, `@hono/node-server` -> itself. */
function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The packages a build's files import (node's own modules left out). */
function importedPackages(metafile) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith("node:") || builtinModules.includes(imported.path)) continue;
      names.add(packageOf(imported.path));
    }
  }
  return names;
}

/**
 * Astro's build copies its runtime into the renderer, which then imports Astro's own dependencies (cookie, devalue...):
 * astro and @astrojs/react bring those to a production install.
 */
const astroPackages = ["astro", "@astrojs/react"];
const viaAstro = new Map(
  astroPackages.flatMap((owner) =>
    Object.keys(JSON.parse(readFileSync(path.join(root, "node_modules", owner, "package.json"), "utf8")).dependencies ?? {}).map((name) => [name, owner]),
  ),
);
function packageBehind(name, entry) {
  return entry.includes(`${path.sep}site${path.sep}`) ? (viaAstro.get(name) ?? name) : name;
}

const used = importedPackages(server.metafile);
// The Astro renderer runs Astro's runtime and its React renderer.
if (existsSync(path.join(root, "dist", "site", "server", "entry.mjs"))) for (const name of astroPackages) used.add(name);
// The Astro pages' renderer (astro build: dist/site/server) imports its packages too (an SSR build keeps them
// imports); reading its files with esbuild lists them, whichever chunk imports them.
for (const entry of [path.join(root, "dist", "site", "server", "entry.mjs")]) {
  if (!existsSync(entry)) continue;
  const ssr = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    packages: "external",
    metafile: true,
    logLevel: "error",
  });
  for (const name of importedPackages(ssr.metafile)) used.add(packageBehind(name, entry));
}
const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const missing = [...used].filter((name) => !(name in dependencies)).sort();
const unused = Object.keys(dependencies).filter((name) => !used.has(name));
const them = (names) => (names.length === 1 ? "it" : "them");
if (missing.length > 0) {
  console.error(
    `The built server imports ${missing.join(", ")} at run time, but package.json does not list ${them(missing)} ` +
      `in "dependencies": a production install would lack ${them(missing)}. Move ${them(missing)} there.`,
  );
}
if (unused.length > 0) {
  console.error(
    `Nothing the built server runs imports ${unused.join(", ")}: ${unused.length === 1 ? "it belongs" : "they belong"} ` +
      `in "devDependencies", so a production install leaves ${them(unused)} out.`,
  );
}
if (missing.length > 0 || unused.length > 0) process.exit(1);
