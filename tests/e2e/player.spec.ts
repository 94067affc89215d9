import type { Locator, Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../src/server/features/seo/pages";
import { expect, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";
import { EMBEDS, PASTED, setThemeSong } from "./support/theme-song";

/**
 * The links and buttons of the page (outside the player) that lie under the player: their boxes meet, or the
 * page's topmost element at one of their points is the player.
 */
function coveredByPlayer(page: Page) {
  return page.evaluate(() => {
    const player = document.querySelector<HTMLElement>("[data-testid='theme-song-player']");
    if (!player) return ["no player"];
    const p = player.getBoundingClientRect();
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("a, button, [role='button'], input, select, textarea")) {
      if (player.contains(el) || el.closest(".sr-only")) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      if (box.left < p.right && box.right > p.left && box.top < p.bottom && box.bottom > p.top) found.push(el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName);
    }
    return found;
  });
}

/** The element's box; it must be drawn. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not drawn");
  return box;
}

test.describe("theme-song player", () => {
  // The song is the site's one setting: these tests set it one after the other.
  test.describe.configure({ mode: "serial" });

  test("Admin > Settings takes the track; the player embeds that very track on each service and remembers its state", async ({ page, browser }) => {
    // The admin in a browser of their own; the visitor is the test's page.
    const adminContext = await browser.newContext();
    await adminContext.route(
      (url) => !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url.href),
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>embed</title>" }),
    );
    const admin = await adminContext.newPage();
    await signInAs(admin, E2E_ADMINS.songKeeper);
    await admin.goto("/admin/settings");
    const song = admin.getByTestId("theme-song-settings");
    await expect(song.getByLabel("Song title")).toHaveValue("Water Walkers (Remix)");
    // A search address plays no song: the form says so and saves nothing.
    await song.getByLabel("Spotify track link").fill("https://open.spotify.com/search/Water%20Walkers%20Remix");
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(song).toContainText("This is not the address of one song on Spotify.");
    await song.getByLabel("Spotify track link").fill(PASTED.spotify);
    await song.getByLabel("Apple Music song link").fill(PASTED.apple);
    await song.getByLabel("YouTube video link").fill(PASTED.youtube);
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
    // Kept in its plain form.
    await admin.reload();
    await expect(admin.getByTestId("theme-song-settings").getByLabel("Spotify track link")).toHaveValue("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC");
    await adminContext.close();

    const visitor = page;
    await visitor.goto("/");
    const player = visitor.getByTestId("theme-song-player");
    await expect(player).toContainText("Theme Song: Water Walkers (Remix)");
    await expect(player).toHaveAttribute("data-state", "collapsed");
    await expect(player.locator("iframe")).toHaveCount(0);

    await player.getByRole("button", { name: "Play" }).click();
    await expect(player).toHaveAttribute("data-state", "expanded");
    await expect(player).toContainText("Previews may play here. Tap below to hear the full track in the app (counts as a stream).");
    const embed = player.locator("iframe");
    await expect(embed).toHaveAttribute("src", EMBEDS.spotify);
    await expect(player.getByRole("link", { name: /full track on Spotify/ })).toHaveAttribute("href", "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC");
    await expect(player.getByRole("link", { name: /full track on Spotify/ })).toHaveAttribute("target", "_blank");

    await player.getByRole("button", { name: "Apple Music" }).click();
    await expect(player.getByRole("button", { name: "Apple Music" })).toHaveAttribute("aria-pressed", "true");
    await expect(embed).toHaveAttribute("src", EMBEDS.apple);
    await player.getByRole("button", { name: "YouTube" }).click();
    await expect(embed).toHaveAttribute("src", EMBEDS.youtube);
    await expect(player.getByRole("link", { name: /full track on YouTube/ })).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(JSON.parse((await visitor.evaluate(() => localStorage.getItem("themeSongPlayer"))) ?? "{}")).toEqual({ open: true, provider: "youtube" });

    await visitor.reload();
    await expect(player).toHaveAttribute("data-state", "expanded");
    await expect(player.locator("iframe")).toHaveAttribute("src", EMBEDS.youtube);
    await player.getByRole("button", { name: "Hide" }).click();
    await visitor.reload();
    await expect(player).toHaveAttribute("data-state", "collapsed");
  });

  test("floats in the bottom-right corner of every page, 360 px wide at most 92 % of the window, with an 80 px embed", async ({ page }) => {
    await setThemeSong(page);
    for (const path of ["/events", "/no-such-page", "/admin-test"]) {
      await page.goto(path);
      const player = page.getByTestId("theme-song-player");
      await expect(player).toBeVisible();
      expect(await player.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    }
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 812 });
      await page.goto("/");
      const player = page.getByTestId("theme-song-player");
      const shut = await boxOf(player);
      // In the corner, small when shut: on a phone only the note and Play.
      expect(width - (shut.x + shut.width)).toBeLessThanOrEqual(16);
      expect(812 - (shut.y + shut.height)).toBeLessThanOrEqual(16);
      expect(shut.height).toBeLessThanOrEqual(56);
      if (width === 375) expect(shut.width).toBeLessThanOrEqual(140);
      await player.getByRole("button", { name: "Play" }).click();
      const open = await boxOf(player);
      expect(open.width).toBeCloseTo(Math.min(360, width * 0.92), 0);
      expect(width - (open.x + open.width)).toBeLessThanOrEqual(16);
      expect((await boxOf(player.locator("iframe"))).height).toBeCloseTo(80, 0);
      await player.getByRole("button", { name: "Hide" }).click();
    }
  });

  test("works from the keyboard, and Hide folds the panel without stopping the song, across pages", async ({ page }) => {
    await setThemeSong(page);
    await page.goto("/");
    const player = page.getByTestId("theme-song-player");
    const play = player.getByRole("button", { name: "Play" });
    await play.focus();
    await page.keyboard.press("Enter");
    await expect(player).toHaveAttribute("data-state", "expanded");
    await expect(player.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-expanded", "true");
    await expect(player.getByRole("button", { name: "Hide" })).toBeFocused();
    // The same embed element, not a new one: what plays in it keeps playing.
    await player.locator("iframe").evaluate((frame) => frame.setAttribute("data-was-here", "1"));
    await page.keyboard.press("Enter");
    await expect(player).toHaveAttribute("data-state", "collapsed");
    await expect(player.locator("#theme-song-panel")).toBeHidden();
    await expect(player.locator("iframe[data-was-here]")).toHaveCount(1);
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(player.locator("iframe[data-was-here]")).toHaveCount(1);
  });

  test("covers no link or button at the end of any public page, on a phone or a laptop, shut", async ({ page }) => {
    test.setTimeout(150_000);
    await setThemeSong(page);
    for (const path of PUBLIC_PAGES.map((p) => p.path)) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await expect(page.getByTestId("theme-song-pill")).toBeVisible();
      for (const viewport of [
        { width: 375, height: 812 },
        { width: 1366, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        // The page's end scrolls clear of the closed player: the strip kept for it holds nothing else.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(await coveredByPlayer(page), `${path} at ${viewport.width} px`).toEqual([]);
      }
    }
    // The page the issue found covered: the Register button is the topmost element where it is drawn.
    await page.goto("/kingdom-builders-class");
    const register = page.getByRole("button", { name: "Register" });
    await expect(register).toBeVisible();
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 812 });
      // Polled: the resize may still be moving the page when it is first read.
      const drawnOver = () => register.evaluate((button) => {
        button.scrollIntoView({ block: "center" });
        const box = button.getBoundingClientRect();
        // Inside the rounded corners: Chromium hit-tests the curve, so a point 2 px in from a corner of an 8 px radius
        // lies outside the button and finds the form behind it (whether it does depends on the subpixel layout).
        const radius = parseFloat(getComputedStyle(button).borderTopLeftRadius) || 0;
        const inset = Math.ceil(radius * (1 - Math.SQRT1_2)) + 2;
        const points = [
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ];
        return points.map(([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)).filter((top) => !button.contains(top)).map((top) => top?.outerHTML.slice(0, 120));
      });
      await expect.poll(drawnOver, { message: `what is drawn over the Register button at ${width} px` }).toEqual([]);
    }
  });
});
