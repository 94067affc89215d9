import { describe, expect, it } from "vitest";
import { serviceStarts } from "../../src/server/features/sermons/live";
import { normaliseScripture, sermonSearchTerms } from "../../src/server/features/sermons/scripture";
import { liveStreamInput, parseVideoUrl, sermonInput } from "../../src/shared/sermons";
import { silentMp3 } from "../../src/server/db/seed/demo-sermon-media";
import { detectFileType } from "../../src/server/lib/storage/uploads";

describe("sermon video addresses", () => {
  it("reads YouTube, Vimeo, HLS and MP4 addresses into what the player needs", () => {
    expect(parseVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30")).toMatchObject({
      kind: "youtube",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(parseVideoUrl("https://youtu.be/dQw4w9WgXcQ")).toMatchObject({ kind: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoUrl("https://www.youtube.com/live/dQw4w9WgXcQ")).toMatchObject({ kind: "youtube" });
    expect(parseVideoUrl("https://vimeo.com/76979871")).toMatchObject({ kind: "vimeo", embedUrl: "https://player.vimeo.com/video/76979871" });
    expect(parseVideoUrl("https://cdn.example.org/live/stream.m3u8")).toMatchObject({ kind: "hls" });
    expect(parseVideoUrl("https://cdn.example.org/sermons/a.mp4")).toMatchObject({ kind: "mp4" });
    expect(parseVideoUrl("/uploads/sermons/video/2026/11/ab.mp4")).toMatchObject({ kind: "mp4" });
  });

  it("rejects broken or unsupported video addresses", () => {
    for (const bad of [
      "not a url",
      "https://www.youtube.com/watch?v=short",
      "https://youtube.com/",
      "https://vimeo.com/channels/staffpicks",
      "http://cdn.example.org/a.mp4",
      "javascript:alert(1)",
      "https://example.org/page.html",
      "/../etc/passwd.mp4",
    ]) {
      expect(parseVideoUrl(bad), bad).toBeUndefined();
    }
    const input = { slug: "a", title: { en: "A", es: "A" }, summary: { en: "", es: "" }, preachedOn: "2026-11-22", speaker: "X" };
    expect(sermonInput.safeParse({ ...input, videoUrl: "https://youtube.com/watch?v=nope" }).success).toBe(false);
    expect(sermonInput.safeParse({ ...input, videoUrl: "" }).success).toBe(true);
  });

  it("accepts only a YouTube address for a YouTube stream and an .m3u8 for HLS", () => {
    expect(liveStreamInput.safeParse({ provider: "youtube", url: "https://cdn.example.org/a.m3u8", liveNow: false }).success).toBe(false);
    expect(liveStreamInput.safeParse({ provider: "hls", url: "https://cdn.example.org/a.m3u8", liveNow: true }).success).toBe(true);
    expect(liveStreamInput.safeParse({ provider: "youtube", url: "", liveNow: true }).success).toBe(false);
  });
});

describe("sermon scripture", () => {
  it("normalises English and Spanish references to OSIS and lists their books in canonical order", () => {
    const { scripture, books } = normaliseScripture(["Juan 3:16", "Gen 1:1-3", "1 Cor 13", "not a verse"]);
    expect(scripture.map((s) => s.osis)).toEqual(["John.3.16", "Gen.1.1-Gen.1.3", "1Cor.13.1-1Cor.13.13", null]);
    expect(books).toEqual(["GEN", "JHN", "1CO"]);
    expect(sermonSearchTerms(["Juan 3:16"], [{ en: "Faith", es: "Fe" }])).toBe("Juan 3:16; Faith; Fe");
  });
});

describe("live service schedule", () => {
  it("places a service at its wall-clock time in the church's zone, across daylight saving", () => {
    const sunday = [{ id: "w", label: { en: "Worship", es: "Culto" }, day: "sunday" as const, time: "11:00" }];
    const startsAround = (now: string) => serviceStarts(sunday, "America/Los_Angeles", new Date(now)).map((s) => s.startsAt.toISOString());
    expect(startsAround("2026-11-25T12:00:00Z")).toContain("2026-11-22T19:00:00.000Z");
    expect(startsAround("2026-07-01T12:00:00Z")).toContain("2026-07-05T18:00:00.000Z");
    // The Sunday clocks go back (1 November 2026): 11:00 is an hour later in UTC than the week before.
    expect(startsAround("2026-11-01T12:00:00Z")).toEqual(expect.arrayContaining(["2026-10-25T18:00:00.000Z", "2026-11-01T19:00:00.000Z"]));
  });

  it("lists each weekly service's starts in order", () => {
    const starts = serviceStarts(
      [{ id: "w", label: { en: "Worship", es: "Culto" }, day: "sunday", time: "11:00" }],
      "America/Los_Angeles",
      new Date("2026-11-25T12:00:00Z"),
    );
    expect(starts.map((s) => s.startsAt.toISOString())).toContain("2026-11-29T19:00:00.000Z");
    expect(starts.every((s, i) => i === 0 || (starts[i - 1]?.startsAt.getTime() ?? 0) < s.startsAt.getTime())).toBe(true);
  });
});

describe("demo sermon audio", () => {
  it("is an MP3 the upload checks recognise", () => {
    expect(detectFileType(silentMp3(2))?.contentType).toBe("audio/mpeg");
  });
});
