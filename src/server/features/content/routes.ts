import { Hono } from "hono";
import { etag } from "hono/etag";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../lib/http/app-env";
import { publishedContent } from "./service";

/** GET /api/content: every published block. Read from the database on each request, so a publish shows at once. */
export function contentRoutes(db: Db) {
  return new Hono<AppEnv>().use(etag()).get("/", async (c) => {
    const content = await publishedContent(db);
    // Browsers and proxies may keep it but must ask again each time (a 304 when nothing changed).
    c.header("Cache-Control", "public, no-cache");
    return c.json(content);
  });
}
