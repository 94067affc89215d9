import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import adminEn from "../../src/web/i18n/admin.en.json";
import adminEs from "../../src/web/i18n/admin.es.json";

const WEB = path.join(import.meta.dirname, "../../src/web");

/** Every file under a folder whose name passes the test, found on disk (a file added tomorrow is checked too). */
function filesUnder(dir: string, keep: (name: string, full: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name, full) ? [full] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the admin's words (issue 51)", () => {
  const spanishFiles = filesUnder(WEB, (name) => name === "es.json" || name.endsWith(".es.json"));

  it("writes no English words in its Spanish texts ('Archivo del fish fry')", () => {
    expect(spanishFiles.length).toBeGreaterThan(10);
    for (const file of spanishFiles) {
      for (const text of strings(JSON.parse(readFileSync(file, "utf8")))) expect(text, path.relative(WEB, file)).not.toMatch(/\bfish ?fry\b/i);
    }
  });

  it("names the event categories in one place, the public site's (no 'Culto' beside 'Adoración')", () => {
    const adminEventFiles = filesUnder(path.join(WEB, "features/events/admin"), (name) => name.endsWith(".json"));
    for (const file of adminEventFiles) {
      const book = JSON.parse(readFileSync(file, "utf8")) as { eventsAdmin: Record<string, unknown> };
      expect(book.eventsAdmin.category, path.relative(WEB, file)).toBeUndefined();
    }
    const loader = readFileSync(path.join(WEB, "features/events/admin/events-admin-strings.ts"), "utf8");
    expect(loader).toContain('import("../i18n/es.json")');
  });

  it("writes every clock time of an admin page through the site's formatter, never as stored ('19:00')", () => {
    const pages = filesUnder(WEB, (name, full) => name.endsWith(".tsx") && /(^|[\\/])(admin|inbox)[\\/]/.test(path.relative(WEB, full)));
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) expect(readFileSync(file, "utf8"), path.relative(WEB, file)).not.toMatch(/\{\s*\w+\.time\s*\}/);
  });

  it("tells the website's roles from the admin portal, in both languages", () => {
    for (const book of [adminEn, adminEs]) {
      // The role buttons name the website, the hint sends to the portal invitation by its own words.
      expect(book.members.grant.admin).not.toBe(book === adminEn ? "Make admin" : "Hacer administrador");
      expect(book.members.rolesHint).toContain(book.members.portal.invite);
      expect(book.members.grant.admin.toLowerCase()).toContain(book === adminEn ? "website" : "sitio web");
    }
  });
});
