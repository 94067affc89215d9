import { Hono } from "hono";
import {
  adminEventListQuery,
  archiveInput,
  attendeeEmailInput,
  checkInInput,
  eventIdParam,
  eventInput,
  registrationIdParam,
  registrationListQuery,
} from "../../../shared/events";
import { validate } from "../../lib/http/validate";
import { readUploadForm, storeUpload, uploadBodyLimit } from "../../lib/storage/uploads";
import { recordAudit } from "../admin/audit";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import {
  adminEvent,
  archiveEvent,
  createEvent,
  deleteEvent,
  duplicateEvent,
  emailAttendees,
  fishFryArchive,
  listEventsForAdmin,
  registrationsCsv,
  registrationsFor,
  setCheckedIn,
  setEventStatus,
  updateEvent,
} from "./admin-service";

/** Event pictures: at most 10 MB from the phone or camera, stored as WebP no larger than 1600 px. */
const EVENT_IMAGE = { kinds: ["image" as const], maxBytes: 10 * 1024 * 1024, prefix: "events/images", image: { maxSize: 1600 } };

/** /api/admin/events: admins with events:write run the calendar, its sign-ups and the fish-fry archive. */
export function eventAdminRoutes(ctx: AdminContext & Pick<AppContext, "mailer" | "storage" | "publicUrl">) {
  const { db, mailer, storage, publicUrl } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const organisers = new Hono<AdminEnv>()
    .use(requireScope("events:write"))
    .get("/", validate("query", adminEventListQuery), async (c) => c.json({ events: await listEventsForAdmin(db, c.req.valid("query")) }))
    .get("/fish-fry", async (c) => c.json({ entries: await fishFryArchive(db) }))
    // A picture for an event's page (multipart field "file"); the editor puts the returned address in the form.
    .post("/images", uploadBodyLimit(EVENT_IMAGE.maxBytes), async (c) => {
      const body = await readUploadForm(c);
      const stored = await storeUpload(storage, body.file, { ...EVENT_IMAGE, field: "file" });
      await recordAudit(db, c.var.actor, { action: "event.image_upload", targetType: "upload", targetId: stored.key });
      return c.json({ url: stored.url }, 201);
    })
    .patch("/registrations/:id", validate("param", registrationIdParam), validate("json", checkInInput), async (c) =>
      c.json({
        registration: await setCheckedIn(db, c.var.actor, c.req.valid("param").id, c.req.valid("json").checkedIn),
      }),
    )
    .post("/", validate("json", eventInput), async (c) => c.json({ event: await createEvent(db, c.var.actor, c.req.valid("json")) }, 201))
    .get("/:id", validate("param", eventIdParam), async (c) => c.json({ event: await adminEvent(db, c.req.valid("param").id) }))
    .put("/:id", validate("param", eventIdParam), validate("json", eventInput), async (c) =>
      c.json({ event: await updateEvent(db, c.var.actor, c.req.valid("param").id, c.req.valid("json")) }),
    )
    .delete("/:id", validate("param", eventIdParam), async (c) => {
      await deleteEvent(db, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/:id/duplicate", validate("param", eventIdParam), async (c) =>
      c.json({ event: await duplicateEvent(db, c.var.actor, c.req.valid("param").id) }, 201),
    )
    .post("/:id/cancel", validate("param", eventIdParam), async (c) =>
      c.json({ event: await setEventStatus(db, c.var.actor, c.req.valid("param").id, "cancelled") }),
    )
    .post("/:id/archive", validate("param", eventIdParam), validate("json", archiveInput), async (c) => {
      await archiveEvent(db, c.var.actor, c.req.valid("param").id, c.req.valid("json").notes);
      return c.body(null, 204);
    })
    .get("/:id/registrations", validate("param", eventIdParam), validate("query", registrationListQuery), async (c) =>
      c.json({ registrations: await registrationsFor(db, c.req.valid("param").id, c.req.valid("query").date) }),
    )
    .get("/:id/registrations.csv", validate("param", eventIdParam), validate("query", registrationListQuery), async (c) => {
      const { id } = c.req.valid("param");
      const { date } = c.req.valid("query");
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="registrations-${date ?? "all"}.csv"`);
      return c.body(await registrationsCsv(db, id, date));
    })
    .post("/:id/email", validate("param", eventIdParam), validate("json", attendeeEmailInput), async (c) => {
      const sent = await emailAttendees(
        { db, mailer, publicUrl, logger: c.var.logger },
        c.var.actor,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ sent, delivery: mailer.mode });
    });
  return mount(organisers);
}
