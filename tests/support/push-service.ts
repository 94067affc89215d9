import { createECDH, createDecipheriv, createPublicKey, createVerify, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service stand-in on loopback, for the API and end-to-end tests: it hands out browser-like
 * subscriptions (a P-256 key pair and an auth secret made here with node:crypto, as a browser makes them),
 * receives the server's encrypted POSTs, checks the VAPID signature and decrypts each body (RFC 8291,
 * aes128gcm) with the subscription's private key. No outside service is involved.
 */
export interface ReceivedPush {
  id: string;
  /** The decrypted JSON the service worker would get. */
  payload: unknown;
  ttl: string | undefined;
  contentEncoding: string | undefined;
  /** The VAPID JWT verified against the key in the Authorization header, and its claims. */
  vapid: { publicKey: string; audience: string; subject: string };
}

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  /** Status to respond with instead of 201 (410: the browser unsubscribed). */
  status: number;
}

const b64u = (buf: Buffer) => buf.toString("base64url");

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync("sha256", ikm, salt, info, length));
}

/** RFC 8291 / RFC 8188 decryption of a single-record aes128gcm body. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("bad padding delimiter");
  return padded.subarray(0, end);
}

/** Verifies an ES256 VAPID JWT with the uncompressed public key the header names. */
function verifyVapid(authorization: string | undefined): ReceivedPush["vapid"] {
  const match = authorization?.match(/^vapid t=([^,]+),\s*k=(.+)$/);
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1].split(".");
  if (!header || !claims || !signature) throw new Error("malformed JWT");
  const raw = Buffer.from(match[2], "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: "jwk" });
  const ok = createVerify("SHA256").update(`${header}.${claims}`).verify({ key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) throw new Error("VAPID signature does not verify");
  const parsed = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud: string; sub: string };
  return { publicKey: match[2], audience: parsed.aud, subject: parsed.sub };
}

export async function startPushService() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = req.url?.replace(/^\/push\//, "") ?? "";
      const device = devices.get(id);
      if (req.method !== "POST" || !device) {
        res.writeHead(404).end();
        return;
      }
      if (device.status !== 201) {
        res.writeHead(device.status).end();
        return;
      }
      try {
        const vapid = verifyVapid(req.headers.authorization);
        const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth).toString("utf8")) as unknown;
        received.push({ id, payload, vapid, ttl: req.headers.ttl as string | undefined, contentEncoding: req.headers["content-encoding"] });
        res.writeHead(201).end();
      } catch (err) {
        errors.push(err instanceof Error ? err.message : String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    errors,
    /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
    subscription(): FakeSubscription & { id: string } {
      const id = randomBytes(8).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, status: 201 });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    /** From now on the push service responds with this status for the subscription (410: gone). */
    respondWith(id: string, status: number) {
      const device = devices.get(id);
      if (device) device.status = status;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
