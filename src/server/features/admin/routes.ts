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
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import { rateLimit } from "../../lib/rate-limit";
import { getSiteSettings } from "../site/service";
import { countAdmins, createAdminAccount, inviteAdmin, listAdmins, removeAdmin, resetTwoFactor, updateAdmin } from "./accounts-service";
import { recentAudit } from "./audit";
import { logAuthAttempt } from "./auth-log";
import type { PendingSignIn } from "./auth-tokens";
import { requestMagicLink, signInWithMagicLink } from "./magic-link";
import { endSession, validateSession } from "./sessions";
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

/** What the admin realm uses: its sessions and sign-in, the reports of its dashboard and health page. */
type AdminRealmContext = Pick<
  AppContext,
  | "database"
  | "db"
  | "mailer"
  | "sms"
  | "rateLimitStore"
  | "version"
  | "trustProxy"
  | "secureCookies"
  | "publicUrl"
  | "adminAuth"
  | "adminLoginRateLimit"
  | "dataDir"
  | "firstAdmin"
>;

const PENDING_MAX_AGE_SECONDS = 5 * 60;

/** /api/admin: the admin portal's own realm (sign-in, 2FA, sessions) and its scope-guarded endpoints. */
export function adminRoutes(ctx: AdminRealmContext) {
  const { db, secureCookies: secure, adminAuth } = ctx;
  const names = cookieNames(secure);
  const sessionOptions = { ...adminAuth, secure };
  const signInLimit = rateLimit({ name: "admin-sign-in", limit: ctx.adminLoginRateLimit, windowMs: 60_000, store: ctx.rateLimitStore, trustProxy: ctx.trustProxy });
  const guard = (scope?: Parameters<typeof requireAdmin>[2]) => requireAdmin(db, sessionOptions, scope);
  const issuer = () => getSiteSettings(db).then((s) => `${s.name} admin`, () => "Church admin");

  const pendingResponse = (pending: PendingSignIn): AdminLoginResponse => ({ ok: true, requiresTwoFA: true, enrolTwoFA: pending.enrol });

  const auth = new Hono<AppEnv>()
    .post("/login", signInLimit, validate("json", adminLoginRequest), async (c) => {
      const pending = await signInWithPassword(db, ctx.rateLimitStore, c.req.valid("json"), requestMeta(c, ctx.trustProxy));
      setAdminCookie(c, names.pending, pending.pendingToken, secure, PENDING_MAX_AGE_SECONDS);
      return c.json(pendingResponse(pending));
    })
    .get("/2fa/enrolment", async (c) => {
      const pendingToken = readCookie(c, names.pending);
      if (!pendingToken) throw adminErrors.noPendingSignIn();
      return c.json(await twoFactorEnrolment(db, pendingToken, await issuer()));
    })
    .post("/verify-2fa", signInLimit, validate("json", adminVerifyTwoFactorRequest), async (c) => {
      const pendingToken = readCookie(c, names.pending);
      if (!pendingToken) throw adminErrors.noPendingSignIn();
      const signedIn = await verifyTwoFactor(db, ctx.rateLimitStore, pendingToken, c.req.valid("json").token, requestMeta(c, ctx.trustProxy), adminAuth);
      clearAdminCookie(c, names.pending, secure);
      setSessionCookies(c, names, signedIn.sessionToken, secure, adminAuth.maxHours * 3600);
      const body: AdminVerifyResponse = { ok: true, ...(signedIn.backupCodes ? { backupCodes: signedIn.backupCodes } : {}) };
      return c.json(body);
    })
    .post("/magic-link", signInLimit, validate("json", adminMagicLinkRequest), async (c) => {
      await requestMagicLink(db, ctx.mailer, ctx.rateLimitStore, c.req.valid("json").email, requestMeta(c, ctx.trustProxy), ctx.publicUrl);
      const body: AdminMagicLinkResponse = {
        success: true,
        message: "If this address belongs to an admin, a sign-in link is on its way.",
      };
      return c.json(body);
    })
    .post("/magic-link/verify", signInLimit, validate("json", adminTokenRequest), async (c) => {
      const pending = await signInWithMagicLink(db, c.req.valid("json").token, requestMeta(c, ctx.trustProxy));
      setAdminCookie(c, names.pending, pending.pendingToken, secure, PENDING_MAX_AGE_SECONDS);
      return c.json(pendingResponse(pending));
    })
    .post("/first-admin", signInLimit, validate("json", adminFirstRequest), async (c) => {
      const { token, name, email, password } = c.req.valid("json");
      if ((await countAdmins(db)) > 0 || !ctx.firstAdmin?.take(token)) throw adminErrors.linkInvalid();
      // The first super admin, made as admin:create makes one, then set up through the same one-time setup step.
      const { setupLink } = await createAdminAccount(db, { id: null, email: "first start's setup link" }, { email, name, scopes: ["admin:*"] }, ctx.publicUrl);
      const setupToken = new URL(setupLink).searchParams.get("setup") ?? "";
      const pending = await completeSetup(db, setupToken, password, requestMeta(c, ctx.trustProxy));
      setAdminCookie(c, names.pending, pending.pendingToken, secure, PENDING_MAX_AGE_SECONDS);
      return c.json(pendingResponse(pending));
    })
    .post("/setup", signInLimit, validate("json", adminSetupRequest), async (c) => {
      const { token, password } = c.req.valid("json");
      const pending = await completeSetup(db, token, password, requestMeta(c, ctx.trustProxy));
      setAdminCookie(c, names.pending, pending.pendingToken, secure, PENDING_MAX_AGE_SECONDS);
      return c.json(pendingResponse(pending));
    })
    // SPEC.md section 7 admin-session-validate: responds 200 either way, so a signed-out page load is not an
    // error; an invalid cookie is removed, as the spec removes an invalid stored token.
    .get("/session", async (c) => {
      const token = readCookie(c, names.session);
      const admin = token ? await validateSession(db, token, adminAuth) : undefined;
      if (!admin) {
        if (token) clearSessionCookies(c, names, secure);
        const body: AdminSessionResponse = { success: false, error: "Login failed" };
        return c.json(body);
      }
      const body: AdminSessionResponse = { success: true, admin: presentAdmin(admin), availableRoles: grantableScopes(admin) };
      return c.json(body);
    })
    .post("/logout", async (c) => {
      const token = readCookie(c, names.session);
      if (token) {
        const admin = await validateSession(db, token, adminAuth);
        await endSession(db, token);
        if (admin) await logAuthAttempt(db, { email: admin.email, success: true, method: "logout" }, requestMeta(c, ctx.trustProxy));
      }
      clearSessionCookies(c, names, secure);
      return c.json({ success: true });
    });

  const portal = new Hono<AdminEnv>()
    .get("/dashboard", guard(), async (c) => c.json(await dashboard(db, c.var.admin)))
    .get("/accounts", guard("users:read"), async (c) => c.json({ accounts: await listAdmins(db) }))
    .post("/accounts", guard("users:write"), validate("json", adminAccountCreateRequest), async (c) => {
      const account = await inviteAdmin(db, ctx.mailer, c.var.admin, c.req.valid("json"), ctx.publicUrl);
      return c.json({ account, delivery: ctx.mailer.mode }, 201);
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
        await health({ database: ctx.database, version: ctx.version, mailMode: ctx.mailer.mode, smsMode: ctx.sms.mode, dataDir: ctx.dataDir }),
      ),
    )
    .get("/outbox", guard("email:read"), validate("query", adminPageQuery), async (c) =>
      c.json(await outboxPage(db, c.req.valid("query").page, c.var.admin)),
    );

  return new Hono<AppEnv>()
    .use(csrfGuard([new URL(ctx.publicUrl).origin]))
    .route("/auth", auth)
    .route("/", portal);
}
