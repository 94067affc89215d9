// npm run admin:create -- --email you@church.org --name "Your Name"
// Creates a super admin (no password yet) in the configured database and prints a one-time setup link
// (valid 72 hours) where the new admin chooses a password and enrols two-step sign-in.
// --scopes events:write,settings:write creates a narrower admin; --new-link issues a fresh setup link for an
// existing account (lost password or authenticator: the password and 2FA are set again through the link).
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ADMIN_SCOPES, type AdminScope } from "../src/shared/admin-scopes";
import { loadConfig } from "../src/server/config";
import { adminAccounts, adminBackupCodes } from "../src/server/db/schema/admin";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { createAdminAccount } from "../src/server/features/admin/accounts-service";
import { recordAudit } from "../src/server/features/admin/audit";
import { createSetupLink, endAllSessions } from "../src/server/features/admin/auth-service";

const COMMAND_LINE = { id: null, email: "command line (npm run admin:create)" };

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    scopes: { type: "string", default: "admin:*" },
    "new-link": { type: "boolean", default: false },
  },
});

const args = z
  .object({
    email: z.email({ error: "--email must be an email address" }).transform((v) => v.toLowerCase()),
    name: z.string().trim().min(1, "--name is required").optional(),
    scopes: z
      .string()
      .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.enum(ADMIN_SCOPES, { error: `--scopes: each one of ${ADMIN_SCOPES.join(", ")}` })).min(1)),
    "new-link": z.boolean(),
  })
  .safeParse(values);

if (!args.success) {
  console.error(args.error.issues.map((i) => i.message).join("\n"));
  console.error('Usage: npm run admin:create -- --email you@church.org --name "Your Name" [--scopes admin:*] [--new-link]');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const db = database.db;
  const [existing] = await db.select().from(adminAccounts).where(eq(adminAccounts.email, args.data.email)).limit(1);
  let link: string;
  if (existing) {
    if (!args.data["new-link"]) {
      console.error(`An admin account for ${existing.email} already exists. Add --new-link for a fresh setup link.`);
      process.exit(1);
    }
    link = await db.transaction(async (tx) => {
      await tx
        .update(adminAccounts)
        .set({ passwordHash: null, totpEnabled: false, totpSecret: null, totpLastStep: null, failedAttempts: 0, lockedUntil: null, disabledAt: null })
        .where(eq(adminAccounts.id, existing.id));
      await tx.delete(adminBackupCodes).where(eq(adminBackupCodes.adminId, existing.id));
      await endAllSessions(tx, existing.id);
      await recordAudit(tx, COMMAND_LINE, { action: "admin.new_setup_link", targetType: "admin_account", targetId: existing.id });
      return createSetupLink(tx, existing.id, config.publicUrl);
    });
  } else {
    if (!args.data.name) {
      console.error('--name is required for a new admin: npm run admin:create -- --email you@church.org --name "Your Name"');
      process.exit(2);
    }
    const created = await createAdminAccount(
      db,
      COMMAND_LINE,
      { email: args.data.email, name: args.data.name, scopes: args.data.scopes as AdminScope[] },
      config.publicUrl,
    );
    link = created.setupLink;
  }
  console.log(`Admin account: ${args.data.email} (${args.data.scopes.join(", ")})`);
  console.log("Open this link within 72 hours to choose a password and set up two-step sign-in (it works once):");
  console.log(link);
} finally {
  await database.close();
}
