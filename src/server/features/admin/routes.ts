import { Hono } from "hono";
import {
  adminAccountCreateRequest,
  adminAccountIdParam,
  adminAccountUpdateRequest,
  adminFirstRequest,
  adminLoginRequest,
  adminMagicLinkRequest,
  adminPageQuery,
  adminSettingsUpdateRequest,
  adminSetupRequest,
  adminTokenRequest,
  adminVerifyTwoFactorRequest,
  type AdminLoginResponse,
  type AdminMagicLinkResponse,
  type AdminSessionResponse,
  type AdminVerifyResponse,
} from "../../../shared/admin";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import type { Mailer } from "../../lib/mail/mailer";
import { type RateLimitStore, rateLimit } from "../../lib/rate-limit";
import { getSiteSettings } from "../site/service";
import { countAdmins, createAdminAccount, inviteAdmin, listAdmins, removeAdmin, resetTwoFactor, updateAdmin } from "./accounts-service";
import type { FirstAdminLink } from "./create-command";
import { recentAudit } from "./audit";
import { logAuthAttempt } from "./auth-log";
import type { PendingSignIn } from "./auth-tokens";
import { requestMagicLink, signInWithMagicLink } from "./magic-link";
import { type AdminAuthOptions, endSession, validateSession } from "./sessions";
import { completeSetup, signInWithPassword, twoFactorEnrolment, verifyTwoFactor } from "./sign-in";
import { adminErrors } from "./errors";
import {
  type AdminEnv,
  clearAdminCookie,
  clearSessionCookies,
  cookieNames,
  csrfGuard,
  readCookie,
  requestMeta,
  requireAdmin,
  setAdminCookie,
  setSessionCookies,
} from "./http";
import { grantableScopes } from "./policies";
import { presentAdmin } from "./presenter";
import { dashboard, health, outboxPage } from "./reports-service";
import { updateChurchSettings } from "./settings-service";

export interface AdminRouteDeps {
  database: Database;
  mailer: Mailer;
  smsMode: string;
  store: RateLimitStore;
  version: string;
  trustProxy: boolean;
  /** Production: Secure cookies with the __Host- prefix. */
  secure: boolean;
  publicUrl: string;
  auth: AdminAuthOptions;
  loginRateLimit: number;
  dataDir?: string;
  /** The first start's one-time link for the first super admin (main.ts), while no admin exists. */
  firstAdmin?: FirstAdminLink;
}

const PENDING_MAX_AGE_SECONDS = 5 * 60;

/** /api/admin: the admin portal's own realm (sign-in, 2FA, sessions) and its scope-guarded endpoints. */
export function adminRoutes(deps: AdminRouteDeps) {
  const db = deps.database.db;
  const names = cookieNames(deps.secure);
  const sessionOptions = { ...deps.auth, secure: deps.secure };
  const signInLimit = rateLimit({ name: "admin-sign-in", limit: deps.loginRateLimit, windowMs: 60_000, store: deps.store, trustProxy: deps.trustProxy });
  const guard = (scope?: Parameters<typeof requireAdmin>[2]) => requireAdmin(db, sessionOptions, scope);
  const issuer = () => getSiteSettings(db).then((s) => `${s.name} admin`, () => "Church admin");

  const pendingAnswer = (pending: PendingSignIn): AdminLoginResponse => ({ ok: true, requiresTwoFA: true, enrolTwoFA: pending.enrol });

  const auth = new Hono<AppEnv>()
    .post("/login", signInLimit, validate("json", adminLoginRequest), async (c) => {
      const pending = await signInWithPassword(db, deps.store, c.req.valid("json"), requestMeta(c, deps.trustProxy));
      setAdminCookie(c, names.pending, pending.pendingToken, deps.secure, PENDING_MAX_AGE_SECONDS);
      return c.json(pendingAnswer(pending));
    })
    .get("/2fa/enrolment", async (c) => {
      const pendingToken = readCookie(c, names.pending);
      if (!pendingToken) throw adminErrors.noPendingSignIn();
      return c.json(await twoFactorEnrolment(db, pendingToken, await issuer()));
    })
    .post("/verify-2fa", signInLimit, validate("json", adminVerifyTwoFactorRequest), async (c) => {
      const pendingToken = readCookie(c, names.pending);
      if (!pendingToken) throw adminErrors.noPendingSignIn();
      const signedIn = await verifyTwoFactor(db, pendingToken, c.req.valid("json").token, requestMeta(c, deps.trustProxy), deps.auth);
      clearAdminCookie(c, names.pending, deps.secure);
      setSessionCookies(c, names, signedIn.sessionToken, deps.secure, deps.auth.maxHours * 3600);
      const body: AdminVerifyResponse = { ok: true, ...(signedIn.backupCodes ? { backupCodes: signedIn.backupCodes } : {}) };
      return c.json(body);
    })
    .post("/magic-link", signInLimit, validate("json", adminMagicLinkRequest), async (c) => {
      await requestMagicLink(db, deps.mailer, deps.store, c.req.valid("json").email, requestMeta(c, deps.trustProxy), deps.publicUrl);
      const body: AdminMagicLinkResponse = {
        success: true,
        message: "If this address belongs to an admin, a sign-in link is on its way.",
      };
      return c.json(body);
    })
    .post("/magic-link/verify", signInLimit, validate("json", adminTokenRequest), async (c) => {
      const pending = await signInWithMagicLink(db, c.req.valid("json").token, requestMeta(c, deps.trustProxy));
      setAdminCookie(c, names.pending, pending.pendingToken, deps.secure, PENDING_MAX_AGE_SECONDS);
      return c.json(pendingAnswer(pending));
    })
    .post("/first-admin", signInLimit, validate("json", adminFirstRequest), async (c) => {
      const { token, name, email, password } = c.req.valid("json");
      if ((await countAdmins(db)) > 0 || !deps.firstAdmin?.take(token)) throw adminErrors.linkInvalid();
      // The first super admin, made as admin:create makes one, then set up through the same one-time setup step.
      const { setupLink } = await createAdminAccount(db, { id: null, email: "first start's setup link" }, { email, name, scopes: ["admin:*"] }, deps.publicUrl);
      const setupToken = new URL(setupLink).searchParams.get("setup") ?? "";
      const pending = await completeSetup(db, setupToken, password, requestMeta(c, deps.trustProxy));
      setAdminCookie(c, names.pending, pending.pendingToken, deps.secure, PENDING_MAX_AGE_SECONDS);
      return c.json(pendingAnswer(pending));
    })
    .post("/setup", signInLimit, validate("json", adminSetupRequest), async (c) => {
      const { token, password } = c.req.valid("json");
      const pending = await completeSetup(db, token, password, requestMeta(c, deps.trustProxy));
      setAdminCookie(c, names.pending, pending.pendingToken, deps.secure, PENDING_MAX_AGE_SECONDS);
      return c.json(pendingAnswer(pending));
    })
    // SPEC.md section 7 admin-session-validate: answers 200 either way, so a signed-out page load is not an
    // error; an invalid cookie is removed, as the spec removes an invalid stored token.
    .get("/session", async (c) => {
      const token = readCookie(c, names.session);
      const admin = token ? await validateSession(db, token, deps.auth) : undefined;
      if (!admin) {
        if (token) clearSessionCookies(c, names, deps.secure);
        const body: AdminSessionResponse = { success: false, error: "Login failed" };
        return c.json(body);
      }
      const body: AdminSessionResponse = { success: true, admin: presentAdmin(admin), availableRoles: grantableScopes(admin) };
      return c.json(body);
    })
    .post("/logout", async (c) => {
      const token = readCookie(c, names.session);
      if (token) {
        const admin = await validateSession(db, token, deps.auth);
        await endSession(db, token);
        if (admin) await logAuthAttempt(db, { email: admin.email, success: true, method: "logout" }, requestMeta(c, deps.trustProxy));
      }
      clearSessionCookies(c, names, deps.secure);
      return c.json({ success: true });
    });

  const portal = new Hono<AdminEnv>()
    .get("/dashboard", guard(), async (c) => c.json(await dashboard(db, c.var.admin)))
    .get("/accounts", guard("users:read"), async (c) => c.json({ accounts: await listAdmins(db) }))
    .post("/accounts", guard("users:write"), validate("json", adminAccountCreateRequest), async (c) => {
      const account = await inviteAdmin(db, deps.mailer, c.var.admin, c.req.valid("json"), deps.publicUrl);
      return c.json({ account }, 201);
    })
    .patch("/accounts/:id", guard("users:write"), validate("param", adminAccountIdParam), validate("json", adminAccountUpdateRequest), async (c) =>
      c.json({ account: await updateAdmin(db, c.var.admin, c.req.valid("param").id, c.req.valid("json")) }),
    )
    .post("/accounts/:id/reset-2fa", guard("users:write"), validate("param", adminAccountIdParam), async (c) =>
      c.json({ account: await resetTwoFactor(db, c.var.admin, c.req.valid("param").id) }),
    )
    .delete("/accounts/:id", guard("users:write"), validate("param", adminAccountIdParam), async (c) => {
      await removeAdmin(db, c.var.admin, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/audit", guard("users:read"), async (c) => c.json({ entries: await recentAudit(db, 100) }))
    .get("/settings", guard("settings:write"), async (c) => c.json(await getSiteSettings(db)))
    .put("/settings", guard("settings:write"), validate("json", adminSettingsUpdateRequest), async (c) => {
      return c.json(await updateChurchSettings(db, c.var.actor, c.req.valid("json")));
    })
    .get("/health", guard("health:read"), async (c) =>
      c.json(
        await health({ database: deps.database, version: deps.version, mailMode: deps.mailer.mode, smsMode: deps.smsMode, dataDir: deps.dataDir }),
      ),
    )
    .get("/outbox", guard("email:read"), validate("query", adminPageQuery), async (c) =>
      c.json(await outboxPage(db, c.req.valid("query").page, c.var.admin)),
    );

  return new Hono<AppEnv>()
    .use(csrfGuard([new URL(deps.publicUrl).origin]))
    .route("/auth", auth)
    .route("/", portal);
}
