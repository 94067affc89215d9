import { createConfirmedMember, latestMessage, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";
import { signInMemberThroughApi } from "./support/member-session";

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

    // Website roles say so, apart from the admin portal's invitation (issue 51: "Make admin" beside "Invite to the admin portal").
    await expect(page.getByTestId("website-roles-hint")).toContainText("Neither opens this admin portal");
    await expect(row.getByRole("group", { name: "Website roles" }).getByRole("button", { name: "Give website admin role" })).toBeVisible();
    await expect(row.getByRole("button", { name: "Make admin", exact: true })).toHaveCount(0);
    await row.getByRole("button", { name: "Make community moderator" }).click();
    await expect(row).toContainText("Community moderator");
    await expect(row.getByRole("button", { name: "Remove community moderator" })).toBeVisible();

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

test.describe("the Admin Portal link of a member admin", () => {
  test("without a portal account it explains the portal's own sign-in; a super admin invites them from User Management in one step", async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("huldah");
    await createConfirmedMember(request, "Huldah Prophet", email);
    expect((await request.post("/api/test/roles", { data: { email, role: "admin" } })).status()).toBe(200);

    await page.goto("/");
    await signInMemberThroughApi(page, email);
    await page.reload();
    await page.getByRole("button", { name: `Account menu, signed in as ${email}` }).click();
    await page.getByRole("menuitem", { name: "Admin Portal" }).click();
    await expect(page).toHaveURL(/\/admin-access$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Portal" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "You don't have an admin portal account yet" })).toBeVisible();
    await expect(page.getByText(`Ask a super admin at the church to invite you from User Management, with your email ${email}.`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Admin Portal access");
    await expectNoSeriousA11yViolations(page);

    const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const admin = await adminContext.newPage();
    await admin.addInitScript(() => localStorage.setItem("firstVisitDone", "1"));
    await signInAs(admin, E2E_ADMINS.memberInviter);
    await admin.goto("/admin/users");
    await admin.getByLabel("Search by name, email, username or phone").fill(email);
    await admin.getByRole("search").getByRole("button", { name: "Search" }).click();
    const row = admin.getByTestId("admin-member");
    await expect(row).toHaveCount(1);
    await row.getByText("Invite to the admin portal").click();
    const invite = row.getByTestId("portal-invite");
    await expect(invite.getByLabel("Name")).toHaveValue("Huldah Prophet");
    await expect(invite).toContainText(email);
    await invite.getByRole("checkbox").first().check();
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(admin.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect(row).toContainText("Admin portal account");
    await expect(row.getByTestId("portal-invite")).toHaveCount(0);
    await adminContext.close();

    expect((await latestMessage(request, email)).text).toContain("/admin/auth/callback?setup=");
    await page.reload();
    await expect(page.getByText(`You've been invited to the admin portal. Look for the invitation email sent to ${email}`)).toBeVisible();
  });
});
