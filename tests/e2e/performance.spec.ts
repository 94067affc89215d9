import { gzipSync } from "node:zlib";
import { TOASTS_AFTER_LOAD_MS, WELCOME_AFTER_LOAD_MS } from "../../src/web/app/deferred";
import type { Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { builtZodWhileLoading, zodEvaluated } from "./support/page-walk";

/** The guide's budget: the home page's first JavaScript stays under 170 KB gzip. */
const FIRST_LOAD_JS_BUDGET_BYTES = 170 * 1024;
/** Bodies under 1 KB go as they are (neither the build nor hono/compress compresses them): it would save next to nothing. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

interface ScriptLoad {
  encoding: string | undefined;
  transferred: number;
  decoded: number;
  /** Its size gzipped, as the budget counts, whatever encoding the browser was sent (Brotli is smaller). */
  gzipped: number;
  /** When the browser asked for it (epoch ms). */
  requestedAt: number;
}

test("the home page's first JavaScript stays under 170 KB gzip", async ({ page }) => {
  // Chromium may have let a body go by the time it is asked for (a busy machine, a preloaded module): the same
  // file is then read again from the server, as the budget counts bytes, not how they were fetched.
  const bodyOf = (response: Response) =>
    response.body().catch(async () => (await page.request.get(response.url())).body());
  // Only which scripts came and when, as they arrive; their sizes are read once the first load is known, so no
  // read is left running when the test ends.
  const arrived: { response: Response; requestedAt: number }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    arrived.push({ response, requestedAt: response.request().timing().startTime });
  });
  const load = async ({ response, requestedAt }: (typeof arrived)[number]): Promise<ScriptLoad & { url: string }> => {
    const [headers, sizes, body] = await Promise.all([response.allHeaders(), response.request().sizes(), bodyOf(response)]);
    return {
      url: response.url(),
      encoding: headers["content-encoding"],
      transferred: sizes.responseBodySize,
      decoded: body.length,
      gzipped: gzipSync(body).length,
      requestedAt,
    };
  };
  await page.goto("/");
  await expect(page.getByTestId("moment")).toHaveCount(4);
  // Parts that show nothing on arrival (the tour, the welcome dialog, toasts) are fetched a set time after the
  // load event. On a slow machine that time can pass before the photos are in: they are not first-load code.
  await page.waitForLoadState("load");
  const loadedAt = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return performance.timeOrigin + (navigation?.loadEventEnd ?? 0);
  });
  const deferredFrom = loadedAt + Math.min(WELCOME_AFTER_LOAD_MS, TOASTS_AFTER_LOAD_MS);

  const scripts = await Promise.all(arrived.filter((s) => s.requestedAt < deferredFrom).map(load));
  // The browser accepts Brotli, so the build's .br copies are what it gets.
  const notBrotli = scripts.filter((s) => s.decoded >= COMPRESSION_THRESHOLD_BYTES && s.encoding !== "br");
  expect(notBrotli.map((s) => s.url)).toEqual([]);

  const total = scripts.reduce((sum, s) => sum + s.gzipped, 0);
  const sent = scripts.reduce((sum, s) => sum + s.transferred, 0);
  const files = scripts.map((s) => `${new URL(s.url).pathname} ${(s.gzipped / 1024).toFixed(1)}`).join(", ");
  console.log(
    `home first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzip (${(sent / 1024).toFixed(1)} KB sent as Brotli) in ${scripts.length} files (${files})`,
  );
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(FIRST_LOAD_JS_BUDGET_BYTES);
});

// No public page builds zod's schemas while it loads: public-pages.spec.ts opens each, in both languages.
test("a form loads zod's schemas when a visitor starts on it, and the pages' check sees them", async ({ page }) => {
  await page.goto("/plan-visit");
  expect(await builtZodWhileLoading(page)).toBe(false);
  await page.getByTestId("visit-form").getByRole("textbox").first().focus();
  await expect.poll(() => zodEvaluated(page)).toBe(true);
});

test.describe("layout stability on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the home page does not jump while its page and data arrive (CLS under 0.1)", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await expect(page.getByTestId("moment")).toHaveCount(4);
    await page.waitForTimeout(1000);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`home cumulative layout shift at 375 px: ${cls.toFixed(3)}`);
    expect(cls).toBeLessThan(0.1);
  });
});

test("robots.txt keeps crawlers out of the portals", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.ok()).toBe(true);
  expect(res.headers()["content-type"]).toContain("text/plain");
  const body = await res.text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain("Disallow: /admin");
});
