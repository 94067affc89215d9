import type { Page } from "@playwright/test";
import { createConfirmedMember, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

/** Signs in through the API in the page's own cookie jar and marks the tour done, as a returning member. */
async function signInMember(page: Page, email: string) {
  const headers = { Origin: new URL(page.url()).origin };
  expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers })).status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers })).status()).toBe(200);
}

test.describe("community hub", () => {
  test("a member posts and replies, signs up for a shift, joins a group and finds it all in My community; /community passes axe at 1440 and 375 px", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const ruth = uniqueEmail("ruth");
    await createConfirmedMember(request, "Ruth Moab", ruth);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/community");
    await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Photo gallery" })).toBeVisible();
    await expect(page.getByText("Discussions are for members of the church family.")).toBeVisible();
    await signInMember(page, ruth);
    await page.reload();
    await expect(page.getByTestId("thread-list")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Discussions: an empty message is refused and the title typed is kept; then the thread and a reply.
    const title = `Favourite psalm ${Date.now()}`;
    await page.getByTestId("start-thread").click();
    const dialog = page.getByRole("dialog", { name: "Start a discussion" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Write a message.");
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await dialog.getByLabel("Message").fill("Psalm 23 carries me. More at https://example.org/psalms");
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    const link = page.getByTestId("post").first().getByRole("link", { name: "https://example.org/psalms" });
    await expect(link).toHaveAttribute("rel", "nofollow noopener ugc");
    await page.getByLabel("Your reply").fill("And Psalm 121 for the road.");
    await page.getByTestId("send-reply").click();
    await expect(page.getByTestId("post")).toHaveCount(2);
    await expect(page.getByTestId("post").nth(1)).toContainText("And Psalm 121 for the road.");

    // Volunteer: sign up for the food pantry's shift.
    await page.getByRole("tab", { name: "Volunteer" }).click();
    const pantry = page.getByTestId("opportunity").filter({ hasText: "Food pantry" });
    await pantry.getByRole("button", { name: /^Sign up/ }).first().click();
    await expect(pantry.getByText("You are serving")).toBeVisible();

    // Study groups: join the open Wednesday group; it follows this week's guide.
    await page.getByRole("tab", { name: "Study groups" }).click();
    const wednesday = page.getByTestId("group").filter({ hasText: "Wednesday night Bible study" });
    await wednesday.getByRole("button", { name: "Join: Wednesday night Bible study" }).click();
    await expect(wednesday.getByText("You are a member")).toBeVisible();
    await expect(wednesday.getByRole("link", { name: "This week's study guide" })).toHaveAttribute("href", /^\/study\/guides\/\d{4}-\d{2}-\d{2}$/);

    await page.getByRole("tab", { name: "My community" }).click();
    await expect(page.getByTestId("my-threads")).toContainText(title);
    await expect(page.getByTestId("my-shifts")).toContainText("Food pantry");
    await expect(page.getByTestId("my-groups")).toContainText("Wednesday night Bible study");
    await expect(page).toHaveURL(/tab=mine/);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("tab", { name: "Study groups" }).click();
    await expect(page.getByTestId("group").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });

  test("the groups admin sees the groups, adds a volunteer shift with its places, and the page passes axe", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, E2E_ADMINS.groupsKeeper);
    await page.goto("/admin/groups");
    await expect(page.getByRole("heading", { level: 1, name: "Groups & community" })).toBeVisible();
    await expect(page.getByTestId("admin-groups")).toContainText("Women's group in Spanish");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Volunteer" }).click();
    const nursery = page.getByTestId("admin-opportunities").getByRole("listitem").filter({ hasText: "Nursery helpers" }).first();
    await nursery.getByLabel("Starts").fill("2031-03-02T09:00");
    await nursery.getByLabel("Ends").fill("2031-03-02T11:00");
    await nursery.getByLabel("Places needed").fill("3");
    await nursery.getByRole("button", { name: "Add shift" }).click();
    await expect(nursery).toContainText("0 of 3 places taken");
    await expect(page.getByRole("link", { name: "Who serves when (CSV)" })).toHaveAttribute("href", "/api/admin/community/schedule.csv");
    await expectNoSeriousA11yViolations(page);
  });
});
