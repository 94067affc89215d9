import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { gzipped, varyOnEncoding } from "./compress-responses";
import { acceptsGzip, GZIP_THRESHOLD } from "./public-cache-http";

/**
 * A JSON response serialised once, to be sent to everyone it is the same for; gzipped once, by the first request
 * that accepts gzip, when it is worth it (a client that does not accept it never pays for it).
 */
export interface SerialisedResponse<T = unknown> {
  json: string;
  /** Never set: the type of the value serialised, so the route sending it promises its response (decision 0091). */
  readonly value?: T;
  /** The gzipped bytes, made on the first call and kept; undefined for a response too short to be worth it. */
  gzipped(): Promise<Uint8Array<ArrayBuffer>> | undefined;
}

/**
 * Serialises a response. Personal responses are mostly the same for many members (the calendar for everyone without
 * an RSVP in it, the prayer wall for everyone who has not yet marked a request on it): shared under a key naming
 * what makes them differ (ShareAmongMembers), they are built, serialised and compressed once.
 */
export async function serialise<T>(value: T): Promise<SerialisedResponse<T>> {
  const json = JSON.stringify(value);
  let compressed: Promise<Uint8Array<ArrayBuffer>> | undefined;
  const worthIt = Buffer.byteLength(json) >= GZIP_THRESHOLD;
  return { json, gzipped: () => (worthIt ? (compressed ??= gzipped(Buffer.from(json))) : undefined) };
}

/** What the route promises when it sends one: the value's JSON, as hono types c.json's (decision 0091). */
type Sent<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;

/**
 * Sends a serialised response: its gzipped bytes to a browser that accepts them (compress-responses.ts leaves a
 * response with a Content-Encoding alone, so the Vary it would add is added here, the same way), else its text.
 */
export async function sendSerialised<T>(c: Context, response: SerialisedResponse<T>): Promise<Sent<T>> {
  const compressed = acceptsGzip(c.req.header("Accept-Encoding")) ? response.gzipped() : undefined;
  if (compressed) {
    c.header("Content-Encoding", "gzip");
    const res = c.body(await compressed, 200, { "Content-Type": "application/json" });
    varyOnEncoding(res.headers);
    return res as unknown as Sent<T>;
  }
  return c.body(response.json, 200, { "Content-Type": "application/json" }) as unknown as Sent<T>;
}
