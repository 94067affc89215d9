// npm run admin:create -- --email you@church.org --name "Your Name"
// Creates a super admin (no password yet) in the configured database and prints a one-time setup link
// (valid 72 hours) where the new admin chooses a password and enrols two-step sign-in.
// --scopes events:write,settings:write creates a narrower admin; --new-link issues a fresh setup link for an
// existing account (lost password or authenticator: the password and 2FA are set again through the link).
// While the server runs on the embedded database, the command asks that server (over DATA_DIR/admin.sock):
// two processes must never open one database folder, and the server would not see what another one wrote.
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { embeddedServerPid } from "../src/server/db/embedded-lock";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { adminCreateArgs, type AdminCreateResult, askServerToCreateAdmin, runAdminCreate } from "../src/server/features/admin/create-command";
import { keepNewFilesPrivate } from "../src/server/lib/private-data";

// What this command writes into DATA_DIR is the server's user's alone, as what the server writes is.
keepNewFilesPrivate();

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    scopes: { type: "string", default: "admin:*" },
    "new-link": { type: "boolean", default: false },
  },
});

const args = adminCreateArgs.safeParse(values);

if (!args.success) {
  console.error(args.error.issues.map((i) => i.message).join("\n"));
  console.error('Usage: npm run admin:create -- --email you@church.org --name "Your Name" [--scopes admin:*] [--new-link]');
  process.exit(2);
}

function finish(result: AdminCreateResult): never {
  for (const line of result.out) console.log(line);
  for (const line of result.err) console.error(line);
  process.exit(result.exitCode);
}

const config = loadConfig();
const serverPid = config.DATABASE_URL ? undefined : embeddedServerPid(config.DATA_DIR);
if (serverPid) {
  const response = await askServerToCreateAdmin(config.DATA_DIR, args.data).catch((err: unknown) => {
    console.error(
      `The server (process ${serverPid}) is using the embedded database in ${config.DATA_DIR} and did not answer on ` +
        `${config.DATA_DIR}/admin.sock (${(err as Error).message}).\n` +
        "Run this command as the same user as the server, or stop the server (Ctrl+C) and run it again; " +
        "the next start shows the new admin's setup link too.",
    );
    process.exit(1);
  });
  finish(response);
}

const database = await openConfiguredDatabase(config);
let result: AdminCreateResult;
try {
  await database.migrate();
  result = await runAdminCreate(database.db, args.data, config.publicUrl);
} finally {
  await database.close();
}
finish(result);
