import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "../../src/web/app/breadcrumb";
import { Breadcrumb } from "../../src/web/components/layout/Breadcrumb";
import en from "../../src/web/i18n/en.json";
import es from "../../src/web/i18n/es.json";
import { allPages } from "../support/site-pages";

/** A real address for a route pattern: each parameter and splat filled with a sample value. */
function addressOf(pattern: string): string {
  if (pattern === "*") return "/no-such-page";
  return pattern.replace(/:[a-zA-Z]+/g, "sample-1").replace(/\/\*$/, "/no-such-section");
}

function lookup(strings: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), strings);
}

const pages = allPages().filter((page) => !page.redirect);

describe("breadcrumbs on every page the router has", () => {
  it("reads the router's public and admin pages", () => {
    const paths = pages.map((page) => page.path);
    for (const path of ["/join-church", "/kingdom-builders-class", "/settings", "/sermons/:slug", "/admin", "/admin/gallery", "/admin/login"]) {
      expect(paths).toContain(path);
    }
    expect(paths.length).toBeGreaterThan(50);
  });

  it.each(pages.filter((page) => page.path !== "/").map((page) => [page.path]))("%s renders a breadcrumb", (path) => {
    const address = addressOf(path);
    const html = renderToString(
      <MemoryRouter initialEntries={[address]}>
        <Breadcrumb />
      </MemoryRouter>,
    );
    expect(html, address).toContain("<nav");
    expect(html, address).toContain('aria-current="page"');
    const trail = breadcrumbTrail(address);
    expect(trail.length, address).toBeGreaterThanOrEqual(2);
    // Known pages never fall back to "Page not found"; each label exists in both languages.
    if (path !== "*" && !path.endsWith("/*")) expect(trail.at(-1)?.labelKey, address).not.toBe("breadcrumb.notFound");
    for (const crumb of trail) {
      expect(typeof lookup(en, crumb.labelKey), `${crumb.labelKey} in English`).toBe("string");
      expect(typeof lookup(es, crumb.labelKey), `${crumb.labelKey} in Spanish`).toBe("string");
    }
  });

  it("hides the breadcrumb on the home page only", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/"]}>
        <Breadcrumb />
      </MemoryRouter>,
    );
    expect(html).toBe("");
  });
});
