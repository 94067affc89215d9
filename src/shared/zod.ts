import { z } from "zod";

/**
 * The one place the app takes zod from, so its settings hold before any schema is built.
 *
 * In the browser zod runs "jitless": it would otherwise probe for `new Function` to compile fast parsers, and
 * the site's Content-Security-Policy forbids eval, so the probe would only log a violation. Its interpreted
 * parsers are plenty fast for forms. On the server (no CSP) it compiles as usual. `z.config` is zod's public API
 * for this (https://zod.dev/api, "jitless").
 */
z.config({ jitless: typeof window !== "undefined" });

export { z };
