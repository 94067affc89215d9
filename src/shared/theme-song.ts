/**
 * The theme song's tracks (issue 23, item 3): an admin pastes the song's address on Spotify, Apple Music or
 * YouTube, and the player embeds that exact track. Plain functions, free of zod, so the public pages can use them;
 * the admin's request is validated with them in site.ts (themeSongUpdate).
 */
export const THEME_SONG_PROVIDERS = ["spotify", "apple", "youtube"] as const;
export type ThemeSongProvider = (typeof THEME_SONG_PROVIDERS)[number];

export const THEME_SONG_PROVIDER_NAMES: Record<ThemeSongProvider, string> = {
  spotify: "Spotify",
  apple: "Apple Music",
  youtube: "YouTube",
};

/** The song as the settings keep it: its title and, per service, the track's address (none: not offered). */
interface ThemeSongSettings {
  title: string;
  tracks: Partial<Record<ThemeSongProvider, string>>;
}

interface ThemeSongTrack {
  provider: ThemeSongProvider;
  /** The track's own page on the service, for "Open the full track". */
  trackUrl: string;
  /** The address the player's frame loads. */
  embedUrl: string;
}

const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const APPLE_ID = /^\d{1,15}$/;
const APPLE_STOREFRONT = /^[a-z]{2}$/;
const APPLE_SLUG = /^[\p{L}\p{N}%._~-]{1,200}$/u;

function spotify(url: URL): ThemeSongTrack | null {
  if (url.hostname !== "open.spotify.com") return null;
  // https://open.spotify.com/track/<id>, also with a language prefix (/intl-es/track/<id>) or /embed/track/<id>
  const parts = url.pathname.split("/").filter(Boolean);
  const at = parts.indexOf("track");
  const id = at >= 0 && at <= 1 && parts.length === at + 2 ? parts[at + 1] : undefined;
  if (!id || !SPOTIFY_ID.test(id) || (at === 1 && !/^(intl-[a-z]{2}(-[a-z]{2})?|embed)$/i.test(parts[0] ?? ""))) return null;
  return { provider: "spotify", trackUrl: `https://open.spotify.com/track/${id}`, embedUrl: `https://open.spotify.com/embed/track/${id}` };
}

function apple(url: URL): ThemeSongTrack | null {
  if (url.hostname !== "music.apple.com" && url.hostname !== "embed.music.apple.com") return null;
  const parts = url.pathname.split("/").filter(Boolean);
  const [storefront, kind, ...rest] = parts;
  if (!storefront || !APPLE_STOREFRONT.test(storefront)) return null;
  let path: string | null = null;
  if (kind === "song") {
    // /us/song/<slug>/<id> or /us/song/<id>
    const id = rest.at(-1);
    const slug = rest.length === 2 ? rest[0] : undefined;
    if (rest.length > 2 || !id || !APPLE_ID.test(id) || (slug !== undefined && !APPLE_SLUG.test(slug))) return null;
    path = `${storefront}/song/${slug ? `${slug}/` : ""}${id}`;
  } else if (kind === "album") {
    // A song on an album page: /us/album/<slug>/<album id>?i=<song id>
    const id = rest.at(-1);
    const slug = rest.length === 2 ? rest[0] : undefined;
    const song = url.searchParams.get("i");
    if (rest.length > 2 || !id || !APPLE_ID.test(id) || !song || !APPLE_ID.test(song) || (slug !== undefined && !APPLE_SLUG.test(slug))) return null;
    path = `${storefront}/album/${slug ? `${slug}/` : ""}${id}?i=${song}`;
  }
  if (!path) return null;
  return { provider: "apple", trackUrl: `https://music.apple.com/${path}`, embedUrl: `https://embed.music.apple.com/${path}` };
}

function youtube(url: URL): ThemeSongTrack | null {
  const host = url.hostname.replace(/^(www|m|music)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/").filter(Boolean).length === 1 ? url.pathname.slice(1) : null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts.length === 1 && parts[0] === "watch") id = url.searchParams.get("v");
    else if (parts.length === 2 && ["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) id = parts[1] ?? null;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: "youtube", trackUrl: `https://www.youtube.com/watch?v=${id}`, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
}

/**
 * Reads a pasted song address: a Spotify track, an Apple Music song (its own page, or an album page with ?i=),
 * or a YouTube video. Anything else (a search, an artist, a playlist, another site) is null.
 */
export function parseThemeSongUrl(input: string): ThemeSongTrack | null {
  const text = input.trim();
  const spotifyUri = /^spotify:track:([A-Za-z0-9]{22})$/.exec(text);
  if (spotifyUri) return spotify(new URL(`https://open.spotify.com/track/${spotifyUri[1]}`));
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  return spotify(url) ?? apple(url) ?? youtube(url);
}

/** The song's playable tracks, in the services' order; an address that does not read as a track is left out. */
export function themeSongTracks(song: ThemeSongSettings | null | undefined): ThemeSongTrack[] {
  if (!song) return [];
  return THEME_SONG_PROVIDERS.flatMap((provider) => {
    const address = song.tracks[provider];
    const track = address ? parseThemeSongUrl(address) : null;
    return track && track.provider === provider ? [track] : [];
  });
}
