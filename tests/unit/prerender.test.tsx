import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { pagePrerenderer, withPrerenderedPage, withScriptsAfterPaint } from "../../src/server/http/prerender";
import { useStoredState } from "../../src/web/lib/stored-state";

/** index.html as the build writes it: the entry script, Vite's module preloads and the loading state in the root. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="modulepreload" crossorigin href="/assets/GivePage-1.js" />
  </head>
  <body>
    <div id="root"><div role="status" class="flex">Loading...</div></div>
  </body>
</html>`;

const page = { html: "<h1>Give Online</h1>", queries: { mutations: [], queries: [] }, drawnAt: 1_795_000_000_000 };

describe("a page drawn on the server", () => {
  it("takes the loading state's place in the root, which names its language and the time it was drawn at", () => {
    const html = withPrerenderedPage(BUILT, page, "es");
    expect(html).toContain('<div id="root" data-prerendered="es" data-drawn-at="1795000000000"><h1>Give Online</h1></div>');
    expect(html).not.toContain("Loading...");
  });

  it("carries the answers it was drawn with as JSON no text in them can break out of", () => {
    const hostile = { ...page, queries: { mutations: [], queries: [{ note: "</script><script>alert(1)</script>" }] } } as unknown as typeof page;
    const html = withPrerenderedPage(BUILT, hostile, "en");
    expect(html).toContain('<script id="prerendered-queries" type="application/json">');
    expect(html).not.toContain("<script>alert(1)");
    const json = /<script id="prerendered-queries" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(hostile.queries);
  });

  it("fetches its scripts after it has painted, the app's entry and every preload named for the starter", () => {
    const html = withScriptsAfterPaint(withPrerenderedPage(BUILT, page, "en"));
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-app="/assets/index-1.js" data-preload="/assets/react-1.js /assets/GivePage-1.js"></script>',
    );
    // The styles still load first, as before.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it("leaves a page without the built entry script as it is", () => {
    expect(withScriptsAfterPaint("<html><head></head></html>")).toBe("<html><head></head></html>");
  });
});

describe("the server's page renderer", () => {
  const logger = pino({ level: "silent" });
  const get = () => Promise.resolve(new Response("{}"));
  const dirs: string[] = [];
  const rendererIn = (source: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), "church-ssr-"));
    dirs.push(dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "entry-server.js"), source);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("sends pages undrawn when the renderer was not built (tests, npm run dev)", async () => {
    const prerender = pagePrerenderer({ ssrDir: path.join(tmpdir(), "church-no-ssr-here"), get, logger });
    expect(await prerender.draw("/give", "en")).toBeUndefined();
    expect(await prerender.rule("/give")).toBeUndefined();
  });

  it("draws with the built renderer, handing it the page, its language and the in-process API", async () => {
    const dir = rendererIn(
      `export async function prerenderPage({ url, language, get }) {
        const site = await (await get("/api/site", {})).text();
        return { html: url + " " + language + " " + site, queries: { mutations: [], queries: [] } };
      }`,
    );
    const prerender = pagePrerenderer({ ssrDir: dir, get: () => Promise.resolve(new Response('{"name":"Living Water"}')), logger });
    expect((await prerender.draw("/give?x=1", "es"))?.html).toBe('/give?x=1 es {"name":"Living Water"}');
  });

  it("sends a page undrawn when drawing it fails", async () => {
    const dir = rendererIn(`export async function prerenderPage() { throw new Error("window is not defined"); }`);
    expect(await pagePrerenderer({ ssrDir: dir, get, logger }).draw("/", "en")).toBeUndefined();
  });
});

describe("state this browser keeps, on a server-drawn page", () => {
  function TextSize() {
    const [size] = useStoredState(() => 3, () => undefined, 1);
    return <p>{size}</p>;
  }

  it("is drawn on the server with its first value, which the browser's first drawing repeats", () => {
    expect(renderToString(<TextSize />)).toBe("<p>1</p>");
  });
});
