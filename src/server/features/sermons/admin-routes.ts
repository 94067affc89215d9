import { Hono } from "hono";
import { z } from "../../../shared/zod";
import { liveStreamInput, seriesInput, sermonInput, topicInput, UPLOAD_FIELDS } from "../../../shared/sermons";
import { validate } from "../../lib/http/validate";
import { readUploadForm, uploadBodyLimit } from "../../lib/storage/uploads";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import {
  deleteSeries,
  deleteSermon,
  getLiveSettings,
  getSermonForAdmin,
  listSeriesForAdmin,
  listSermonsForAdmin,
  listTopics,
  removeSermonFile,
  saveLiveSettings,
  saveSeries,
  saveSermon,
  saveTopic,
  SERMON_UPLOADS,
  setSermonPublished,
  uploadSeriesArtwork,
  uploadSermonFile,
} from "./admin-service";
import { serialId } from "../../../shared/real-values";

const idParam = z.object({ id: serialId() });
const fileParam = z.object({ id: serialId(), field: z.enum(UPLOAD_FIELDS) });
const listQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1), q: z.string().trim().max(100).optional() });
const publishedBody = z.object({ published: z.boolean() });

/**
 * /api/admin/sermons: admins with content:write edit sermons, series and topics, upload notes, audio and
 * artwork (multipart field `file`), publish or unpublish, and set the live stream of /watch.
 */
export function sermonAdminRoutes(ctx: AdminContext & Pick<AppContext, "storage">) {
  const { db, storage } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const largestSermonFile = Math.max(SERMON_UPLOADS.notes.maxBytes, SERMON_UPLOADS.audio.maxBytes, SERMON_UPLOADS.artwork.maxBytes);
  const editors = new Hono<AdminEnv>()
    .use(requireScope("content:write"))
    .get("/sermons", validate("query", listQuery), async (c) => {
      const { page, q } = c.req.valid("query");
      return c.json(await listSermonsForAdmin(db, storage, page, q));
    })
    .get("/sermons/:id", validate("param", idParam), async (c) => c.json({ sermon: await getSermonForAdmin(db, storage, c.req.valid("param").id) }))
    .post("/sermons", validate("json", sermonInput), async (c) =>
      c.json({ sermon: await saveSermon(db, storage, c.var.actor, c.req.valid("json")) }, 201),
    )
    .put("/sermons/:id", validate("param", idParam), validate("json", sermonInput), async (c) =>
      c.json({ sermon: await saveSermon(db, storage, c.var.actor, c.req.valid("json"), c.req.valid("param").id) }),
    )
    .put("/sermons/:id/published", validate("param", idParam), validate("json", publishedBody), async (c) =>
      c.json({ sermon: await setSermonPublished(db, storage, c.var.actor, c.req.valid("param").id, c.req.valid("json").published) }),
    )
    .delete("/sermons/:id", validate("param", idParam), async (c) => {
      await deleteSermon(db, storage, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/sermons/:id/files/:field", uploadBodyLimit(largestSermonFile), validate("param", fileParam), async (c) => {
      const { id, field } = c.req.valid("param");
      const body = await readUploadForm(c);
      return c.json({ sermon: await uploadSermonFile(db, storage, c.var.actor, id, field, body.file) });
    })
    .delete("/sermons/:id/files/:field", validate("param", fileParam), async (c) => {
      const { id, field } = c.req.valid("param");
      return c.json({ sermon: await removeSermonFile(db, storage, c.var.actor, id, field) });
    })
    .get("/series", async (c) => c.json({ series: await listSeriesForAdmin(db, storage) }))
    .post("/series", validate("json", seriesInput), async (c) => {
      await saveSeries(db, c.var.actor, c.req.valid("json"));
      return c.json({ series: await listSeriesForAdmin(db, storage) }, 201);
    })
    .put("/series/:id", validate("param", idParam), validate("json", seriesInput), async (c) => {
      await saveSeries(db, c.var.actor, c.req.valid("json"), c.req.valid("param").id);
      return c.json({ series: await listSeriesForAdmin(db, storage) });
    })
    .post("/series/:id/artwork", uploadBodyLimit(SERMON_UPLOADS.artwork.maxBytes), validate("param", idParam), async (c) => {
      const body = await readUploadForm(c);
      await uploadSeriesArtwork(db, storage, c.var.actor, c.req.valid("param").id, body.file);
      return c.json({ series: await listSeriesForAdmin(db, storage) });
    })
    .delete("/series/:id", validate("param", idParam), async (c) => {
      await deleteSeries(db, storage, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/topics", async (c) => c.json({ topics: await listTopics(db) }))
    .put("/topics", validate("json", topicInput), async (c) => {
      await saveTopic(db, c.var.actor, c.req.valid("json"));
      return c.json({ topics: await listTopics(db) });
    })
    .get("/live", async (c) => c.json({ live: await getLiveSettings(db) }))
    .put("/live", validate("json", liveStreamInput), async (c) => c.json({ live: await saveLiveSettings(db, c.var.actor, c.req.valid("json")) }));
  return mount(editors);
}
