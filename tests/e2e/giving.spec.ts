import type { Page } from "@playwright/test";
import { createConfirmedMember, latestMessage, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

/** Signs in through the API in the page's own cookie jar and marks the tour done, as a returning member. */
async function signInMember(page: Page, email: string) {
  const headers = { Origin: new URL(page.url()).origin };
  const signedIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers });
  expect(signedIn.status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers })).status()).toBe(200);
}

test.describe("giving", () => {
  test("a guest gives once in demo mode, covers the fee, lands on the thank-you page and gets a receipt", async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("lydia");
    await page.goto("/give");
    await expect(page.getByRole("heading", { level: 1, name: "Give Online" })).toBeVisible();
    await expect(page.getByTestId("page-welcome")).toContainText("Thank you for your generosity.");
    await expect(page.getByTestId("demo-banner")).toHaveText("Demo mode: no money is charged.");
    await expectNoSeriousA11yViolations(page);

    const form = page.getByTestId("give-form");
    await form.getByLabel("Other amount (USD)").fill("0.50");
    await form.getByLabel("Fund").selectOption({ label: "Missions" });
    await form.getByLabel("Full name").fill("Lydia Purple");
    await form.getByLabel("Email for the receipt").fill(email);
    await form.getByTestId("give-submit").click();
    await expect(form.getByText("The smallest gift is $1.")).toBeVisible();
    await expect(form.getByLabel("Other amount (USD)")).toBeFocused();

    await form.getByLabel("Other amount (USD)").fill("40");
    await form.getByLabel(/to cover the processing fee/).check();
    await expect(form.getByTestId("give-total")).toHaveText("Total: $41.51");
    await form.getByRole("button", { name: "Give $41.51" }).click();

    await expect(page).toHaveURL(/\/give\/thank-you\?gift=/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your gift" })).toBeVisible();
    await expect(page.getByTestId("thank-you")).toContainText("We received your gift of $41.51 to Missions.");
    await expect(page.getByTestId("demo-banner")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const receipt = await latestMessage(request, email);
    expect(receipt.subject).toContain("Thank you for your gift");
    expect(receipt.text).toContain("Total charged: $41.51");
    expect(receipt.text).toContain("No goods or services were provided in exchange for this contribution.");
  });

  test("a member sets up monthly giving, sees it in their history with a statement, and cancels it", async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("dorcas");
    await createConfirmedMember(request, "Dorcas Tabitha", email);
    await page.goto("/give");
    await signInMember(page, email);
    await page.reload();

    const form = page.getByTestId("give-form");
    await form.getByRole("radio", { name: "Give $25.00" }).check({ force: true });
    await form.getByText("Every month", { exact: true }).click();
    await expect(form.getByLabel("First gift on")).toBeVisible();
    await expect(form.getByText(`Giving as Dorcas Tabitha (${email})`)).toBeVisible();
    await form.getByRole("button", { name: "Give $25.00" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Your recurring gift is set up" })).toBeVisible();
    await expect(page.getByTestId("thank-you")).toContainText("$25.00 to Tithe, every month");

    await page.goto("/give");
    await page.getByTestId("giving-history-link").click();
    await expect(page.getByRole("heading", { level: 1, name: "My giving" })).toBeVisible();
    const recurring = page.getByTestId("recurring-gift");
    await expect(recurring).toContainText("$25.00 · Tithe · Every month");
    await expect(recurring.getByTestId("recurring-status")).toHaveText("Active");
    await expect(page.getByTestId("gift-history").getByRole("row")).toHaveCount(2);
    await expect(page.getByTestId("gift-history")).toContainText("$25.00");
    await expect(page.getByRole("link", { name: /Download the \d{4} statement \(PDF\)/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await recurring.getByRole("button", { name: "Pause" }).click();
    await expect(recurring.getByTestId("recurring-status")).toHaveText("Paused");
    await recurring.getByRole("button", { name: "Cancel gift" }).click();
    await recurring.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(recurring.getByTestId("recurring-status")).toHaveText("Cancelled");
    await expect(recurring.getByRole("button", { name: "Pause" })).toHaveCount(0);
  });

  test("a guest who picks a recurring gift is asked to sign in first", async ({ page }) => {
    await page.goto("/give");
    const form = page.getByTestId("give-form");
    await form.getByText("Every week", { exact: true }).click();
    await expect(form.getByTestId("recurring-sign-in")).toContainText("Recurring gifts are for members");
    await expect(form.getByTestId("give-submit")).toBeDisabled();
    await form.getByTestId("recurring-sign-in").getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Member Login" })).toBeVisible();
  });

  test("/give fits a 375 px phone and passes axe there, in Spanish too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/give");
    await expect(page.getByTestId("give-form")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    // A visitor who chose Spanish: the lang cookie carries the choice to the server.
    await chooseSpanish(page);
    await page.reload();
    await expect(page.getByTestId("demo-banner")).toHaveText("Modo de demostración: no se cobra dinero.");
    await expect(page.getByTestId("give-form").getByText("Cada mes", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the treasurer sees gifts, totals by month and fund, and adds a fund that then shows on /give", async ({ page }) => {
    test.setTimeout(120_000);
    // At least one gift exists whatever order the tests run in.
    const barnabas = uniqueEmail("barnabas");
    const gave = await page.request.post("/api/giving/checkout", {
      data: { fundId: await firstFundId(page), amountCents: 1500, name: "Barnabas", email: barnabas },
    });
    expect(gave.status()).toBe(201);
    await signInAs(page, E2E_ADMINS.treasurer);
    await page.goto("/admin");
    const dashboard = page.getByTestId("dashboard-giving");
    await expect(dashboard.getByTestId("month-chart").getByRole("listitem")).toHaveCount(12, { timeout: 30_000 });
    await expect(dashboard).toContainText(`Total received in ${new Date().getFullYear()}`);
    await page.goto("/admin/giving");
    await expect(page.getByRole("heading", { level: 1, name: "Giving" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("admin-gifts")).toContainText("Barnabas");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /\/api\/admin\/giving\/gifts\.csv/);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Donor name or email").fill(barnabas);
    // Wait for the filtered list itself (only this donor's gift), not the unfiltered one still on screen.
    await expect(page.getByTestId("admin-gifts").locator("tbody tr")).toHaveCount(1);
    const row = page.getByTestId("admin-gifts").getByRole("row").filter({ hasText: barnabas });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /^Refund: Barnabas/ }).click();
    await row.getByRole("button", { name: "Yes, refund" }).click();
    await expect(row).toContainText("Refunded");
    await page.getByLabel("Donor name or email").fill("");

    await page.getByRole("tab", { name: "Totals" }).click();
    await expect(page.getByTestId("year-total")).toContainText(`Total received in ${new Date().getFullYear()}`);
    await expect(page.getByTestId("month-chart").getByRole("listitem")).toHaveCount(12);
    await expect(page.getByTestId("fund-totals")).toContainText("Tithe");
    await expect(page.getByRole("link", { name: /Every donor's \d{4} contribution statement/ })).toHaveAttribute("href", /statements\/\d{4}\.zip$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("tab", { name: "Funds" }).click();
    await page.getByRole("button", { name: "New fund" }).click();
    const fundForm = page.getByTestId("fund-form");
    const slug = `camp-${Date.now().toString(36)}`;
    await fundForm.getByLabel("Short name (in links and exports)").fill(slug);
    await fundForm.getByLabel("Name (English)").fill("Youth Camp");
    await fundForm.getByLabel("Name (Spanish)").fill("Campamento Juvenil");
    await fundForm.getByLabel("Description (English)").fill("Send a student to camp.");
    await fundForm.getByLabel("Description (Spanish)").fill("Envía a un joven al campamento.");
    await fundForm.getByRole("button", { name: "Save fund" }).click();
    await expect(page.getByTestId("admin-funds")).toContainText(`Youth Camp (${slug})`);

    await page.goto("/give");
    await expect(page.getByTestId("give-form").getByLabel("Fund").locator("option", { hasText: "Youth Camp" }).first()).toBeAttached();
  });
});

test.describe("giving on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the member's giving history and the admin giving page pass axe", async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("phoebe");
    await createConfirmedMember(request, "Phoebe Deacon", email);
    await page.goto("/give");
    await signInMember(page, email);
    const gave = await page.request.post("/api/giving/checkout", {
      data: { fundId: await firstFundId(page), amountCents: 2000, frequency: "weekly" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(gave.status()).toBe(201);
    await page.goto("/give/history");
    await expect(page.getByTestId("recurring-gift")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);

    await signInAs(page, E2E_ADMINS.treasurer);
    await page.goto("/admin/giving");
    await expect(page.getByTestId("admin-gifts")).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Recurring" }).click();
    await expect(page.getByTestId("admin-recurring")).toContainText(email);
    await expectNoSeriousA11yViolations(page);
  });
});

async function firstFundId(page: Page): Promise<string> {
  const options = (await (await page.request.get("/api/giving/options")).json()) as { funds: { id: string }[] };
  const id = options.funds[0]?.id;
  if (!id) throw new Error("no fund");
  return id;
}
