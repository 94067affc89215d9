import { expect, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

/** A past week no seeded guide uses: its guide shows in the public archive, not as this week's. */
const PAST_WEEK = "2025-06-02";

test.describe("study content in the admin portal", () => {
  // The passage the server refuses is a 400 response, which the browser logs.
  test.use({ allowedConsoleError: /status of 400/ });

  test("an admin with content:write writes a guide and a prayer, fixes a bad passage, and deletes the guide", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, E2E_ADMINS.studyWriter);
    await page.goto("/admin/content");
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    const sidebar = page.getByRole("navigation", { name: "Admin sections" });
    await expect(sidebar.getByRole("link")).toHaveText(["Dashboard", "Content", "Sermons", "Photo gallery"]);
    await page.getByRole("tab", { name: "Weekly guides" }).click();
    await expect(page.getByTestId("admin-guides-item")).toHaveCount(3);

    await page.getByRole("button", { name: "New guide" }).click();
    const form = page.getByRole("form", { name: "New guide" });
    await form.getByLabel("Week").fill(PAST_WEEK);
    await form.getByLabel("Title (English)").fill("Hope That Holds");
    await form.getByLabel("Title (Spanish)").fill("Una esperanza firme");
    await form.getByLabel("Guide (English)").fill("## Read\n\nAll things work together for good.");
    await form.getByLabel("Guide (Spanish)").fill("## Lea\n\nTodas las cosas ayudan a bien.");
    await form.getByLabel("Passages").fill("Romanos 8:28\nbanana bread");
    await form.getByLabel("Discussion questions (English, one per line)").fill("What is hope?\nWhere do you need it?");
    await form.getByLabel("Discussion questions (Spanish, one per line)").fill("¿Qué es la esperanza?");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Give each question in both languages")).toBeVisible();
    await form.getByLabel("Discussion questions (Spanish, one per line)").fill("¿Qué es la esperanza?\n¿Dónde la necesita?");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText('We couldn\'t read "banana bread" as a Bible passage.', { exact: false })).toBeVisible();
    await expect(form.getByLabel("Title (English)")).toHaveValue("Hope That Holds");
    await form.getByLabel("Passages").fill("Romanos 8:28");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Study guide saved.");
    await expect(page.getByTestId("admin-guides-item").filter({ hasText: "Hope That Holds" })).toContainText("Published");

    await page.getByRole("tab", { name: "Devotionals and prayers" }).click();
    await page.getByRole("button", { name: "New reading" }).click();
    const reading = page.getByRole("form", { name: "New reading" });
    await reading.getByLabel("Kind").selectOption("prayer");
    await reading.getByLabel("Title (English)").fill("Prayer for Our City");
    await reading.getByLabel("Title (Spanish)").fill("Oración por nuestra ciudad");
    await reading.getByLabel("Text (English)").fill("Lord, bless our neighbours and our city.");
    await reading.getByLabel("Text (Spanish)").fill("Señor, bendice a nuestros vecinos y nuestra ciudad.");
    await reading.getByLabel("Passage (optional)").fill("Jeremiah 29:7");
    await reading.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Reading saved.");

    await page.goto(`/study/guides/${PAST_WEEK}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hope That Holds");
    // Typed in Spanish, the passage is named in the page's language (shared/scripture-format.ts).
    await expect(page.getByRole("link", { name: "Romans 8:28" })).toHaveAttribute("href", "/study/ROM/8?v=28#reader");
    await page.goto("/study");
    await expect(page.getByTestId("devotionals")).toContainText("Prayer for Our City");

    await page.goto("/admin/content");
    await page.getByRole("tab", { name: "Weekly guides" }).click();
    const row = page.getByTestId("admin-guides-item").filter({ hasText: "Hope That Holds" });
    await row.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this study guide?" });
    await expect(confirm).toContainText("“Hope That Holds” will be removed from the website.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toHaveText("Deleted.");
    await expect(page.getByTestId("admin-guides-item").filter({ hasText: "Hope That Holds" })).toHaveCount(0);
  });
});
