import { describe, expect, it } from "vitest";
import { type BuildManifest, pagePreloadFiles } from "../../src/server/http/page-preloads";

/** A build's manifest in Vite's shape: the entry, the shared chunks it loads, and the lazily loaded rest. */
const manifest: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js", "_i18n-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_i18n-1.js": { file: "assets/i18n-1.js" },
  "i18n/en.json": { file: "assets/en-1.js" },
  "i18n/es.json": { file: "assets/es-1.js" },
  "features/events/EventsPage.tsx": { file: "assets/EventsPage-1.js", imports: ["index.html", "_react-1.js", "_calendar-1.js"] },
  "_calendar-1.js": { file: "assets/calendar-1.js", imports: ["_icon-1.js"] },
  "_icon-1.js": { file: "assets/icon-1.js" },
  "features/events/i18n/en.json": { file: "assets/events-en-1.js" },
  "features/events/i18n/es.json": { file: "assets/events-es-1.js" },
};

/** What the events page's route says it waits for (router.tsx). */
const EVENTS = ["features/events/EventsPage.tsx", "features/events/i18n/{lang}.json"];

describe("the chunks a page names for the browser to fetch early", () => {
  it("are the page, what it imports, its texts and the app's texts, less what the entry already loads", () => {
    expect(pagePreloadFiles(manifest, EVENTS, "en").sort()).toEqual(
      ["/assets/en-1.js", "/assets/EventsPage-1.js", "/assets/calendar-1.js", "/assets/icon-1.js", "/assets/events-en-1.js"].sort(),
    );
  });

  it("are the Spanish texts alone on a Spanish page: no English stands behind them", () => {
    expect(pagePreloadFiles(manifest, EVENTS, "es").sort()).toEqual(
      ["/assets/es-1.js", "/assets/EventsPage-1.js", "/assets/calendar-1.js", "/assets/icon-1.js", "/assets/events-es-1.js"].sort(),
    );
  });

  it("are none for a page that names no modules, and skip modules the build does not have", () => {
    expect(pagePreloadFiles(manifest, [], "en")).toEqual([]);
    expect(pagePreloadFiles(manifest, ["features/study/StudyPage.tsx"], "en")).toEqual(["/assets/en-1.js"]);
  });
});
