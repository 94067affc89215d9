import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt from node:crypto: no native add-on to build. N=2^15, r=8, p=1 (OWASP's minimum is 2^17 with p=1 for 64 MiB; 2^15 keeps sign-in near 100 ms on a small server). */
export const PRODUCTION_SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 } as const;
/**
 * The automated tests (NODE_ENV=test, which the test runner sets) sign up and in hundreds of people: there a
 * cheap cost keeps each hash under a millisecond. A hash records its own cost, so verifying reads any of them.
 */
const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } as const;
export const FAST_PASSWORD_HASHING = process.env.NODE_ENV === "test";
const SCRYPT = FAST_PASSWORD_HASHING ? TEST_SCRYPT : PRODUCTION_SCRYPT;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function scryptOptions(N: number, r: number, p: number): ScryptOptions {
  return { N, r, p, maxmem: 256 * N * r };
}

export async function hashPassword(password: string, cost: { N: number; r: number; p: number; keyLength: number } = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize("NFKC"), salt, cost.keyLength, scryptOptions(cost.N, cost.r, cost.p));
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scryptAsync(
    password.normalize("NFKC"),
    Buffer.from(salt, "base64url"),
    expected.length,
    scryptOptions(Number(n), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a password nobody knows: unknown emails are checked against it so both responses take as long. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));
}


const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes of 10 characters (about 49 bits each), shown as xxxxx-xxxxx. */
export function generateBackupCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => BACKUP_ALPHABET[b % BACKUP_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Backup codes are compared without their dash and case. */
export function normalizeBackupCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}
