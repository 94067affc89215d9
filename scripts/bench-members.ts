// Part of npm run bench: confirmed, signed-in members made through the app itself (sign-up, the emailed link,
// sign-in), whose session cookies the benches send as members' browsers would.
import { desc, eq } from "drizzle-orm";
import type { createApp } from "../src/server/app";
import type { Db } from "../src/server/db/client";
import { outbox } from "../src/server/db/schema/outbox";

export async function signedInMembers(app: ReturnType<typeof createApp>, db: Db, origin: string, count: number): Promise<string[]> {
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  const cookies: string[] = [];
  // Fresh names each run: on PostgreSQL the bench reuses the database, and usernames come from the name.
  const run = Date.now().toString(36);
  for (let i = 0; i < count; i++) {
    const email = `poster-${run}-${i}@bench.test`;
    const password = "bench-password-123";
    // Each member from an address of their own, as a congregation's phones are (counted only with TRUST_PROXY).
    const json = { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` };
    const created = await app.request("/api/account/sign-up", { method: "POST", headers: json, body: JSON.stringify({ fullName: `Poster ${run} ${i}`, email, password }) });
    if (created.status !== 201) throw new Error(`sign-up ${created.status} ${await created.text()}`);
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt)).limit(1);
    // The member's own mailbox: without a mail server the outbox keeps the message as sent apart from its admins' copy.
    const link = (mail?.liveBodyText ?? mail?.bodyText)?.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error("no confirmation link");
    await app.request(link.replace(/^https?:\/\/[^/]+/, ""), { headers: { Origin: origin }, redirect: "manual" });
    const signedIn = await app.request("/api/auth/sign-in/email", { method: "POST", headers: json, body: JSON.stringify({ email, password }) });
    if (signedIn.status !== 200) throw new Error(`sign-in ${signedIn.status}`);
    cookies.push(cookieOf(signedIn));
  }
  return cookies;
}
