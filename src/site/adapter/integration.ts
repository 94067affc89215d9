import type { AstroIntegration } from "astro";

/**
 * Astro's adapter for this site's own server: the build's server entry (./server-entry.ts) exports one function that
 * responds to a Fetch `Request` with a `Response`, which the Hono app calls for a public page (src/server/http/site-pages.ts).
 * Astro's Adapter API is public (docs.astro.build/en/reference/adapter-reference); @astrojs/node's middleware mode
 * writes straight to Node's response, past the server's security headers and caches, which is why it is not used.
 */
export default function honoAdapter(): AstroIntegration {
  return {
    name: "church-site-hono",
    hooks: {
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "church-site-hono",
          entrypointResolution: "auto",
          serverEntrypoint: new URL("./server-entry.ts", import.meta.url),
          adapterFeatures: { buildOutput: "server" },
          supportedAstroFeatures: { serverOutput: "stable", staticOutput: "unsupported", hybridOutput: "unsupported", sharpImageService: "unsupported" },
        });
      },
    },
  };
}
