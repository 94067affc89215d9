import { Hono } from "hono";
import { guideArchiveQuery, guideWeekParam } from "../../../shared/study";
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import { currentGuide, guideArchive, guideForWeek, recentDevotionals } from "./service";

/** Guides change when an admin edits them: browsers may reuse a response briefly, then must ask again. */
const SHORT_CACHE = "public, max-age=60";

/** Public reading of the weekly study guides and the daily devotionals and prayers. */
export function studyRoutes({ db }: Pick<AppContext, "db">) {
  return new Hono<AppEnv>()
    .get("/guides/current", async (c) => {
      c.header("Cache-Control", SHORT_CACHE);
      return c.json({ guide: await currentGuide(db) });
    })
    .get("/guides", validate("query", guideArchiveQuery), async (c) => {
      c.header("Cache-Control", SHORT_CACHE);
      return c.json(await guideArchive(db, c.req.valid("query").page));
    })
    .get("/guides/:week", validate("param", guideWeekParam), async (c) => {
      c.header("Cache-Control", SHORT_CACHE);
      return c.json({ guide: await guideForWeek(db, c.req.valid("param").week) });
    })
    .get("/devotionals", async (c) => {
      c.header("Cache-Control", SHORT_CACHE);
      return c.json(await recentDevotionals(db));
    });
}
