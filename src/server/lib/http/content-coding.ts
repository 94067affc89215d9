import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from "node:zlib";

/**
 * The encodings the app compresses its own responses with (the built files bring copies of their own), chosen by
 * public-cache-http.ts's preferredEncoding. Brotli first, which every browser asks for over HTTPS: at quality 5,
 * seven of the site's pages (59 to 133 KB of HTML) came out 6 to 27 % smaller than with gzip's default level (16 %
 * in all), for the same CPU time (decision 0101).
 */
export type ContentCoding = "br" | "gzip";

/** Smaller than gzip on every page measured, in gzip's time; quality 4 was 30 % quicker but larger on small pages. */
const BROTLI_QUALITY = 5;

function brotliOptions(body: Uint8Array): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  };
}

const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/**
 * Up to this size a response is compressed at once on the main thread (an 8 KB prayer wall in about 0.1 ms, a
 * quarter of the round trip to zlib's thread pool); larger ones in the pool, so a long export blocks no one.
 */
const COMPRESS_AT_ONCE_BYTES = 64 * 1024;

/** The body compressed with the coding, on this thread (a cached entry's first send). */
export function encodedSync(body: Uint8Array, coding: ContentCoding): Uint8Array<ArrayBuffer> {
  return new Uint8Array(coding === "br" ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body));
}

/** The body compressed with the coding: at once when short, in zlib's pool when long. */
export async function encoded(body: Uint8Array, coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>> {
  if (body.byteLength <= COMPRESS_AT_ONCE_BYTES) return encodedSync(body, coding);
  return new Uint8Array(coding === "br" ? await brotliInPool(body, brotliOptions(body)) : await gzipInPool(body));
}
