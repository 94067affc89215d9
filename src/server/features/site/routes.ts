import { Hono } from "hono";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../lib/http/app-env";
import { getSiteSettings } from "./service";

export function siteRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const settings = await getSiteSettings(db);
    // Public and shared by every visitor; short max-age so admin edits show within a minute.
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
    return c.json(settings);
  });
}
