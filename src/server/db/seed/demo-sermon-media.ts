import sharp from "sharp";
import type { StoredFileRef } from "../../../shared/sermons";
import { buildNotesPdf } from "../../features/sermons/notes-pdf";
import type { Storage } from "../../lib/storage/storage";
import { newStorageKey } from "../../lib/storage/uploads";
import type { DemoSeries, DemoSermon } from "./demo-sermons";

/**
 * A silent MP3 (MPEG-1 Layer III, 32 kbit/s, 32 kHz, mono): every frame is 144 bytes of a header and zeroed
 * side information, which decoders play as silence. Long enough to show the player and fill the podcast feed.
 */
export function silentMp3(seconds: number): Uint8Array {
  const frameBytes = 144;
  const frames = Math.ceil((seconds * 32_000) / 1152);
  const out = new Uint8Array(frames * frameBytes);
  for (let i = 0; i < frames; i++) out.set([0xff, 0xfb, 0x18, 0xc0], i * frameBytes);
  return out;
}

export const DEMO_AUDIO_SECONDS = 12;

export async function seriesArtwork(series: DemoSeries): Promise<Uint8Array> {
  const [from, to] = series.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>
    <path d="M0 520 C 200 460, 400 580, 600 520 S 1000 460, 1200 520 L1200 675 L0 675 Z" fill="#ffffff" fill-opacity="0.18"/>
    <path d="M0 580 C 200 520, 400 640, 600 580 S 1000 520, 1200 580 L1200 675 L0 675 Z" fill="#ffffff" fill-opacity="0.22"/>
    <circle cx="930" cy="180" r="90" fill="#ffffff" fill-opacity="0.25"/>
  </svg>`;
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return new Uint8Array(webp);
}

export function sermonNotesPdf(sermon: DemoSermon, series: DemoSeries, preachedOn: string): Promise<Uint8Array> {
  return buildNotesPdf({
    title: sermon.title.en,
    subtitle: `${series.title.en} - ${sermon.speaker.title.en} ${sermon.speaker.name} - ${preachedOn} - ${sermon.scripture.join("; ")}`,
    sections: [
      { heading: "Summary / Resumen", lines: [sermon.summary.en, sermon.summary.es] },
      { heading: "Main points / Puntos principales", lines: sermon.points.flatMap((p) => [`- ${p.en}`, `  ${p.es}`]) },
      {
        heading: "For your group / Para tu grupo",
        lines: [
          "1. Read the passages aloud. What stands out to you? / Lee los pasajes en voz alta. ¿Qué te llama la atención?",
          "2. Where do you need this truth this week? / ¿Dónde necesitas esta verdad esta semana?",
          "3. Pray for one another by name. / Oren unos por otros por nombre.",
        ],
      },
    ],
  });
}

export async function storeDemoFile(storage: Storage, prefix: string, extension: string, bytes: Uint8Array, contentType: string, name?: string): Promise<StoredFileRef> {
  const stored = await storage.put(newStorageKey(prefix, extension), bytes, contentType);
  return { key: stored.key, contentType, size: stored.size, ...(name ? { name } : {}) };
}
