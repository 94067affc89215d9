import type { Language } from "../../../shared/i18n";
import type { SiteSettings } from "../../../shared/site";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { getSiteSettings } from "../site/service";
import { type DetailLookup, pageDetail, type ReadApi } from "./details";
import { renderHead } from "./head";
import { isPrivatePath } from "./pages";

/** A page's head tags, and whether its address names a thing that does not exist (a missing sermon: 404). */
interface PageHeadResult {
  tags: string;
  notFound: boolean;
}

/**
 * A page's head. `pageRead` is the page request's own API reads when the page reads the same things (a chapter's
 * text, the church's settings): the head and the page then share each read (http/site-pages.ts).
 */
export type PageHead = (path: string, language: Language, search?: URLSearchParams, pageRead?: ReadApi) => Promise<PageHeadResult | undefined>;

/**
 * Renders each page's head tags from the church's settings and, on a detail page (a sermon, an event, a
 * product...), from the thing it shows, read through the site's own API (`read`). index.html is the most requested
 * response of all: the public cache (lib/http/public-cache.ts) keeps the rendered pages, so these are read once per
 * page and cache time, and an admin's change clears them. Without settings (a fresh install) the built title stays.
 */
export function pageHeadRenderer({ db, publicUrl, logger, read: appRead }: { db: Db; publicUrl: string; logger: Logger; read?: ReadApi }): PageHead {
  return async (path, language, search = new URLSearchParams(), read = appRead) => {
    let site: SiteSettings;
    try {
      site = await churchSettings(db, read);
    } catch (err) {
      logger.warn({ err }, "page head tags left as built: the church's settings could not be read");
      return undefined;
    }
    let lookup: DetailLookup = { notFound: false };
    if (read && !isPrivatePath(path)) {
      try {
        lookup = await pageDetail(path, search, { language, site, publicUrl, read });
      } catch (err) {
        logger.warn({ err, path }, "the page's own head tags could not be read; its section's are sent");
      }
    }
    return { tags: renderHead(site, { path, language, publicUrl }, lookup.detail), notFound: lookup.notFound };
  };
}

/**
 * The church's settings: through the site's own API when the renderer has it, where the public cache keeps them
 * (every page reads /api/site itself, so a page's head asks the database nothing more); else from the database.
 */
async function churchSettings(db: Db, read: ReadApi | undefined): Promise<SiteSettings> {
  if (read) {
    const answer = await read("/api/site");
    if (answer.ok) return (await answer.json()) as SiteSettings;
  }
  return getSiteSettings(db);
}
