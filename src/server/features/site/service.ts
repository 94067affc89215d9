import { eq } from "drizzle-orm";
import type { SiteSettings } from "../../../shared/site";
import type { Db } from "../../db/client";
import { churchSettings } from "../../db/schema/site";
import { AppError } from "../../lib/errors";
import { presentSiteSettings } from "./presenter";

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(churchSettings).where(eq(churchSettings.id, 1)).limit(1);
  if (!row) throw new AppError("site_not_configured", 503, "The church's details have not been set up yet.");
  return presentSiteSettings(row);
}
