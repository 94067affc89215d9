import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { addressOf } from "../support/page-addresses";
import { expect, test } from "./fixtures";

/**
 * The public pages Astro renders (issue 49), on the suite's second server (PUBLIC_PAGES=astro, the next port:
 * scripts/e2e-server.mjs). The pages are read from src/site/pages, so a page added there is checked the day it is.
 */
const ASTRO_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
const PAGES_DIR = path.join(import.meta.dirname, "..", "..", "src", "site", "pages");

/**
 * Each page's route pattern: src/site/pages/about.astro -> /about, index.astro -> /, sermons/[slug].astro ->
 * /sermons/:slug (an address of it is found on its listing page, tests/support/page-addresses.ts).
 */
const ASTRO_PAGES = readdirSync(PAGES_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".astro"))
  .map((file) => `/${file.replace(/\.astro$/, "").replace(/(^|\/)index$/, "").replace(/\[([a-z]+)\]/gi, ":$1")}`)
  .sort();

/** An address of a page's pattern, read from the Astro server's own pages. */
function addressFor(request: APIRequestContext, pattern: string): Promise<string> {
  return addressOf(async (listing) => (await request.get(listing)).text(), pattern);
}

const SPANISH_HOME = "Inicio";
const ENGLISH_HOME = "Home";

// The suite sends its own origin with every request (playwright.config.ts); this server has its own.
test.use({ baseURL: ASTRO_ORIGIN, extraHTTPHeaders: { Origin: ASTRO_ORIGIN } });

test.beforeAll(async ({ request }) => {
  // The second server starts beside the first; its demo database may still be seeding.
  await expect.poll(async () => (await request.get(`${ASTRO_ORIGIN}/api/health`).catch(() => undefined))?.ok() ?? false, { timeout: 90_000 }).toBe(true);
});

/** The header island has hydrated: its menus answer. */
async function headerWorks(page: Page) {
  await expect(page.locator("astro-island:has([data-testid='brand'])")).not.toHaveAttribute("ssr", { timeout: 15_000 });
}

test("the Astro pages are read from src/site/pages", () => {
  expect(ASTRO_PAGES).toEqual(expect.arrayContaining(["/", "/about"]));
});

for (const pattern of ASTRO_PAGES) {
  test.describe(`${pattern} (Astro)`, () => {
    test("arrives in the visitor's language from the first byte, with its islands' scripts only, allowed by the CSP by hash", async ({ request }) => {
      const pagePath = await addressFor(request, pattern);
      const spanish = await request.get(pagePath, { headers: { "Accept-Language": "es-MX,es;q=0.9" } });
      expect(spanish.status()).toBe(200);
      const html = await spanish.text();
      expect(html).toMatch(/<html lang="es"/);
      expect(html).toContain(`>${SPANISH_HOME}<`);
      expect(html).not.toContain(`>${ENGLISH_HOME}<`);
      expect(spanish.headers()["vary"]).toMatch(/^Accept-Language, Cookie\b/);
      // The saved choice goes before Accept-Language.
      const saved = await request.get(pagePath, { headers: { "Accept-Language": "es", Cookie: "lang=en" } });
      expect(await saved.text()).toMatch(/<html lang="en"/);

      const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source).toMatch(/^\/_astro\//);
      expect(html).not.toContain("/assets/app-");
      const policy = spanish.headers()["content-security-policy"] ?? "";
      const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).toMatch(/^ ?script-src 'self' 'sha256-/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
      for (const body of inline) expect(policy).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    });

    // Spanish on a phone (its words are longer) and English on a laptop: each language and each layout once.
    test("has no serious or critical accessibility violation: Spanish at 375 px, English at 1366 px", async ({ page, request }) => {
      const pagePath = await addressFor(request, pattern);
      for (const [language, width] of [["es", 375], ["en", 1366]] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${pagePath}${pagePath.includes("?") ? "&" : "?"}lang=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await headerWorks(page);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
        expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
      }
    });
  });
}

test("the language switch saves the choice and the server sends the page again in that language", async ({ page, context }) => {
  await page.goto("/about");
  await headerWorks(page);
  await page.getByRole("button", { name: /^EN/ }).click();
  await page.getByRole("menuitemradio", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quiénes somos");
  // The player, kept from the page before, speaks Spanish too.
  await expect(page.getByTestId("theme-song-player").getByRole("button", { name: "Reproducir" })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("es");
  // A later first load of any page is Spanish from its first byte.
  const next = await page.request.get("/");
  expect(await next.text()).toMatch(/<html lang="es"/);
});

test("moving between pages keeps the header and the player as they are, and shows 'Loading page...' meanwhile", async ({ page }) => {
  await page.goto("/");
  await headerWorks(page);
  const player = page.getByTestId("theme-song-player");
  await expect(page.locator("astro-island:has([data-testid='theme-song-player'])")).not.toHaveAttribute("ssr", { timeout: 15_000 });
  await player.getByRole("button", { name: "Play" }).click();
  await expect(player.getByRole("button", { name: "Hide" })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    document.querySelector("[data-testid='theme-song-player']")?.setAttribute("data-kept", "yes");
  });
  // The next page arrives slowly: the loading state shows until it does.
  await page.route("**/about", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading page..." })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect(page.getByRole("status").filter({ hasText: "Loading page..." })).toBeHidden();
  // The same document, and the same player, still open.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(player).toHaveAttribute("data-kept", "yes");
  await expect(player.getByRole("button", { name: "Hide" })).toBeVisible();
});
