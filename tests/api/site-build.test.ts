import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureSiteBuild } from "../../scripts/site-build";

describe("the site build the API tests render from", () => {
  it("is the production build, which the production server can run", () => {
    // Vitest runs with NODE_ENV=test; a build made under it compiled JSX for development (jsxDEV), and the production
    // server failed every page of it. The global setup builds the site when a source is newer than the build.
    const server = path.join(ensureSiteBuild(), "server");
    const chunks = readdirSync(server, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".mjs"));
    expect(chunks.length).toBeGreaterThan(10);
    const developmentJsx = chunks.filter((file) => readFileSync(path.join(server, file), "utf8").includes("jsxDEV"));
    expect(developmentJsx).toEqual([]);
  });
});
