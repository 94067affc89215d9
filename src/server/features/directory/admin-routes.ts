import { Hono } from "hono";
import {
  directoryIdParam,
  directoryPersonInput,
  directoryQuery,
  importInput,
  linkAccountInput,
  mergeInput,
  pastoralNotesInput,
} from "../../../shared/directory";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/http/validate";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import { exportDirectoryCsv, importDirectory, previewImport } from "./csv";
import { mergePeople } from "./merge";
import { directoryPolicy } from "./policies";
import { createPerson, deletePerson, getPerson, linkAccount, listPeople, setPastoralNotes, updatePerson } from "./service";

/** /api/admin/directory: members:read looks, members:write changes, members:pastoral reads and writes notes. */
export function directoryAdminRoutes(ctx: AdminContext) {
  const { db } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const pastoral = (admin: AdminEnv["Variables"]["admin"]) => directoryPolicy.readPastoralNotes(admin.scopes);
  const read = requireScope("members:read");
  const write = requireScope("members:write");
  const notes = requireScope("members:pastoral");
  const directory = new Hono<AdminEnv>()
    .get("/", read, validate("query", directoryQuery), async (c) => c.json(await listPeople(db, c.req.valid("query"), pastoral(c.var.admin))))
    .get("/export.csv", read, validate("query", directoryQuery), async (c) =>
      c.body(await exportDirectoryCsv(db, c.req.valid("query")), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="directory.csv"',
      }),
    )
    .post("/import/preview", write, validate("json", importInput), async (c) => c.json(await previewImport(db, c.req.valid("json").csv)))
    .post("/import", write, validate("json", importInput), async (c) => {
      const { csv, skipInvalid } = c.req.valid("json");
      return c.json(await importDirectory(db, c.var.actor, csv, skipInvalid));
    })
    .post("/merge", write, validate("json", mergeInput), async (c) => {
      const { keepId, mergeId, values } = c.req.valid("json");
      return c.json({ person: await mergePeople(db, c.var.actor, keepId, mergeId, values, pastoral(c.var.admin)) });
    })
    .post("/", write, validate("json", directoryPersonInput), async (c) =>
      c.json({ person: await createPerson(db, c.var.actor, c.req.valid("json"), pastoral(c.var.admin)) }, 201),
    )
    .get("/:id", read, validate("param", directoryIdParam), async (c) => c.json({ person: await getPerson(db, c.req.valid("param").id, pastoral(c.var.admin)) }))
    .put("/:id", write, validate("param", directoryIdParam), validate("json", directoryPersonInput), async (c) =>
      c.json({ person: await updatePerson(db, c.var.actor, c.req.valid("param").id, c.req.valid("json"), pastoral(c.var.admin)) }),
    )
    .delete("/:id", write, validate("param", directoryIdParam), async (c) => {
      await deletePerson(db, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .put("/:id/account", write, validate("param", directoryIdParam), validate("json", linkAccountInput), async (c) =>
      c.json({ person: await linkAccount(db, c.var.actor, c.req.valid("param").id, c.req.valid("json").email, pastoral(c.var.admin)) }),
    )
    .put("/:id/pastoral-notes", notes, validate("param", directoryIdParam), validate("json", pastoralNotesInput), async (c) => {
      if (!directoryPolicy.writePastoralNotes(c.var.admin.scopes)) throw new AppError("forbidden", 403, "Pastoral notes are for pastors.");
      return c.json({ person: await setPastoralNotes(db, c.var.actor, c.req.valid("param").id, c.req.valid("json").notes) });
    });
  return mount(directory);
}
