import { runInNewContext } from "node:vm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markdownHtml } from "../../src/server/features/email/render";
import { serviceWorkerSource } from "../../src/server/features/pwa/service-worker";
import { isSafeLinkUrl, isSameSiteLink, isSameSitePath, linkKind } from "../../src/shared/safe-link";
import { pushAnnouncementInput } from "../../src/shared/push";
import { MarkdownText } from "../../src/web/components/MarkdownText";
import { returnTo } from "../../src/web/features/auth/account";
import { EVIL_LINKS, GOOD_PATHS } from "../support/evil-links";

const SITE = "https://church.example.org";

describe("the site's one same-site link check", () => {
  it.each(EVIL_LINKS)("refuses %j as a page of the site", (link) => {
    expect(isSameSitePath(link)).toBe(false);
    expect(isSameSiteLink(link, SITE)).toBe(false);
    expect(pushAnnouncementInput.safeParse({ title: { en: "a", es: "a" }, body: { en: "b", es: "b" }, url: link }).success).toBe(false);
  });

  it.each(GOOD_PATHS)("takes %j, a page of the site", (path) => {
    expect(isSameSitePath(path)).toBe(true);
    expect(isSameSiteLink(path, SITE)).toBe(true);
    expect(isSameSiteLink(`${SITE}${path}`, SITE)).toBe(true);
  });

  it("takes a full address only on the site's own origin", () => {
    expect(isSameSiteLink("https://church.example.org.evil.com/", SITE)).toBe(false);
    expect(isSameSiteLink("https://church.example.org@evil.com/", SITE)).toBe(false);
    expect(isSameSiteLink("http://church.example.org/", SITE)).toBe(false);
  });
});

describe("the footer's network links", () => {
  it("opens only an absolute http(s), mailto or tel address; an address not set, a page path or a script is no link", () => {
    for (const url of ["https://facebook.com/ourchurch", "http://example.org", "mailto:hi@church.org", "tel:5595550142"]) expect(isSafeLinkUrl(url), url).toBe(true);
    for (const url of ["", " ", "/about", "facebook.com/ourchurch", "javascript:alert(1)", "data:text/html,hi", "JaVaScRiPt:alert(1)"]) expect(isSafeLinkUrl(url), url).toBe(false);
  });
});

describe("links in what admins and members write", () => {
  it("draws no link for an evil href in a page text, keeps the site's pages here and outside addresses in a new tab", () => {
    for (const link of EVIL_LINKS.filter((l) => linkKind(l) === "unsafe")) {
      const html = renderToStaticMarkup(<MarkdownText source={`[Click](<${link.replace(/[<>\n\r]/g, "")}>) and [here](${encodeURI(link)})`} />);
      // Whatever the parser made of it, a link that is drawn opens a page of the site.
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(new URL(href ?? "", SITE).origin, `${JSON.stringify(link)} -> ${href}`).toBe(SITE);
      expect(html).not.toContain("javascript:");
    }
    const drawn = renderToStaticMarkup(<MarkdownText source={"[Events](/events) [Map](https://maps.example.com/x) [Sneaky](/\\evil.com) [Other](//evil.com)"} />);
    expect(drawn).toContain('<a href="/events" rel="noopener noreferrer">Events</a>');
    expect(drawn).toContain('<a href="https://maps.example.com/x" rel="noopener noreferrer" target="_blank">Map</a>');
    expect(drawn).toContain("Sneaky");
    expect(drawn).not.toContain("//evil.com");
  });

  it("makes an email's links to the site full addresses on it, keeps outside ones and drops evil ones", () => {
    const html = markdownHtml("[Events](/events?a=1&b=2) [Map](https://maps.example.com/x) [Other](//evil.com) [Run](javascript:alert(1)) [Sneaky](/\\/evil.com)", SITE);
    expect(html).toContain(`<a href="${SITE}/events?a=1&amp;b=2">Events</a>`);
    expect(html).toContain('<a href="https://maps.example.com/x">Map</a>');
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(["https://church.example.org", "https://maps.example.com"]).toContain(new URL(href ?? "").origin);
    expect(html).not.toContain('href=""');
    expect(html).toContain("Other");
  });
});

describe("links the browser follows", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns a member after sign-in only to a page of the site", () => {
    const store = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    for (const link of EVIL_LINKS) {
      returnTo.remember(link);
      expect(returnTo.take(), JSON.stringify(link)).toBe("/");
    }
    returnTo.remember("/events?when=tomorrow");
    expect(returnTo.take()).toBe("/events?when=tomorrow");
  });

  /** The service worker run as a browser would, with its notifications and windows recorded. */
  function serviceWorker() {
    const listeners = new Map<string, (event: unknown) => void>();
    const shown: Array<{ data: { url: string } }> = [];
    const opened: string[] = [];
    const waits: Promise<unknown>[] = [];
    const self = {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      location: { origin: SITE },
      registration: { showNotification: async (_title: string, options: { data: { url: string } }) => void shown.push(options) },
      clients: { matchAll: async () => [], openWindow: async (url: string) => void opened.push(url) },
      skipWaiting: async () => {},
    };
    runInNewContext(serviceWorkerSource({ version: "test", precache: [], assets: [] }), { self, caches: {}, URL, Response, fetch, console });
    const fire = async (type: string, event: object) => {
      listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
      await Promise.all(waits);
    };
    return { shown, opened, fire };
  }

  it("opens only pages of the site from a notification, whatever the notification says", async () => {
    for (const link of EVIL_LINKS) {
      const sw = serviceWorker();
      await sw.fire("push", { data: { json: () => ({ title: "Hi", body: "b", url: link, tag: "t" }) } });
      expect(sw.shown[0]?.data.url, JSON.stringify(link)).toBe("/");
      await sw.fire("notificationclick", { notification: { close: () => {}, data: { url: link } } });
      expect(new URL(sw.opened[0] ?? "").origin, JSON.stringify(link)).toBe(SITE);
      expect(sw.opened[0]).toBe(`${SITE}/`);
    }
    const sw = serviceWorker();
    await sw.fire("push", { data: { json: () => ({ title: "Hi", body: "b", url: "/events", tag: "t" }) } });
    expect(sw.shown[0]?.data.url).toBe("/events");
  });
});
