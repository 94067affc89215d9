// Run by scripts/e2e-server.mjs (never by the product): writes the enrolled test admins of admin-accounts.ts
// into the throw-away end-to-end database named by DATA_DIR.
import { loadConfig } from "../../../src/server/config";
import { adminAccounts } from "../../../src/server/db/schema/admin";
import { openConfiguredDatabase } from "../../../src/server/db/open-configured";
import { hashPassword } from "../../../src/server/features/admin/credentials";
import { E2E_ADMINS } from "./admin-accounts";

const database = await openConfiguredDatabase(loadConfig());
try {
  await database.migrate();
  for (const admin of Object.values(E2E_ADMINS)) {
    await database.db
      .insert(adminAccounts)
      .values({
        email: admin.email,
        name: admin.name,
        scopes: admin.scopes,
        passwordHash: await hashPassword(admin.password),
        totpSecret: admin.secret,
        totpEnabled: true,
      })
      .onConflictDoNothing();
  }
} finally {
  await database.close();
}
