import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
        // API test files share a worker's modules (isolate: false), so the renderer may remember this page's
        // reads from another file's app and data: one drawing here first makes the remembered reads this app's.
        await draw();
        const first = await draw();
        const second = await draw();
        expect(first.reads.length, url).toBeGreaterThan(0);
        expect(second, `${language} ${url}`).toEqual(first);
      }
    }
  });

  it("makes a page's reads before its turn: pages waiting to be drawn read while another is drawn", async () => {
    const requested: string[] = [];
    const held: Array<() => void> = [];
    let holding = false;
    const get = async (path: string, init: RequestInit) => {
      requested.push(path);
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      return app.request(path, init);
    };
    const drawnAlone = async (url: string) => {
      requested.length = 0;
      const page = await prerenderPage({ url, language: "en", get });
      return { html: page.html, reads: [...requested] };
    };
    // Drawn once each, one at a time: the renderer learns what each page reads.
    const events = await drawnAlone("/events");
    const sermons = await drawnAlone("/sermons");
    expect(events.reads.length).toBeGreaterThan(0);
    expect(sermons.reads.length).toBeGreaterThan(0);

    // Asked for together, with every answer held back: both pages' reads are made before either is drawn.
    requested.length = 0;
    holding = true;
    const bothDrawn = Promise.all([
      prerenderPage({ url: "/events", language: "en", get }),
      prerenderPage({ url: "/sermons", language: "en", get }),
    ]);
    await vi.waitFor(() => expect(requested.sort()).toEqual([...events.reads, ...sermons.reads].sort()));
    holding = false;
    for (const answer of held) answer();
    const [eventsAgain, sermonsAgain] = await bothDrawn;
    expect(eventsAgain.html).toBe(events.html);
    expect(sermonsAgain.html).toBe(sermons.html);
  });
});
