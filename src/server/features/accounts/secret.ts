import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * better-auth signs cookies and tokens with this secret. AUTH_SECRET wins; without it a random secret is
 * generated once and kept in DATA_DIR/auth-secret (mode 600), so `npm start` needs no setup and sessions
 * survive restarts. Several servers sharing one DATABASE_URL must be given the same AUTH_SECRET.
 */
export function resolveAuthSecret(authSecret: string | undefined, dataDir: string): { secret: string; source: "env" | "file" } {
  if (authSecret) return { secret: authSecret, source: "env" };
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return { secret: stored, source: "file" };
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, source: "file" };
}
