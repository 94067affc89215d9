import type { Db } from "../../db/client";
import type { Mailer } from "../../lib/mail/mailer";
import type { RateLimitStore } from "../../lib/rate-limit";
import { logAuthAttempt, type RequestMeta } from "./auth-log";
import { callbackUrl, consumeToken, findToken, issueToken, type PendingSignIn, startTwoFactor } from "./auth-tokens";
import { adminErrors } from "./errors";
import { findByEmail, isLocked } from "./lockout";

const MAGIC_LINK_TTL_MS = 15 * 60_000;
/** Links one client address may have sent to one email each quarter hour. */
const MAGIC_LINKS_PER_EMAIL_AND_ADDRESS = 3;
/** Links one email gets each quarter hour, whoever asks: its mailbox is not flooded, yet asking elsewhere never uses up the admin's own. */
const MAGIC_LINKS_PER_EMAIL = 10;

/** Counts a request for a link; the second count is skipped once the first refuses (a refused address adds nothing to the email's). */
async function linkAllowed(store: RateLimitStore, email: string, ip: string): Promise<boolean> {
  const own = await store.hit(`admin-magic-link:${email}:ip:${ip}`, MAGIC_LINKS_PER_EMAIL_AND_ADDRESS, MAGIC_LINK_TTL_MS);
  if (!own.allowed) return false;
  return (await store.hit(`admin-magic-link:${email}`, MAGIC_LINKS_PER_EMAIL, MAGIC_LINK_TTL_MS)).allowed;
}

/**
 * SPEC.md section 7 admin-magic-link. The response is the same whether or not the address has an account; a
 * link goes only to active accounts, at most MAGIC_LINKS_PER_EMAIL_AND_ADDRESS per email and client address and
 * MAGIC_LINKS_PER_EMAIL per email each quarter hour.
 */
export async function requestMagicLink(
  db: Db,
  mailer: Mailer,
  store: RateLimitStore,
  email: string,
  meta: RequestMeta,
  publicUrl: string,
): Promise<void> {
  const account = await findByEmail(db, email);
  const allowed = await linkAllowed(store, email.toLowerCase(), meta.ip);
  // Only enrolled accounts: a link plus a fresh enrolment would otherwise be a way in with the mailbox alone.
  const usable = account && account.passwordHash && account.totpEnabled && !account.disabledAt && !isLocked(account);
  if (!account || !usable || !allowed) {
    const failureReason = !account ? "unknown_email" : !allowed ? "too_many_links" : "not_active";
    await logAuthAttempt(db, { email: email.toLowerCase(), success: false, method: "magic_link", failureReason }, meta);
    return;
  }
  const token = await issueToken(db, account.id, "magic_link", MAGIC_LINK_TTL_MS);
  const link = callbackUrl(publicUrl, "token", token);
  await mailer.send({
    kind: "admin.sign-in-link",
    secrets: [token],
    to: account.email,
    subject: "Your admin sign-in link / Su enlace para entrar",
    text:
      `Sign in to the admin portal (valid 15 minutes, once):\n${link}\n\n` +
      `Entre al portal de administración (válido 15 minutos, una vez):\n${link}\n\n` +
      "If you did not ask for it, ignore this email. / Si no lo pidió, ignore este correo.",
    html:
      `<p>Sign in to the admin portal (valid 15 minutes, once):<br><a href="${link}">${link}</a></p>` +
      `<p>Entre al portal de administración (válido 15 minutos, una vez):<br><a href="${link}">${link}</a></p>` +
      "<p>If you did not ask for it, ignore this email. / Si no lo pidió, ignore este correo.</p>",
  });
}

/** A magic link replaces the password, not the code: it leads to the same two-factor step. */
export async function signInWithMagicLink(db: Db, token: string, meta: RequestMeta): Promise<PendingSignIn> {
  const found = await findToken(db, token, "magic_link");
  if (!found || found.account.disabledAt || !(await consumeToken(db, found.token.id))) {
    await logAuthAttempt(db, { email: found?.account.email ?? "(unknown link)", success: false, method: "magic_link", failureReason: "invalid_link" }, meta);
    throw adminErrors.linkInvalid();
  }
  await logAuthAttempt(db, { email: found.account.email, success: true, method: "magic_link" }, meta);
  return startTwoFactor(db, found.account);
}
