import { latestMessage } from "./auth-helpers";
import { mailInSmtpSink } from "./support/smtp-sink";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

const CSV = [
  "first_name,last_name,email,status,household,ministries",
  "Phoebe,Cenchreae,phoebe@example.org,member,Cenchreae household,Deacons",
  ",Nameless,nobody@example.org,member,,",
].join("\n");

test.describe("member directory and bulk email (admin)", () => {
  test("imports a CSV after its preview, then composes an email, previews it and sends a test to the admin", async ({ page, request }) => {
    test.setTimeout(60_000);
    const admin = E2E_ADMINS.directoryKeeper;
    await signInAs(page, admin);
    await page.goto("/admin/members");
    await expect(page.getByRole("heading", { level: 1, name: "Member Management" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Accounts" })).toBeVisible();

    await page.getByLabel("CSV file").setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
    const preview = page.getByTestId("import-preview");
    await expect(page.getByText("1 rows ready, 1 with errors.")).toBeVisible();
    await expect(preview).toContainText("Line 3:");
    await expect(preview).toContainText("first_name: This field is required.");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Import only the 1 good rows" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Import only the 1 good rows" }).click();
    await expect(page.getByTestId("directory-table")).toContainText("Phoebe Cenchreae");
    await expect(page.getByTestId("directory-table")).toContainText("Cenchreae household");
    await expect(page.getByTestId("directory-table")).not.toContainText("Nameless");

    await page.goto("/admin/email");
    await page.getByRole("tab", { name: "Compose" }).click();
    const compose = page.getByTestId("compose");
    await compose.getByRole("group", { name: "English" }).getByLabel("Subject").fill("Potluck on Sunday");
    await compose.getByRole("group", { name: "English" }).getByLabel(/Message/).fill("Bring a **dish** to share.");
    await compose.getByRole("group", { name: "Spanish" }).getByLabel("Subject").fill("Comida compartida el domingo");
    await compose.getByRole("group", { name: "Spanish" }).getByLabel(/Message/).fill("Trae un **platillo** para compartir.");
    await compose.getByLabel("Recipients").selectOption("ministry");
    await compose.getByLabel("A ministry").selectOption("Deacons");
    await compose.getByRole("button", { name: "Preview" }).click();
    await expect(compose.getByText("1 person will receive it.")).toBeVisible();
    await expect(page.frameLocator("iframe[title='Email preview']").locator("strong")).toHaveText("dish");
    await expectNoSeriousA11yViolations(page);
    await compose.getByRole("button", { name: "Send a test to me" }).click();
    await expect(compose.getByText(`Test email sent to ${admin.email}.`)).toBeVisible();
    const mail = await latestMessage(request, admin.email);
    expect(mail.subject).toBe("[Test email] Potluck on Sunday");
    expect(mail.text).toContain("Bring a **dish** to share.");
    // ...and it really left through SMTP: the sink on loopback received it.
    const raw = await mailInSmtpSink(admin.email, "[Test email] Potluck on Sunday");
    expect(raw).toMatch(/^From: .+/m);

    // "Send now" asks first, with the number of people and which list (issue 51), then says what it did.
    await compose.getByRole("button", { name: "Send now" }).click();
    const ask = page.getByRole("alertdialog", { name: "Send this email to 1 person now?" });
    await expect(ask).toContainText("It goes to 1 person: Ministry: Deacons.");
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toHaveCount(0);
    await compose.getByRole("button", { name: "Send now" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Send now" }).click();
    await expect(compose.getByText("Sending to 1 person.")).toBeVisible();
    await page.getByRole("tab", { name: "Sent emails" }).click();
    const sent = page.getByTestId("campaigns").getByRole("listitem").filter({ hasText: "Potluck on Sunday" }).first();
    await expect(sent).toContainText("Ministry: Deacons");
    await expect(sent.getByTestId("campaign-counts")).toContainText("Total 1");
    await expect(sent).not.toContainText("Delivered");
  });

  test("the members and email pages pass axe at phone width", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, E2E_ADMINS.directoryKeeper);
    await page.goto("/admin/members");
    await expect(page.getByRole("heading", { level: 1, name: "Member Management" })).toBeVisible();
    await expect(page.getByTestId("import-panel")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/admin/email");
    await page.getByRole("tab", { name: "Compose" }).click();
    await expect(page.getByTestId("compose")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
