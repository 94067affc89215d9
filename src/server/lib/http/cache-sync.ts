import { randomUUID } from "node:crypto";
import { z } from "../../../shared/zod";
import type { Logger } from "../logger";
import { openPgChannel } from "../pg-channel";
import { CLEARABLE_TAGS, type PublicCache, type PublicCacheTag } from "./public-cache";

export interface CacheSync {
  readonly mode: "alone" | "postgres";
  /**
   * Whether every other server's clearing reaches this one now: always alone; on PostgreSQL while the LISTEN
   * connection is up. Members' sessions are cached only while it holds (features/accounts/session-cache.ts).
   */
  coherent(): boolean;
  close(): Promise<void>;
}

const notice = z.object({
  from: z.string(),
  tags: z.array(z.enum(CLEARABLE_TAGS as [PublicCacheTag, ...PublicCacheTag[]])).min(1),
});

interface PostgresCacheSyncOptions {
  url: string;
  logger: Logger;
  /** Tests give each run its own channel, as they give it its own database. */
  channel?: string;
}

/**
 * Several servers on one PostgreSQL keep their public caches coherent: each write that makes responses stale here
 * (public-cache.ts `invalidate`) is announced with `pg_notify`, and every other server makes the same responses
 * stale within milliseconds instead of after PUBLIC_CACHE_SECONDS. A server ignores its own announcements.
 */
export async function shareCacheClearing(cache: PublicCache, { url, logger, channel = "church_cache" }: PostgresCacheSyncOptions): Promise<CacheSync> {
  const me = randomUUID();
  const pgChannel = await openPgChannel({
    url,
    channel,
    logger,
    purpose: "cache clearing",
    onMessage: (value) => {
      const parsed = notice.safeParse(value);
      if (!parsed.success) logger.warn({ issues: parsed.error.issues }, "ignored a cache notification that is not one");
      else if (parsed.data.from !== me) cache.invalidateHere(parsed.data.tags);
    },
    // What the other servers cleared while the connection was down was not heard: everything is stale here.
    onReconnect: () => cache.invalidateHere(CLEARABLE_TAGS),
  });
  const stop = cache.onInvalidate((tags) =>
    pgChannel.notify({ from: me, tags }).catch((err: unknown) => {
      // The other servers then catch up after PUBLIC_CACHE_SECONDS, as they did before.
      logger.warn({ err }, "could not tell the other servers to clear their cache");
    }),
  );
  return {
    mode: "postgres",
    coherent: () => pgChannel.listening(),
    async close() {
      stop();
      await pgChannel.close();
    },
  };
}

/** One server on its own (the embedded database): nothing to tell anyone. */
export const cacheAlone: CacheSync = { mode: "alone", coherent: () => true, close: async () => {} };
