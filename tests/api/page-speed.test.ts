import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, expect, it } from "vitest";
import { buildApp, describeEachDatabase } from "./support/test-app";

const APP_SCRIPT = `console.log(${JSON.stringify("the app ".repeat(400))});`;

const builds: string[] = [];
afterAll(() => {
  for (const dir of builds) rmSync(dir, { recursive: true, force: true });
});

/**
 * The server renderer's page rules as router.tsx declares them for the events page (the modules it waits for),
 * none for other addresses; nothing here is drawn.
 */
const RENDERER = `
export function pageRule(path) {
  const modules = path === "/events" ? ["features/events/EventsPage.tsx", "features/events/i18n/{lang}.json"] : [];
  return { drawnForGuests: false, status: path === "/events" ? 200 : 404, modules };
}
export function prerenderPage() { throw new Error("nothing is drawn here"); }
`;

/**
 * A build as Vite writes it: index.html, hashed assets with their Brotli copies and the manifest in web/, and
 * the server renderer beside it in ssr/.
 */
function builtWebApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), "church-build-"));
  builds.push(root);
  const dir = path.join(root, "web");
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  mkdirSync(path.join(root, "ssr"));
  writeFileSync(path.join(root, "ssr", "entry-server.js"), RENDERER);
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><title>test</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "index-1.js"), APP_SCRIPT);
  writeFileSync(path.join(dir, "assets", "index-1.js.br"), brotliCompressSync(APP_SCRIPT));
  mkdirSync(path.join(dir, ".vite"));
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: [] },
    "i18n/en.json": { file: "assets/en-1.js" },
    "i18n/es.json": { file: "assets/es-1.js" },
    "features/events/EventsPage.tsx": { file: "assets/EventsPage-1.js", imports: ["index.html"] },
    "features/events/i18n/en.json": { file: "assets/events-en-1.js" },
    "features/events/i18n/es.json": { file: "assets/events-es-1.js" },
  };
  writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

describeEachDatabase("page speed: what the server sends for the web app", (ctx) => {
  it("names the chunks a page's route says it waits for in its HTML, in the page's language", async () => {
    const app = buildApp(ctx().database, builtWebApp());
    const english = await (await app.request("/events")).text();
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/EventsPage-1.js" />');
    expect(english).toContain('href="/assets/events-en-1.js"');
    expect(english).toContain('href="/assets/en-1.js"');
    expect(english).not.toContain("es-1.js");

    const spanish = await (await app.request("/events?lang=es")).text();
    expect(spanish).toContain('href="/assets/events-es-1.js"');
    expect(spanish).toContain('href="/assets/es-1.js"');

    const unlisted = await (await app.request("/no-such-page")).text();
    expect(unlisted).not.toContain("modulepreload");
  });

  it("sends the build's Brotli copy of a script to a browser that accepts br, and gzip to one that does not", async () => {
    const app = buildApp(ctx().database, builtWebApp());
    const brotli = await app.request("/assets/index-1.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(APP_SCRIPT);

    const gzip = await app.request("/assets/index-1.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("never serves the build manifest", async () => {
    const app = buildApp(ctx().database, builtWebApp());
    expect((await app.request("/.vite/manifest.json")).status).toBe(404);
  });
});
