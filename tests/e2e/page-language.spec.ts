import type { Page } from "@playwright/test";
import { drawnPageAddresses } from "../support/page-addresses";
import { expect, test } from "./fixtures";

/**
 * The page as it arrived and as it was first painted (read at DOMContentLoaded, before any script of the app
 * has run: they start after the first paint), and every change of `<html lang>` after that.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as { firstPaint?: { lang: string; h1: Element | null; h1Text: string; nav: string }; langChanges: string[] };
    watched.langChanges = [];
    document.addEventListener("DOMContentLoaded", () => {
      const h1 = document.querySelector("h1");
      watched.firstPaint = {
        lang: document.documentElement.lang,
        h1,
        h1Text: h1?.textContent ?? "",
        nav: document.querySelector("nav")?.getAttribute("aria-label") ?? "",
      };
      new MutationObserver(() => watched.langChanges.push(document.documentElement.lang)).observe(document.documentElement, { attributeFilter: ["lang"] });
    });
  });
}

const SPANISH_NAV = "Navegación principal";
const ENGLISH_NAV = "Main navigation";

/**
 * Loads the address fresh and checks the page came in `language` from its first byte (the HTML's `<html lang>`,
 * drawn root and main navigation), and that nothing changed language after it was painted: once the browser has
 * taken the page over, the same heading element (hydrated, not drawn again) says the same words, and `<html
 * lang>` never changed.
 */
async function expectFirstByteIn(page: Page, address: string, language: "en" | "es") {
  const response = await page.goto(address);
  const html = (await response?.text()) ?? "";
  expect(/<html lang="([^"]*)"/.exec(html)?.[1], `${address}: <html lang> of the first HTML`).toBe(language);
  expect(html, `${address} is sent rendered in ${language}`).toContain(`data-prerendered="${language}"`);
  expect(html, `${address}: the navigation of the first HTML`).toContain(`aria-label="${language === "es" ? SPANISH_NAV : ENGLISH_NAV}"`);
  // The first HTML read by the browser's own parser, as it was before any script ran.
  const sentHeading = await page.evaluate((sent) => new DOMParser().parseFromString(sent, "text/html").querySelector("h1")?.textContent ?? "", html);
  await expect(page.locator("#root"), address).toHaveAttribute("data-working", "");
  const after = await page.evaluate(() => {
    const watched = window as unknown as { firstPaint?: { lang: string; h1: Element | null; h1Text: string; nav: string }; langChanges: string[] };
    const h1 = document.querySelector("h1");
    return {
      first: watched.firstPaint && { lang: watched.firstPaint.lang, h1Text: watched.firstPaint.h1Text, nav: watched.firstPaint.nav },
      sameHeading: watched.firstPaint?.h1 === h1 && h1 !== null,
      h1Text: h1?.textContent ?? "",
      lang: document.documentElement.lang,
      nav: document.querySelector("nav")?.getAttribute("aria-label") ?? "",
      langChanges: watched.langChanges,
    };
  });
  expect(after.first?.lang, `${address}: <html lang> at the first paint`).toBe(language);
  expect(after.lang, `${address}: <html lang> once the page works`).toBe(language);
  expect(after.langChanges, `${address}: <html lang> never changed`).toEqual([]);
  expect(after.nav, `${address}: the navigation once the page works`).toBe(after.first?.nav);
  expect(after.h1Text, `${address}: the heading once the page works`).toBe(after.first?.h1Text);
  expect(after.first?.h1Text, `${address}: the heading painted is the one sent`).toBe(sentHeading);
  expect(after.sameHeading, `${address}: the page was hydrated as sent, not drawn again`).toBe(true);
}

test.describe("the visitor's language in the first byte", () => {
  test.describe("a browser set to Spanish", () => {
    test.use({ locale: "es-ES" });

    test("gets every public page in Spanish from its first byte, and nothing changes language after it is painted", async ({ page, request }) => {
      test.setTimeout(300_000);
      await watchFirstPaint(page);
      const addresses = await drawnPageAddresses(async (path) => (await request.get(path)).text());
      expect(addresses.length).toBeGreaterThan(15);
      for (const address of addresses) await expectFirstByteIn(page, address, "es");
    });
  });

  test("a visitor who chose Spanish with the switcher gets every public page in Spanish on each first load", async ({ page, request, context }) => {
    test.setTimeout(300_000);
    await page.goto("/");
    await page.getByRole("button", { name: "Choose language" }).click();
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // The choice is kept where the server can read it: a year, sent on links from other sites too.
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie).toMatchObject({ value: "es", path: "/", sameSite: "Lax", httpOnly: false });
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 60 * 60;
    expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(3600);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("es");

    await watchFirstPaint(page);
    const addresses = await drawnPageAddresses(async (path) => (await request.get(path)).text());
    for (const address of addresses) await expectFirstByteIn(page, address, "es");

    // The address still wins over the saved choice.
    await expectFirstByteIn(page, "/events?lang=en", "en");
  });

  test("an English browser gets every public page in English from its first byte", async ({ page, request }) => {
    test.setTimeout(300_000);
    await watchFirstPaint(page);
    const addresses = await drawnPageAddresses(async (path) => (await request.get(path)).text());
    for (const address of addresses) await expectFirstByteIn(page, address, "en");
  });
});
