import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { newestMailTo } from "./support/smtp-sink";

export const PASSWORD = "grace-abounds";

/** A unique address per test run, so re-runs against the same server never collide. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/**
 * The newest email (or text) an address received: an email from the person's own mailbox (the SMTP sink the e2e
 * server sends through), a text through the e2e-only outbox route (no text provider in the tests).
 */
export async function latestMessage(request: APIRequestContext, to: string, channel: "email" | "sms" = "email") {
  if (channel === "email") return newestMailTo(to);
  let message: { subject: string | null; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/test/outbox?${new URLSearchParams({ to, channel }).toString()}`);
      if (!response.ok()) return false;
      message = (await response.json()) as { subject: string | null; text: string };
      return true;
    })
    .toBe(true);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return match[0];
}

/** Signs up through the API and follows the confirmation link, like a member with their inbox would. */
export async function createConfirmedMember(request: APIRequestContext, fullName: string, email: string, phone?: string) {
  // Names repeat across tests; the username (unique) is taken from the unique address instead.
  const username = email.split("@")[0];
  const created = await request.post("/api/account/sign-up", { data: { fullName, email, username, password: PASSWORD, language: "en", phone } });
  expect(created.status()).toBe(201);
  const mail = await latestMessage(request, email);
  const confirmed = await request.get(linkIn(mail.text), { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
  await request.post("/api/auth/sign-out", { data: {}, headers: { Origin: new URL(linkIn(mail.text)).origin } });
}

export async function openSignInDialog(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Member Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Member Login" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function signInWithEmail(page: Page, email: string, password = PASSWORD) {
  const dialog = await openSignInDialog(page);
  await dialog.getByRole("tab", { name: "Sign In" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Account menu, signed in as ${email}` })).toBeVisible();
}

/** A new member gets the guided tour a moment after signing in; tests about other things skip it first. */
export async function skipTour(page: Page) {
  await page.getByRole("button", { name: "Skip Tour" }).click();
  await expect(page.getByRole("button", { name: "Skip Tour" })).toBeHidden();
}
