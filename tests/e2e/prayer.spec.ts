import type { Page } from "@playwright/test";
import { createConfirmedMember, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, test, waitingForIslands } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

/** Signs in through the API in the page's own cookie jar and marks the tour done, as a returning member. */
async function signInMember(page: Page, email: string) {
  const origin = new URL(page.url() === "about:blank" ? "http://127.0.0.1/" : page.url()).origin;
  const headers = { Origin: origin };
  const signedIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers });
  expect(signedIn.status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers })).status()).toBe(200);
}

test.describe("prayer wall", () => {
  test("a member shares a request, another member prays, and the count updates without a reload", async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const hannah = uniqueEmail("hannah");
    const eli = uniqueEmail("eli");
    await createConfirmedMember(request, "Hannah Shiloh", hannah);
    await createConfirmedMember(request, "Eli Priest", eli);
    const text = `Please pray for the harvest ${Date.now()}`;

    await page.goto("/prayer");
    await signInMember(page, hannah);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Prayer Wall" })).toBeVisible();
    await page.getByRole("button", { name: "Share a prayer request" }).click();
    const dialog = page.getByRole("dialog", { name: "Share a prayer request" });
    // An empty request is refused with a message, and nothing typed is lost.
    await dialog.getByLabel("Title (optional)").fill("Harvest");
    await dialog.getByRole("button", { name: "Share request" }).click();
    await expect(dialog.getByText("Please write your request.")).toBeVisible();
    await expect(dialog.getByLabel("Title (optional)")).toHaveValue("Harvest");
    await dialog.getByLabel("Your request").fill(text);
    await dialog.getByLabel("Email me when someone prays for this request").check();
    await dialog.getByRole("button", { name: "Share request" }).click();
    await expect(dialog).toBeHidden();
    const mine = page.getByTestId("prayer-card").filter({ hasText: text });
    await expect(mine).toContainText("Hannah Shiloh");
    await expect(mine.getByTestId("praying-count")).toHaveText("0 praying");

    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const elisPage = await waitingForIslands(await other.newPage());
    await elisPage.addInitScript(() => localStorage.setItem("firstVisitDone", "1"));
    await elisPage.goto("/prayer");
    await signInMember(elisPage, eli);
    await elisPage.reload();
    const card = elisPage.getByTestId("prayer-card").filter({ hasText: text });
    await card.getByTestId("pray-button").click();
    await expect(card.getByTestId("praying-count")).toHaveText("1 praying");
    await expect(card.getByTestId("pray-button")).toHaveAttribute("aria-pressed", "true");
    // Pressing again takes the prayer back; pressing once more counts it once.
    await card.getByTestId("pray-button").click();
    await expect(card.getByTestId("praying-count")).toHaveText("0 praying");
    await card.getByTestId("pray-button").click();
    await expect(card.getByTestId("praying-count")).toHaveText("1 praying");
    // Reporting and answering check their forms with schemas that load when first needed.
    await card.getByRole("button", { name: "Report" }).click();
    const reportDialog = elisPage.getByRole("dialog", { name: "Report this request?" });
    await reportDialog.getByLabel("Reason").fill("Just checking the form");
    await reportDialog.getByRole("button", { name: "Send report" }).click();
    await expect(elisPage.getByText("Thank you. The moderators will look at it.")).toBeVisible();
    await other.close();

    await page.reload();
    await expect(mine.getByTestId("praying-count")).toHaveText("1 praying");
    await mine.getByRole("button", { name: "Mark answered" }).click();
    const answerDialog = page.getByRole("dialog", { name: "Mark this request answered" });
    await answerDialog.getByLabel("Praise report").fill("The harvest came in.");
    await answerDialog.getByRole("button", { name: "Mark answered" }).click();
    await expect(answerDialog).toBeHidden();
    await expect(mine).toContainText("The harvest came in.");
  });

  test("a guest reads the wall and is asked to sign in to pray or share", async ({ page }) => {
    await page.goto("/prayer");
    const seeded = page.getByTestId("prayer-card").filter({ hasText: "My mother's surgery" });
    await expect(seeded.getByTestId("praying-count")).toHaveText("2 praying");
    await seeded.getByTestId("pray-button").click();
    const dialog = page.getByRole("dialog", { name: "Member Login" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Share a prayer request" }).click();
    await expect(page.getByRole("dialog", { name: "Member Login" })).toBeVisible();
  });
});

test.describe("prayer inbox", () => {
  test("the prayer team reads a pastors-only request, hides and approves a public one, and keeps a note", async ({ page, request }) => {
    test.setTimeout(120_000);
    const ruth = uniqueEmail("ruth");
    await createConfirmedMember(request, "Ruth Moab", ruth);
    const text = `Pray for the gleaning ${Date.now()}`;
    await page.goto("/prayer");
    await signInMember(page, ruth);
    const headers = { Origin: new URL(page.url()).origin };
    const posted = await page.request.post("/api/prayer", { data: { body: text, category: "work", visibility: "public" }, headers });
    expect(posted.status()).toBe(201);
    const secret = `Only for the pastors ${Date.now()}`;
    expect((await page.request.post("/api/prayer", { data: { body: secret, category: "family", visibility: "pastors" }, headers })).status()).toBe(201);
    await page.request.post("/api/auth/sign-out", { data: {}, headers });

    await signInAs(page, E2E_ADMINS.prayerTeam);
    await page.goto("/admin/inbox/prayer");
    await expect(page.getByRole("heading", { level: 1, name: "Prayer Requests" })).toBeVisible();
    await page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "Pastors only" }).click();
    await expect(page.getByTestId("inbox-prayer").filter({ hasText: secret })).toBeVisible();

    await page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "New" }).click();
    const item = page.getByTestId("inbox-prayer").filter({ hasText: text });
    await expect(item).toContainText("Unread");
    // Opening reads it (it then leaves the New filter), so the team works from All.
    await page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "All" }).click();
    await item.getByRole("button", { name: "Open" }).click();
    await expect(item).not.toContainText("Unread");
    const detail = item.getByTestId("inbox-prayer-detail");
    await detail.getByRole("button", { name: "Hide" }).click();
    await expect(item).toContainText("Hidden");
    expect(await (await page.request.get("/api/prayer")).text()).not.toContain(text);

    await detail.getByRole("button", { name: "Approve" }).click();
    await expect(item).toContainText("Approved");
    expect(await (await page.request.get("/api/prayer")).text()).toContain(text);

    await detail.getByLabel("Assigned to").selectOption({ label: `${E2E_ADMINS.prayerTeam.name} (${E2E_ADMINS.prayerTeam.email})` });
    await expect(item).toContainText(`Assigned to: ${E2E_ADMINS.prayerTeam.name}`);
    await detail.getByLabel("New note").fill("Called Ruth on Monday");
    await detail.getByRole("button", { name: "Add note" }).click();
    await expect(detail.getByText("Called Ruth on Monday")).toBeVisible();

    await detail.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this prayer request?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("inbox-prayer").filter({ hasText: text })).toHaveCount(0);
  });
});
