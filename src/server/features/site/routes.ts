import { Hono } from "hono";
import type { PublicSiteSettings } from "../../../shared/site";
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";
import { getSiteSettings } from "./service";

export function siteRoutes({ db, publicUrl }: Pick<AppContext, "db" | "publicUrl">) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const settings = await getSiteSettings(db);
    // Public and shared by every visitor; revalidated on every load (the public cache responds 304 when
    // unchanged), so the videos an admin publishes from the content page show at once.
    c.header("Cache-Control", "public, no-cache");
    const body: PublicSiteSettings = { ...settings, publicUrl };
    return c.json(body);
  });
}
