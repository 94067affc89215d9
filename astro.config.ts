import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { precompressDir } from "./scripts/precompress-assets";
import honoAdapter from "./src/site/adapter/integration";

/**
 * The public pages: Astro renders them on the server (SSR) and hydrates only their islands, the React components
 * a visitor interacts with (docs/decisions/0076-astro-islands-over-nextjs.md). The site's own
 * server (src/server) answers each page request through the adapter in src/site/adapter, so the API, uploads and
 * caches stay where they are. `npm run build` writes dist/site/client (the browser's files, under /_astro) and
 * dist/site/server (the renderer the server imports).
 */
export default defineConfig({
  srcDir: "./src/site",
  // The site's public files (icons, robots.txt...) are the server's (public/, served from dist/web).
  publicDir: "./src/site/public",
  outDir: "./dist/site",
  output: "server",
  adapter: honoAdapter(),
  integrations: [
    react(),
    // The browser's files (dist/site/client) get Brotli and gzip copies beside them (scripts/precompress-assets.ts).
    { name: "precompress", hooks: { "astro:build:done": ({ dir }) => precompressDir(fileURLToPath(dir)) } },
  ],
  // The server's own checks (lib/http/trusted-origins.ts) guard every state-changing request; pages are GETs.
  // csp: Astro hashes the inline scripts that start the islands; the server's policy allows those (http/security-headers.ts).
  security: { checkOrigin: false, csp: true },
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  // Images are resized by the server's own uploads route; Astro's image service (sharp) is not used.
  image: { service: { entrypoint: "astro/assets/services/noop" } },
  vite: {
    plugins: [tailwindcss()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The code every public page runs (the header, the player and the visitor's islands, their frame, and
              // what they import: React, i18next, React Query, React Router, the header's parts) in one chunk, instead
              // of the forty small ones Rolldown's automatic splitting made of it. Each file cost the main thread a few
              // tasks of its own on a slow phone; a page now starts from half as many files (docs/decisions/0097).
              // Rolldown's public manual code splitting; what the islands import lazily stays in chunks of its own.
              codeSplitting: {
                groups: [
                  // Astro's own browser code (its client router and what it imports) stays out of the frame (the higher
                  // priority wins): Rolldown puts it in the <ClientRouter /> script's chunk, which every page runs first
                  // and which must not wait for the frame.
                  { name: "router", priority: 2, test: /node_modules[\\/]astro[\\/]|astro:/ },
                  { name: "frame", priority: 1, test: /src[\\/]site[\\/]react[\\/](PageFrame|parts[\\/](HeaderIsland|PlayerIsland|VisitorIsland))\.tsx$/ },
                ],
              },
            },
          },
        },
      },
    },
  },
});
