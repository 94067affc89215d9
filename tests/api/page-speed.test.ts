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

/** The admin portal's build as Vite writes it: index.html, hashed assets with their Brotli copies and the manifest. */
function builtWebApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), "church-build-"));
  builds.push(root);
  const dir = path.join(root, "web");
  mkdirSync(path.join(dir, "assets"), { recursive: true });
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
