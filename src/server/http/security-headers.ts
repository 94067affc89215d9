import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../lib/http/app-env";

/**
 * A strict CSP: our own scripts only, plus the third-party frames the pages embed on purpose: video (YouTube,
 * Vimeo), the map (Google Maps, OpenStreetMap) and the theme-song player (Spotify, Apple Music).
 */
const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
  "https://www.google.com",
  "https://maps.google.com",
  "https://www.openstreetmap.org",
  "https://open.spotify.com",
  "https://embed.music.apple.com",
];

const CORP = "Cross-Origin-Resource-Policy";
const CSP = "Content-Security-Policy";

/**
 * Hono's secure headers, with Cross-Origin-Resource-Policy `same-origin` on every response unless its route says
 * otherwise: public media (uploads, sermon notes, the podcast artwork, demo photos and clips) says `cross-origin`,
 * so a web podcast player or another site embedding a sermon may load it.
 */
export function securityHeaders(isProduction: boolean): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner set inline style attributes; no inline scripts are allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https://i.ytimg.com", "https://i.vimeocdn.com"],
      mediaSrc: ["'self'", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: FRAME_SOURCES,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: isProduction ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  return (c, next) =>
    headers(c, async () => {
      await next();
      if (!c.res.headers.has(CORP)) c.res.headers.set(CORP, "same-origin");
    }).then(() => allowPageScripts(c.res.headers, c.get("pageScriptHashes")));
}

/**
 * An Astro page's islands start from a few small inline scripts that Astro hashes (http/site-pages.ts): the page's
 * CSP allows exactly those, still no other inline script.
 */
function allowPageScripts(headers: Headers, hashes: string[] | undefined): void {
  const policy = headers.get(CSP);
  if (!policy || !hashes || hashes.length === 0) return;
  headers.set(CSP, policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(" ")}`));
}
