import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/** Files worth compressing: text, and big enough that the saving outweighs the header. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli copy (`.br`, quality 11) and a gzip copy (`.gz`, level 9) beside every compressible built
 * asset, once at build time; the server sends the one the browser accepts (Brotli: all current browsers).
 * Brotli at its best level is about 15 % smaller than gzip, and too slow to run per request; the gzip copy
 * spares the server compressing the app's script again for every first visit (the Sunday spike showed it).
 */
function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      // The server-rendering bundle (dist/ssr) is read by Node from disk, never sent to a browser.
      outDir = config.build.ssr ? "" : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      // The hashed assets, and the public files beside index.html (start-after-paint.js, which every drawn page
      // loads). index.html itself is sent by the server, filled in for each page, never as a file.
      const files = [
        ...readdirSync(path.join(outDir, "assets")).map((name) => path.join(outDir, "assets", name)),
        ...readdirSync(outDir).filter((name) => name !== "index.html").map((name) => path.join(outDir, name)),
      ];
      for (const file of files) {
        if (!COMPRESSIBLE.test(file)) continue;
        const stat = statSync(file);
        if (!stat.isFile() || stat.size < MIN_BYTES) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the public pages' server renderer (src/web/entry-server.tsx), which the server
        // imports to send those pages' HTML drawn (src/server/http/prerender.ts). No public files, no manifest.
        outDir: "../../dist/ssr",
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
      }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        // Sourcemaps stay out of the public bundle; the server never serves secrets either way.
        sourcemap: false,
        // .vite/manifest.json: the server reads which chunks each page needs from it, to name them in the
        // page's <head> (it never serves the file).
        manifest: true,
        rolldownOptions: {
          output: {
            // Every page loads the app's entry and all it imports, so they go as one file (and the runtime's
            // few lines beside it) instead of some twenty: each file is a request the phone schedules on its
            // main thread and a round trip on a slow network. The pages' own chunks stay split as they were.
            codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
          },
        },
      },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
  test: {
    root: ".",
    // Vitest's default on a two-core machine is one worker (cores - 1), which leaves a core idle while a test
    // waits on PostgreSQL, scrypt or sharp; two files at a time keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // Files share a worker's modules instead of each importing the whole server again (2 to 3 s a file,
          // 100 s of the suite); each file still opens its own database and app (support/test-app.ts).
          isolate: false,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
