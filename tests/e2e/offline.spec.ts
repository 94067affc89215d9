import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The service worker is what this file is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow", allowedConsoleError: /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|NetworkError/ });

/** Waits until the service worker has installed (the app's files kept) and controls the page. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
}

test.describe("the installable site", () => {
  test("is installable: a manifest in both languages with the church's name, icons and a start page", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const en = await (await request.get("/manifest.webmanifest")).json();
    expect(en).toMatchObject({ name: "Living Water Home Church", short_name: "Living Water", display: "standalone", start_url: "/?lang=en&source=app", lang: "en", theme_color: "#1e3a8a" });
    expect(en.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of en.icons as { src: string }[]) expect((await request.get(icon.src)).headers()["content-type"]).toBe("image/png");
    const es = await (await request.get("/manifest.webmanifest?lang=es")).json();
    expect(es).toMatchObject({ lang: "es", start_url: "/?lang=es&source=app" });
    expect(es.description).not.toBe(en.description);

    const sw = await request.get("/sw.js");
    expect(sw.headers()["service-worker-allowed"]).toBe("/");
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    expect(await sw.text()).toContain('addEventListener("fetch"');
    // Chromium's own installability check: a manifest it accepts and a worker with a fetch handler.
    await underServiceWorker(page);
    const client = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await client.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    // A Playwright context is an incognito profile, where Chromium offers no install; nothing else may stand in the way.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
    const { errors } = (await client.send("Page.getAppManifest")) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
  });

  test("has an id and screenshots of the real site, narrow and wide, for the richer install screen, in each language", async ({ request }) => {
    for (const language of ["en", "es"]) {
      const manifest = (await (await request.get(`/manifest.webmanifest?lang=${language}`)).json()) as {
        id: string;
        screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
      };
      expect(manifest.id).toBe("/");
      expect(manifest.screenshots.map((s) => `${s.form_factor} ${s.sizes}`)).toEqual(["narrow 375x812", "wide 1280x800"]);
      for (const shot of manifest.screenshots) {
        expect(shot.label.length).toBeGreaterThan(10);
        const file = await request.get(shot.src);
        expect(file.status(), shot.src).toBe(200);
        expect(file.headers()["content-type"]).toBe("image/png");
        const png = await file.body();
        // The PNG's own header says its size: the one the manifest gives (Chromium ignores a screenshot that differs).
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, shot.src).toBe(shot.sizes);
        expect(png.length, shot.src).toBeLessThan(200_000);
      }
      const labels = manifest.screenshots.map((s) => s.label).join(" ");
      expect(labels).toMatch(language === "es" ? /página de inicio/ : /home page/);
    }
  });

  test("keeps the page open while the worker installs: a chapter read once on a first visit opens offline", async ({ page, context }) => {
    // A first visit: the page arrives before any worker, which installs while it is read.
    await page.goto("/study/JHN/3");
    await expect(page.getByTestId("chapter-heading")).toHaveText("John 3", { timeout: 30_000 });
    await underServiceWorker(page);
    // The worker keeps it as it starts, without a second visit.
    await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open("pages")).match(location.href))), { timeout: 30_000 }).toBe(true);
    // It installed light (no script of the site fetched for it) and then kept the scripts and styles this page loaded.
    const missing = () =>
      page.evaluate(async () => {
        const loaded = performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith("/_astro/"));
        const kept = await Promise.all(loaded.map(async (path) => ((await caches.match(path)) ? "" : path)));
        return kept.filter(Boolean);
      });
    await expect.poll(missing, { timeout: 30_000 }).toEqual([]);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("chapter-heading")).toHaveText("John 3");
    await expect(page.getByTestId("reader-text")).toContainText("For God so loved the world");
    // Offline, the page works as read: every island hydrated from the kept scripts.
    await expect(page.locator("astro-island[ssr]:not([client='visible'])")).toHaveCount(0);
    await context.setOffline(false);
  });

  test("opens the Bible chapter and the week's guide read before, offline; a page never opened says it needs the network", async ({ page, context }) => {
    await page.goto("/study/JHN/3");
    await underServiceWorker(page);
    // Read once under the worker, as a member does on their second visit.
    await page.reload();
    await expect(page.getByTestId("chapter-heading")).toHaveText("John 3");
    await expect(page.getByTestId("reader-text")).toContainText("For God so loved the world");
    await page.goto("/study");
    await page.getByRole("link", { name: "Printable guide" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Born Again: Jesus and Nicodemus");
    const guideUrl = page.url();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Born Again: Jesus and Nicodemus");

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Born Again: Jesus and Nicodemus");
    await page.goto("/study/JHN/3");
    await expect(page.getByTestId("chapter-heading")).toHaveText("John 3");
    await expect(page.getByTestId("reader-text")).toContainText("For God so loved the world");
    await page.reload();
    await expect(page.getByTestId("reader-text")).toContainText("For God so loved the world");

    await page.goto("/give");
    await expect(page.getByTestId("offline-title")).toHaveText("You're offline");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();

    await context.setOffline(false);
    await page.goto(guideUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Born Again: Jesus and Nicodemus");
  });

  test("says so in Spanish for a member reading in Spanish", async ({ page, context }) => {
    await page.goto("/?lang=es");
    await underServiceWorker(page);
    // The worker has learnt the page's language.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open("meta")).match("/__sw/language"))?.text()))
      .toBe("es");
    await context.setOffline(true);
    await page.goto("/store");
    await expect(page.getByTestId("offline-title")).toHaveText("Estás sin conexión");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: "Intentar de nuevo" })).toBeVisible();
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: test.info().outputPath(`offline-es-${width}.png`), fullPage: true });
    }
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: "language", language: "en" }));
    await expect.poll(() => page.evaluate(async () => (await (await caches.open("meta")).match("/__sw/language"))?.text())).toBe("en");
    await page.goto("/store");
    await expect(page.getByTestId("offline-title")).toHaveText("You're offline");
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: test.info().outputPath(`offline-en-${width}.png`), fullPage: true });
    }
  });
});
