import { expect, test } from "./fixtures";
import { setThemeSong } from "./support/theme-song";

test.describe("mobile layout at 375 px", () => {
  test("the home page does not scroll sideways", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("home-hero")).toBeVisible();
    await expect(page.getByTestId("moment")).toHaveCount(4);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  });

  test("the Bible reader, side by side, does not scroll sideways", async ({ page }) => {
    await page.goto("/study/PSA/119?v=105");
    await expect(page.getByTestId("verse-actions")).toBeVisible();
    await page.getByLabel("Side by side: English and Spanish").check();
    await expect(page.getByTestId("companion-text")).toContainText("Lámpara es á mis pies tu palabra");
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  });

  test("the side menu lists every link plus Gallery and closes after navigating", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const name of ["Home", "Watch Live", "Bible Tools", "Events", "Community", "Give", "Gallery", "Sermons", "Prayer", "Store", "Kingdom Builders Class", "Plan a Visit", "About", "Member Login", "Admin Login"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Events", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/events$/);
  });

  test("the theme-song player fits the screen, closed and open", async ({ page }) => {
    await setThemeSong(page);
    await page.goto("/");
    const player = page.getByTestId("theme-song-player");
    await expect(player).toBeVisible();
    for (const state of ["collapsed", "expanded"]) {
      if (state === "expanded") await player.getByRole("button", { name: "Play" }).click();
      await expect(player).toHaveAttribute("data-state", state);
      const pill = await page.getByTestId("theme-song-pill").boundingBox();
      expect((pill?.x ?? -1) >= 0 && (pill?.x ?? 0) + (pill?.width ?? 999) <= 375).toBe(true);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    }
  });
});
