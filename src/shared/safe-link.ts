// Kept free of zod: the footer, on every page, imports it.

/** The only kinds of address a footer link may open: never `javascript:` or `data:`. */
const SAFE_LINK_PROTOCOLS = ["https:", "http:", "mailto:", "tel:"] as const;

/** True when `url` is an absolute address with one of SAFE_LINK_PROTOCOLS. */
export function isSafeLinkUrl(url: string): boolean {
  // An address not given (a network the church has not set) is no link; asked on every page, it is answered without
  // the parser's exception.
  if (url === "") return false;
  try {
    return (SAFE_LINK_PROTOCOLS as readonly string[]).includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * True when `path` is a page of this site, and only that: one "/" first; no second "/" or "\" after it; no
 * backslash, whitespace or control character anywhere (browsers read "\" as "/" and drop tabs and newlines, so
 * "/\evil.com" and "/\t/evil.com" open evil.com); no scheme; and the WHATWG URL parser, the browsers' own, keeps it
 * on the site. Every link an admin or a member gives that should stay on the site goes through it: push
 * notifications, the return path after sign-in, sign-in callbacks, links in page texts and emails.
 *
 * Self-contained (no name from outside the function): the service worker carries its source (pwa/service-worker.ts).
 */
export function isSameSitePath(path: unknown): boolean {
  if (typeof path !== "string" || path.length === 0 || path.length > 2000) return false;
  if (path.charAt(0) !== "/" || path.charAt(1) === "/" || path.charAt(1) === "\\") return false;
  for (let i = 0; i < path.length; i += 1) {
    const code = path.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return false;
  }
  if (/\s/u.test(path)) return false;
  try {
    const base = "https://same-site.invalid";
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * True when `link` stays on the site at `origin`: a same-site path, or an absolute http(s) address on that very
 * origin written without backslashes, whitespace or control characters (a sign-in callback may come either way).
 */
export function isSameSiteLink(link: unknown, origin: string): boolean {
  if (isSameSitePath(link)) return true;
  if (typeof link !== "string" || link.length > 2000 || /[\\\s]/u.test(link)) return false;
  for (let i = 0; i < link.length; i += 1) {
    const code = link.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  }
  try {
    const url = new URL(link);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === new URL(origin).origin && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/**
 * What an href a text's author wrote may become: a page of the site (kept as it is), an outside address with a
 * safe scheme (opened in a new tab), or nothing (the text stays, the link goes). "//host" and "/\host" are neither.
 */
export function linkKind(href: unknown): "site" | "outside" | "unsafe" {
  if (isSameSitePath(href)) return "site";
  if (typeof href === "string" && /^[a-z][a-z0-9+.-]*:/i.test(href) && !/[\\\s]/u.test(href) && isSafeLinkUrl(href)) return "outside";
  return "unsafe";
}
