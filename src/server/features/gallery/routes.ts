import { Hono } from "hono";
import { albumSlugParam, galleryPageQuery, galleryQuery, type GalleryAlbumList, type GalleryList } from "../../../shared/gallery";
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import { AppError } from "../../lib/errors";
import { findAlbumPage, listPhotoPage, listRecentPhotos, listShownAlbums } from "./service";

const SHORT_CACHE = "public, max-age=60, stale-while-revalidate=300";

/** /api/gallery: the public photo reads (home page previews, the /community grid and its albums). */
export function galleryRoutes({ db }: Pick<AppContext, "db">) {
  return new Hono<AppEnv>()
    .get("/", validate("query", galleryQuery), async (c) => {
      const { limit } = c.req.valid("query");
      const body: GalleryList = { items: await listRecentPhotos(db, limit) };
      c.header("Cache-Control", SHORT_CACHE);
      return c.json(body);
    })
    .get("/photos", validate("query", galleryPageQuery), async (c) => {
      const page = await listPhotoPage(db, c.req.valid("query"));
      c.header("Cache-Control", SHORT_CACHE);
      return c.json(page);
    })
    .get("/albums", async (c) => {
      const body: GalleryAlbumList = { albums: await listShownAlbums(db) };
      c.header("Cache-Control", SHORT_CACHE);
      return c.json(body);
    })
    .get("/albums/:slug", validate("param", albumSlugParam), async (c) => {
      const page = await findAlbumPage(db, c.req.valid("param").slug);
      if (!page) throw AppError.notFound("There is no such album.");
      c.header("Cache-Control", SHORT_CACHE);
      return c.json(page);
    });
}
