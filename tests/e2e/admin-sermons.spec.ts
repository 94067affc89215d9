import sharp from "sharp";
import { expect, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n", "latin1");

test.describe("sermons in the admin portal", () => {
  // The refused video address and the refused upload are 4xx responses, which the browser logs.
  test.use({ allowedConsoleError: /status of (400|415)/ });

  test("an editor writes a sermon, is told about a broken video link and a wrong file, uploads notes and publishes it", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, E2E_ADMINS.sermonWriter);
    await page.goto("/admin/sermons");
    await expect(page.getByRole("heading", { level: 1, name: "Sermons" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("admin-sermon-item").first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole("button", { name: "New sermon" }).click();
    const form = page.getByRole("form", { name: "New sermon" });
    await form.getByLabel("Address (after /sermons/)").fill("the-good-shepherd");
    await form.getByLabel("Date preached").fill("2025-05-04");
    await form.getByLabel("Speaker", { exact: true }).fill("Guest Preacher");
    await form.getByLabel("Series").selectOption({ label: "Home Together" });
    await form.getByLabel("Hope").check();
    await form.getByLabel("Title (English)").fill("The Good Shepherd");
    await form.getByLabel("Title (Spanish)").fill("El buen pastor");
    await form.getByLabel("Passages").fill("John 10:11\nSalmo 23");
    await form.getByLabel("Video address").fill("https://www.youtube.com/watch?v=broken");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Use a YouTube or Vimeo link", { exact: false })).toBeVisible();
    await expect(form.getByLabel("Title (English)")).toHaveValue("The Good Shepherd");
    await form.getByLabel("Video address").fill("https://youtu.be/dQw4w9WgXcQ");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible({ timeout: 30_000 });

    const notes = page.getByTestId("notes-field");
    await notes.getByLabel("Study notes (PDF, up to 20 MB)").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
    await notes.getByRole("button", { name: "Upload" }).click();
    await expect(notes.getByRole("alert")).toHaveText("This type of file is not allowed here.", { timeout: 30_000 });
    await notes.getByLabel("Study notes (PDF, up to 20 MB)").setInputFiles({ name: "shepherd.pdf", mimeType: "application/pdf", buffer: PDF });
    await notes.getByRole("button", { name: "Upload" }).click();
    await expect(notes.getByRole("status")).toHaveText("File uploaded.", { timeout: 30_000 });
    await expect(notes).toContainText("Current file:");

    const picture = page.getByTestId("artwork-field");
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2a6f97" } }).png().toBuffer();
    await picture.getByLabel("Picture for this sermon (JPEG, PNG, WebP or GIF, up to 10 MB)").setInputFiles({ name: "shepherd.png", mimeType: "image/png", buffer: png });
    await picture.getByRole("button", { name: "Upload" }).click();
    await expect(picture.getByRole("status")).toHaveText("File uploaded.", { timeout: 30_000 });
    await expect(picture.getByRole("img", { name: "The picture as it is now" })).toBeVisible();

    await page.getByRole("button", { name: "Back to the list" }).click();
    const item = page.getByTestId("admin-sermon-item").filter({ hasText: "The Good Shepherd" });
    await expect(item).toContainText("Draft");
    await item.getByRole("button", { name: "Publish" }).click();
    await expect(item).toContainText("Published");

    await page.goto("/sermons/the-good-shepherd");
    await expect(page.getByRole("heading", { level: 1, name: "The Good Shepherd" })).toBeVisible({ timeout: 30_000 });
    // The player loads when asked for, and starts at once.
    await expect(page.getByTitle("Sermon video: The Good Shepherd")).toHaveCount(0);
    await page.getByRole("button", { name: "Play the sermon video: The Good Shepherd" }).click();
    await expect(page.getByTitle("Sermon video: The Good Shepherd")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    await expect(page.getByTitle("Sermon video: The Good Shepherd")).toBeFocused();
    await page.goto("/sermons?q=Good%20Shepherd");
    const card = page.getByTestId("sermon-card").filter({ hasText: "The Good Shepherd" });
    await expect(card.getByTestId("sermon-artwork")).toHaveAttribute("src", /^\/uploads\/sermons\/artwork\/.+\.webp$/);
    await page.goto("/sermons/the-good-shepherd");
    const download = page.waitForEvent("download");
    await page.getByTestId("notes-download").click();
    expect((await download).suggestedFilename()).toBe("the-good-shepherd-study-notes.pdf");

    await page.goto("/admin/sermons");
    const created = page.getByTestId("admin-sermon-item").filter({ hasText: "The Good Shepherd" });
    await created.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toHaveText("Deleted.", { timeout: 30_000 });
    await expect(created).toHaveCount(0);
  });
});
