import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { z } from "../../../shared/zod";
import { ADMIN_SCOPES, type AdminScope } from "../../../shared/admin-scopes";
import type { Db } from "../../db/client";
import { adminAccounts, adminBackupCodes } from "../../db/schema/admin";
import { createAdminAccount } from "./accounts-service";
import { recordAudit } from "./audit";
import { createSetupLink } from "./auth-tokens";
import { endAllSessions } from "./sessions";

/**
 * `npm run admin:create`, wherever it runs: in its own process on PostgreSQL (or on an embedded database no
 * server has open), or inside the running server on the embedded database, asked over DATA_DIR/admin.sock.
 */
const COMMAND_LINE = { id: null, email: "command line (npm run admin:create)" };

export const adminCreateArgs = z.object({
  email: z.email({ error: "--email must be an email address" }).transform((v) => v.toLowerCase()),
  name: z.string().trim().min(1, "--name is required").max(200).optional(),
  scopes: z
    .string()
    .max(2000)
    .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(ADMIN_SCOPES, { error: `--scopes: each one of ${ADMIN_SCOPES.join(", ")}` })).min(1)),
  "new-link": z.boolean(),
});
type AdminCreateArgs = z.output<typeof adminCreateArgs>;

/** What the command prints and its exit code. */
export interface AdminCreateResult {
  exitCode: number;
  out: string[];
  err: string[];
}

export async function runAdminCreate(db: Db, args: AdminCreateArgs, publicUrl: string): Promise<AdminCreateResult> {
  const [existing] = await db.select().from(adminAccounts).where(eq(adminAccounts.email, args.email)).limit(1);
  let link: string;
  if (existing) {
    if (!args["new-link"]) {
      return { exitCode: 1, out: [], err: [`An admin account for ${existing.email} already exists. Add --new-link for a fresh setup link.`] };
    }
    link = await db.transaction(async (tx) => {
      await tx
        .update(adminAccounts)
        .set({ passwordHash: null, totpEnabled: false, totpSecret: null, totpLastStep: null, failedAttempts: 0, lockedUntil: null, disabledAt: null })
        .where(eq(adminAccounts.id, existing.id));
      await tx.delete(adminBackupCodes).where(eq(adminBackupCodes.adminId, existing.id));
      await endAllSessions(tx, existing.id);
      await recordAudit(tx, COMMAND_LINE, { action: "admin.new_setup_link", targetType: "admin_account", targetId: existing.id });
      return createSetupLink(tx, existing.id, publicUrl);
    });
  } else {
    if (!args.name) {
      return { exitCode: 2, out: [], err: ['--name is required for a new admin: npm run admin:create -- --email you@church.org --name "Your Name"'] };
    }
    const created = await createAdminAccount(db, COMMAND_LINE, { email: args.email, name: args.name, scopes: args.scopes as AdminScope[] }, publicUrl);
    link = created.setupLink;
  }
  return {
    exitCode: 0,
    err: [],
    out: [
      `Admin account: ${args.email} (${args.scopes.join(", ")})`,
      "Open this link within 72 hours to choose a password and set up two-step sign-in (it works once):",
      link,
    ],
  };
}

/** The running server's socket for this one command: in DATA_DIR, readable and writable by its owner only. */
function adminSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "admin.sock");
}

const MAX_REQUEST_BYTES = 4096;

/**
 * Listens on DATA_DIR/admin.sock (mode 0600: only the user the server runs as, who could open the database
 * folder anyway) for one kind of request, an admin:create, and responds with the command's output.
 */
export async function listenForAdminCreate(dataDir: string, handle: (args: AdminCreateArgs) => Promise<AdminCreateResult>): Promise<Server> {
  const socketPath = adminSocketPath(dataDir);
  // A socket file left by a server that crashed: the embedded-database lock already says no server runs here.
  rmSync(socketPath, { force: true });
  const server = createServer((connection) => {
    let request = "";
    connection.setEncoding("utf8");
    connection.setTimeout(10_000, () => connection.destroy());
    connection.on("data", (chunk: string) => {
      request += chunk;
      if (request.length > MAX_REQUEST_BYTES) return connection.destroy();
      const end = request.indexOf("\n");
      if (end < 0) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.slice(0, end));
      } catch {
        parsed = undefined;
      }
      const message = z.object({ command: z.literal("admin:create"), args: adminCreateArgs }).safeParse(parsed);
      const response: Promise<AdminCreateResult> = message.success
        ? handle(message.data.args).catch((err: unknown) => ({ exitCode: 1, out: [], err: [`admin:create failed: ${(err as Error).message}`] }))
        : Promise.resolve({ exitCode: 2, out: [], err: message.error.issues.map((i) => i.message) });
      void response.then((result) => connection.end(`${JSON.stringify(result)}\n`));
    });
    connection.on("error", () => connection.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  server.on("close", () => rmSync(socketPath, { force: true }));
  return server;
}

/** Asks the running server to run admin:create; rejects when nothing responds on the socket. */
export function askServerToCreateAdmin(dataDir: string, args: AdminCreateArgs, timeoutMs = 15_000): Promise<AdminCreateResult> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(adminSocketPath(dataDir));
    let response = "";
    connection.setEncoding("utf8");
    connection.setTimeout(timeoutMs, () => connection.destroy(new Error("the server did not answer in time")));
    connection.on("connect", () => connection.write(`${JSON.stringify({ command: "admin:create", args: { ...args, scopes: args.scopes.join(",") } })}\n`));
    connection.on("data", (chunk: string) => (response += chunk));
    connection.on("error", reject);
    connection.on("end", () => {
      try {
        resolve(JSON.parse(response) as AdminCreateResult);
      } catch {
        reject(new Error("the server's answer was not understood"));
      }
    });
  });
}

/**
 * The one-time link the server's first start prints while no admin exists: whoever opens it (the person who
 * started the server, reading its log) names the first super admin and chooses the password. It lives in this
 * process only, works once, and stops working as soon as any admin account exists.
 */
export class FirstAdminLink {
  private tokenHash: Buffer | null = null;

  issue(publicUrl: string): string {
    const token = randomBytes(32).toString("base64url");
    this.tokenHash = createHash("sha256").update(token).digest();
    return `${publicUrl}/admin/auth/callback?first=${token}`;
  }

  /** True once for the printed token; the link is then used up. */
  take(token: string): boolean {
    if (!this.tokenHash) return false;
    const offered = createHash("sha256").update(token).digest();
    if (!timingSafeEqual(offered, this.tokenHash)) return false;
    this.tokenHash = null;
    return true;
  }
}
