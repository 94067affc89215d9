import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createConfirmedMember, signInWithEmail, uniqueEmail } from "./auth-helpers";

async function runThroughTour(page: Page, texts: RegExp[]) {
  const total = texts.length;
  for (const [index, text] of texts.entries()) {
    const tooltip = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: text });
    // The tour waits for the page after a sign-in to hydrate its islands (up to 15 s each on a loaded machine:
    // fixtures.ts), and then for its own delay.
    await expect(tooltip).toBeVisible({ timeout: 25_000 });
    if (index < total - 1) {
      await tooltip.getByRole("button", { name: `Next (Step ${index + 1} of ${total})` }).click();
    } else {
      await tooltip.getByRole("button", { name: "Finish Tour" }).click();
    }
  }
  await expect(page.getByRole("button", { name: "Finish Tour" })).toBeHidden();
}

test.describe("guided tour", () => {
  // Each test signs a member up and in, then waits for the tour's own delays.
  test.describe.configure({ timeout: 60_000 });
  test("is offered to a new member, runs through every desktop step and is not offered again", async ({ page, request }) => {
    const email = uniqueEmail("tour");
    await createConfirmedMember(request, "Tour Taker", email);
    await page.goto("/");
    await signInWithEmail(page, email);
    await runThroughTour(page, [/main navigation menu/, /Prayer Wall/, /Events & Classes/, /Study Hub/, /Sermons/, /Give: secure/, /Watch Live/, /Your Profile/]);
    await expect.poll(async () => (await (await page.request.get("/api/account/me")).json()).profile.hasCompletedTour).toBe(true);
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(page.getByRole("button", { name: /Next \(Step/ })).toHaveCount(0);
  });

  test("can be restarted from the profile menu and skipped", async ({ page, request }) => {
    const email = uniqueEmail("tourskip");
    await createConfirmedMember(request, "Tour Skipper", email);
    await page.goto("/");
    await signInWithEmail(page, email);
    await page.getByRole("button", { name: "Skip Tour" }).click();
    await expect.poll(async () => (await (await page.request.get("/api/account/me")).json()).profile.hasCompletedTour).toBe(true);
    await page.getByRole("button", { name: `Account menu, signed in as ${email}` }).click();
    await page.getByRole("menuitem", { name: "Take the tour" }).click();
    await expect(page.getByRole("button", { name: "Next (Step 1 of 8)" })).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    test("runs through the mobile steps", async ({ page, request }) => {
      const email = uniqueEmail("tourmobile");
      await createConfirmedMember(request, "Mobile Tour", email);
      await page.goto("/auth");
      const dialog = page.getByRole("dialog", { name: "Member Login" });
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Password").fill("grace-abounds");
      await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(dialog).toBeHidden();
      await runThroughTour(page, [/Open this menu/, /Watch Live/, /Your Profile/]);
    });
  });
});
