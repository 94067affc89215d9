// Kept free of zod: the footer, on every page, imports it.

/** The only kinds of address a footer link may open: never `javascript:` or `data:`. */
export const SAFE_LINK_PROTOCOLS = ["https:", "http:", "mailto:", "tel:"] as const;

/** True when `url` is an absolute address with one of SAFE_LINK_PROTOCOLS. */
export function isSafeLinkUrl(url: string): boolean {
  try {
    return (SAFE_LINK_PROTOCOLS as readonly string[]).includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
