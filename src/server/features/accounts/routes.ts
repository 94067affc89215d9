import { Hono } from "hono";
import { APIError } from "better-auth/api";
import { z } from "../../../shared/zod";
import { profileUpdateBody, signUpBody } from "../../../shared/account";
import { ACCOUNT_ERROR_CODES, AUTH_CONFIRMED_PATH, type AccountMe, type AdminPortalStatus, SIGNED_OUT } from "../../../shared/account-constants";
import type { ErrorBody } from "../../../shared/errors";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import type { AppContext } from "../../app-context";
import { requireMemberId, requireSessionMember, sessionMember } from "./member-session";
import { authRateLimit } from "./rate-limits";
import {
  adminPortalStatus,
  assertUsernameFree,
  presentMe,
  rememberPendingPhone,
  removePhone,
  setTourCompleted,
  updateProfile,
  freeUsernameFor,
} from "./service";

/** better-auth's routes the web app uses; every other one of its routes responds 404. */
const PUBLIC_AUTH_ROUTES: Array<{ method: "GET" | "POST"; path: string }> = [
  { method: "POST", path: "/sign-in/email" },
  { method: "POST", path: "/sign-in/phone-number" },
  { method: "POST", path: "/sign-in/magic-link" },
  { method: "GET", path: "/magic-link/verify" },
  { method: "POST", path: "/phone-number/send-otp" },
  { method: "POST", path: "/phone-number/verify" },
  { method: "GET", path: "/verify-email" },
  { method: "POST", path: "/send-verification-email" },
  { method: "GET", path: "/get-session" },
  { method: "POST", path: "/sign-out" },
  { method: "POST", path: "/change-password" },
  { method: "POST", path: "/change-email" },
  { method: "POST", path: "/delete-user" },
];

/** SPEC.md section 8 names the server's messages for these two; the web app maps them to its own text. */
const MAPPED_AUTH_ERRORS: Record<string, { code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: ACCOUNT_ERROR_CODES.invalidCredentials, message: "Invalid login credentials" },
  INVALID_PHONE_NUMBER_OR_PASSWORD: { code: ACCOUNT_ERROR_CODES.invalidCredentials, message: "Invalid login credentials" },
  EMAIL_NOT_VERIFIED: { code: ACCOUNT_ERROR_CODES.emailNotConfirmed, message: "Email not confirmed" },
  USERNAME_IS_ALREADY_TAKEN: { code: ACCOUNT_ERROR_CODES.usernameTaken, message: "That username is already taken. Please choose another." },
};

function errorBodyFrom(code: string | undefined, message: string | undefined): ErrorBody {
  const mapped = code ? MAPPED_AUTH_ERRORS[code] : undefined;
  return { error: mapped ?? { code: (code ?? "auth_error").toLowerCase(), message: message || "Something went wrong. Please try again." } };
}

/** A better-auth error thrown by auth.api becomes our standard error. */
function fromAuthError(err: unknown): unknown {
  if (!(err instanceof APIError)) return err;
  const body = err.body as { code?: string; message?: string } | undefined;
  const { error } = errorBodyFrom(body?.code, body?.message ?? err.message);
  const status = err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 400;
  return new AppError(error.code, status as 400, error.message);
}

/** better-auth's responses in our error format ({error: {code, message}}), everything else untouched. */
async function normalizeAuthResponse(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBodyFrom(body.code, body.message)), { status: response.status, headers });
}

/** /api/auth/*: better-auth's handler behind our rate limits and an allow-list of its routes. */
export function authRoutes(ctx: Pick<AppContext, "memberAuth" | "rateLimitStore" | "trustProxy" | "memberAuthIpLimitFactor">) {
  const { memberAuth, rateLimitStore, trustProxy, memberAuthIpLimitFactor } = ctx;
  const app = new Hono<AppEnv>();
  for (const route of PUBLIC_AUTH_ROUTES) {
    app.on(route.method, route.path, authRateLimit(route.path, rateLimitStore, trustProxy, memberAuthIpLimitFactor), async (c) =>
      normalizeAuthResponse(await memberAuth.handler(c.req.raw)),
    );
  }
  return app;
}

/** /api/account/*: sign-up with the profile, the current member (header, settings), profile and tour. */
export function accountRoutes(ctx: Pick<AppContext, "db" | "memberAuth" | "rateLimitStore" | "trustProxy" | "memberAuthIpLimitFactor">) {
  const { db, memberAuth, rateLimitStore, trustProxy, memberAuthIpLimitFactor } = ctx;
  return new Hono<AppEnv>()
    .post("/sign-up", authRateLimit("/sign-up", rateLimitStore, trustProxy, memberAuthIpLimitFactor), validate("json", signUpBody), async (c) => {
      const body = c.req.valid("json");
      // A username the member chose must be free; the one made from their name is made free.
      const username = body.username ?? (await freeUsernameFor(db, body.fullName, body.email));
      if (body.username) await assertUsernameFree(db, username);
      const result = await memberAuth.api
        .signUpEmail({
          body: {
            name: body.fullName,
            email: body.email,
            password: body.password,
            username,
            language: body.language,
            callbackURL: AUTH_CONFIRMED_PATH,
          },
          headers: c.req.raw.headers,
        })
        .catch((err: unknown) => {
          throw fromAuthError(err);
        });
      // An address or phone that already has an account gets the same response (no one learns who is a member).
      // The phone waits unverified on the profile until a code sent to it is verified in /settings.
      if (body.phone) await rememberPendingPhone(db, result.user.id, body.phone);
      return c.json({ ok: true, username }, 201);
    })
    .get("/me", async (c) => {
      const member = await sessionMember(memberAuth, c.req.raw.headers);
      const body: AccountMe = member ? await presentMe(db, member) : SIGNED_OUT;
      return c.json(body);
    })
    // The header's "Admin Portal" link for a member with the admin role: does a portal account await them?
    .get("/admin-portal", async (c) => {
      const id = await requireMemberId(memberAuth, c.req.raw.headers);
      const body: AdminPortalStatus = await adminPortalStatus(db, id);
      return c.json(body);
    })
    .patch("/profile", validate("json", profileUpdateBody), async (c) => {
      const member = await requireSessionMember(memberAuth, c.req.raw.headers);
      await updateProfile(db, member.id, c.req.valid("json"));
      return c.json(await presentMe(db, member));
    })
    .delete("/phone", async (c) => {
      const member = await requireSessionMember(memberAuth, c.req.raw.headers);
      await removePhone(db, member.id);
      return c.json(await presentMe(db, member));
    })
    .put("/tour", validate("json", z.object({ completed: z.boolean() })), async (c) => {
      const member = await requireSessionMember(memberAuth, c.req.raw.headers);
      await setTourCompleted(db, member.id, c.req.valid("json").completed);
      return c.json(await presentMe(db, member));
    });
}
