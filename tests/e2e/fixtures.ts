import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/**
 * Every test: requests to other hosts (map, music and video embeds) are answered locally, so no test reaches
 * an outside service; and any console error or uncaught page error fails the test.
 */
/**
 * A page the server drew shows before its buttons work: the browser takes it over once its code has arrived.
 * Every test's page waits for that after goto() and reload(), as a person waits for a page to finish loading;
 * pages drawn in the browser carry no mark and need no wait.
 */
async function untilPageWorks(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !root?.hasAttribute("data-prerendered") || root.hasAttribute("data-working");
  });
}

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleError: RegExp; firstVisit: boolean }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without JavaScript a drawn page stays as it arrived: there is nothing to wait for.
    if (!javaScriptEnabled) {
      await provide(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilPageWorks(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilPageWorks(page);
      return response;
    };
    await provide(page);
  },
  /**
   * The first-visit welcome dialog (member accounts) would cover every page of a fresh browser; tests see it
   * only when they ask for it with test.use({ firstVisit: true }).
   */
  firstVisit: [false, { option: true }],
  /** Console errors a test provokes on purpose (for example a 500 it stubs); by default none. */
  allowedConsoleError: [/(?!)/, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleError, firstVisit }, use) => {
      // Popups and about:blank deny storage: the flag is set only where the page may keep it.
      if (!firstVisit)
        await page.addInitScript(() => {
          try {
            localStorage.setItem("firstVisitDone", "1");
          } catch {
            // a document without storage (about:blank, a blocked popup) has no first visit to skip
          }
        });
      const errors: string[] = [];
      // An address no page has answers 404 on purpose (http/spa.ts); the browser logs that status for the page itself.
      const pagesNotFound = new Set<string>();
      page.on("response", (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) pagesNotFound.add(response.url());
      });
      page.on("console", (message) => {
        const text = message.text();
        const thePageItself = /status of 404/.test(text) && pagesNotFound.has(message.location().url);
        if (message.type() === "error" && !allowedConsoleError.test(text) && !thePageItself) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      await page.route(
        (url) => !LOCAL.test(url.href),
        (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>embed</title>" }),
      );
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails with the rule ids and targets when axe-core finds a serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast fades in and, 4.5 s later, out: half-way its text is paler than it is, and a scan that takes a second
  // can meet either, also a toast whose lazily loaded toaster shows it mid-scan. The page is judged as a visitor
  // who asked for less motion sees it: every toast fully shown or not at all (sonner then skips its fades), and
  // nothing else still moving.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(report, "serious or critical accessibility violations").toEqual([]);
}

/** Waits until the home page has drawn its sections (site settings and photos loaded). */
export async function openHome(page: Page) {
  await page.goto("/");
  await expect(page.getByTestId("home-hero")).toBeVisible();
  await expect(page.getByTestId("moment")).toHaveCount(4);
}
