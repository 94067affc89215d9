import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ExtractSchema } from "hono/types";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { ApiRoutes } from "../../src/server/app";
import type { ServerFeature } from "../../src/server/feature-manifest";
import { SERVER_FEATURES } from "../../src/server/features";
import { PUBLIC_PAGES } from "../../src/server/features/seo/pages";
import type { SharedFeature } from "../../src/shared/feature-manifest";
import { PAGE_SEO, SHARED_FEATURES } from "../../src/shared/features";
import { ADMIN_SECTIONS, SITE_PAGES } from "../../src/shared/site-map";
import { MEMBER_ROUTES } from "../../src/web/app/member-routes";
import { ADMIN_SECTION_PAGES } from "../../src/web/features/admin/section-pages";

/**
 * Decision 0094: each feature declares its pages and its routes once, in its manifests, and every list of them is
 * built from there. These checks fail when a page or a route is declared anywhere else.
 */
const ROOT = path.join(import.meta.dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const files = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file).split(path.sep).join("/"));
const sources = (dir: string) => files(dir).filter((file) => /\.(ts|tsx|astro)$/.test(file));

const serverFeatures: readonly ServerFeature[] = SERVER_FEATURES;
const sharedFeatures: readonly SharedFeature[] = SHARED_FEATURES;
const mounts = serverFeatures.flatMap((feature) => feature.api ?? []);

/** An Astro page file's address pattern: about.astro -> /about, index.astro -> /, sermons/[slug].astro -> /sermons/:slug. */
function patternOfFile(file: string): string {
  return `/${file.replace(/\.astro$/, "").replace(/(^|\/)index$/, "").replace(/\[([a-z]+)\]/gi, ":$1")}`;
}

describe("one registry per feature (decision 0094)", () => {
  it("lists every feature folder's manifest once, on each side", () => {
    const serverManifests = files("src/server/features").filter((file) => file.endsWith("/manifest.ts")).map((file) => file.split("/").at(-2));
    expect(serverFeatures.map((feature) => feature.name).sort()).toEqual(serverManifests.sort());
    const sharedManifests = files("src/shared/features").filter((file) => file !== "src/shared/features/index.ts").map((file) => path.basename(file, ".ts"));
    expect(sharedFeatures.map((feature) => feature.name).sort()).toEqual(sharedManifests.sort());
  });

  it("has an Astro file for every server-rendered page, and a page in a manifest for every Astro file", () => {
    const astro = files("src/site/pages")
      .filter((file) => file.endsWith(".astro"))
      .map((file) => file.slice("src/site/pages/".length))
      // The error page and the catch-all that renders the browser pages (and answers 404) are no address of their own.
      .filter((file) => file !== "500.astro" && file !== "[...path].astro")
      .map(patternOfFile);
    const byPath = new Map(SITE_PAGES.map((page) => [page.path, page]));
    // A browser page may have its own file (store/cart.astro); it renders the same member island.
    for (const pattern of astro) expect(["ssr", "browser"], `${pattern} (src/site/pages) is in no feature's manifest`).toContain(byPath.get(pattern)?.render);
    for (const page of SITE_PAGES.filter((sitePage) => sitePage.render === "ssr")) expect(astro, `${page.path} has no Astro file`).toContain(page.path);
  });

  it("declares each page once, with a breadcrumb, under a page that exists", () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of SITE_PAGES) {
      if (page.path !== "/") expect(page.crumb, `${page.path} has no breadcrumb label`).toBeTruthy();
      if (page.parent) expect(paths, `${page.path}'s parent`).toContain(page.parent);
      // A page that lists detail pages links to them; the tests find each kind's address there, or at its example.
      if (page.render === "ssr" && page.path.includes(":")) expect(page.parent ?? page.example, `${page.path} has no listing`).toBeTruthy();
    }
  });

  it("gives search engines only public server-rendered pages, each with its texts", () => {
    const texts = PAGE_SEO.flatMap((seo) => Object.keys(seo));
    expect(new Set(texts).size).toBe(texts.length);
    expect(PUBLIC_PAGES.map((page) => page.path).sort()).toEqual([...texts].sort());
    for (const page of PUBLIC_PAGES) {
      const declared = SITE_PAGES.find((sitePage) => sitePage.path === page.path);
      expect(declared?.render, page.path).toBe("ssr");
      expect(declared?.private, page.path).toBeUndefined();
    }
  });

  it("renders every browser page, and only those, from the member routes", () => {
    const browser = SITE_PAGES.filter((page) => page.render === "browser").map((page) => page.path);
    expect(MEMBER_ROUTES.map((route) => route.path)).toEqual(browser);
    for (const route of MEMBER_ROUTES) expect(route.Page, route.path).toBeDefined();
  });

  it("has a page for every admin section, each section once", () => {
    const sections = ADMIN_SECTIONS.map((section) => section.path);
    expect(new Set(sections).size).toBe(sections.length);
    expect(Object.keys(ADMIN_SECTION_PAGES).sort()).toEqual([...sections].sort());
    const orders = sharedFeatures.flatMap((feature) => feature.admin ?? []).map((section) => section.order);
    expect(new Set(orders).size, "two admin sections share a place in the menu").toBe(orders.length);
  });

  it("routes no page outside the manifests: every <Route path> the site or the admin portal writes is a declared page", () => {
    const pages = new Set(SITE_PAGES.map((page) => page.path));
    const portal = new Set(["*", "admin", "admin/login", "admin/auth/callback", "admin/*"]);
    for (const file of [...sources("src/web"), ...sources("src/site")]) {
      for (const [, route] of read(file).matchAll(/<Route\b[^>]*\bpath="([^"]+)"/g)) {
        const known = route?.startsWith("/") ? pages.has(route) : file === "src/web/app/router.tsx" && portal.has(route ?? "");
        expect(known, `${file} routes ${route}, which no feature's manifest declares`).toBe(true);
      }
    }
  });

  it("mounts every API path once, and only from the manifests", () => {
    const paths = mounts.map((mount) => mount.path);
    expect(new Set(paths).size).toBe(paths.length);
    // app.ts mounts the features' list and the site's own parts (uploads, the Astro pages, the admin portal's app), nothing else.
    const app = read("src/server/app.ts");
    const routeCalls = [...app.matchAll(/\.route\(\s*([^,]+),\s*([\w.]+)/g)].map(([, at, what]) => `${at} ${what}`);
    expect(routeCalls.sort()).toEqual(['"/" mount.routes', '"/" sitePages', '"/" spaRoutes', '"/api" api', '"/uploads" storageRoutes', "mount.path mount.routes"].sort());
    expect(app).not.toMatch(/from "\.\/features\/[\w-]+\/(routes|admin-routes|member-routes)"/);
  });

  it("names every routes factory of a feature in exactly one manifest, and nowhere else in the server", () => {
    const server = sources("src/server").filter((file) => !file.endsWith("/manifest.ts"));
    const manifests = files("src/server/features").filter((file) => file.endsWith("/manifest.ts"));
    const factories = files("src/server/features")
      .filter((file) => /\/(routes|admin-routes|member-routes)\.ts$/.test(file))
      .flatMap((file) => [...read(file).matchAll(/export function (\w+Routes)\(/g)].map(([, name]) => ({ file, name: name ?? "" })));
    expect(factories.length).toBeGreaterThan(40);
    for (const { file, name } of factories) {
      const word = new RegExp(`\\b${name}\\b`);
      expect(manifests.filter((manifest) => word.test(read(manifest))), `${name} (${file}) in the manifests`).toHaveLength(1);
      expect(server.filter((other) => other !== file && word.test(read(other))), `${name} used outside its manifest`).toEqual([]);
    }
  });

  it("types the API from the same list, route by route: the web client's contract (decision 0091)", () => {
    type Paths = keyof ExtractSchema<ApiRoutes>;
    expectTypeOf<ExtractSchema<ApiRoutes>>().not.toBeAny();
    expectTypeOf<"/prayer/:id" | "/admin/inbox/prayer/:id/notes" | "/giving/webhooks/stripe" | "/admin/sms" | "/watch/chat/messages">().toExtend<Paths>();
    // The end-to-end helpers are mounted behind a switch and are no part of the contract.
    expectTypeOf<"/test/outbox">().not.toExtend<Paths>();
    expect(mounts.length).toBeGreaterThan(30);
  });
});
