import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_BROWSER_PATH } from "./scripts/chromium";

// Another checkout on the same machine may be running its own suite on 4173: E2E_PORT keeps them apart.
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** End-to-end tests drive Debian's Chromium against a production build with a fresh demo database. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A two-core CI machine runs the server, two browsers and axe at once: generous waits, fast when things are fast.
  timeout: 60_000,
  expect: { timeout: 12_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The tests' API calls (request, page.request) say which page they come from, as a browser's do: the server
    // refuses a state-changing request with the member's cookie from anywhere else (lib/http/trusted-origins.ts).
    extraHTTPHeaders: { Origin: `http://127.0.0.1:${PORT}` },
    // Recording a trace doubles the time of every test; only a retry of a failed test records one.
    trace: "on-first-retry",
    launchOptions: { executablePath: HEADLESS_BROWSER_PATH, args: CHROMIUM_ARGS },
    // The site's service worker (features/pwa) keeps pages for offline use: tests that are not about it see the
    // network as it is. tests/e2e/offline.spec.ts, session-end.spec.ts and push.spec.ts let it run.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /mobile\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: "mobile",
      testMatch: /(mobile|a11y)\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(PORT) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
