import type { Language } from "../../../shared/i18n";
import type { SiteSettings } from "../../../shared/site";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { getSiteSettings } from "../site/service";
import { renderHead } from "./head";

export type PageHead = (path: string, language: Language) => Promise<string | undefined>;

/**
 * Renders each page's head tags from the church's settings. index.html is the most requested answer of all:
 * the public cache (lib/http/public-cache.ts) keeps the rendered pages, so the settings are read once per page
 * and cache time, and an admin's change clears them. Without settings (a fresh install) the built title stays.
 */
export function pageHeadRenderer({ db, publicUrl, logger }: { db: Db; publicUrl: string; logger: Logger }): PageHead {
  return async (path, language) => {
    let site: SiteSettings;
    try {
      site = await getSiteSettings(db);
    } catch (err) {
      logger.warn({ err }, "page head tags left as built: the church's settings could not be read");
      return undefined;
    }
    return renderHead(site, { path, language, publicUrl });
  };
}
