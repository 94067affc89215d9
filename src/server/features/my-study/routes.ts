import { Hono } from "hono";
import { chapterRefParams, exportQuery, highlightBody, noteBody, planDayParams, planIdParam, startPlanBody, verseRefParams } from "../../../shared/my-study";
import { validate } from "../../lib/http/validate";
import type { AppContext } from "../../app-context";
import { limitPerMember, type MemberEnv, requireMember } from "../accounts/member-session";
import { chapterAnnotations, allAnnotations, removeHighlight, removeNote, setHighlight, setNote } from "./annotations-service";
import { exportCsv, exportMyStudy } from "./export";
import { churchToday, leavePlan, listPlans, markDayDone, markDayNotDone, planDetail, startPlan } from "./plans-service";


/** Generous for a member studying, a stop for a script writing in a loop. */
const MY_STUDY_WRITE_LIMIT = { limit: 600, windowMs: 10 * 60_000 } as const;

/** /api/my-study: a signed-in member's own highlights, notes, reading plans and their export. */
export function myStudyRoutes(ctx: Pick<AppContext, "db" | "memberAuth" | "rateLimitStore">) {
  const { db, memberAuth, rateLimitStore } = ctx;
  const member = requireMember(memberAuth);
  const limited = limitPerMember(rateLimitStore, "my-study:write", MY_STUDY_WRITE_LIMIT);

  return new Hono<MemberEnv>()
    .use(member)
    .get("/annotations", async (c) => c.json(await allAnnotations(db, c.var.memberId)))
    .get("/annotations/:book/:chapter", validate("param", chapterRefParams), async (c) => {
      const { book, chapter } = c.req.valid("param");
      return c.json(await chapterAnnotations(db, c.var.memberId, book, chapter));
    })
    .put("/highlights/:book/:chapter/:verse", limited, validate("param", verseRefParams), validate("json", highlightBody), async (c) =>
      c.json({ highlight: await setHighlight(db, c.var.memberId, c.req.valid("param"), c.req.valid("json").color) }),
    )
    .delete("/highlights/:book/:chapter/:verse", limited, validate("param", verseRefParams), async (c) => {
      await removeHighlight(db, c.var.memberId, c.req.valid("param"));
      return c.body(null, 204);
    })
    .put("/notes/:book/:chapter/:verse", limited, validate("param", verseRefParams), validate("json", noteBody), async (c) =>
      c.json({ note: await setNote(db, c.var.memberId, c.req.valid("param"), c.req.valid("json").body) }),
    )
    .delete("/notes/:book/:chapter/:verse", limited, validate("param", verseRefParams), async (c) => {
      await removeNote(db, c.var.memberId, c.req.valid("param"));
      return c.body(null, 204);
    })
    .get("/plans", async (c) => c.json(await listPlans(db, c.var.memberId, await churchToday(db))))
    .get("/plans/:planId", validate("param", planIdParam), async (c) =>
      c.json(await planDetail(db, c.var.memberId, c.req.valid("param").planId, await churchToday(db))),
    )
    .put("/plans/:planId", limited, validate("param", planIdParam), validate("json", startPlanBody), async (c) =>
      c.json(await startPlan(db, c.var.memberId, c.req.valid("param").planId, c.req.valid("json").startDate, await churchToday(db))),
    )
    .delete("/plans/:planId", limited, validate("param", planIdParam), async (c) => {
      await leavePlan(db, c.var.memberId, c.req.valid("param").planId);
      return c.body(null, 204);
    })
    .put("/plans/:planId/days/:day", limited, validate("param", planDayParams), async (c) => {
      const { planId, day } = c.req.valid("param");
      return c.json(await markDayDone(db, c.var.memberId, planId, day, await churchToday(db)));
    })
    .delete("/plans/:planId/days/:day", limited, validate("param", planDayParams), async (c) => {
      const { planId, day } = c.req.valid("param");
      return c.json(await markDayNotDone(db, c.var.memberId, planId, day, await churchToday(db)));
    })
    .get("/export", validate("query", exportQuery), async (c) => {
      const today = await churchToday(db);
      const data = await exportMyStudy(db, c.var.memberId, today);
      const { format } = c.req.valid("query");
      c.header("Content-Disposition", `attachment; filename="my-study-${today}.${format}"`);
      if (format === "csv") {
        c.header("Content-Type", "text/csv; charset=utf-8");
        return c.body(exportCsv(data));
      }
      c.header("Content-Type", "application/json; charset=utf-8");
      return c.body(JSON.stringify(data, null, 2));
    });
}
