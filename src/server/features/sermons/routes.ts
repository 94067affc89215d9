import { Hono } from "hono";
import { sermonListQuery, sermonSlugParam } from "../../../shared/sermons";
import { AppError } from "../../lib/errors";
import { respondWithFile, bytesSource } from "../../lib/http/byte-ranges";
import { storedFileSource } from "../../lib/storage/routes";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import type { AppContext } from "../../app-context";
import { liveState } from "./live";
import { podcastArtwork, podcastFeed } from "./podcast";
import { notesFileName } from "./presenter";
import { findPublishedSermon, listSermons, sermonDetail, sermonFacets } from "./service";

/** The podcast artwork is made once per process: its Last-Modified (its ETag is its content's). */
const ARTWORK_MADE_AT = new Date();

/** The archive changes when an admin publishes: browsers may reuse a response for a minute. */
const SHORT_CACHE = "public, max-age=60";

/** Public sermons: the archive, one sermon, its study notes, the podcast feed and the live state of /watch. */
export function sermonRoutes(ctx: Pick<AppContext, "db" | "storage" | "publicUrl">) {
  const { db, storage, publicUrl } = ctx;
  return new Hono<AppEnv>()
    .get("/", validate("query", sermonListQuery), async (c) => {
      c.header("Cache-Control", SHORT_CACHE);
      return c.json(await listSermons(db, storage, c.req.valid("query")));
    })
    .get("/browse", async (c) => {
      c.header("Cache-Control", SHORT_CACHE);
      return c.json(await sermonFacets(db, storage));
    })
    .get("/live", async (c) => {
      // The page polls this: browsers ask again each time, and the server's public cache (app.ts) keeps it at
      // most PUBLIC_CACHE_SECONDS, so "live now" shows within a poll (at once when an admin switches it on).
      c.header("Cache-Control", "public, no-cache");
      return c.json(await liveState(db));
    })
    .get("/podcast.xml", async (c) => {
      const xml = await podcastFeed(db, storage, publicUrl);
      return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" });
    })
    .get("/podcast-artwork.png", async (c) => {
      const png = await podcastArtwork();
      return respondWithFile(c, bytesSource(png, ARTWORK_MADE_AT), {
        "Content-Type": "image/png",
        "Cache-Control": "public, max-age=86400",
        // Podcast directories and web players show it from their own sites.
        "Cross-Origin-Resource-Policy": "cross-origin",
      });
    })
    .get("/:slug", validate("param", sermonSlugParam), async (c) => {
      c.header("Cache-Control", SHORT_CACHE);
      return c.json({ sermon: await sermonDetail(db, storage, c.req.valid("param").slug) });
    })
    .get("/:slug/notes", validate("param", sermonSlugParam), async (c) => {
      const { slug } = c.req.valid("param");
      const { sermon } = await findPublishedSermon(db, slug);
      const name = notesFileName(slug);
      // PDF readers fetch a large file in parts (byte ranges); other sites may link or embed the notes.
      const response = sermon.notes
        ? await respondWithFile(c, storedFileSource(storage, sermon.notes.key), {
            "Content-Type": "application/pdf",
            "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
            "Cache-Control": "public, max-age=3600",
            "X-Content-Type-Options": "nosniff",
            "Cross-Origin-Resource-Policy": "cross-origin",
          })
        : undefined;
      if (!response) throw AppError.notFound("This sermon has no study notes.");
      return response;
    });
}
