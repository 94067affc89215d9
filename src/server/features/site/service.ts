import { eq } from "drizzle-orm";
import type { SiteSettings } from "../../../shared/site";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { churchSettings } from "../../db/schema/site";
import { AppError } from "../../lib/errors";
import { presentSiteSettings } from "./presenter";

/** Every public page reads the church's settings (its name, times, links): built once. */
const settingsQuery = preparedFor((db) => db.select().from(churchSettings).where(eq(churchSettings.id, 1)).limit(1).prepare("church_settings"));

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await settingsQuery(db).execute();
  if (!row) throw new AppError("site_not_configured", 503, "The church's details have not been set up yet.");
  return presentSiteSettings(row);
}

/** The church's name for emails, feeds and texts; a fresh install without settings still says something. */
export async function churchName(db: Db): Promise<string> {
  const [row] = await db.select({ name: churchSettings.name }).from(churchSettings).where(eq(churchSettings.id, 1)).limit(1);
  return row?.name ?? "Church";
}

const DEFAULT_TIME_ZONE = "America/Los_Angeles";

/** The church's time zone (settings): event times, "today" for readings and the next service are read in it. */
export async function churchTimeZone(db: Db): Promise<string> {
  const [row] = await timeZoneQuery(db).execute();
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Every calendar read asks for the church's time zone first: built once. */
const timeZoneQuery = preparedFor((db) =>
  db.select({ timeZone: churchSettings.timeZone }).from(churchSettings).where(eq(churchSettings.id, 1)).limit(1).prepare("church_time_zone"),
);
