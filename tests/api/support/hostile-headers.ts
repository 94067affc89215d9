/**
 * Request headers as a broken client, a scanner or a misconfigured proxy sends them (issue 50, item 1): each kind
 * of header the server reads, with values that are malformed, impossible, huge or badly encoded. Header values
 * are byte strings (no character past U+00FF, no NUL or line break): anything else never leaves a client.
 */
export const HOSTILE_HEADERS = {
  Range: [
    "bytes=abc",
    "bytes=99999999999-",
    "bytes=99999999999999999999999999-",
    "bytes=5-1",
    `bytes=${Array.from({ length: 300 }, (_, i) => `${i * 3}-${i * 3 + 1}`).join(",")}`,
    "",
    "bytes=",
    "bytes=-",
    "bytes=--5",
    "bytes=1e3-2e3",
    "bytes=0x10-0x20",
    "bytes=-0",
    "bytes=0-0,-1,5-,",
    "items=0-1",
    `bytes=0-${"9".repeat(400)}`,
  ],
  "If-None-Match": [
    "garbage",
    `"${"x".repeat(8000)}"`,
    Array.from({ length: 500 }, (_, i) => `W/"${i}"`).join(", "),
    "*",
    'W/"',
    '"unterminated',
    ', , ,"a",,W/',
    '"\u00ff\u00e9"',
  ],
  "If-Modified-Since": [
    "Thu, 01 13 2026 00:00:00 GMT",
    "Thu, 31 Feb 2026 00:00:00 GMT",
    "2026-13-45T25:61:61Z",
    "Sun, 00 Jan 0000 00:00:00 GMT",
    "Sat, 01 Jan 275761 00:00:01 GMT",
    "-1",
    "9".repeat(400),
    "yesterday",
    "",
  ],
  "Accept-Language": [
    "garbage;;;,,,",
    "*;q=abc",
    "es;q=2, en;q=-1",
    "es;q=NaN, *;q=Infinity",
    `${"x".repeat(5 * 1024)}`,
    Array.from({ length: 600 }, (_, i) => `x${i};q=0.${i % 10}`).join(","),
    "\u00ff\u00e9-\u00f1",
    ";q=1",
    "",
  ],
  Cookie: [
    "lang=%E0%A4%A",
    "lang=%ZZ; church.session_token=%ED%A0%80",
    "=;;=;;;",
    "lang",
    "lang=es; lang=en; lang=zz",
    `a=${"x".repeat(8000)}`,
    Array.from({ length: 400 }, (_, i) => `c${i}=${i}`).join("; "),
    "church.session_token=garbage.garbage; church_admin_session=garbage",
    'lang="es',
    "lang=\u00ff\u00e9",
  ],
  "Content-Type": [
    "text/plain",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary="unterminated',
    "application/json; charset=klingon",
    "application/json; charset=utf-8; charset=latin1",
    "application/x-www-form-urlencoded",
    "image/png",
    ";;;",
    "*/*",
    "application/json" + "; x=y".repeat(500),
    "",
  ],
  Origin: ["null", "garbage", "http://", "https://evil.example", "http://localhost:3000.evil.example", "http://[::1", "x".repeat(5000)],
  "X-Forwarded-For": [
    "garbage",
    Array.from({ length: 1000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`).join(", "),
    "::ffff:zz::1",
    "[::1]:80, fe80::1%eth0, :::::",
    "1.2.3.4, , ,",
    "999.999.999.999",
    "",
    "x".repeat(10_000),
  ],
} as const satisfies Record<string, readonly string[]>;

export type HeaderKind = keyof typeof HOSTILE_HEADERS;
export const HEADER_KINDS = Object.keys(HOSTILE_HEADERS) as HeaderKind[];

/**
 * The bad value of one kind that the n-th address gets: each address one of each kind, turning through the list, so
 * every value is sent to many routes and a run is the same every time.
 */
export function hostileValueFor(kind: HeaderKind, n: number): string {
  const values = HOSTILE_HEADERS[kind];
  return values[(n + HEADER_KINDS.indexOf(kind)) % values.length] ?? "";
}
