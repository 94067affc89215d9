import type { Page, Route } from "@playwright/test";
import { PUBLIC_PAGES } from "../../src/server/features/seo/pages";
import { createConfirmedMember, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { partOf, partTitle, WALK_PART_NUMBERS } from "./support/page-walk";

/**
 * Issue 23, item 1: no header item wraps or is cut, in either language, at any width, with the church's name
 * from the settings, a 40-character one too. Every public page (the sitemap's list, seo/pages.ts) is opened once
 * per language; the window is then resized through the widths within that page, as the header reacts to a resize.
 * Each walk is split into parts (support/page-walk.ts), so the two workers share it.
 */
const WIDTHS = [375, 768, 1024, 1280, 1366, 1536];
/** The extra-large breakpoint: from here the main links are in the header row and the name keeps one line. */
const XL = 1280;
const LANGUAGES = ["en", "es"] as const;
const PATHS = PUBLIC_PAGES.map((page) => page.path);
const LONG_NAME = "Iglesia Cristiana Agua Viva de Fresno CA";

interface HeaderReport {
  documentScrolls: boolean;
  brandCut: boolean;
  brandLines: number;
  wrapped: string[];
  clipped: string[];
  overlapping: boolean;
  navShown: number;
  fitMeasured: boolean;
}

/** Reads the header as it is laid out now: what wraps (a text node drawn on more than one line), what is cut. */
function readHeader(page: Page): Promise<HeaderReport> {
  return page.evaluate(() => {
    const header = document.querySelector("header");
    if (!header) throw new Error("no header");
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== "hidden" && !el.closest("[aria-hidden='true'], .sr-only");
    };
    // A text node laid out on two lines has two boxes (range.getClientRects: one per line).
    const linesOf = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return tops.size;
    };
    const brandName = header.querySelector<HTMLElement>("[data-testid='brand-name']");
    const wrapped: string[] = [];
    const clipped: string[] = [];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !visible(parent) || brandName?.contains(node)) continue;
      if (linesOf(node) > 1) wrapped.push(node.textContent.trim());
    }
    const nav = header.querySelector<HTMLElement>("[data-testid='header-nav']");
    const navBox = nav?.getBoundingClientRect();
    const interactive = [...header.querySelectorAll<HTMLElement>("a, button")].filter(visible);
    for (const el of interactive) {
      const box = el.getBoundingClientRect();
      const name = el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName;
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) clipped.push(name);
      if (navBox && nav?.contains(el) && (box.left < navBox.left - 0.5 || box.right > navBox.right + 0.5)) clipped.push(name);
      if (el.scrollWidth > el.clientWidth + 0.5) clipped.push(name);
    }
    // The row's three parts (name, links, buttons) side by side, none over another.
    const row = header.firstElementChild;
    const parts = [...(row?.children ?? [])].filter(visible).map((el) => el.getBoundingClientRect());
    const overlapping = parts.some((box, i) => i > 0 && box.left < (parts[i - 1]?.right ?? 0) - 0.5);
    let brandLines = 0;
    if (brandName) for (const node of brandName.childNodes) brandLines = Math.max(brandLines, linesOf(node));
    return {
      documentScrolls: document.documentElement.scrollWidth > window.innerWidth,
      brandCut: !brandName || brandName.scrollWidth > brandName.clientWidth || brandName.scrollHeight > brandName.clientHeight,
      brandLines,
      wrapped,
      clipped,
      overlapping,
      navShown: nav ? [...nav.querySelectorAll("[data-nav-item]")].length : 0,
      fitMeasured: nav?.dataset.fit === "measured",
    };
  });
}

/** Two frames: the resize observer has recounted and React has drawn the result. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function checkEveryWidth(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const at = `${where} at ${width} px`;
    // From the extra-large breakpoint the header is read once the links have been measured for this width.
    let report: HeaderReport | undefined;
    if (width >= XL) await expect.poll(async () => (report = await readHeader(page)).fitMeasured, at).toBe(true);
    report ??= await readHeader(page);
    expect(report.wrapped, `${at}: header text on two lines`).toEqual([]);
    expect(report.clipped, `${at}: header items cut`).toEqual([]);
    expect(report.brandCut, `${at}: church name cut`).toBe(false);
    expect(report.overlapping, `${at}: header parts overlap`).toBe(false);
    expect(report.documentScrolls, `${at}: the page scrolls sideways`).toBe(false);
    // From the extra-large breakpoint the name keeps one line and at least one main link stays in the row;
    // below it the name may take up to three lines on a phone (docs/decisions/0035-header-theme-song-live-account-menu.md).
    expect(report.brandLines, `${at}: church name lines`).toBeLessThanOrEqual(width >= XL ? 1 : width >= 768 ? 2 : 3);
    if (width >= XL) expect(report.navShown, `${at}: main links in the row`).toBeGreaterThan(0);
  }
}

/** The classes the server gives the header for a name longer than 28 characters (Header.tsx, LONG_NAME). */
function asIfLong(html: string): string {
  return html
    .replace(/(data-testid="brand-name" class="[^"]*)text-sm sm:text-lg"/, '$1text-xs sm:text-base xl:text-lg"')
    .replace('class="size-8 shrink-0 sm:size-9 "', 'class="size-8 shrink-0 sm:size-9 max-sm:hidden"');
}

/** A member signed in through the API in the page's own cookie jar, the guided tour already done. */
async function signInMember(page: Page) {
  const email = uniqueEmail("header");
  await createConfirmedMember(page.request, "Lydia Header", email);
  await page.goto("/");
  const headers = { Origin: new URL(page.url()).origin };
  expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers })).status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers })).status()).toBe(200);
}

async function openIn(page: Page, path: string, language: "en" | "es", width = WIDTHS[0] ?? 375) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByTestId("brand-name")).toBeVisible();
  // The church's name comes from the settings: wait for the page's own reading of them.
  await expect(page.getByTestId("brand-name")).not.toHaveText("", { timeout: 15_000 });
}

test.describe("the header fits at every width", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const language of LANGUAGES) {
    for (const part of WALK_PART_NUMBERS) {
      test(`every public page in ${language} with the church's name (${partTitle(part)})`, async ({ page }) => {
        const site = (await (await page.request.get("/api/site")).json()) as { name: string };
        for (const path of partOf(PATHS, part)) {
          await openIn(page, path, language);
          await expect(page.getByTestId("brand-name")).toHaveText(site.name);
          await checkEveryWidth(page, `${path} (${language})`);
        }
      });

      test(`every public page in ${language} with a 40-character name (${partTitle(part)})`, async ({ page }) => {
        expect(LONG_NAME).toHaveLength(40);
        const site = (await (await page.request.get("/api/site")).json()) as { name: string };
        // The settings' name as this browser receives it, in each page the server renders and in /api/site: changing
        // the shared settings would rename the church under the tests running beside this one. The page's HTML holds
        // the name in its header and in its islands' data alike, so both get the long one. The server also sizes a
        // long name (smaller type, no logo on a phone: Header.tsx), which hydration keeps as sent: so does asIfLong. As a signed-in member,
        // whose header carries the account menu too.
        await signInMember(page);
        const lengthen = async (route: Route) => {
          const headers = { ...route.request().headers() };
          delete headers["if-none-match"];
          delete headers["if-modified-since"];
          const response = await route.fetch({ headers });
          await route.fulfill({ response, body: asIfLong((await response.text()).replaceAll(site.name, LONG_NAME)) });
        };
        const origin = new URL(page.url()).origin;
        await page.route((url) => url.origin === origin && !url.pathname.startsWith("/api/") && !url.pathname.includes("."), async (route) =>
          route.request().resourceType() === "document" ? lengthen(route) : route.continue(),
        );
        await page.route("**/api/site", lengthen);
        for (const path of partOf(PATHS, part)) {
          await openIn(page, path, language);
          await expect(page.getByTestId("brand-name")).toHaveText(LONG_NAME);
          await checkEveryWidth(page, `${path} (${language}, long name)`);
        }
      });
    }
  }

  test("links that do not fit are in the More menu, reachable with the keyboard", async ({ page }) => {
    await openIn(page, "/", "es", 1280);
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav).toHaveAttribute("data-fit", "measured");
    const inRow = await nav.locator("[data-nav-item]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    // In Spanish at 1280 px the six links and Resources do not fit beside the name and the buttons (issue 23).
    expect(inRow.length).toBeLessThan(6);
    const trigger = nav.getByRole("button", { name: "Más" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    const inMenu = await menu.getByRole("menuitem").evaluateAll((items) => items.map((a) => a.getAttribute("href")));
    // Every main link once, in the row or in the menu; then the Resources pages.
    expect([...inRow, ...inMenu.slice(0, 6 - inRow.length)]).toEqual(["/", "/watch", "/study", "/events", "/community", "/give"]);
    expect(inMenu.slice(6 - inRow.length)).toEqual(["/sermons", "/prayer", "/store", "/kingdom-builders-class", "/plan-visit", "/about"]);
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "Acerca de" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about/);

    // A wide window has room for every link: the menu is Resources again.
    await page.setViewportSize({ width: 1920, height: 900 });
    await expect(nav.locator("[data-nav-item]")).toHaveCount(6);
    await expect(nav.getByRole("button", { name: "Recursos" })).toBeVisible();
  });
});
