import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { holdingTheLiveStream } from "./support/live-stream-lock";

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/**
 * Every test: requests to other hosts (map, music and video embeds) get their responses locally, so no test reaches
 * an outside service; and any console error or uncaught page error fails the test.
 */
/**
 * A public page (src/site, Astro) arrives as HTML, and its islands (menus, forms, the player...) work once their
 * code has arrived and hydrated them: until then a click does nothing. A test waits for that after goto(),
 * reload() and before every action on a page that still has an island to hydrate (a link followed by Astro's
 * client router brings new ones), as a person waits for a page to finish loading. An island that hydrates only
 * when it is seen (`client:visible`) is scrolled to, as a person scrolls to a form, and the page is put back where
 * it was. The admin portal, rendered in the browser, has no islands and nothing to wait for.
 */
async function untilPageWorks(page: Page) {
  await islandsHydrated(page).catch(async (error: unknown) => {
    // The page moved on meanwhile (a redirect, a page that sends the visitor on): wait for the next one instead.
    if (!String(error).includes("Execution context was destroyed")) throw error;
    await page.waitForLoadState();
    await islandsHydrated(page);
  });
}

async function islandsHydrated(page: Page) {
  await page.evaluate(async () => {
    // Waits until done() holds or ms have passed, checking every 25 ms and doing meanwhile() between checks.
    const until = (done: () => boolean, ms: number, meanwhile?: () => void) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        const check = () => {
          if (done() || performance.now() - started > ms) return resolve();
          meanwhile?.();
          setTimeout(check, 25);
        };
        check();
      });
    // A page the client router is still swapping in (Astro marks <html> until its transition ends) is not scrolled
    // about yet: a part scrolled to mid-swap is measured on a page still settling, and may end up out of view, so
    // its island would never hydrate. A person, too, waits for the new page to settle before scrolling.
    await until(() => !document.documentElement.hasAttribute("data-astro-transition"), 5_000);
    const pending = () => [...document.querySelectorAll("astro-island[ssr]")];
    // Scrolled to, a part is kept in view until it hydrates: the page above it may still grow (images, the parts
    // above hydrating), and a smooth scroll is cut short by anything else that scrolls.
    const keepInView = (shown: Element) => {
      const box = shown.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight) shown.scrollIntoView({ block: "nearest", behavior: "instant" });
    };
    // A page reached by a link to a part of it (an address's #fragment, or the state of a link into the reader:
    // web/app/scroll-state.ts) scrolls there itself, once its islands hydrate: it is not scrolled about meanwhile.
    const state: unknown = history.state;
    const scrollsItself = location.hash !== "" || (typeof state === "object" && state !== null && "scrollTo" in state);
    const { scrollX, scrollY } = window;
    let moved = false;
    // The part an address's #fragment names (the reader's #reader): the page scrolls to it, so it hydrates.
    const named = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    for (const island of pending()) {
      const visible = island.getAttribute("client") === "visible";
      const shown = visible ? island.firstElementChild : null;
      if (visible && named && island.contains(named)) {
        // A smooth scroll there may have been cut short meanwhile (as in keepInView): the part is brought into view.
        await until(() => !island.isConnected || !island.hasAttribute("ssr"), 15_000, () => keepInView(named));
        continue;
      }
      if (visible) {
        if (scrollsItself || !shown || shown.getBoundingClientRect().height === 0) continue;
        shown.scrollIntoView({ block: "nearest", behavior: "instant" });
        moved = true;
      }
      await until(() => !island.isConnected || !island.hasAttribute("ssr"), 15_000, shown ? () => keepInView(shown) : undefined);
    }
    if (moved) window.scrollTo(scrollX, scrollY);
    // An island loses its `ssr` mark as React starts hydrating it, in steps between the browser's other tasks; the
    // page works once the browser is idle again. A link followed before then unmounts an island mid-hydration, which
    // React reports as an error (its 424) while it shows the next page all the same.
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
  });
}

/**
 * Makes a page wait for its islands as a person waits for a page to work: after goto() and reload(), and before an
 * action while an island is still to hydrate. The test's own `page` has it; a page of another browser context a
 * test opens (a second member, an admin) is given it with this.
 */
export async function waitingForIslands(page: Page): Promise<Page> {
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
  // A page the client router brought (a followed link, the language switch) hydrates its islands first too, and the
  // reader, which hydrates when seen, when a link brought the page scrolled to it (#reader) or a test goes to it.
  const pending = page.locator("astro-island[ssr]:not([client='visible']), astro-island[ssr][client='visible']:has(#reader)");
  await page.addLocatorHandler(pending.first(), () => untilPageWorks(page), { noWaitAfter: true });
  return page;
}

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleError: RegExp; firstVisit: boolean; holdsTheLiveStream: boolean; liveStream: void }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without JavaScript a drawn page stays as it arrived: there is nothing to wait for.
    await provide(javaScriptEnabled ? await waitingForIslands(page) : page);
  },
  /**
   * The first-visit welcome dialog (member accounts) would cover every page of a fresh browser; tests see it
   * only when they ask for it with test.use({ firstVisit: true }).
   */
  firstVisit: [false, { option: true }],
  /**
   * A test that switches the site's one live stream on or off, or expects it off, says so with
   * test.use({ holdsTheLiveStream: true }): it runs while no such test of another worker does.
   */
  holdsTheLiveStream: [false, { option: true }],
  liveStream: [
    async ({ holdsTheLiveStream }, use) => {
      if (holdsTheLiveStream) await holdingTheLiveStream(() => use());
      else await use();
    },
    { auto: true },
  ],
  /** Console errors a test provokes on purpose (for example a 500 it stubs); by default none. */
  allowedConsoleError: [/(?!)/, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleError, firstVisit }, use) => {
      // Set for every page of the test's browser context, not only its own page: a second page a test opens there (a
      // phone-sized one, say) met the welcome too, which opens 15 s into a first page and on a slow machine covered
      // the link the test was about to follow. Popups and about:blank deny storage: the flag is set only where the
      // page may keep it.
      if (!firstVisit)
        await page.context().addInitScript(() => {
          try {
            localStorage.setItem("firstVisitDone", "1");
          } catch {
            // a document without storage (about:blank, a blocked popup) has no first visit to skip
          }
        });
      const errors: string[] = [];
      // An address no page has responds 404 on purpose (http/spa.ts); the browser logs that status for the page itself.
      const pagesNotFound = new Set<string>();
      page.on("response", (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) pagesNotFound.add(response.url());
      });
      page.on("console", (message) => {
        const text = message.text();
        const thePageItself = /status of 404/.test(text) && pagesNotFound.has(message.location().url);
        // A failed resource is named (the browser's text leaves out which one), so a failure says where to look.
        const named = /^Failed to load resource/.test(text) ? `${text} (${message.location().url})` : text;
        if (message.type() === "error" && !allowedConsoleError.test(text) && !thePageItself) errors.push(named);
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
  // Only violations are needed in full: axe then gives the rules that pass at most one node each instead of a selector
  // for every node they checked (its resultTypes option), a fifth to a third of a scan on these pages.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
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
