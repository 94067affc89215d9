import { eq } from "drizzle-orm";
import type { AdminSettingsUpdate } from "../../../shared/admin";
import type { SiteSettings } from "../../../shared/site";
import type { Db } from "../../db/client";
import { churchSettings } from "../../db/schema/site";
import { AppError } from "../../lib/errors";
import { presentSiteSettings } from "../site/presenter";
import type { Actor } from "./audit";
import { recordAudit } from "./audit";

const EDITABLE = [
  "name",
  "tagline",
  "address",
  "phone",
  "email",
  "pastor",
  "timeZone",
  "serviceTimes",
  "contactServiceTimes",
  "textToJoin",
  "socialLinks",
  "themeSong",
] as const satisfies ReadonlyArray<keyof AdminSettingsUpdate>;

function pickEditable(settings: SiteSettings | AdminSettingsUpdate): Partial<AdminSettingsUpdate> {
  return Object.fromEntries(EDITABLE.map((key) => [key, settings[key]]));
}

/** JSON with sorted keys: jsonb does not keep the order the client sent. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Saves the church settings and an audit row with only the fields that changed, before and after. */
export async function updateChurchSettings(db: Db, actor: Actor, input: AdminSettingsUpdate): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(churchSettings).where(eq(churchSettings.id, 1)).for("update");
    if (!current) throw new AppError("site_not_configured", 503, "The church's details have not been set up yet.");
    const before = pickEditable(presentSiteSettings(current));
    const after = pickEditable({ ...input, themeSong: input.themeSong ?? before.themeSong });
    const changed = EDITABLE.filter((key) => canonical(before[key]) !== canonical(after[key]));
    const [updated] = await tx
      .update(churchSettings)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(churchSettings.id, 1))
      .returning();
    if (!updated) throw new AppError("site_not_configured", 503, "The church's details have not been set up yet.");
    if (changed.length > 0) {
      await recordAudit(tx, actor, {
        action: "settings.update",
        targetType: "church_settings",
        targetId: "1",
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    }
    return presentSiteSettings(updated);
  });
}
