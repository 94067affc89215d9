import { createHash, randomBytes } from "node:crypto";

/**
 * Random, URL-safe secrets for links and cookies (256 bits unless told), and the SHA-256 they are stored as:
 * a copy of the database then opens no link and signs nobody in.
 */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
