import { type Context, Hono, type MiddlewareHandler, type Schema } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AdminScope } from "../../../shared/admin";
import { can } from "../../../shared/admin";
import type { AppEnv } from "../../lib/http/app-env";
import { clientIp } from "../../lib/http/client-ip";
import type { RequestMeta } from "./auth-log";
import { type AdminAuthOptions, validateSession } from "./sessions";
import { adminErrors } from "./errors";
import type { AdminRow } from "./presenter";
import type { Db } from "../../db/client";
import type { Actor } from "./audit";
import type { AppContext } from "../../app-context";

/** Routes behind requireAdmin see the signed-in admin, and the actor their audit records name. */
export type AdminEnv = { Variables: AppEnv["Variables"] & { admin: AdminRow; actor: Actor } };

/** Every unsafe admin request carries this header; a form or image on another site cannot add it. */
const ADMIN_REQUEST_HEADER = "X-Admin-Request";

interface CookieNames {
  session: string;
  pending: string;
  /** Not HttpOnly and holds no secret: lets the public header show "Admin Portal" without a request. */
  hint: string;
}

/** `__Host-` names in production: the browser then keeps them host-only, Secure and Path=/. */
export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? { session: "__Host-admin_session", pending: "__Host-admin_2fa", hint: "__Host-admin_signed_in" }
    : { session: "admin_session", pending: "admin_2fa", hint: "admin_signed_in" };
}

export function requestMeta(c: Context, trustProxy: boolean): RequestMeta {
  return { ip: clientIp(c, trustProxy), userAgent: c.req.header("user-agent") ?? null };
}

export function setAdminCookie(c: Context, name: string, value: string, secure: boolean, maxAgeSeconds: number) {
  setCookie(c, name, value, { httpOnly: true, secure, sameSite: "Strict", path: "/", maxAge: maxAgeSeconds });
}

/** The session cookie and its hint are set and cleared together. */
export function setSessionCookies(c: Context, names: CookieNames, token: string, secure: boolean, maxAgeSeconds: number) {
  setAdminCookie(c, names.session, token, secure, maxAgeSeconds);
  setCookie(c, names.hint, "1", { httpOnly: false, secure, sameSite: "Strict", path: "/", maxAge: maxAgeSeconds });
}

export function clearSessionCookies(c: Context, names: CookieNames, secure: boolean) {
  clearAdminCookie(c, names.session, secure);
  clearAdminCookie(c, names.hint, secure);
}

export function clearAdminCookie(c: Context, name: string, secure: boolean) {
  deleteCookie(c, name, { path: "/", secure });
}

export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, name);
}

/**
 * CSRF defence for the admin API: unsafe methods need the custom header (which forces a CORS preflight that
 * this server never grants), and an Origin header, when the browser sends one, must be this site's.
 */
export function csrfGuard(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method)) {
      if (c.req.header(ADMIN_REQUEST_HEADER) !== "1") throw adminErrors.csrf();
      const origin = c.req.header("origin");
      if (origin && origin !== new URL(c.req.url).origin && !allowedOrigins.includes(origin)) throw adminErrors.csrf();
    }
    await next();
  };
}

/** 401 without a valid session, 403 without the scope (when one is named). */
export function requireAdmin(
  db: Db,
  options: AdminAuthOptions & { secure: boolean },
  scope?: AdminScope,
): MiddlewareHandler<AdminEnv> {
  const names = cookieNames(options.secure);
  return async (c, next) => {
    const token = readCookie(c, names.session);
    const admin = token ? await validateSession(db, token, options) : undefined;
    if (!admin) {
      if (token) clearSessionCookies(c, names, options.secure);
      throw adminErrors.notSignedIn();
    }
    if (scope && !can(admin.scopes, scope)) throw adminErrors.forbidden();
    c.set("admin", admin);
    c.set("actor", { id: admin.id, email: admin.email });
    await next();
  };
}

/** What every feature's admin router is built from: the database and the admin realm's sessions and cookies. */
export type AdminContext = Pick<AppContext, "db" | "adminAuth" | "secureCookies">;

/**
 * The one way a feature builds its admin API: `requireScope(scope)` signs the admin in (401), checks the scope
 * (403) and sets `c.var.admin` and `c.var.actor` (whom the service's audit record names, written in the same
 * transaction as the change); `mount(routes)` puts the routes behind the CSRF guard.
 */
export function adminRouter({ db, adminAuth, secureCookies }: AdminContext) {
  const options = { ...adminAuth, secure: secureCookies };
  const allowedOrigins = [new URL(adminAuth.publicUrl).origin];
  return {
    requireScope: (scope: AdminScope) => requireAdmin(db, options, scope),
    // Generic in the routes' schema, so the routes keep the response types the web client reads (decision 0091).
    mount: <S extends Schema>(routes: Hono<AdminEnv, S, "/">) => new Hono<AppEnv>().use(csrfGuard(allowedOrigins)).route("/", routes),
  };
}
