import type { Page } from "@playwright/test";
import { PASSWORD } from "../auth-helpers";
import { expect } from "../fixtures";

/**
 * Signs a member in through the API with the page's own cookie jar, so the browser is signed in, and marks the
 * guided tour done so it stays out of the way: for tests about what a member does once signed in (auth.spec.ts
 * signs in through the dialog). The page must be on the site already: the request says it comes from there.
 */
export async function signInMemberThroughApi(page: Page, email: string, password = PASSWORD) {
  const headers = { Origin: new URL(page.url()).origin };
  expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers })).status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers })).status()).toBe(200);
}
