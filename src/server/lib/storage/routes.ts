import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { respondWithFile, type FileSource } from "../http/byte-ranges";
import { isValidStorageKey, type Storage } from "./storage";

/** Keys are fresh random names (uploads.ts), so a stored file never changes: browsers and CDNs keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** One stored file as lib/http/byte-ranges.ts reads it. */
export function storedFileSource(storage: Storage, key: string): FileSource {
  return {
    facts: () => storage.stat(key),
    read: async (span) => {
      const file = await storage.get(key, span);
      return file && { body: file.body, facts: file, span: file.span };
    },
  };
}

/**
 * GET /uploads/<key>: the stored files, with their content type, long cache headers and byte ranges (audio and
 * video seeking, a podcast app resuming a download; lib/http/byte-ranges.ts). Mounted at the app's root, beside
 * the SPA. Every upload is public (sermon audio, notes and artwork, event and product images, gallery photos,
 * page pictures and videos): other sites may embed them (Cross-Origin-Resource-Policy: cross-origin), as a web
 * podcast player or a page embedding a sermon does. Members' own files (statements, exports) are never stored
 * here: they are made per request behind the member's session and stay same-origin.
 */
export function storageRoutes(storage: Storage) {
  const app = new Hono<AppEnv>();
  app.on(["GET", "HEAD"], "/*", async (c) => {
    const key = decodeURIComponent(c.req.path.replace(/^\/uploads\//, ""));
    if (!isValidStorageKey(key)) return c.text("Not found", 404);
    const response = await respondWithFile(c, storedFileSource(storage, key), {
      "Cache-Control": IMMUTABLE,
      // Only the types uploads.ts lets in are stored (no HTML, no SVG); nosniff keeps browsers to that type.
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
    return response ?? c.text("Not found", 404, { "Cache-Control": "no-store" });
  });
  return app;
}
