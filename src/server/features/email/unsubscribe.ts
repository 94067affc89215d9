import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client";
import { emailUnsubscribes } from "../../db/schema/email";
import { AppError } from "../../lib/errors";

/**
 * Unsubscribe links carry the address and an HMAC of it (keyed with the site's secret), so they need no table
 * of tokens and cannot be forged for someone else's address.
 */
function signature(secret: string, email: string): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe:${email}`).digest();
}

function unsubscribeToken(secret: string, email: string): string {
  const address = email.toLowerCase();
  return `${Buffer.from(address).toString("base64url")}.${signature(secret, address).toString("base64url")}`;
}

export function unsubscribeUrl(publicUrl: string, secret: string, email: string): string {
  return `${publicUrl.replace(/\/$/, "")}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, email))}`;
}

/** Where mail providers POST a one-click unsubscribe (RFC 8058): the token in the address is the authority. */
export const ONE_CLICK_PATH = "/api/email/unsubscribe/one-click";

/** The List-Unsubscribe address: one click from the mail program (POST), or the confirming page when opened (GET). */
export function oneClickUrl(publicUrl: string, secret: string, email: string): string {
  return `${publicUrl.replace(/\/$/, "")}${ONE_CLICK_PATH}?token=${encodeURIComponent(unsubscribeToken(secret, email))}`;
}

/** The address a token was made for; a 400 when it was not made with our secret. */
function verifyUnsubscribeToken(secret: string, token: string): string {
  const [encoded, mac] = token.split(".");
  const email = encoded ? Buffer.from(encoded, "base64url").toString("utf8") : "";
  const given = Buffer.from(mac ?? "", "base64url");
  const expected = signature(secret, email);
  if (!email || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError("invalid_token", 400, "This unsubscribe link is not valid.");
  }
  return email;
}

/** Records the address as unsubscribed from bulk mail; unsubscribing twice is harmless. */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<{ email: string }> {
  const email = verifyUnsubscribeToken(secret, token);
  await db.insert(emailUnsubscribes).values({ email }).onConflictDoNothing();
  return { email };
}
