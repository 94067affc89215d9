import { createHmac, timingSafeEqual } from "node:crypto";

/** The POST parameters of a form-encoded webhook, every value of each name kept (Twilio may repeat a name). */
type WebhookParams = Map<string, string[]>;

export function formParams(body: string): WebhookParams {
  const params: WebhookParams = new Map();
  for (const [name, value] of new URLSearchParams(body)) params.set(name, [...(params.get(name) ?? []), value]);
  return params;
}

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1, keyed with the account's auth token, over the full
 * URL Twilio called followed by every POST parameter sorted by name, each name written before its value with no
 * separator (a repeated name once per distinct value, values sorted); base64.
 */
export function twilioSignature(authToken: string, url: string, params: WebhookParams): string {
  let data = url;
  for (const name of [...params.keys()].sort()) {
    for (const value of [...new Set(params.get(name))].sort()) data += name + value;
  }
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/**
 * The URL as Twilio may have signed it: Twilio is not consistent about writing the default port (:443, :80), so,
 * as its own libraries do, the URL is tried with and without it.
 */
function urlVariants(url: string): string[] {
  const parsed = new URL(url);
  const rest = `${parsed.pathname}${parsed.search}`;
  const host = parsed.hostname;
  const defaultPort = parsed.protocol === "https:" ? "443" : "80";
  const port = parsed.port || defaultPort;
  return [`${parsed.protocol}//${host}:${port}${rest}`, port === defaultPort ? `${parsed.protocol}//${host}${rest}` : `${parsed.protocol}//${host}:${port}${rest}`];
}

/** True when `signature` is Twilio's for this URL and these parameters; compared in constant time. */
export function verifyTwilioSignature(authToken: string, url: string, params: WebhookParams, signature: string | undefined): boolean {
  if (!authToken || !signature) return false;
  const given = Buffer.from(signature);
  return urlVariants(url).some((variant) => {
    const expected = Buffer.from(twilioSignature(authToken, variant, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
