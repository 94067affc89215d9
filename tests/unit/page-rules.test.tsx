import { describe, expect, it } from "vitest";
import { drawnPagePatterns, pageRuleOf, patternOf } from "../../src/web/app/page-rules";
import { PAGE_ROUTES } from "../../src/web/app/router";

const rule = (path: string) => pageRuleOf(PAGE_ROUTES, path);

describe("what the server may do with each address, read from the routes' own declarations", () => {
  it("draws the pages whose routes say they draw the same for a guest", () => {
    for (const path of ["/", "/events", "/sermons", "/give", "/study"]) expect(rule(path), path).toEqual({ drawnForGuests: true, status: 200 });
  });

  it("answers 404 for an address no page has, drawn as the page that says so", () => {
    expect(rule("/no-such-page")).toEqual({ drawnForGuests: true, status: 404 });
    expect(rule("/events/extra/parts/here")).toEqual({ drawnForGuests: true, status: 404 });
  });

  it("answers 404 for an unknown admin address, which the admin portal draws in the browser", () => {
    expect(rule("/admin/no-such-section")).toEqual({ drawnForGuests: false, status: 404 });
  });

  it("leaves member and admin pages to the browser, with 200", () => {
    for (const path of ["/settings", "/give/history", "/admin", "/admin/settings", "/admin/login"]) {
      expect(rule(path), path).toEqual({ drawnForGuests: false, status: 200 });
    }
  });
});

describe("the list of drawn pages the speed and hydration checks visit", () => {
  it("holds every route declared drawn, detail pages included, and no page for members or admins", () => {
    const patterns = drawnPagePatterns(PAGE_ROUTES);
    expect(patterns).toEqual(expect.arrayContaining(["/", "/events", "/events/:id/:date", "/sermons/:slug", "/study/:book/:chapter", "/store/:slug"]));
    expect(patterns.filter((p) => p.startsWith("/admin") || p === "/settings" || p === "/give/history")).toEqual([]);
  });
});

describe("the route pattern an address is drawn by", () => {
  it("names the most specific route, as the router chooses it", () => {
    expect(patternOf(PAGE_ROUTES, "/store/sunday-mug")).toBe("/store/:slug");
    expect(patternOf(PAGE_ROUTES, "/store/cart")).toBe("/store/cart");
    expect(patternOf(PAGE_ROUTES, "/")).toBe("/");
    expect(patternOf(PAGE_ROUTES, "/admin/settings")).toBe("/admin/settings");
  });
});
