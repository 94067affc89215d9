import { FAST_PASSWORD_HASHING, hashPassword, verifyPassword } from "../admin/credentials";
import { churchName } from "../site/service";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { isSameSiteLink } from "../../../shared/safe-link";
import { isMemberDisabled } from "../members/admin-service";

const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled. Please contact the church office.";
import { magicLink, phoneNumber, username } from "better-auth/plugins";
import { and, eq } from "drizzle-orm";
import { AUTH_CALLBACK_PATH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../shared/account-constants";
import { USERNAME_PATTERN, isE164 } from "../../../shared/account";
import type { Db } from "../../db/client";
import { authAccounts, authSessions, authUsers, authVerifications, profiles } from "../../db/schema";
import type { SessionCache } from "./session-cache";
import type { SessionRead } from "./session-reader";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import type { SmsSender } from "../../lib/sms/sms-sender";
import { accountEmail, signInCodeText } from "./messages";
import { forgetDeliveredMessages, languageOf, settleVerifiedPhone } from "./service";

interface AuthDeps {
  db: Db;
  secret: string;
  /** The site's public address: the base of every link we email. */
  publicUrl: string;
  /** The pages that may send sign-in requests (lib/http/trusted-origins.ts). */
  trustedOrigins: (request: Request | undefined) => string[];
  production: boolean;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  /** Sessions read a moment ago, used again by member-session.ts (the app's; none for a bare Auth). */
  sessions?: SessionCache<SessionRead>;
}

/** How long links and codes work (seconds). */
const CONFIRMATION_LINK_TTL = 24 * 60 * 60;
const MAGIC_LINK_TTL = 15 * 60;
const SMS_CODE_TTL = 5 * 60;

async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email.toLowerCase())).limit(1);
  return row;
}

/** The member whose number this is: auth_users holds only numbers verified by a code (a check constraint says so). */
async function userByVerifiedPhone(db: Db, phone: string) {
  const [row] = await db
    .select()
    .from(authUsers)
    .where(and(eq(authUsers.phoneNumber, phone), eq(authUsers.phoneNumberVerified, true)))
    .limit(1);
  return row;
}

/**
 * better-auth on our database: email + password with confirmation, magic link, phone + password and SMS codes,
 * usernames. Passwords (scrypt), sessions (HttpOnly cookies, renewed daily) and tokens are all better-auth's.
 */
export function createAuth({ db, secret, publicUrl, trustedOrigins, production, mailer, sms, logger, sessions }: AuthDeps) {
  const sendEmail = async (kind: Parameters<typeof accountEmail>[0], to: string, url: string) => {
    const user = await userByEmail(db, to);
    await mailer.send(accountEmail(kind, languageOf(user?.language), to, url, await churchName(db)));
  };

  const auth = betterAuth({
    appName: "church-site",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ auth: args }, message);
      },
    },
    telemetry: { enabled: false },
    // Our own limiter (per address and per email or phone, with a message in both languages) guards these routes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "church",
      useSecureCookies: production && publicUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    user: {
      additionalFields: {
        language: { type: "string", required: false, defaultValue: "en", input: true },
      },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        afterDelete: async (user) => {
          await forgetDeliveredMessages(db, user.email, (user as { phoneNumber?: string | null }).phoneNumber);
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Members' passwords are hashed by better-auth (scrypt); only the automated tests use the cheap test cost.
      ...(FAST_PASSWORD_HASHING && {
        password: { hash: (password: string) => hashPassword(password), verify: ({ hash, password }: { hash: string; password: string }) => verifyPassword(password, hash) },
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_TTL,
      sendVerificationEmail: async ({ user, url }) => {
        // better-auth passes the new address as user.email when a verified member changes it.
        const kind = user.emailVerified ? "confirmNewEmail" : "confirmSignUp";
        const language = languageOf((user as { language?: unknown }).language);
        await mailer.send(accountEmail(kind, language, user.email, url, await churchName(db)));
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A member an admin has disabled gets no session, whichever way they sign in.
          before: async (session) => {
            if (await isMemberDisabled(db, session.userId)) {
              throw new APIError("FORBIDDEN", { code: "ACCOUNT_DISABLED", message: ACCOUNT_DISABLED_MESSAGE });
            }
          },
        },
      },
      user: {
        create: {
          after: async (user) => {
            await db.insert(profiles).values({ id: user.id, fullName: user.name, displayName: user.name }).onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Where better-auth sends a member after a link or a sign-in stays on the site: the site's one link check.
        refuseOffSiteRedirects([ctx.body, ctx.query], publicUrl);
        // An SMS code signs in only the member who verified that number; for any other verify responds "Invalid OTP".
        if (ctx.path === "/phone-number/verify") {
          const body = ctx.body as { phoneNumber?: string; updatePhoneNumber?: boolean } | undefined;
          if (!body?.updatePhoneNumber && body?.phoneNumber && !(await userByVerifiedPhone(db, body.phoneNumber))) {
            throw new APIError("BAD_REQUEST", { code: "INVALID_OTP", message: "Invalid OTP" });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A browser holds one session: a sign-in there (any way, whoever it is) replaces the one its cookie
        // named, which ends now rather than at its date, and takes what was tied to it (that browser's push
        // subscription) with it.
        const created = ctx.context.newSession;
        if (!created) return;
        const replaced = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
        if (replaced && replaced !== created.session.token) await ctx.context.internalAdapter.deleteSession(replaced);
      }),
    },
    plugins: [
      username({
        minUsernameLength: 2,
        maxUsernameLength: 30,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: SMS_CODE_TTL,
        allowedAttempts: 3,
        phoneNumberValidator: (value) => isE164(value),
        // Defence in depth: phone + password never signs in on a number no code has verified.
        requireVerification: true,
        callbackOnVerification: async ({ phoneNumber: phone, user }) => {
          await settleVerifiedPhone(db, user.id, phone);
        },
        sendOTP: async ({ phoneNumber: phone, code }, ctx) => {
          // Texts cost money and reveal nothing: only a member's verified number (or a signed-in member adding
          // one) gets one.
          const member = await userByVerifiedPhone(db, phone);
          const session = member || !ctx ? null : await getSessionFromCtx(ctx);
          if (!member && !session) return;
          const language = languageOf(member?.language ?? (session?.user as { language?: string } | undefined)?.language);
          await sms.send({ kind: "member.sign-in-code", secrets: [code], to: phone, body: signInCodeText(language, code, await churchName(db)) });
        },
      }),
      magicLink({
        expiresIn: MAGIC_LINK_TTL,
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }) => {
          // The response is the same for any address; only members get the email.
          if (!(await userByEmail(db, email))) return;
          await sendEmail("magicLink", email, url);
        },
      }),
    ],
  });
  sessionStores.set(auth, { db, cache: sessions });
  return auth;
}

/** The fields of better-auth's routes that name where to send the member next (in the body or the query). */
const REDIRECT_FIELDS = ["callbackURL", "newUserCallbackURL", "errorCallbackURL", "redirectTo"] as const;

/** A 400 when any of REDIRECT_FIELDS leads off the site (shared/safe-link.ts). */
function refuseOffSiteRedirects(sources: unknown[], publicUrl: string): void {
  for (const source of sources) {
    if (typeof source !== "object" || source === null) continue;
    for (const field of REDIRECT_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (value !== undefined && !isSameSiteLink(value, publicUrl)) {
        throw new APIError("BAD_REQUEST", { code: "INVALID_REDIRECT", message: "That address is not a page of this site." });
      }
    }
  }
}

/**
 * Where each Auth keeps its sessions: the database (member-session.ts reads a member's session there in one
 * query) and the cache of sessions read a moment ago.
 */
const sessionStores = new WeakMap<object, { db: Db; cache?: SessionCache<SessionRead> }>();

export function sessionStoreOf(auth: object): { db: Db; cache?: SessionCache<SessionRead> } | undefined {
  return sessionStores.get(auth);
}

export type Auth = ReturnType<typeof createAuth>;
export { AUTH_CALLBACK_PATH };
