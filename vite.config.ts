import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { precompressAssets } from "./scripts/precompress-assets";

export default defineConfig({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // Sourcemaps stay out of the public bundle; the server never serves secrets either way.
    sourcemap: false,
    // .vite/manifest.json: the service worker's list of files to keep (server/features/pwa); never served.
    manifest: true,
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
          // Files share a worker's modules (as the API tests do): 22 s instead of 52 s on a two-core machine, most of
          // it importing the same modules again for each of 85 files.
          isolate: false,
          environment: "node",
          // The exhaustive checks against Intl (every day of forty years, every minute of a day) take 1-2 s alone
          // and passed 5 s while the browser tests ran beside them on two cores.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/support/global-setup.ts"],
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
});
