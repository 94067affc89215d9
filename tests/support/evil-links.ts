/**
 * Links that look like a page of the site but open another one, as the WHATWG URL parser (every browser's) reads
 * them, or that run something: each place that stores or follows a link of the site must refuse them all.
 */
export const EVIL_LINKS = [
  "/\\evil.com",
  "/\\/evil.com",
  "\\\\evil.com",
  "//evil.com",
  "///evil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  " //evil.com",
  "https://evil.com/",
  "http:evil.com",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.com",
  "\u0000/events",
  "/events\u0000",
  "/\u2028/evil.com",
];

/** Pages of the site, as they may be written. */
export const GOOD_PATHS = ["/", "/events", "/events?when=tomorrow#top", "/study/guides/2026-12-06"];
