import { Hono } from "hono";
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";
import { publishedContent } from "./service";

/** GET /api/content: every published block. A publish clears the public cache (app.ts), so it shows at once. */
export function contentRoutes({ db }: Pick<AppContext, "db">) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const content = await publishedContent(db);
    // Browsers and proxies may keep it but must ask again each time (a 304 when nothing changed).
    c.header("Cache-Control", "public, no-cache");
    return c.json(content);
  });
}
