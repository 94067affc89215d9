import { Hono } from "hono";
import { contentKeyParam, contentUploadQuery, contentValueInput, revisionParam, videosInput } from "../../../shared/content";
import { validate } from "../../lib/http/validate";
import { readUploadForm, uploadBodyLimit } from "../../lib/storage/uploads";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import { contentSummary, listBlocksForAdmin, listRevisions, publishBlock, restoreRevision, saveDraft } from "./service";
import { CONTENT_UPLOADS, getVideos, saveVideos, uploadContentFile } from "./videos";

/**
 * /api/admin/content: admins with content:write edit the public pages' text blocks (draft, publish, revision
 * history, restore), the home page's background videos and the four announcement videos.
 */
export function contentAdminRoutes(ctx: AdminContext & Pick<AppContext, "storage">) {
  const { db, storage } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const editors = new Hono<AdminEnv>()
    .use(requireScope("content:write"))
    .get("/summary", async (c) => c.json(await contentSummary(db)))
    .get("/blocks", async (c) => c.json({ blocks: await listBlocksForAdmin(db) }))
    .put("/blocks/:key", validate("param", contentKeyParam), validate("json", contentValueInput), async (c) =>
      c.json({ block: await saveDraft(db, c.var.actor, c.req.valid("param").key, c.req.valid("json")) }),
    )
    .post("/blocks/:key/publish", validate("param", contentKeyParam), validate("json", contentValueInput), async (c) =>
      c.json({ block: await publishBlock(db, c.var.actor, c.req.valid("param").key, c.req.valid("json")) }),
    )
    .get("/blocks/:key/revisions", validate("param", contentKeyParam), async (c) =>
      c.json({ revisions: await listRevisions(db, c.req.valid("param").key) }),
    )
    .post("/blocks/:key/revisions/:id/restore", validate("param", revisionParam), async (c) => {
      const { key, id } = c.req.valid("param");
      return c.json({ block: await restoreRevision(db, c.var.actor, key, id) });
    })
    .get("/videos", async (c) => c.json(await getVideos(db)))
    .put("/videos", validate("json", videosInput), async (c) => c.json(await saveVideos(db, c.var.actor, c.req.valid("json"))))
    .post("/uploads", uploadBodyLimit(CONTENT_UPLOADS.video.maxBytes), validate("query", contentUploadQuery), async (c) => {
      const body = await readUploadForm(c);
      return c.json(await uploadContentFile(storage, c.req.valid("query").kind, body.file), 201);
    });
  return mount(editors);
}
