import { escapeHtml } from "../text/html";

/** What the outbox shows where a secret was, so an admin sees that a link or code was there, not what it was. */
export const HIDDEN = "[hidden]";

/** Query parameters that carry a credential whatever their length. */
const SECRET_PARAMS = /^(token|setup|code|otp|key|secret|sig|signature|auth|password|session)$/i;
/** A query value or fragment this long is taken for a credential too: ids and tokens, not words. */
const LONG_VALUE = 16;

const URL_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/** Every form a secret may take in a message: as written, URL-encoded, and HTML-escaped (in the HTML part). */
function formsOf(secret: string): string[] {
  return [...new Set([secret, encodeURIComponent(secret), escapeHtml(secret), escapeHtml(encodeURIComponent(secret))])];
}

/** Hides the query values and fragment of one URL that look like credentials (the safety net for later kinds). */
function redactUrl(url: string): string {
  const hashAt = url.indexOf("#");
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? "" : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf("?");
  if (queryAt === -1 && !fragment) return url;
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? "" : beforeHash.slice(queryAt + 1);
  // `&amp;` separates parameters in the HTML part.
  const redactedQuery = query.replace(/(^|&(?:amp;)?|;)([^=&;]+)=([^&;]*)/g, (whole, separator: string, name: string, value: string) =>
    SECRET_PARAMS.test(name) || value.length >= LONG_VALUE ? `${separator}${name}=${HIDDEN}` : whole,
  );
  const redactedFragment = fragment.length >= LONG_VALUE ? HIDDEN : fragment;
  return `${base}${queryAt === -1 ? "" : `?${redactedQuery}`}${hashAt === -1 ? "" : `#${redactedFragment}`}`;
}

/**
 * The text of a message as the outbox may show it: every declared secret (in each of its forms) and every
 * credential-like query value of a link replaced by HIDDEN.
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let redacted = text;
  for (const secret of secrets) {
    // A secret too short to be told from ordinary text would hide more than it protects; codes are 6 digits.
    if (secret.length < 4) continue;
    for (const form of formsOf(secret)) redacted = redacted.split(form).join(HIDDEN);
  }
  return redacted.replace(URL_PATTERN, redactUrl);
}
