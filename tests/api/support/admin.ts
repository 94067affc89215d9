import { eq } from "drizzle-orm";
import { generate } from "otplib";
import type { AdminScope } from "../../../src/shared/admin-scopes";
import type { Db } from "../../../src/server/db/client";
import { adminAccounts } from "../../../src/server/db/schema/admin";
import { hashPassword } from "../../../src/server/features/admin/credentials";
import { newTotpSecret } from "../../../src/server/features/admin/totp";

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
  secret: string;
}

let counter = 0;

/** An enrolled admin (password and authenticator set), written straight to the database. */
export async function createTestAdmin(db: Db, scopes: AdminScope[], name = "Test Admin"): Promise<TestAdmin> {
  counter += 1;
  const email = `admin${counter}-${Math.random().toString(36).slice(2, 8)}@church.test`;
  const password = "correct horse battery staple";
  const secret = newTotpSecret();
  const [row] = await db
    .insert(adminAccounts)
    .values({ email, name: `${name} ${counter}`, scopes, passwordHash: await hashPassword(password), totpSecret: secret, totpEnabled: true })
    .returning({ id: adminAccounts.id });
  if (!row) throw new Error("no admin row");
  return { id: row.id, email, password, secret };
}

/** The TOTP code for now, or for a step before/after now. */
export function totpCode(secret: string, stepOffset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
}

export async function adminRow(db: Db, id: string) {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.id, id));
  return row;
}

/**
 * A browser stand-in: keeps the cookies the server sets and sends them back, and adds the admin portal's
 * request header to every unsafe request (unless told not to).
 */
export class AdminClient {
  readonly cookies = new Map<string, string>();
  lastSetCookie: string[] = [];

  /** `defaultHeaders` go with every request: X-Forwarded-For, say, for a client at another address. */
  constructor(
    private readonly app: App,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = {
      method,
      headers: {
        ...this.defaultHeaders,
        ...(method === "GET" ? {} : { "X-Admin-Request": "1" }),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(this.cookies.size > 0 ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const response = await this.app.request(path, init);
    this.lastSetCookie = response.headers.getSetCookie();
    for (const cookie of this.lastSetCookie) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** A multipart upload (field "file") with the admin's cookies and the portal's request header. */
  async upload(path: string, bytes: Uint8Array, name: string): Promise<Response> {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], name));
    return this.app.request(path, {
      method: "POST",
      body: form,
      headers: { "X-Admin-Request": "1", Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
  }

  get(path: string) {
    return this.request("GET", path);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", path, body ?? {}, headers);
  }

  /** What the session check says: signed in or not (it responds 200 either way). */
  async isSignedIn(): Promise<boolean> {
    const response = await this.get("/api/admin/auth/session");
    if (response.status !== 200) throw new Error(`session check responded ${response.status}`);
    return ((await response.json()) as { success: boolean }).success;
  }

  /** Password then the current TOTP code (or the one given). */
  async signIn(admin: TestAdmin, code?: string): Promise<Response> {
    const login = await this.post("/api/admin/auth/login", { email: admin.email, password: admin.password });
    if (login.status !== 200) return login;
    return this.post("/api/admin/auth/verify-2fa", { token: code ?? (await totpCode(admin.secret)) });
  }
}

/** Signs a fresh admin with these scopes in and returns the client. */
export async function signedInClient(app: App, db: Db, scopes: AdminScope[]): Promise<{ client: AdminClient; admin: TestAdmin }> {
  const admin = await createTestAdmin(db, scopes);
  const client = new AdminClient(app);
  const response = await client.signIn(admin);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return { client, admin };
}
