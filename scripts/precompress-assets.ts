import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Files worth compressing: text, and big enough that the saving outweighs the header. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli copy (`.br`, quality 11) and a gzip copy (`.gz`, level 9) beside every compressible file a
 * browser build writes (the admin portal's here, as a Vite plugin; the site's islands, precompressDir in
 * astro.config.ts's build hook), once at build
 * time; the server sends the one the browser accepts (Brotli: all current browsers). Brotli at its best level is
 * about 15 % smaller than gzip, and too slow to run per request; the gzip copy spares the server compressing the
 * same script again for every first visit (the Sunday spike showed it). A server build (SSR) is read from disk by
 * Node, never sent: left alone.
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = config.build.ssr ? "" : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (outDir) precompressDir(outDir);
    },
  };
}

/** The Brotli and gzip copies beside every compressible file under a folder (index.html aside). */
export function precompressDir(dir: string): void {
  if (!existsSync(dir)) return;
  // index.html is sent by the server, filled in for each page, never as a file.
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name !== "index.html")
    .map((name) => path.join(dir, name));
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const stat = statSync(file);
    if (!stat.isFile() || stat.size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
