import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

const NEW_WELCOME = "Una familia que estudia la Biblia en Fresno: ¡aquí hay lugar para ti!";

test.describe("page texts in the admin portal", () => {
  test("an editor rewrites the home hero in Spanish, previews and publishes it, / shows it in Spanish, and the page works on a phone", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, E2E_ADMINS.contentEditor);
    await page.goto("/admin/content");
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Home page", exact: true })).toBeVisible();

    const block = page.getByTestId("content-block-home.hero.welcome");
    await block.getByRole("button", { name: /Hero: welcome sentence/ }).click();
    const editor = page.getByTestId("content-editor-home.hero.welcome");
    await expect(editor.getByLabel("English")).toHaveValue(/Fresno/);
    await expectNoSeriousA11yViolations(page);

    await editor.getByLabel("Spanish").fill(NEW_WELCOME);
    await expect(editor.getByTestId("content-preview-es")).toHaveText(NEW_WELCOME);
    await editor.getByRole("button", { name: "Publish" }).click();
    // Publishing asks first, with the Spanish text on the site beside the new one.
    const preview = page.getByTestId("publish-preview");
    await expect(preview.getByTestId("publish-next-es")).toContainText("¡aquí hay lugar para ti!");
    await expect(preview.getByTestId("publish-compare-en")).toHaveText(/No change in this language\./);
    await preview.getByRole("button", { name: "Publish now" }).click();
    await expect(editor.getByRole("status")).toHaveText("Published. The site shows it now.");
    await expect(block).toContainText("Published");

    await editor.getByRole("button", { name: "Revision history" }).click();
    // Newest first: the text just published, then the one it replaced (a reused server may hold more).
    await expect(editor.getByTestId("revision").first()).toContainText(`Published · `);
    await expect(editor.getByTestId("revision").first()).toContainText(NEW_WELCOME);
    await expect(editor.getByTestId("revision").nth(1)).toBeVisible();

    // A visitor who chose Spanish: the choice travels in the lang cookie, so the server renders Spanish at once.
    await chooseSpanish(page);
    await page.goto("/");
    await expect(page.getByTestId("hero-welcome")).toHaveText(NEW_WELCOME);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    // /about draws its story, vision, mission, values and leaders from the published blocks.
    await page.goto("/about");
    await expect(page.getByTestId("pillar-vision")).toContainText("Una familia de creyentes");
    await expect(page.getByRole("img", { name: "Obispo Samuel Reyes" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The same page on a phone (in Spanish now), and the videos tab, which fits it too.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/admin/content");
    await page.getByTestId("content-block-about.vision").getByRole("button").click();
    await expect(page.getByTestId("content-editor-about.vision").getByLabel("Inglés")).toHaveValue(/family of believers/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Videos" }).click();
    await expect(page.getByTestId("video-clip")).toHaveCount(7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
