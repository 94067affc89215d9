import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/shared/i18n";
import { drawnPagePatterns, pageRuleOf, patternOf } from "../../src/web/app/page-rules";
import { PAGE_ROUTES } from "../../src/web/app/router";

const rule = (path: string) => pageRuleOf(PAGE_ROUTES, path);

describe("what the server may do with each address, read from the routes' own declarations", () => {
  it("draws the pages whose routes say they draw the same for a guest", () => {
    for (const path of ["/", "/events", "/sermons", "/give", "/study"]) expect(rule(path), path).toMatchObject({ drawnForGuests: true, status: 200 });
  });

  it("answers 404 for an address no page has, drawn as the page that says so", () => {
    expect(rule("/no-such-page")).toMatchObject({ drawnForGuests: true, status: 404 });
    expect(rule("/events/extra/parts/here")).toMatchObject({ drawnForGuests: true, status: 404 });
  });

  it("answers 404 for an unknown admin address, which the admin portal draws in the browser", () => {
    expect(rule("/admin/no-such-section")).toEqual({ drawnForGuests: false, status: 404, modules: [] });
  });

  it("leaves member and admin pages to the browser, with 200", () => {
    for (const path of ["/settings", "/give/history", "/admin", "/admin/settings", "/admin/login"]) {
      expect(rule(path), path).toEqual({ drawnForGuests: false, status: 200, modules: [] });
    }
  });
});

describe("the modules a drawn page waits for, which the server names for the browser to fetch early", () => {
  it("are its own chunk, detail pages included, and its feature's texts", () => {
    expect(rule("/study/JHN/3").modules).toEqual(["features/study/StudyPage.tsx", "features/study/i18n/{lang}.json"]);
    expect(rule("/store/sunday-mug").modules).toEqual(["features/store/ProductPage.tsx", "features/store/i18n/{lang}.json"]);
    expect(rule("/no-such-page").modules).toEqual(["features/not-found/NotFoundPage.tsx"]);
  });

  it("are named by every drawn route, and each names a module of the web app in every language", () => {
    const webRoot = path.join(import.meta.dirname, "../../src/web");
    for (const pattern of drawnPagePatterns(PAGE_ROUTES)) {
      const { modules } = rule(pattern.replace(/:[a-z]+/g, "x"));
      expect(modules, pattern).not.toEqual([]);
      const missing = modules.flatMap((module) => LANGUAGES.map((language) => module.replace("{lang}", language))).filter((module) => !existsSync(path.join(webRoot, module)));
      expect(missing, pattern).toEqual([]);
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
