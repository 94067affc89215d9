import { createHmac } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { latestMessage } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

/** scripts/e2e-server.mjs gives the server this TWILIO_AUTH_TOKEN; Twilio would sign with the account's. */
const TWILIO_AUTH_TOKEN = "e2e-twilio-auth-token";

/** Twilio's signature: HMAC-SHA1 over the URL it called and the POST parameters sorted by name, name then value; base64. */
function sign(url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", TWILIO_AUTH_TOKEN).update(data).digest("base64");
}

/** Texts the church's number as Twilio delivers it: a signed form POST to the webhook at the site's public address. */
async function textChurch(request: APIRequestContext, baseURL: string, from: string, body: string) {
  const params = { MessageSid: `SM${Date.now()}${Math.random().toString(16).slice(2, 10)}`, AccountSid: "AC0e2e", From: from, To: "+15595550142", Body: body };
  const response = await request.post("/api/sms/inbound", { form: params, headers: { "X-Twilio-Signature": sign(`${baseURL}/api/sms/inbound`, params) } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/xml/);
  const xml = await response.text();
  return (/<Message>([\s\S]*)<\/Message>/.exec(xml)?.[1] ?? "").replace(/&amp;/g, "&").replace(/&apos;/g, "'");
}

const randomPhone = () => `+1559555${String(Math.floor(1000 + Math.random() * 8999))}`;

test.describe("text to connect", () => {
  // A used card link answers 410, which the page explains.
  test.use({ allowedConsoleError: /status of 410/ });

  test("someone texts HOME, follows the link, fills the card, and the staff find them in the admin inbox", async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const phone = randomPhone();
    const name = `Jordan Rivers ${Date.now()}`;
    const reply = await textChurch(request, baseURL ?? "", phone, " h o m e ");
    expect(reply).toContain("Welcome to Living Water Home Church!");
    const link = /https?:\/\/\S+\/connect\/card\?t=[\w-]+/.exec(reply)?.[0];
    expect(link).toBeDefined();

    await page.goto(link ?? "");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome! Let's get connected" })).toBeVisible();
    const card = page.getByTestId("connection-card");
    await expect(card.getByLabel("Your phone")).toHaveValue(phone);
    await expectNoSeriousA11yViolations(page);
    // Without a name the card says so and keeps what was typed.
    await card.getByLabel("Email (optional)").fill("jordan@example.org");
    await card.getByRole("button", { name: "Send my card" }).click();
    await expect(card.getByText("Please enter your name.")).toBeVisible();
    await card.getByLabel("Your name").fill(name);
    await card.getByLabel("How did you hear about us? (optional)").selectOption("drove-by");
    await card.getByLabel("How can we pray for you? (optional)").fill("For a new job");
    await card.getByLabel("I'd like a visit").check();
    await card.getByRole("button", { name: "Send my card" }).click();
    await expect(page.getByTestId("card-done")).toContainText(`Thank you, ${name}!`);
    // The link was used: opened again, it says how to get a fresh one.
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("This link has expired or was already used.");
    await expect(page.getByRole("alert")).toContainText("Text HOME to (559) 555-0142");

    await signInAs(page, E2E_ADMINS.textKeeper);
    const settings = await page.request.get("/api/admin/inbox/settings");
    const staff = ((await settings.json()) as { settings: { staffEmails: string[] } }).settings.staffEmails[0] ?? "hello@livingwaterhome.church";
    const mail = await latestMessage(page.request, staff);
    expect(mail.subject).toBe(`Connection card: ${name}`);
    expect(mail.text).toContain("They would like a visit.");

    await page.goto("/admin/inbox/signups");
    await page.getByLabel("Kind").selectOption("text");
    const item = page.getByTestId("inbox-signup").filter({ hasText: name });
    await expect(item).toContainText("Connection card (text)");
    await expect(item).toContainText(`jordan@example.org · ${phone}`);
    // Said plainly to a secretary: where this came from, every field by its name, values as words (issue 51).
    await expect(item.getByTestId("signup-source")).toHaveText(
      "Texted HOME to the church's number, then filled in the connection card from the link in our reply.",
    );
    await expect(item).toContainText("Texted the word: HOME · Would like a visit: Yes · Prayer request: For a new job · Heard of us through: Drove by the church");
    await expect(item).not.toContainText(/wantsVisit|heardFrom|drove-by/);
    await item.getByText("Details").click();
    await expect(item).toContainText("For a new job");
  });

  test("HOGAR answers in Spanish and opens the card in Spanish; STOP silences the number", async ({ page, request, baseURL }) => {
    const phone = randomPhone();
    const reply = await textChurch(request, baseURL ?? "", phone, "Hogar");
    expect(reply).toContain("¡Te damos la bienvenida a Living Water Home Church!");
    const link = /https?:\/\/\S+\/connect\/card\?t=[\w-]+&lang=es/.exec(reply)?.[0];
    await page.goto(link ?? "");
    await expect(page.getByRole("heading", { level: 1, name: "¡Hola! Conectémonos" })).toBeVisible();
    await expect(page.getByLabel("Tu teléfono")).toHaveValue(phone);
    await expectNoSeriousA11yViolations(page);

    expect(await textChurch(request, baseURL ?? "", phone, "STOP")).toContain("Ya no recibirás mensajes");
    expect(await textChurch(request, baseURL ?? "", phone, "HOGAR")).toBe("");
  });

  test("an admin tries a text from Admin > Settings and sees the answer and the card link", async ({ page }) => {
    await signInAs(page, E2E_ADMINS.textKeeper);
    await page.goto("/admin/settings");
    const panel = page.getByTestId("try-text");
    await expect(panel.getByRole("heading", { name: "Text-to-connect" })).toBeVisible();
    await expect(panel).toContainText("/api/sms/inbound");
    await panel.getByLabel("From phone number").fill("+1 559 555 0177");
    await panel.getByLabel("Text", { exact: true }).fill("home");
    await panel.getByRole("button", { name: "Send test text" }).click();
    await expect(panel.getByTestId("try-text-reply")).toContainText("Welcome to Living Water Home Church!");
    const href = await panel.getByRole("link", { name: "Open the card" }).getAttribute("href");
    expect(href).toMatch(/\/connect\/card\?t=/);
    await expectNoSeriousA11yViolations(page);
  });
});
