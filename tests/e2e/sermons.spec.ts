import { expect, test } from "./fixtures";
import { chooseSpanish } from "./support/language";

test.describe("sermons", () => {
  // First loads of a lazy page can take many seconds on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test("browses the latest sermons, by series and by topic", async ({ page }) => {
    await page.goto("/sermons");
    await expect(page.getByRole("heading", { level: 1, name: "Sermons" })).toBeVisible({ timeout: 30_000 });
    // The demo's twelve, and more when the admin test has just published one.
    await expect(page.getByTestId("sermon-count")).toHaveText(/^1\d sermons$/);
    await expect(page.getByRole("link", { name: "Subscribe to the podcast" })).toHaveAttribute("href", "/api/sermons/podcast.xml");

    await page.getByRole("navigation", { name: "Browse sermons" }).getByRole("link", { name: "By series" }).click();
    await page.getByTestId("series-list").getByRole("link", { name: "Teach Us to Pray" }).click();
    await expect(page).toHaveURL(/series=the-lords-prayer/);
    await expect(page.getByTestId("series-header")).toContainText("Lord's Prayer");
    await expect(page.getByTestId("sermon-card")).toHaveCount(4);
    await expect(page.getByTestId("sermon-card").first()).toContainText("Forgive Us as We Forgive");

    await page.getByRole("navigation", { name: "Browse sermons" }).getByRole("link", { name: "By topic" }).click();
    await page.getByTestId("topic-list").getByRole("link", { name: /Forgiveness/ }).click();
    await expect(page.getByTestId("sermon-count")).toHaveText("2 sermons");
    await page.getByRole("button", { name: "Remove filter Topic: Forgiveness" }).click();
    await expect(page.getByTestId("sermon-count")).toHaveText(/^1\d sermons$/);
  });

  test("searches and filters by speaker and book", async ({ page }) => {
    await page.goto("/sermons");
    await expect(page.getByTestId("sermon-card").first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole("searchbox", { name: "Search sermons" }).fill("daily bread");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("sermon-card").first()).toContainText("Give Us This Day Our Daily Bread");
    await page.getByRole("link", { name: "Clear search and filters" }).click();
    await expect(page).toHaveURL(/\/sermons$/);
    await expect(page.getByTestId("sermon-count")).toHaveText(/^1\d sermons$/);
    // "Filipenses 2:5-8" is written in Spanish and counts for Philippians.
    await page.getByLabel("Book of the Bible").selectOption("PHP");
    await expect(page.getByTestId("sermon-count")).toHaveText("1 sermon", { timeout: 30_000 });
    await expect(page.getByTestId("sermon-card")).toContainText("Wash One Another's Feet");
    await page.getByLabel("Speaker").selectOption("Daniel Reyes");
    await expect(page.getByTestId("sermon-count")).toHaveText("No sermons match. Try other words or fewer filters.");
  });

  test("opens a sermon with its player and downloads the study notes as a PDF", async ({ page }) => {
    await page.goto("/sermons?series=the-lords-prayer");
    await page.getByRole("link", { name: "Give Us This Day Our Daily Bread" }).click({ timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Give Us This Day Our Daily Bread" })).toBeVisible();
    await expect(page.getByLabel("Sermon video: Give Us This Day Our Daily Bread")).toBeVisible();
    await expect(page.getByLabel("Sermon audio: Give Us This Day Our Daily Bread")).toBeAttached();
    await expect(page.getByRole("link", { name: "Matthew 6:11" })).toHaveAttribute("href", "/study/MAT/6?v=11#reader");
    const download = page.waitForEvent("download");
    await page.getByTestId("notes-download").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("daily-bread-study-notes.pdf");
    const path = await file.path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(path).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("shows the sermon pages in Spanish", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/sermons/daily-bread");
    await expect(page.getByRole("heading", { level: 1, name: "El pan nuestro de cada día" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("notes-download")).toContainText("Descargar notas de estudio");
  });
});
