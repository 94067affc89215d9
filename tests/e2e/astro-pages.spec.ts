import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { MEMBER_ROUTES } from "../../src/web/app/member-routes";
import { inlineScriptsNotInPolicy } from "../support/inline-scripts";
import { addressOf } from "../support/page-addresses";
import { serverRenderedPatterns } from "../support/site-pages";
import { expect, test } from "./fixtures";

/**
 * The public pages Astro renders (src/site). The pages are read from src/site/pages and the member pages'
 * list (web/app/member-routes.tsx), so a page added there is checked the day it is.
 */
/** The member pages without a parameter (rendered in the browser, in the frame). */
const MEMBER_PAGES = MEMBER_ROUTES.map((route) => route.path).filter((memberPath) => !memberPath.includes(":"));
/** Every page the server renders, and the member pages. */
const ASTRO_PAGES = [...serverRenderedPatterns(), ...MEMBER_PAGES].sort();

/** An address of a page's pattern, read from the Astro server's own pages. */
function addressFor(request: APIRequestContext, pattern: string): Promise<string> {
  return addressOf(async (listing) => (await request.get(listing)).text(), pattern);
}

const SPANISH_HOME = "Inicio";
const ENGLISH_HOME = "Home";

/** The header island has hydrated: its menus respond. */
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
      // A guest's header arrives signed out (its account menu, not a spinner that turns into one after hydration).
      expect(html).toContain('data-tour="profile"');
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
      expect(inlineScriptsNotInPolicy(html, policy)).toEqual([]);
    });

    // Spanish on a phone (its words are longer) and English on a laptop: each language and each layout once. The
    // server-rendered pages are every-page.a11y.spec.ts's, in both languages on both projects; the member pages in
    // the frame are checked here.
    if (!MEMBER_PAGES.includes(pattern)) return;
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

test("a window resized while the next page fades in is not an error: the page arrives, nothing is logged", async ({ page }) => {
  await page.goto("/");
  await headerWorks(page);
  // The window changes size the moment the new page is swapped in, while its cross-fade runs (a phone turned).
  await page.exposeBinding("turnThePhone", async ({ page: turned }) => turned.setViewportSize({ width: 812, height: 375 }));
  await page.evaluate(() => {
    document.addEventListener("astro:after-swap", () => void (window as unknown as { turnThePhone: () => Promise<void> }).turnThePhone(), { once: true });
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect.poll(() => page.viewportSize()?.width).toBe(812);
  // The cross-fade is over (Astro drops its mark on <html> when it ends): an unhandled rejection would have come.
  await expect(page.locator("html")).not.toHaveAttribute("data-astro-transition", /./);
});

/** The files a module imports statically (`import ... from "./x.js"`, `export ... from "./x.js"`), as the browser fetches them. */
function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:import|export)\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((match) => match[1] ?? "");
}

// The header, the player and the visitor's islands are the same on every public page (the layout's): their code comes
// in one chunk (astro.config.ts, decision 0097), not in the forty files a slow phone spent a task or two on each.
test("every public page's frame arrives in one chunk: its islands import nothing else but Astro's router and the bundler's runtime", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  const islands = ["HeaderIsland", "PlayerIsland", "VisitorIsland"].map((name) => html.match(new RegExp(`component-url="/_astro/(${name}\\.[^"]+\\.js)"`))?.[1]);
  expect(islands).not.toContain(undefined);
  const fetched = new Set<string>();
  const queue = [...(islands as string[])];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (fetched.has(file)) continue;
    fetched.add(file);
    const response = await request.get(`/_astro/${file}`);
    expect(response.status(), file).toBe(200);
    queue.push(...staticImports(await response.text()));
  }
  const others = [...fetched].filter((file) => !(islands as string[]).includes(file)).map((file) => file.split(".")[0]);
  // Astro's client router is the one other file: the page's <ClientRouter /> script, which every page runs first anyway.
  expect(others.sort()).toEqual(["ClientRouter", "frame", "rolldown-runtime"]);
});
