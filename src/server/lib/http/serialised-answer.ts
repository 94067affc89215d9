import type { Context } from "hono";
import { gzipped, varyOnEncoding } from "./compress-answers";
import { acceptsGzip, GZIP_THRESHOLD } from "./public-cache-http";

/** A JSON answer serialised once, and gzipped once when it is worth it, to be sent to everyone it is the same for. */
export interface SerialisedAnswer {
  json: string;
  gzipped?: Uint8Array<ArrayBuffer>;
}

/**
 * Serialises (and gzips) an answer. Personal answers are mostly the same for many members (the calendar for
 * everyone without an RSVP in it, the prayer wall for everyone who has not yet marked a request on it): shared
 * under a key naming what makes them differ (ShareAmongMembers), they are built, serialised and compressed once.
 */
export async function serialise(value: unknown): Promise<SerialisedAnswer> {
  const json = JSON.stringify(value);
  const bytes = Buffer.from(json);
  return { json, gzipped: bytes.byteLength >= GZIP_THRESHOLD ? await gzipped(bytes) : undefined };
}

/**
 * Sends a serialised answer: its gzipped bytes to a browser that accepts them (compress-answers.ts leaves an
 * answer with a Content-Encoding alone, so the Vary it would add is added here, the same way), else its text.
 */
export function sendSerialised(c: Context, answer: SerialisedAnswer): Response {
  if (answer.gzipped && acceptsGzip(c.req.header("Accept-Encoding"))) {
    c.header("Content-Encoding", "gzip");
    const res = c.body(answer.gzipped, 200, { "Content-Type": "application/json" });
    varyOnEncoding(res.headers);
    return res;
  }
  return c.body(answer.json, 200, { "Content-Type": "application/json" });
}
