import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { HtmlValidate, type Message } from "html-validate";
import { expect, it } from "vitest";
import { eventExceptions } from "../../src/server/db/schema/events";
import { DETAIL_KINDS } from "../../src/server/features/seo/details";
import type { EventList } from "../../src/shared/events";
import type { PublicSiteSettings } from "../../src/shared/site";
import en from "../../src/web/i18n/en.json";
import es from "../../src/web/i18n/es.json";
import { telHref } from "../../src/web/lib/contact";
import { patternOf, serverRenderedPatterns } from "../support/site-pages";
import { HTML_VALIDATE_CONFIG } from "../support/html-validate-config";
import { islandsOf, islandTexts, parsedJson, unescape } from "../support/island-props";
import { signedInClient } from "./support/admin";
import { describeDrawnSite } from "./support/drawn-site";

/** The style element Astro writes before a page's first island (astro/dist/runtime/server/astro-island-styles.js). */
const ASTRO_ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

type JsonLd = Record<string, unknown> & { "@type": string };

/** An attribute's or a text's HTML entities, read back. */

/** A page's head as a crawler or a link preview reads it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attr: string, name: string) => {
    const found = new RegExp(`<meta ${attr}="${name.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(head)?.[1];
    return found === undefined ? undefined : unescape(found);
  };
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1] ?? "")),
    meta,
    canonical: unescape(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? ""),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "null") as JsonLd),
  };
}

/** The schema.org types each detail kind carries beside the Church and its breadcrumb, by its router pattern. */
const EXPECTED_TYPES: Record<string, string[]> = {
  "/sermons/:slug": ["PodcastEpisode|VideoObject"],
  "/sermons": ["CreativeWorkSeries"],
  "/events/:id/:date": ["Event"],
  "/store/:slug": ["Product"],
  "/study/guides/:week": ["Article"],
  "/study/:book/:chapter": ["Chapter"],
  "/community/albums/:slug": ["ImageGallery"],
};

/**
 * The pages the server draws, as crawlers, link previews and validators read them (issue 50, items 3 and 8): every
 * page of the sitemap and one page of each detail kind, in both languages. One file, as the drawn demo site takes
 * a while to set up.
 */
describeDrawnSite("the pages the server draws: their own head, schema.org and valid HTML", (drawn) => {
  const site = {
    read: (address: string) => drawn().read(address),
    fresh: (address: string) => drawn().fresh(address),
    get app() {
      return drawn().app;
    },
  };
  // One page of each detail kind (the first the site lists), in English and in Spanish.
  const detailAddresses = () => {
    const seen = new Set<string>();
    return drawn().addresses.filter((address) => {
      const path = address.split("?")[0] ?? "";
      const pattern = address.includes("series=") ? "/sermons?series" : patternOf(path);
      if (path === "/" || !pattern?.includes(":") && !pattern?.includes("?series")) return false;
      const kind = `${pattern} ${address.includes("lang=es") ? "es" : "en"}`;
      if (seen.has(kind)) return false;
      seen.add(kind);
      return true;
    });
  };

  it("knows every detail page the server renders (a new one must say what it is to search engines)", () => {
    const patterns = serverRenderedPatterns().filter((pattern) => pattern.includes(":"));
    expect(patterns.length).toBeGreaterThanOrEqual(5);
    const known = DETAIL_KINDS.map(([pattern]) => pattern);
    for (const pattern of patterns) expect(known, pattern).toContain(pattern);
  });

  it("gives each its own title, description, og:image with its alt text and a Twitter card, in the page's language", async () => {
    const sections = new Set(["Sermons", "Events", "Store", "Bible Tools & Study", "Community", "Sermones", "Eventos", "Tienda", "Biblia y estudio", "Comunidad"].map((s) => `${s} · Living Water Home Church`));
    const addresses = detailAddresses();
    // A sermon, a series, an event, a product, a study guide, a chapter and an album, each in English and Spanish.
    expect(addresses).toHaveLength(14);
    const titles = new Map<string, string>();
    for (const address of addresses) {
      const head = headOf(await site.read(address));
      const spanish = address.includes("lang=es");
      expect(head.titles, address).toHaveLength(1);
      const title = head.titles[0] ?? "";
      expect(sections.has(title), `${address}: ${title}`).toBe(false);
      expect(title, address).toMatch(/ · Living Water Home Church$/);
      titles.set(address, title);
      const description = head.meta("name", "description") ?? "";
      expect(description.length, address).toBeGreaterThan(20);
      expect(description.length, address).toBeLessThanOrEqual(160);
      expect(head.meta("property", "og:title"), address).toBe(title);
      expect(head.meta("property", "og:description"), address).toBe(description);
      expect(head.meta("property", "og:locale"), address).toBe(spanish ? "es_US" : "en_US");
      expect(head.meta("property", "og:image"), address).toMatch(/^http:\/\/localhost:3000\/\S+$/);
      expect(head.meta("property", "og:image:alt")?.length ?? 0, address).toBeGreaterThan(2);
      expect(head.meta("name", "twitter:card"), address).toBe("summary_large_image");
      expect(head.meta("name", "twitter:title"), address).toBe(title);
      expect(head.meta("name", "twitter:description"), address).toBe(description);
      expect(head.meta("name", "twitter:image"), address).toBe(head.meta("property", "og:image"));
      expect(head.meta("name", "twitter:image:alt"), address).toBe(head.meta("property", "og:image:alt"));
      // The canonical address is the page's own (a series keeps its ?series=).
      expect(head.canonical, address).toBe(`http://localhost:3000${address}`);
    }
    // Spanish pages are described in Spanish: the demo's sermons, events, products, guides, chapters and albums have Spanish names.
    for (const address of addresses.filter((a) => !a.includes("lang=es"))) {
      const spanish = titles.get(`${address}${address.includes("?") ? "&" : "?"}lang=es`);
      expect(spanish, address).toBeDefined();
      expect(spanish, address).not.toBe(titles.get(address));
    }
  });

  it("carries schema.org JSON-LD of each kind beside the Church and a BreadcrumbList, valid by a structured-data validator", async () => {
    const validator = new Validator();
    for (const address of detailAddresses()) {
      const html = await site.read(address);
      const { jsonLd } = headOf(html);
      const types = jsonLd.map((thing) => thing["@type"]);
      const path = address.split("?")[0] ?? "";
      const pattern = address.includes("series=") ? "/sermons" : (patternOf(path) ?? "");
      expect(types, address).toContain("Church");
      expect(types, address).toContain("BreadcrumbList");
      for (const expected of EXPECTED_TYPES[pattern] ?? ["?"]) expect(types.some((type) => expected.split("|").includes(type)), `${address}: ${types.join()}`).toBe(true);
      const breadcrumb = jsonLd.find((thing) => thing["@type"] === "BreadcrumbList") as unknown as { itemListElement: { position: number; name: string; item: string }[] };
      expect(breadcrumb.itemListElement[0], address).toMatchObject({ position: 1, name: address.includes("lang=es") ? "Inicio" : "Home" });
      expect(breadcrumb.itemListElement.at(-1)?.item, address).toBe(`http://localhost:3000${address}`);

      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html);
      const issues = (await validator.validate(extracted)) as { issueMessage: string; severity: string; rootType?: string }[];
      expect(
        issues.filter((issue) => issue.severity === "ERROR"),
        address,
      ).toEqual([]);
    }
  });

  it("says when an event's occurrence is cancelled or moved, with its place and times", async () => {
    const list = (await (await site.app.request("/api/events")).json()) as EventList;
    const recurring = list.occurrences.filter((o) => o.recurring);
    const first = recurring[0];
    const second = recurring.find((o) => o.eventId === first?.eventId && o.date !== first?.date);
    if (!first || !second) throw new Error("the demo has no event with two upcoming occurrences");
    const later = `${second.date}T${String(Math.min(22, Number(second.startLocal.slice(11, 13)) + 1)).padStart(2, "0")}:${second.startLocal.slice(14, 16)}`;
    await drawn().database.db.insert(eventExceptions).values([
      { eventId: first.eventId, date: first.date, kind: "cancelled", startLocal: null },
      { eventId: second.eventId, date: second.date, kind: "moved", startLocal: later },
    ]);
    const eventOf = async (address: string) => headOf(await site.fresh(address)).jsonLd.find((thing) => thing["@type"] === "Event");
    const cancelled = await eventOf(`/events/${first.eventId}/${first.date}`);
    expect(cancelled).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
      location: { "@type": "Place", name: first.location.name },
      startDate: first.startsAt,
      endDate: first.endsAt,
    });
    expect(headOf(await site.fresh(`/events/${first.eventId}/${first.date}?lang=es`)).titles[0]).toContain("(Cancelado)");
    const moved = await eventOf(`/events/${second.eventId}/${second.date}`);
    expect(moved?.eventStatus).toBe("https://schema.org/EventRescheduled");
    expect(moved?.startDate).not.toBe(second.startsAt);
    const untouched = recurring.find((o) => o.eventId === first.eventId && o.date !== first.date && o.date !== second.date);
    if (untouched) expect((await eventOf(`/events/${untouched.eventId}/${untouched.date}`))?.eventStatus).toBe("https://schema.org/EventScheduled");
  });

  it("gives a product its Offer and a sermon its episode or video", async () => {
    const productAddress = detailAddresses().find((a) => patternOf(a) === "/store/:slug") ?? "";
    const product = headOf(await site.read(productAddress)).jsonLd.find((thing) => thing["@type"] === "Product") as unknown as { offers: Record<string, string> };
    expect(product.offers).toMatchObject({ priceCurrency: "USD", availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/) });
    expect(Number(product.offers.price ?? product.offers.lowPrice)).toBeGreaterThan(0);
    const sermonAddress = detailAddresses().find((a) => patternOf(a) === "/sermons/:slug") ?? "";
    const sermon = headOf(await site.read(sermonAddress)).jsonLd.find((thing) => ["PodcastEpisode", "VideoObject"].includes(thing["@type"]));
    expect(sermon).toMatchObject({ name: expect.any(String), url: `http://localhost:3000${sermonAddress}` });
  });

  it("responds 404 for a detail page whose address names nothing (removed, misspelt or impossible), in both languages", async () => {
    // Every detail kind of the site, its parameters each naming nothing: a word where a slug, an id, a date or a
    // chapter goes (the API responds 404, or 400 for a value that cannot be one).
    const patterns = serverRenderedPatterns().filter((pattern) => pattern.includes(":"));
    const missing = [...patterns.map((pattern) => pattern.replace(/:[a-z]+/g, "no-such-thing")), "/events/00000000-0000-4000-8000-000000000000/2026-13-01"];
    for (const address of missing.flatMap((a) => [a, `${a}?lang=es`])) {
      const response = await site.app.request(address);
      const html = await response.text();
      expect(response.status, address).toBe(404);
      // Still the site's page, in its language, with the church's name: it says what is missing once it loads.
      expect(html, address).toContain(address.includes("lang=es") ? '<html lang="es"' : '<html lang="en"');
      expect(headOf(html).titles[0], address).toMatch(/Living Water Home Church$/);
    }
    // The pages that exist still respond 200.
    for (const address of detailAddresses()) expect((await site.app.request(address)).status, address).toBe(200);
  });

  it("sends the header island the church's name and the player its theme song, not the rest of the settings, on every page", async () => {
    const site = drawn();
    const settings = (await (await site.app.request("/api/site")).json()) as PublicSiteSettings;
    // What an island is sent is written into the page's HTML: its props, with the frame's reads as JSON text.
    const propsOf = (html: string, island: string) => {
      const found = islandsOf(html).find((i) => i.name === island);
      return found === undefined ? undefined : JSON.stringify(found.props) + JSON.stringify(parsedJson(found.props.queries));
    };
    const elsewhere = [settings.phone, settings.email, settings.address.street, settings.pastor, settings.landingHeroImage];
    const playerByLanguage = new Map<string, Set<string | undefined>>();
    for (const address of site.addresses) {
      const html = await site.read(address);
      const header = propsOf(html, "HeaderIsland");
      const player = propsOf(html, "PlayerIsland");
      expect(header, address).toContain(JSON.stringify(settings.name));
      expect(player, address).toContain(JSON.stringify(settings.themeSong.title));
      for (const value of elsewhere) {
        expect(header, address).not.toContain(value);
        expect(player, address).not.toContain(value);
      }
      const language = /<html lang="(\w+)"/.exec(html)?.[1] ?? "?";
      playerByLanguage.set(language, (playerByLanguage.get(language) ?? new Set()).add(player));
    }
    // The player is kept from page to page (transition:persist): given the same props on every page of a language,
    // the client router never renders it again (PlayerIsland.tsx); a language switch gives it the other texts.
    expect([...playerByLanguage.keys()].sort()).toEqual(["en", "es"]);
    for (const [language, props] of playerByLanguage) expect(props.size, language).toBe(1);
    expect(playerByLanguage.get("en")).not.toEqual(playerByLanguage.get("es"));
  });

  it("writes a page's texts once for all its islands, in the page's language, and sends each island its reads as JSON text, on every page", async () => {
    const site = drawn();
    const islands = new Set<string>();
    for (const address of [...site.addresses, ...detailAddresses()]) {
      const html = await site.read(address);
      const bundle = /<html lang="es"/.test(html) ? es : en;
      expect(html.match(/id="page-texts"/g), address).toHaveLength(1);
      for (const island of islandsOf(html)) {
        islands.add(island.name);
        // Named, not copied: the header, the player and the page's islands each carried "common" and "errors".
        const { texts, inPage, missing } = islandTexts(html, island);
        expect(inPage, `${address} ${island.name}`).toBe(true);
        expect(missing, `${address} ${island.name}`).toEqual([]);
        expect(Object.keys(texts).length, `${address} ${island.name}`).toBeGreaterThan(0);
        if ("common" in texts) expect(texts.common, `${address} ${island.name}`).toMatchObject({ loading: bundle.common.loading });
        if ("queries" in island.props) expect(Array.isArray(parsedJson(island.props.queries)), `${address} ${island.name}`).toBe(true);
      }
    }
    // Every page has the header, the player and the visitor's island; the pages' own islands are among them too.
    expect([...islands]).toEqual(expect.arrayContaining(["HeaderIsland", "PlayerIsland", "VisitorIsland", "BibleReaderIsland", "EventsIsland"]));
  });

  it("draws the breadcrumb and the footer as plain HTML on every page, in the page's language, the breadcrumb's links those its BreadcrumbList names", async () => {
    const site = drawn();
    const settings = (await (await site.app.request("/api/site")).json()) as PublicSiteSettings;
    for (const address of site.addresses) {
      const html = await site.read(address);
      const texts = /<html lang="es"/.test(html) ? es : en;
      const footer = unescape(/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "");
      expect(footer, address).toContain(settings.address.street);
      expect(footer, address).toContain(`href="${telHref(settings.phone)}"`);
      expect(footer, address).toContain(`>${texts.footer.serviceTimes}</h2>`);
      expect(footer, address).toContain(`>${texts.footer.stayConnected}</h2>`);
      // Nothing in it is hydrated or scripted: it comes as HTML and stays so.
      expect(footer, address).not.toMatch(/<astro-island|<script/);

      const nav = /<nav aria-label="([^"]*)" class="border-b[^"]*">([\s\S]*?)<\/nav>/.exec(html);
      if (address.split("?")[0] === "/") {
        expect(nav, address).toBeNull();
        continue;
      }
      expect(nav?.[1], address).toBe(texts.breadcrumb.label);
      const trail = nav?.[2] ?? "";
      expect(trail, address).toMatch(/<span aria-current="page"[^>]*>[^<]+<\/span><\/li><\/ol>$/);
      const links = [...trail.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [unescape(m[2] ?? ""), m[1]]);
      const listed = headOf(html).jsonLd.find((thing) => thing["@type"] === "BreadcrumbList") as unknown as { itemListElement: { name: string; item: string }[] };
      expect(links, address).toEqual(listed.itemListElement.slice(0, -1).map((item) => [item.name, new URL(item.item).pathname]));
      expect(links[0], address).toEqual([texts.breadcrumb.home, "/"]);
    }
  });

  it("lists in the footer the networks the church has set, each named for screen readers, and none left empty", async () => {
    const { client } = await signedInClient(drawn().app, drawn().database.db, ["settings:write"]);
    const settings = (await (await client.get("/api/admin/settings")).json()) as PublicSiteSettings;
    const { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks } = settings;
    const save = (links: PublicSiteSettings["socialLinks"]) =>
      client.request("PUT", "/api/admin/settings", { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks: links });
    const networksOf = async (address: string) => {
      const footer = /<footer[\s\S]*<\/footer>/.exec(await site.fresh(address))?.[0] ?? "";
      const list = /<ul role="list"[^>]*aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/ul>/.exec(footer);
      return list ? { label: list[1], links: [...(list[2] ?? "").matchAll(/<a href="([^"]*)" aria-label="([^"]*)"/g)].map((m) => [m[2], m[1]]) } : null;
    };
    try {
      expect((await save([{ network: "facebook", url: "https://facebook.com/ourchurch" }, { network: "instagram", url: "" }, { network: "youtube", url: "https://youtube.com/@ourchurch" }])).status).toBe(200);
      expect(await networksOf("/about")).toEqual({ label: en.footer.social, links: [[en.footer.networks.facebook, "https://facebook.com/ourchurch"], [en.footer.networks.youtube, "https://youtube.com/@ourchurch"]] });
      expect((await networksOf("/about?lang=es"))?.label).toBe(es.footer.social);
      // None set: no list at all, rather than an empty one a screen reader would still announce.
      expect((await save(socialLinks.map((link) => ({ ...link, url: "" })))).status).toBe(200);
      expect(await networksOf("/about")).toBeNull();
    } finally {
      expect((await save(socialLinks)).status).toBe(200);
    }
  });

  it("passes html-validate (recommended rules, button types, references, aria-label use) on every page of the sitemap and each detail kind, in both languages", async () => {
    const site = drawn();
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    // Every page of the sitemap in both languages, and a sermon, a series, an event, a product, a guide and a chapter.
    expect(site.addresses.length).toBeGreaterThanOrEqual(38);
    expect(site.addresses.filter((address) => address.includes("lang=es")).length).toBe(site.addresses.length / 2);
    const faults: string[] = [];
    for (const address of site.addresses) {
      const html = await site.read(address);
      // The page is rendered: the check is of the server's HTML, not of an empty shell.
      expect(html, address).toMatch(/<main id="main"[^>]*>\s*<(?!\/main)/);
      // Astro writes its islands' one style rule (display: contents) beside the first island, in the body; browsers
      // apply it as any style, though the HTML standard places <style> in the head. Everything else is checked.
      const report = await validator.validateString(html.replace(ASTRO_ISLAND_STYLE, ""), address);
      const messages: Message[] = report.results.flatMap((result) => result.messages);
      for (const message of messages) faults.push(`${address} ${message.line}:${message.column} ${message.ruleId}: ${message.message} [${message.selector ?? ""}]`);
    }
    expect(faults).toEqual([]);
  }, 300_000);
});
