import { expect, test } from "./fixtures";

test.describe("theme-song player", () => {
  test("expands, switches provider, links to the full track, and remembers its state", async ({ page }) => {
    await page.goto("/");
    const player = page.getByTestId("theme-song-player");
    await expect(player).toContainText("Theme Song: Water Walkers (Remix)");
    await expect(player).toHaveAttribute("data-state", "collapsed");
    const box = await player.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(360);

    await player.getByRole("button", { name: "Play" }).click();
    await expect(player).toHaveAttribute("data-state", "expanded");
    await expect(player).toContainText("Previews may play here. Tap below to hear the full track in the app (counts as a stream).");
    const embed = player.locator("iframe");
    await expect(embed).toHaveAttribute("src", /spotify/);
    expect(Math.round((await embed.boundingBox())?.height ?? 0)).toBe(80);
    await expect(player.getByRole("link", { name: /full track on Spotify/ })).toHaveAttribute("target", "_blank");

    await player.getByRole("button", { name: "Apple Music" }).click();
    await expect(player.getByRole("button", { name: "Apple Music" })).toHaveAttribute("aria-pressed", "true");
    await expect(embed).toHaveAttribute("src", /apple/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("themeSongPlayer"))) ?? "{}")).toEqual({ open: true, provider: "apple" });

    await page.reload();
    await expect(player).toHaveAttribute("data-state", "expanded");
    await expect(player.locator("iframe")).toHaveAttribute("src", /apple/);
    await player.getByRole("button", { name: "Hide" }).click();
    await page.reload();
    await expect(player).toHaveAttribute("data-state", "collapsed");
  });

  test("is on every page", async ({ page }) => {
    for (const path of ["/events", "/no-such-page", "/admin-test"]) {
      await page.goto(path);
      await expect(page.getByTestId("theme-song-player")).toBeVisible();
    }
  });
});
