import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../src/server/db/client";
import { outbox } from "../../../src/server/db/schema/outbox";
import type { TestContext } from "./test-app";

export const ORIGIN = "http://localhost:3000";

/**
 * A browser stand-in: keeps the cookies the app sets and sends our Origin like a page of the site would.
 * `defaultHeaders` go with every request: X-Forwarded-For, say, for a visitor at another address.
 */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private readonly ctx: () => TestContext,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const headers = new Headers({ Origin: ORIGIN, ...this.defaultHeaders, ...init.headers });
    if (init.json !== undefined) headers.set("Content-Type", "application/json");
    if (this.cookies.size > 0) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await this.ctx().app.request(path.replace(ORIGIN, ""), {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json<T = Record<string, unknown>>(path: string, init: { method?: string; json?: unknown } = {}) {
    const response = await this.request(path, init);
    return { status: response.status, body: (await response.json()) as T, response };
  }

  get signedIn() {
    return [...this.cookies.keys()].some((k) => k.includes("session_token"));
  }
}

/**
 * The newest message of a channel to a recipient (email or phone), as the recipient got it: with its links and
 * codes, which the outbox keeps apart from the copy admins read while no provider delivers (the test app's).
 */
export async function latestMessage(db: Db, recipient: string, channel: "email" | "sms" = "email") {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row && { ...row, bodyText: row.liveBodyText ?? row.bodyText, bodyHtml: row.liveBodyHtml ?? row.bodyHtml };
}

export function linkIn(text: string | undefined): string {
  const match = text?.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in ${text}`);
  return match[0];
}

export function codeIn(text: string | undefined): string {
  const match = text?.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code in ${text}`);
  return match[1];
}

/** Signs a member up and confirms the address through the emailed link; returns a signed-out browser. */
export async function signUpConfirmed(
  ctx: () => TestContext,
  member: { fullName: string; email: string; password: string; phone?: string },
): Promise<Browser> {
  const browser = new Browser(ctx);
  const created = await browser.json("/api/account/sign-up", { json: member });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
  const link = linkIn((await latestMessage(ctx().database.db, member.email))?.bodyText);
  await browser.request(link);
  await browser.request("/api/auth/sign-out", { json: {} });
  return browser;
}

/**
 * Signs a member up and confirms the address, then verifies their phone as /settings does (a code texted to it,
 * verified while signed in): only then does the number sign in. Returns a signed-out browser.
 */
export async function signUpWithVerifiedPhone(
  ctx: () => TestContext,
  member: { fullName: string; email: string; password: string; phone: string },
): Promise<Browser> {
  const browser = await signUpConfirmed(ctx, member);
  await browser.json("/api/auth/sign-in/email", { json: { email: member.email, password: member.password } });
  await browser.json("/api/auth/phone-number/send-otp", { json: { phoneNumber: member.phone } });
  const code = codeIn((await latestMessage(ctx().database.db, member.phone, "sms"))?.bodyText);
  const verified = await browser.json("/api/auth/phone-number/verify", { json: { phoneNumber: member.phone, code, updatePhoneNumber: true } });
  if (verified.status !== 200) throw new Error(`phone verification failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  await browser.request("/api/auth/sign-out", { json: {} });
  return browser;
}
