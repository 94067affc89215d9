import { createHash } from "node:crypto";
import type { Context } from "hono";

/**
 * Byte ranges as RFC 9110 (sections 13.1.5 and 14) has them, for every file the site serves: stored uploads
 * (disk or S3), the sermon notes, the built app's public files (demo photos and clips). Podcast apps resume a
 * download from where they stopped, players seek, PDF readers fetch pages: each asks for a part of the file.
 *
 * - One satisfiable range (`bytes=100-199`, `bytes=100-`, `bytes=-500`): 206 with Content-Range.
 * - No satisfiable range (it starts at or past the end, `bytes=-0`, anything of an empty file): 416 with
 *   `Content-Range: bytes *\/size`.
 * - Several ranges with at least one satisfiable: the whole file (200), which the RFC allows a server to send
 *   instead of a multipart response; no client the site serves asks for several.
 * - A Range that is not of the bytes unit or not well formed is ignored (200), as the RFC says.
 * - If-Range: the range is sent only while the file is still the one the client has, by its strong ETag or its
 *   Last-Modified date; otherwise the whole file (200). Only GET has ranges; HEAD and others get the whole.
 */

/** An inclusive byte range, within the file. */
export interface ByteSpan {
  start: number;
  end: number;
}

/** What the client may know the file by: its size and its validators. */
export interface FileFacts {
  size: number;
  /** A strong entity tag, quoted: `"5d-18c2a..."`. */
  etag: string;
  lastModified: Date;
  /** Sent as Content-Type when the caller's headers name none. */
  contentType?: string;
}

type RangeDecision = { kind: "whole" } | ({ kind: "part" } & ByteSpan) | { kind: "unsatisfiable" };

const WHOLE: RangeDecision = { kind: "whole" };
const BYTES_UNIT = /^\s*bytes\s*=(.*)$/i;
const RANGE_SPEC = /^(\d*)-(\d*)$/;
/** More digits than any file has: such a position is past every end (and Number() would round it). */
const MAX_DIGITS = 15;

/** RFC 9110 §14.1.1-14.1.2: the parts of a file of `size` bytes a Range header asks for. */
function rangeOfHeader(header: string, size: number): RangeDecision {
  const unit = BYTES_UNIT.exec(header);
  if (!unit?.[1]) return WHOLE;
  // A list may hold empty elements (RFC 9110 §5.6.1).
  const specs = unit[1]
    .split(",")
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length === 0) return WHOLE;
  const satisfiable: ByteSpan[] = [];
  for (const spec of specs) {
    const match = RANGE_SPEC.exec(spec);
    const first = match?.[1] ?? "";
    const last = match?.[2] ?? "";
    if (!match || (first === "" && last === "")) return WHOLE;
    if (first !== "") {
      const start = first.length > MAX_DIGITS ? Infinity : Number(first);
      const end = last === "" || last.length > MAX_DIGITS ? Infinity : Number(last);
      // last-pos before first-pos makes the whole header invalid: ignored.
      if (last !== "" && end < start) return WHOLE;
      if (start < size) satisfiable.push({ start, end: Math.min(end, size - 1) });
    } else {
      const suffix = last.length > MAX_DIGITS ? Infinity : Number(last);
      if (suffix > 0 && size > 0) satisfiable.push({ start: Math.max(0, size - suffix), end: size - 1 });
    }
  }
  if (satisfiable.length === 0) return { kind: "unsatisfiable" };
  if (specs.length > 1) return WHOLE;
  const [only] = satisfiable as [ByteSpan];
  return { kind: "part", ...only };
}

/** RFC 9110 §13.1.5: whether the file is still the one an If-Range names (a weak tag never matches). */
function ifRangeHolds(ifRange: string | undefined, file: FileFacts): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === file.etag;
  if (value.startsWith("W/")) return false;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === Math.floor(file.lastModified.getTime() / 1000);
}

/** What to send for a request, given the file it asks for. */
function decideRange(request: { method: string; range?: string; ifRange?: string }, file: FileFacts): RangeDecision {
  if (request.method !== "GET" || request.range === undefined) return WHOLE;
  if (!ifRangeHolds(request.ifRange, file)) return WHOLE;
  return rangeOfHeader(request.range, file.size);
}

/** A strong ETag from a file's size and modification time (a stored file never changes in place). */
export function etagOf(size: number, modifiedMs: number): string {
  return `"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}"`;
}

/** A file as a route reaches it: its facts without reading it, then its bytes (all, or one span). */
export interface FileSource {
  /** undefined when there is no such file. */
  facts(): Promise<FileFacts | undefined>;
  /**
   * undefined when there is no such file. `span` lies within the file (decideRange made it); the response says
   * which part it holds (`span`), or the whole file when it has none (a store that ignored the range).
   */
  read(span?: ByteSpan): Promise<{ body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>; facts: FileFacts; span?: ByteSpan } | undefined>;
}

/**
 * Responds to a GET or HEAD for a file with its ranges and validators, `headers` added (its type, cache, disposition).
 * undefined when the file does not exist, for the caller's own 404. Only a request with a Range header asks for
 * the file's facts first (on S3 that is one more request, a HEAD); the others read it at once.
 */
export async function respondWithFile(c: Context, source: FileSource, headers: Record<string, string>): Promise<Response | undefined> {
  const method = c.req.method;
  const range = c.req.header("Range");
  let span: ByteSpan | undefined;
  if (method === "HEAD" || (method === "GET" && range !== undefined)) {
    const facts = await source.facts();
    if (!facts) return undefined;
    if (method === "HEAD") return c.body(null, 200, { ...wholeHeaders(facts), ...headers });
    const decision = decideRange({ method, range, ifRange: c.req.header("If-Range") }, facts);
    if (decision.kind === "unsatisfiable") {
      // No part to send: the size, so the client knows where the file ends; nothing kept by caches. Who may read
      // the response is the file's own rule (an embedding player resuming a finished download reads the 416 too).
      const policy = headers["Cross-Origin-Resource-Policy"];
      return c.body(null, 416, {
        "Content-Range": `bytes */${facts.size}`,
        "Accept-Ranges": "bytes",
        "Cache-Control": "no-store",
        ...(policy ? { "Cross-Origin-Resource-Policy": policy } : {}),
      });
    }
    if (decision.kind === "part") span = decision;
  }
  const file = await source.read(span);
  if (!file) return undefined;
  if (file.span) {
    return c.body(file.body, 206, {
      ...validatorHeaders(file.facts),
      ...headers,
      "Content-Range": `bytes ${file.span.start}-${file.span.end}/${file.facts.size}`,
      "Content-Length": String(file.span.end - file.span.start + 1),
    });
  }
  return c.body(file.body, 200, { ...wholeHeaders(file.facts), ...headers });
}

function validatorHeaders(facts: FileFacts): Record<string, string> {
  return {
    ...(facts.contentType ? { "Content-Type": facts.contentType } : {}),
    "Accept-Ranges": "bytes",
    ETag: facts.etag,
    "Last-Modified": facts.lastModified.toUTCString(),
  };
}

function wholeHeaders(facts: FileFacts): Record<string, string> {
  return { ...validatorHeaders(facts), "Content-Length": String(facts.size) };
}

/** Bytes held in memory (a generated image) as a FileSource: the same ranges as a stored file, tagged by content. */
export function bytesSource(bytes: Uint8Array, lastModified: Date): FileSource {
  const facts: FileFacts = { size: bytes.byteLength, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"`, lastModified };
  return {
    facts: async () => facts,
    read: async (span) => ({ body: new Uint8Array(span ? bytes.subarray(span.start, span.end + 1) : bytes), facts, span }),
  };
}
