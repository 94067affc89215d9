import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from "node:zlib";
import { preferredEncoding } from "./public-cache-http";

/**
 * The encodings the app compresses its own responses with (the built files bring copies of their own). Brotli
 * first, which every browser asks for over HTTPS: at quality 3, /events (128 KB) and /study/JHN/3 (121 KB) came out
 * 7 and 17 % smaller than with gzip's default level, in 0.48 and 0.76 ms of CPU against gzip's 1.18 and 1.49 (this
 * two-core machine, 6 December 2026). Quality 4 saved 3 to 5 % more bytes for 1.3 to 2 times the time; quality 1
 * took half the time and sent 10 % more.
 */
export type ContentCoding = "br" | "gzip";

/** The coding to send a client with this Accept-Encoding (Brotli, else gzip), or undefined for none. */
export function chosenCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  const preferred = preferredEncoding(acceptEncoding);
  return preferred === "br" || preferred === "gzip" ? preferred : undefined;
}

/** Most of Brotli's gain for less time than gzip takes (see above). */
const BROTLI_QUALITY = 3;

function brotliOptions(body: Uint8Array): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
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
