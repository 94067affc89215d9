import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "../../src/web/app/breadcrumb";

describe("breadcrumb trail", () => {
  it("is hidden on the home page", () => {
    expect(breadcrumbTrail("/")).toEqual([]);
  });

  it("shows a passage in the Bible reader as Bible Tools & Study", () => {
    expect(breadcrumbTrail("/study/JHN/3")).toEqual([
      { labelKey: "breadcrumb.home", href: "/" },
      { labelKey: "breadcrumb.study", href: null },
    ]);
  });

  it("shows one event's page under Events, which links back to the list", () => {
    expect(breadcrumbTrail("/events/0b7c4f5e-2d7a-4b8e-9a51-6f3c1d2e4a10/2026-11-25")).toEqual([
      { labelKey: "breadcrumb.home", href: "/" },
      { labelKey: "breadcrumb.events", href: "/events" },
      { labelKey: "breadcrumb.event", href: null },
    ]);
  });

  it("shows a sermon under Resources and Sermons", () => {
    expect(breadcrumbTrail("/sermons/the-good-shepherd")).toEqual([
      { labelKey: "breadcrumb.home", href: "/" },
      { labelKey: "breadcrumb.resources", href: null },
      { labelKey: "breadcrumb.sermons", href: "/sermons" },
      { labelKey: "breadcrumb.sermon", href: null },
    ]);
  });

  it("labels the connection pages, the member's settings and an unknown address", () => {
    expect(breadcrumbTrail("/join-church").at(-1)).toEqual({ labelKey: "breadcrumb.joinChurch", href: null });
    expect(breadcrumbTrail("/kingdom-builders-class").at(-1)).toEqual({ labelKey: "breadcrumb.kingdomBuilders", href: null });
    expect(breadcrumbTrail("/settings").at(-1)).toEqual({ labelKey: "breadcrumb.settings", href: null });
    expect(breadcrumbTrail("/no-such-page")).toEqual([
      { labelKey: "breadcrumb.home", href: "/" },
      { labelKey: "breadcrumb.notFound", href: null },
    ]);
  });

  it.each([
    ["/study", "breadcrumb.study"],
    ["/events", "breadcrumb.events"],
    ["/community", "breadcrumb.community"],
    ["/give", "breadcrumb.give"],
    ["/about", "breadcrumb.about"],
    ["/plan-visit", "breadcrumb.planVisit"],
    ["/watch", "breadcrumb.watch"],
  ])("shows Home then the label for %s", (path, labelKey) => {
    expect(breadcrumbTrail(path)).toEqual([
      { labelKey: "breadcrumb.home", href: "/" },
      { labelKey, href: null },
    ]);
  });

  it.each([
    ["/sermons", "breadcrumb.sermons"],
    ["/prayer", "breadcrumb.prayer"],
    ["/gallery", "breadcrumb.gallery"],
    ["/store", "breadcrumb.store"],
  ])("puts %s under Resources, which links nowhere", (path, labelKey) => {
    expect(breadcrumbTrail(path)).toEqual([
      { labelKey: "breadcrumb.home", href: "/" },
      { labelKey: "breadcrumb.resources", href: null },
      { labelKey, href: null },
    ]);
  });

  it("links every entry but the last, except the Resources group", () => {
    for (const path of ["/study", "/sermons", "/admin", "/admin/users"]) {
      const trail = breadcrumbTrail(path);
      expect(trail.at(-1)?.href, path).toBeNull();
      for (const crumb of trail.slice(0, -1)) {
        if (crumb.labelKey !== "breadcrumb.resources") expect(crumb.href, `${path} ${crumb.labelKey}`).not.toBeNull();
      }
    }
  });

  it("matches an address as the router does: in any case, a parameter being one whole segment", () => {
    expect(breadcrumbTrail("/Study/Guides")).toEqual(breadcrumbTrail("/study/guides"));
    expect(breadcrumbTrail("/store/cart").at(-1)?.labelKey).toBe("breadcrumb.cart");
    expect(breadcrumbTrail("/store/sunday-mug").at(-1)?.labelKey).toBe("breadcrumb.product");
    expect(breadcrumbTrail("/store/orders/42/extra").at(-1)?.labelKey).toBe("breadcrumb.notFound");
    expect(breadcrumbTrail("/events//2026-11-25").at(-1)?.labelKey).toBe("breadcrumb.notFound");
  });

  it("ignores a trailing slash", () => {
    expect(breadcrumbTrail("/events/")).toEqual(breadcrumbTrail("/events"));
  });

  it("labels the admin dashboard and its sections, linking back to the dashboard", () => {
    expect(breadcrumbTrail("/admin")).toEqual([
      { labelKey: "breadcrumb.home", href: "/" },
      { labelKey: "breadcrumb.admin", href: null },
    ]);
    expect(breadcrumbTrail("/admin/inbox/prayer")).toEqual([
      { labelKey: "breadcrumb.home", href: "/" },
      { labelKey: "breadcrumb.admin", href: "/admin" },
      { labelKey: "breadcrumb.adminSections.inboxPrayer", href: null },
    ]);
  });

  it.each([
    ["/admin/dashboard", "dashboard"],
    ["/admin/users", "users"],
    ["/admin/members", "members"],
    ["/admin/health", "health"],
    ["/admin/settings", "settings"],
    ["/admin/inbox/prayer", "inboxPrayer"],
    ["/admin/inbox/meetings", "inboxMeetings"],
    ["/admin/inbox/signups", "inboxSignups"],
  ])("labels %s as admin section %s", (path, section) => {
    expect(breadcrumbTrail(path).map((c) => c.labelKey)).toEqual([
      "breadcrumb.home",
      "breadcrumb.admin",
      `breadcrumb.adminSections.${section}`,
    ]);
  });

  it("labels every admin section, and an unknown admin path as not found", () => {
    expect(breadcrumbTrail("/admin/fish-fry-archive").at(-1)?.labelKey).toBe("breadcrumb.adminSections.fishFryArchive");
    expect(breadcrumbTrail("/admin/nope").at(-1)?.labelKey).toBe("breadcrumb.notFound");
  });
});
