import { createConfirmedMember, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

test.describe("member accounts on the admin users page", () => {
  // A disabled member's refused sign-in is a 403 the browser logs.
  test.use({ allowedConsoleError: /status of 403/ });

  test("an admin finds a member, makes them a moderator, disables and enables the account", async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("lydia");
    await createConfirmedMember(request, "Lydia Purple", email);

    await signInAs(page, E2E_ADMINS.memberKeeper);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 2, name: "Member accounts" })).toBeVisible();
    await page.getByLabel("Search by name, email, username or phone").fill(email);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    const row = page.getByTestId("admin-member");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Lydia Purple");

    await row.getByRole("button", { name: "Make moderator" }).click();
    await expect(row).toContainText("Moderator");
    await expect(row.getByRole("button", { name: "Remove moderator" })).toBeVisible();

    await row.getByRole("button", { name: "Disable" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Disable Lydia Purple's account?" });
    await confirm.getByRole("button", { name: "Disable" }).click();
    await expect(row).toContainText("Disabled");

    const headers = { Origin: new URL(page.url()).origin };
    const refused = await request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "This account has been disabled. Please contact the church office.",
    );

    await row.getByRole("button", { name: "Enable" }).click();
    await expect(row).not.toContainText("Disabled");
    const welcomed = await request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers });
    expect(welcomed.status()).toBe(200);
  });
});
