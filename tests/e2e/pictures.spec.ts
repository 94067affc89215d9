import { expect, test } from "./fixtures";

/** Issue 23 item 9: events and sermons show their artwork, in their reserved size, on a phone and a laptop. */
for (const width of [375, 1366]) {
  test.describe(`event and sermon pictures at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the demo events' cards show their pictures, and the event page opens with it", async ({ page }) => {
      await page.goto("/events");
      // The demo events each have a picture (events other tests add may have none).
      const cards = page.getByRole("article");
      for (const title of ["Sunday Worship Service", "Wednesday Bible Study", "Pie Social"]) {
        await expect(cards.filter({ has: page.getByRole("heading", { name: title }) }).first().getByTestId("event-picture")).toBeAttached();
      }
      const sunday = cards.filter({ has: page.getByRole("heading", { name: "Sunday Worship Service" }) }).first();
      const picture = sunday.getByTestId("event-picture");
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveJSProperty("complete", true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
      const box = await picture.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(width < 640 ? 300 : 150);

      await sunday.getByRole("heading").getByRole("link").click();
      await expect(page).toHaveURL(/\/events\/[^/?]+/);
      await expect(page.getByRole("heading", { level: 1, name: "Sunday Worship Service" })).toBeVisible();
      await expect(page.locator('main img[src="/demo/events/worship.webp"]')).toBeVisible();
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
