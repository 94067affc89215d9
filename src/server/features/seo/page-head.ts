import type { Language } from "../../../shared/i18n";
import type { SiteSettings } from "../../../shared/site";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { getSiteSettings } from "../site/service";
import { renderHead } from "./head";

export type PageHead = (path: string, language: Language) => Promise<string | undefined>;

/**
 * Renders each page's head tags from the church's settings, read at most every `ttlMs`: index.html is the
 * most requested answer of all, and a new church name may take that long to reach the tags (the page itself
 * reads the settings afresh). Without settings (a fresh install) the built title stays.
 */
export function pageHeadRenderer({ db, publicUrl, logger, ttlMs = 30_000 }: { db: Db; publicUrl: string; logger: Logger; ttlMs?: number }): PageHead {
  let cached: { site: SiteSettings; readAt: number } | undefined;
  return async (path, language) => {
    if (!cached || Date.now() - cached.readAt > ttlMs) {
      try {
        cached = { site: await getSiteSettings(db), readAt: Date.now() };
      } catch (err) {
        logger.warn({ err }, "page head tags left as built: the church's settings could not be read");
        return undefined;
      }
    }
    return renderHead(cached.site, { path, language, publicUrl });
  };
}
