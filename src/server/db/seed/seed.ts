import { mediaGallery } from "../schema/gallery";
import { churchSettings } from "../schema/site";
import { devotionals, studyGuides } from "../schema/study";
import { todayIn } from "../../features/study/calendar";
import type { Db } from "../client";
import { demoPhotos, demoSettings } from "./demo-content";
import { demoDevotionals, demoStudyGuides } from "./demo-study";

/**
 * Seeds demo content once: only when the settings row does not exist yet, so a second start keeps
 * whatever the church has changed. Runs in one transaction so a crash never leaves half a seed.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(churchSettings)
      .values({ id: 1, ...demoSettings })
      .onConflictDoNothing()
      .returning({ id: churchSettings.id });
    if (inserted.length === 0) return false;

    // Newest first on the page: the photo listed first gets the latest created_at.
    const now = Date.now();
    await tx.insert(mediaGallery).values(
      demoPhotos.map((photo, i) => ({
        title: photo.title,
        description: photo.description,
        category: photo.category,
        eventDate: photo.eventDate,
        imageUrl: `/demo/gallery/${photo.file}.webp`,
        thumbnailUrl: `/demo/gallery/${photo.file}-400.webp`,
        mediaType: "image",
        createdAt: new Date(now - i * 60_000),
      })),
    );

    const today = todayIn(demoSettings.timeZone);
    await tx.insert(studyGuides).values(demoStudyGuides(today));
    await tx.insert(devotionals).values(demoDevotionals(today));
    return true;
  });
}
