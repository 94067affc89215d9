import { secureHeaders } from "hono/secure-headers";

/**
 * A strict CSP: our own scripts only, plus the third-party frames the pages embed on purpose: video (YouTube,
 * Vimeo), the map (Google Maps, OpenStreetMap) and the theme-song player (Spotify, Apple Music).
 */
export const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
  "https://www.google.com",
  "https://maps.google.com",
  "https://www.openstreetmap.org",
  "https://open.spotify.com",
  "https://embed.music.apple.com",
];

export function securityHeaders(isProduction: boolean) {
  return secureHeaders({
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
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
