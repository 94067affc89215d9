import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import { respondWithFile, etagOf, type FileFacts, type FileSource } from "../lib/http/byte-ranges";

/** Photos, audio, video and PDFs: sent whole from here too, with validators, and embeddable by other sites. */
const MEDIA_TYPE = /^(?:image\/(?!svg)|audio\/|video\/|application\/pdf)/;

/** A path of the built app's public folder, or undefined when it is not one (an escape, an encoded name). */
function fileUnder(root: string, requestPath: string): string | undefined {
  // The build names no public file with a percent sign, a backslash or a segment starting with a dot.
  if (/[%\\\0]|\/\/|(?:^|\/)\./.test(requestPath)) return undefined;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${requestPath}`);
  return file.startsWith(`${base}${path.sep}`) ? file : undefined;
}

function diskSource(file: string, contentType: string): FileSource {
  const facts = async (): Promise<FileFacts | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { size: info.size, etag: etagOf(info.size, info.mtimeMs), lastModified: info.mtime, contentType };
  };
  return {
    facts,
    read: async (span) => {
      const found = await facts();
      if (!found) return undefined;
      const body = Readable.toWeb(createReadStream(file, span)) as ReadableStream<Uint8Array>;
      return { body, facts: found, span };
    },
  };
}

/**
 * The built app's public files by RFC 9110's byte ranges (lib/http/byte-ranges.ts): the demo photos and clips
 * (seeking in a video), and any file asked for in part (serve-static's own ranges respond to a range past the end
 * with an error). Media is sent whole from here too, with ETag and Last-Modified (for If-Range) and
 * `Cross-Origin-Resource-Policy: cross-origin`; other files asked for whole are left to serve-static (its
 * precompressed copies). undefined when this is not such a request or there is no such file.
 */
export async function respondWithPublicFile(c: Context, root: string): Promise<Response | undefined> {
  const type = getMimeType(c.req.path) ?? "application/octet-stream";
  // The pages' HTML is never a static file (spa.ts sends index.html itself).
  if (type.startsWith("text/html")) return undefined;
  const media = MEDIA_TYPE.test(type);
  const ranged = c.req.method === "GET" && c.req.header("Range") !== undefined;
  if (!media && !ranged) return undefined;
  const file = fileUnder(root, c.req.path);
  if (!file) return undefined;
  return respondWithFile(c, diskSource(file, type), media ? { "Cross-Origin-Resource-Policy": "cross-origin" } : {});
}
