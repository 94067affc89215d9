import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { isValidStorageKey, type ByteRange, type Storage } from "./storage";

/** Keys are fresh random names (uploads.ts), so a stored file never changes: browsers and CDNs keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** `bytes=100-`, `bytes=100-199`; a suffix or several ranges are answered with the whole file. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  if (end !== undefined && end < start) return undefined;
  return { start, end };
}

/**
 * GET /uploads/<key>: the stored files, with their content type, long cache headers and byte ranges (audio and
 * video seeking). Mounted at the app's root, beside the SPA.
 */
export function storageRoutes(storage: Storage) {
  const app = new Hono<AppEnv>();
  app.on(["GET", "HEAD"], "/*", async (c) => {
    const key = decodeURIComponent(c.req.path.replace(/^\/uploads\//, ""));
    if (!isValidStorageKey(key)) return c.text("Not found", 404);
    const file = await storage.get(key, parseRange(c.req.header("Range")));
    if (!file) return c.text("Not found", 404, { "Cache-Control": "no-store" });
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": IMMUTABLE,
      "Accept-Ranges": "bytes",
      // Only the types uploads.ts lets in are stored (no HTML, no SVG); nosniff keeps browsers to that type.
      "X-Content-Type-Options": "nosniff",
    };
    let status: 200 | 206 = 200;
    if (file.range) {
      status = 206;
      headers["Content-Range"] = `bytes ${file.range.start}-${file.range.end}/${file.size}`;
      headers["Content-Length"] = String(file.range.end - file.range.start + 1);
    } else {
      headers["Content-Length"] = String(file.size);
    }
    if (c.req.method === "HEAD") {
      await file.body.cancel();
      return c.body(null, status, headers);
    }
    return c.body(file.body, status, headers);
  });
  return app;
}
