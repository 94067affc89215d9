import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { z } from "../../../shared/zod";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about our sending: a mailto: or https: address. */
  subject: string;
}

const stored = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The site's Web Push (VAPID) key pair, kept like AUTH_SECRET: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY win;
 * without them a pair is generated once and kept in DATA_DIR/vapid-keys.json (mode 600), so browsers that
 * subscribed keep receiving after a restart. Several servers sharing one DATABASE_URL must be given the same pair.
 */
export function resolveVapidKeys(
  env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string },
  dataDir: string,
  publicUrl: string,
): VapidKeys & { source: "env" | "file" } {
  const subject = env.VAPID_SUBJECT ?? (publicUrl.startsWith("https://") ? publicUrl : "mailto:webmaster@localhost.invalid");
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject, source: "env" };
  }
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) {
    const parsed = stored.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) return { ...parsed.data, subject, source: "file" };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { ...keys, subject, source: "file" };
}
