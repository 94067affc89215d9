import { readFileSync } from "node:fs";
import { generate } from "otplib";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { type E2eAdmin, setupLinkFile } from "./admin-accounts";

/** The code an authenticator app shows now (stepOffset 1: the next one). */
export function totpNow(secret: string, stepOffset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
}

const HEADERS = { "X-Admin-Request": "1" };

/**
 * Signs in through the API with the page's own cookie jar, so the browser is signed in. A code is accepted
 * once: if this account already used the current one, the next step's code (accepted for clock drift) is used.
 */
export async function signInAs(page: Page, admin: E2eAdmin) {
  const login = await page.request.post("/api/admin/auth/login", { data: { email: admin.email, password: admin.password }, headers: HEADERS });
  expect(login.status(), await login.text()).toBe(200);
  let verify = await page.request.post("/api/admin/auth/verify-2fa", { data: { token: await totpNow(admin.secret) }, headers: HEADERS });
  if (verify.status() === 401) {
    verify = await page.request.post("/api/admin/auth/verify-2fa", { data: { token: await totpNow(admin.secret, 1) }, headers: HEADERS });
  }
  expect(verify.status(), await verify.text()).toBe(200);
}

export function readSetupLink(port: string | number): string {
  return readFileSync(setupLinkFile(port), "utf8").trim();
}
