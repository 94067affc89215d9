import { Hono } from "hono";
import { z } from "../../../shared/zod";
import { adminPhotoQuery, albumInput, photoInput, uploadFields } from "../../../shared/gallery";
import { GALLERY_MAX_FILE_BYTES, GALLERY_MAX_FILES_PER_REQUEST } from "../../../shared/gallery-constants";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/http/validate";
import { readUploadForm, uploadBodyLimit } from "../../lib/storage/uploads";
import { recordAudit } from "../admin/audit";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import { createAlbum, deleteAlbum, deletePhoto, listPhotosForAdmin, updateAlbum, updatePhoto } from "./admin-service";
import { listAlbums } from "./service";
import { type IncomingFile, uploadPhotos } from "./upload";

const idParam = z.object({ id: z.string().uuid() });

/** The multipart field's files (one or many), refusing a request with more than the allowed number. */
function filesOf(value: unknown): IncomingFile[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const files = values.filter((v): v is File => v instanceof File);
  if (files.length === 0) throw AppError.validation("Choose one or more photos to upload.", { files: ["Choose one or more photos to upload."] });
  if (files.length > GALLERY_MAX_FILES_PER_REQUEST) {
    const message = `Send at most ${GALLERY_MAX_FILES_PER_REQUEST} photos at a time.`;
    throw AppError.validation(message, { files: [message] });
  }
  return files.map((file) => ({ name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) }));
}

/** The text fields beside the files; empty ones count as absent. */
function fieldsOf(body: Record<string, unknown>) {
  const text = (name: string) => (typeof body[name] === "string" && body[name] !== "" ? body[name] : undefined);
  const parsed = uploadFields.safeParse({ albumId: text("albumId"), eventDate: text("eventDate") });
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[issue.path.join(".")] ??= []).push(issue.message);
    throw AppError.validation("Some fields are not valid.", fields);
  }
  return parsed.data;
}

/** /api/admin/gallery: admins with content:write keep the albums and upload, edit and delete photos. */
export function galleryAdminRoutes(ctx: AdminContext & Pick<AppContext, "storage">) {
  const { db, storage } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const editors = new Hono<AdminEnv>()
    .use(requireScope("content:write"))
    .get("/albums", async (c) => c.json({ albums: await listAlbums(db) }))
    .post("/albums", validate("json", albumInput), async (c) => c.json({ album: await createAlbum(db, c.var.actor, c.req.valid("json")) }, 201))
    .put("/albums/:id", validate("param", idParam), validate("json", albumInput), async (c) =>
      c.json({ album: await updateAlbum(db, c.var.actor, c.req.valid("param").id, c.req.valid("json")) }),
    )
    .delete("/albums/:id", validate("param", idParam), async (c) => {
      await deleteAlbum(db, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/photos", validate("query", adminPhotoQuery), async (c) => c.json(await listPhotosForAdmin(db, c.req.valid("query"))))
    // Several photos in one multipart request (field "files"); 201 when at least one was stored, else 422.
    .post("/photos", uploadBodyLimit(GALLERY_MAX_FILE_BYTES * GALLERY_MAX_FILES_PER_REQUEST), async (c) => {
      const body = await readUploadForm(c, { all: true });
      const files = filesOf(body.files);
      const result = await uploadPhotos({ db, storage, logger: c.var.logger }, files, fieldsOf(body));
      await recordAudit(db, c.var.actor, {
        action: "gallery.photo.upload",
        targetType: "gallery_photo",
        after: { uploaded: result.uploaded.map((p) => p.id), failed: result.failed.map((f) => f.fileName) },
      });
      return c.json(result, result.uploaded.length > 0 ? 201 : 422);
    })
    .put("/photos/:id", validate("param", idParam), validate("json", photoInput), async (c) =>
      c.json({ photo: await updatePhoto(db, c.var.actor, c.req.valid("param").id, c.req.valid("json")) }),
    )
    .delete("/photos/:id", validate("param", idParam), async (c) => {
      await deletePhoto(db, storage, c.var.logger, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    });
  return mount(editors);
}
