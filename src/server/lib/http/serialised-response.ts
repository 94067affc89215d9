import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { varyOnEncoding } from "./compress-responses";
import { type ContentCoding, encoded } from "./content-coding";
import { COMPRESSION_THRESHOLD, preferredEncoding } from "./public-cache-http";

/**
 * A JSON response serialised once, to be sent to everyone it is the same for; compressed once in each coding, by
 * the first request that accepts it, when it is worth it (a client that accepts none never pays for it).
 */
export interface SerialisedResponse<T = unknown> {
  json: string;
  /** Never set: the type of the value serialised, so the route sending it promises its response (decision 0091). */
  readonly value?: T;
  /** The bytes in a coding, made on the first call and kept; undefined for a response too short to be worth it. */
  compressed(coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>> | undefined;
}

/**
 * Serialises a response. Personal responses are mostly the same for many members (the calendar for everyone without
 * an RSVP in it, the prayer wall for everyone who has not yet marked a request on it): shared under a key naming
 * what makes them differ (ShareAmongMembers), they are built, serialised and compressed once.
 */
export async function serialise<T>(value: T): Promise<SerialisedResponse<T>> {
  const json = JSON.stringify(value);
  const compressed = new Map<ContentCoding, Promise<Uint8Array<ArrayBuffer>>>();
  const worthIt = Buffer.byteLength(json) >= COMPRESSION_THRESHOLD;
  return {
    json,
    compressed: (coding) => {
      if (!worthIt) return undefined;
      let bytes = compressed.get(coding);
      if (!bytes) compressed.set(coding, (bytes = encoded(Buffer.from(json), coding)));
      return bytes;
    },
  };
}

/** What the route promises when it sends one: the value's JSON, as hono types c.json's (decision 0091). */
type Sent<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;

/**
 * Sends a serialised response: its compressed bytes to a browser that accepts them (compress-responses.ts leaves a
 * response with a Content-Encoding alone, so the Vary it would add is added here, the same way), else its text.
 */
export async function sendSerialised<T>(c: Context, response: SerialisedResponse<T>): Promise<Sent<T>> {
  const coding = preferredEncoding(c.req.header("Accept-Encoding"));
  const compressed = coding ? response.compressed(coding) : undefined;
  if (coding && compressed) {
    c.header("Content-Encoding", coding);
    const res = c.body(await compressed, 200, { "Content-Type": "application/json" });
    varyOnEncoding(res.headers);
    return res as unknown as Sent<T>;
  }
  return c.body(response.json, 200, { "Content-Type": "application/json" }) as unknown as Sent<T>;
}
