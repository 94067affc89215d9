import type { Db } from "../client";
import { liveStreamSettings, sermons, sermonSeries, sermonTopics } from "../schema/sermons";
import { normaliseScripture, sermonSearchTerms } from "../../features/sermons/scripture";
import { SERMON_STORAGE } from "../../features/sermons/storage-prefixes";
import type { Storage } from "../../lib/storage/storage";
import { DEMO_AUDIO_SECONDS, seriesArtwork, sermonNotesPdf, silentMp3, storeDemoFile } from "./demo-sermon-media";
import { demoSeries, demoSermons, demoTopics, sundayBefore } from "./demo-sermons";

/** The demo clips already in public/demo stand in for sermon videos (no outside service is needed). */
const DEMO_VIDEOS = ["/demo/videos/announce-sunday.mp4", "/demo/videos/home-1.mp4", "/demo/videos/home-2.mp4", "/demo/videos/home-3.mp4"];

/**
 * Three series of four sermons each, on the Sundays before today (the newest series last month), each with
 * generated study notes (PDF), a short silent audio file for the podcast and the series' generated artwork.
 */
export async function seedDemoSermons(db: Db, storage: Storage, today: string): Promise<void> {
  const audio = silentMp3(DEMO_AUDIO_SECONDS);
  await db.insert(sermonTopics).values(demoTopics).onConflictDoNothing();
  const seriesIds = new Map<string, number>();
  for (const series of demoSeries) {
    const artwork = await storeDemoFile(storage, SERMON_STORAGE.artwork, "webp", await seriesArtwork(series), "image/webp");
    const [row] = await db
      .insert(sermonSeries)
      .values({ slug: series.slug, title: series.title, description: series.description, artwork })
      .returning({ id: sermonSeries.id });
    if (row) seriesIds.set(series.slug, row.id);
  }
  const rows = [];
  for (const sermon of demoSermons) {
    const seriesIndex = demoSeries.findIndex((s) => s.slug === sermon.series);
    const series = demoSeries[seriesIndex];
    if (!series) continue;
    const inSeries = demoSermons.filter((s) => s.series === sermon.series);
    // The newest series ended last Sunday; within a series the first sermon listed was preached first.
    const weeksAgo = seriesIndex * inSeries.length + (inSeries.length - 1 - inSeries.indexOf(sermon));
    const preachedOn = sundayBefore(today, weeksAgo);
    const notes = await storeDemoFile(storage, SERMON_STORAGE.notes, "pdf", await sermonNotesPdf(sermon, series, preachedOn), "application/pdf", `${sermon.slug}.pdf`);
    const audioFile = await storeDemoFile(storage, SERMON_STORAGE.audio, "mp3", audio, "audio/mpeg");
    rows.push({
      slug: sermon.slug,
      seriesId: seriesIds.get(sermon.series) ?? null,
      title: sermon.title,
      summary: sermon.summary,
      preachedOn,
      speaker: sermon.speaker.name,
      speakerTitle: sermon.speaker.title,
      topics: sermon.topics,
      ...normaliseScripture(sermon.scripture),
      searchTerms: sermonSearchTerms(
        sermon.scripture,
        demoTopics.filter((t) => sermon.topics.includes(t.slug)).map((t) => t.name),
      ),
      videoUrl: DEMO_VIDEOS[weeksAgo % DEMO_VIDEOS.length] ?? null,
      audio: audioFile,
      audioDurationSeconds: DEMO_AUDIO_SECONDS,
      notes,
    });
  }
  await db.insert(sermons).values(rows);
  await db.insert(liveStreamSettings).values({ id: 1, provider: "youtube", url: null, liveNow: false }).onConflictDoNothing();
}
