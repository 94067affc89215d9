import { Hono } from "hono";
import { galleryQuery, type GalleryList } from "../../../shared/gallery";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import { listRecentPhotos } from "./service";

export function galleryRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", validate("query", galleryQuery), async (c) => {
    const { limit } = c.req.valid("query");
    const body: GalleryList = { items: await listRecentPhotos(db, limit) };
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
    return c.json(body);
  });
}
