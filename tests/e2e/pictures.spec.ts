import { expect, test } from "./fixtures";

/** Issue 23 item 9: events and sermons show their artwork, in their reserved size, on a phone and a laptop. */
for (const width of [375, 1366]) {
  test.describe(`event and sermon pictures at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every event card shows its picture, and the event page opens with it", async ({ page }) => {
      await page.goto("/events");
      const cards = page.getByRole("article");
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      await expect(page.getByTestId("event-picture")).toHaveCount(count);
      const first = page.getByTestId("event-picture").first();
      await first.scrollIntoViewIfNeeded();
      await expect(first).toHaveJSProperty("complete", true);
      expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
      const box = await first.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(width < 640 ? 300 : 150);

      const title = (await cards.first().getByRole("heading").textContent()) ?? "";
      await cards.first().getByRole("heading").getByRole("link").click();
      await expect(page).toHaveURL(/\/events\/[^/?]+/);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator('main img[src^="/demo/events/"]').first()).toBeVisible();
    });

    test("sermon cards show their artwork, and a sermon's video waits behind it", async ({ page }) => {
      await page.goto("/sermons");
      const artwork = page.getByTestId("sermon-card").first().getByTestId("sermon-artwork");
      await expect(artwork).toBeVisible();
      await expect(artwork).toHaveJSProperty("complete", true);
      expect(await artwork.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      await page.goto("/sermons/daily-bread");
      const video = page.locator("main video");
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute("poster", /\/uploads\/|\/media\//);
    });
  });
}
