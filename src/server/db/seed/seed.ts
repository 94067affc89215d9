import { churchSettings } from "../schema/site";
import { eventRegistrations, events } from "../schema/events";
import { devotionals, studyGuides } from "../schema/study";
import type { Db } from "../client";
import { demoSettings } from "./demo-content";
import { seedDemoGallery } from "./demo-gallery";
import { demoEvents, demoRegistrations } from "./demo-events";
import { demoDevotionals, demoStudyGuides } from "./demo-study";
import { seedDemoPrayer } from "./demo-prayer";
import { seedDemoCommunity } from "./demo-community";
import { seedDemoDirectory } from "./demo-directory";
import type { Storage } from "../../lib/storage/storage";
import { seedDemoSermons } from "./seed-sermons";
import { seedDemoStore } from "./demo-store";
import { todayIn } from "../../../shared/date-format";

/**
 * Seeds demo content once: only when the settings row does not exist yet, so a second start keeps
 * whatever the church has changed. Runs in one transaction so a crash never leaves half a seed (files a failed
 * seed already stored stay behind unused, which is harmless).
 */
export async function seedDemoContent(db: Db, storage?: Storage): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(churchSettings)
      .values({ id: 1, ...demoSettings })
      .onConflictDoNothing()
      .returning({ id: churchSettings.id });
    if (inserted.length === 0) return false;

    await seedDemoGallery(tx);

    const today = todayIn(demoSettings.timeZone);
    await tx.insert(studyGuides).values(demoStudyGuides(today));
    await tx.insert(devotionals).values(demoDevotionals(today));

    const ids = new Map<string, string>();
    for (const { key, ...event } of demoEvents(today, demoSettings.timeZone)) {
      const [row] = await tx.insert(events).values(event).returning({ id: events.id });
      if (row) ids.set(key, row.id);
    }
    const registrations = demoRegistrations(ids, today);
    if (registrations.length) await tx.insert(eventRegistrations).values(registrations);
    await seedDemoPrayer(tx);
    await seedDemoCommunity(tx, today, demoSettings.timeZone);
    await seedDemoDirectory(tx);
    // Sermons need somewhere to keep their notes, audio and artwork; without storage they are left out.
    if (storage) await seedDemoSermons(tx, storage, today);
    await seedDemoStore(tx, storage);
    return true;
  });
}
