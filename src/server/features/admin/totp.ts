import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/** TOTP (RFC 6238: 30 s, 6 digits, SHA-1), as every authenticator app expects. */
export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, accountLabel: string, issuer: string): string {
  return generateURI({ issuer, label: accountLabel, secret });
}

export function qrDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 1, width: 240 });
}

/**
 * Checks a code, allowing one step of clock drift either way, and refuses any step at or before the last
 * accepted one, so a code (even an observed one) works only once. Returns the accepted step or null.
 */
export async function verifyTotp(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // The functional API's result type covers HOTP too; a TOTP answer always carries its time step.
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
