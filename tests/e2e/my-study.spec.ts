import type { Page } from "@playwright/test";
import { createConfirmedMember, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { chooseSpanish } from "./support/language";

/** Signs in through the API in the page's own cookie jar and marks the tour done, as a returning member. */
async function signInMember(page: Page, email: string) {
  const origin = new URL(page.url()).origin;
  const headers = { Origin: origin };
  const signedIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers });
  expect(signedIn.status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers })).status()).toBe(200);
}

/** The page at the phone width: scanned by axe and never wider than the screen. */
async function checkAtPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("my study on /study", () => {
  test("a member highlights a verse and writes a note, sees them after a reload, starts a plan and marks today done", async ({ page }) => {
    test.setTimeout(120_000);
    const lydia = uniqueEmail("lydia");
    await createConfirmedMember(page.request, "Lydia Thyatira", lydia);

    await page.goto("/study/JHN/3?v=16");
    await signInMember(page, lydia);
    await page.reload();
    const tools = page.getByTestId("verse-study-tools");
    const highlight = tools.getByRole("group", { name: "Highlight John 3:16" });
    await highlight.getByRole("button", { name: "Highlight green" }).click();
    const verse = page.getByTestId("reader-text").locator('[data-verse="16"]');
    await expect(verse).toHaveAttribute("data-highlight", "green");
    await expect(highlight.getByRole("button", { name: "Highlight green" })).toHaveAttribute("aria-pressed", "true");

    // The note form is reached and sent with the keyboard alone.
    await tools.getByRole("button", { name: "Add note" }).focus();
    await page.keyboard.press("Enter");
    const note = page.getByLabel("Your private note on John 3:16");
    await expect(note).toBeFocused();
    await tools.getByRole("button", { name: "Save note" }).click();
    await expect(tools.getByRole("alert")).toHaveText("Please write your note.");
    await note.fill("Whoever believes: that includes me.");
    await tools.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByTestId("chapter-notes")).toContainText("Whoever believes: that includes me.");
    await expect(verse.getByRole("img", { name: "You have a note on this verse" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await checkAtPhoneWidth(page);

    await page.reload();
    await expect(verse).toHaveAttribute("data-highlight", "green");
    await expect(page.getByTestId("chapter-notes")).toContainText("Verse 16");
    await expect(page.getByTestId("chapter-notes")).toContainText("Whoever believes: that includes me.");
    await expect(tools.getByRole("button", { name: "Edit note" })).toBeVisible();

    await page.getByTestId("my-study-link").click();
    await expect(page).toHaveURL(/\/study\/my$/);
    await expect(page.getByRole("heading", { level: 1, name: "My study" })).toBeVisible();
    await expect(page.getByTestId("saved-highlights")).toContainText("John 3:16");
    await expect(page.getByTestId("saved-notes")).toContainText("Whoever believes: that includes me.");

    const gospels = page.getByTestId("plan-gospels-30");
    await expect(gospels).toContainText("89 chapters in 30 days");
    await gospels.getByRole("button", { name: "Start plan" }).click();
    const today = gospels.getByTestId("todays-reading");
    await expect(today).toContainText("Today's reading · day 1");
    await expect(today.getByRole("link", { name: "Matthew 1-5" })).toBeVisible();
    await expect(gospels.getByTestId("plan-progress")).toHaveText("0 of 30 days done (0%)");
    await today.getByLabel("Mark day 1 as done").click();
    await expect(today.getByLabel("Mark day 1 as done")).toBeChecked();
    await expect(gospels.getByTestId("plan-progress")).toHaveText("1 of 30 days done (3%)");
    await expect(gospels.getByTestId("plan-streak")).toHaveText("1-day streak");
    await expect(gospels.getByRole("progressbar", { name: "Plan progress" })).toHaveAttribute("aria-valuenow", "3");
    await expectNoSeriousA11yViolations(page);
    await checkAtPhoneWidth(page);

    // The download holds what the member kept, under its own name.
    const download = await page.request.get("/api/my-study/export?format=json");
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="my-study-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = (await download.json()) as { highlights: Array<{ book: string; verse: number; color: string }>; notes: Array<{ body: string }>; plans: Array<{ planId: string; completed: Array<{ day: number }> }> };
    expect(body.highlights).toMatchObject([{ book: "JHN", verse: 16, color: "green" }]);
    expect(body.notes.map((n) => n.body)).toEqual(["Whoever believes: that includes me."]);
    expect(body.plans).toMatchObject([{ planId: "gospels-30", completed: [{ day: 1 }] }]);

    // Today's reading opens the reader at its first chapter.
    await today.getByRole("link", { name: "Matthew 1-5" }).click();
    // A member's chapter page is rendered for them alone (no cache), and a check with a locator first waits for its
    // islands to hydrate (fixtures.ts): on a loaded two-core machine the two together took over 12 s.
    await expect(page).toHaveURL(/\/study\/MAT\/1#reader$/, { timeout: 30_000 });
    await expect(page.getByTestId("chapter-heading")).toHaveText("Matthew 1", { timeout: 30_000 });
  });

  test("a guest pressing highlight or note is asked to sign in, and My study offers the sign-in", async ({ page }) => {
    await page.goto("/study/JHN/3?v=16");
    await page.getByTestId("verse-study-tools").getByRole("button", { name: "Highlight yellow" }).click();
    const dialog = page.getByRole("dialog", { name: "Member Login" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByTestId("verse-study-tools").getByRole("button", { name: "Add note" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("reader-text").locator("[data-highlight]")).toHaveCount(0);

    await page.goto("/study/my");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expectNoSeriousA11yViolations(page);
    await checkAtPhoneWidth(page);
  });

  test("in Spanish, a member highlights a verse and starts a plan with the texts and book names in Spanish", async ({ page }) => {
    const maria = uniqueEmail("maria");
    await createConfirmedMember(page.request, "María Magdalena", maria);
    await chooseSpanish(page);
    await page.goto("/study/JHN/20?v=16");
    await signInMember(page, maria);
    await page.reload();
    const tools = page.getByTestId("verse-study-tools");
    await expect(tools.getByRole("group", { name: "Resaltar Juan 20:16" })).toBeVisible();
    await tools.getByRole("button", { name: "Resaltar en rosa" }).click();
    await expect(page.getByTestId("reader-text").locator('[data-verse="16"]')).toHaveAttribute("data-highlight", "pink");
    await page.getByTestId("my-study-link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Mi estudio" })).toBeVisible();
    const year = page.getByTestId("plan-bible-365");
    await expect(year).toContainText("1,189 capítulos en 365 días");
    await year.getByRole("button", { name: "Comenzar el plan" }).click();
    await expect(year.getByTestId("todays-reading")).toContainText("Lectura de hoy · día 1");
    await expect(year.getByTestId("todays-reading").getByRole("link", { name: /^Génesis 1/ })).toBeVisible();
    await expect(page.getByTestId("saved-highlights")).toContainText("Juan 20:16");
    await expectNoSeriousA11yViolations(page);
  });
});
