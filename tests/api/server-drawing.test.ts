import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DehydratedState } from "@tanstack/react-query";
import { prerenderPage } from "../../src/web/entry-server";
import { buildApp, fakeWebDist, openTestDatabase, type TestContext } from "./support/test-app";

/** The renderer is the same on either database; it reads through the app, here on PGlite. */
describe("drawing a public page on the server", () => {
  let app: TestContext["app"];
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase({ name: "pglite" });
    dispose = opened.dispose;
    app = buildApp(opened.database, fakeWebDist());
  });
  afterAll(() => dispose());

  const keysOf = (state: DehydratedState) => state.queries.map((q) => q.queryHash).sort();

  it("makes the reads it made last time before drawing, and draws every page of the sitemap the same, with the same answers", async () => {
    const sitemap = await (await app.request("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
    expect(paths).toEqual(expect.arrayContaining(["/", "/events", "/sermons", "/prayer", "/study"]));
    for (const url of paths) {
      for (const language of ["en", "es"] as const) {
        const draw = async () => {
          const reads: string[] = [];
          const page = await prerenderPage({ url, language, get: async (path, init) => (reads.push(path), app.request(path, init)) });
          return { reads: reads.sort(), html: page.html, answers: keysOf(page.queries) };
        };
        const first = await draw();
        const second = await draw();
        expect(first.reads.length, url).toBeGreaterThan(0);
        expect(second, `${language} ${url}`).toEqual(first);
      }
    }
  });
});
