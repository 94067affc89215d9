import { describe, expect, it } from "vitest";
import { themeSongUpdate } from "../../src/shared/site";
import { parseThemeSongUrl, themeSongTracks } from "../../src/shared/theme-song";

describe("parseThemeSongUrl", () => {
  it("reads a Spotify track from its share link, a language-prefixed link, an embed or a spotify: URI", () => {
    const expected = {
      provider: "spotify",
      trackUrl: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      embedUrl: "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC",
    };
    for (const url of [
      "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abcdef0123",
      "https://open.spotify.com/intl-es/track/4uLU6hMCjMI75M1A2tKUQC",
      "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC",
      "  spotify:track:4uLU6hMCjMI75M1A2tKUQC ",
    ]) {
      expect(parseThemeSongUrl(url), url).toEqual(expected);
    }
  });

  it("reads an Apple Music song from its own page or from an album page with ?i=", () => {
    expect(parseThemeSongUrl("https://music.apple.com/us/song/amazing-grace/1440833098")).toEqual({
      provider: "apple",
      trackUrl: "https://music.apple.com/us/song/amazing-grace/1440833098",
      embedUrl: "https://embed.music.apple.com/us/song/amazing-grace/1440833098",
    });
    expect(parseThemeSongUrl("https://music.apple.com/mx/album/gracia/1440833063?i=1440833098&l=es")).toEqual({
      provider: "apple",
      trackUrl: "https://music.apple.com/mx/album/gracia/1440833063?i=1440833098",
      embedUrl: "https://embed.music.apple.com/mx/album/gracia/1440833063?i=1440833098",
    });
  });

  it("reads a YouTube video from watch, youtu.be, shorts, embed and music links", () => {
    const expected = {
      provider: "youtube",
      trackUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    };
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://music.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(parseThemeSongUrl(url), url).toEqual(expected);
    }
  });

  it("refuses searches, artists, albums without a song, playlists, other sites and odd addresses", () => {
    for (const url of [
      "https://open.spotify.com/search/Water%20Walkers%20Remix",
      "https://open.spotify.com/embed/search/Water%20Walkers%20Remix",
      "https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF",
      "https://open.spotify.com/track/short",
      "https://open.spotify.com/evil/track/4uLU6hMCjMI75M1A2tKUQC",
      "https://music.apple.com/us/search?term=Water%20Walkers%20Remix",
      "https://music.apple.com/us/album/gracia/1440833063",
      "https://music.apple.com/us/artist/someone/123",
      "https://www.youtube.com/results?search_query=water",
      "https://www.youtube.com/playlist?list=PL123",
      "https://www.youtube.com/watch?v=too-short",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://open.spotify.com.evil.example/track/4uLU6hMCjMI75M1A2tKUQC",
      "https://user:pass@open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      "javascript:alert(1)",
      "not a link",
      "",
    ]) {
      expect(parseThemeSongUrl(url), url).toBeNull();
    }
  });
});

describe("themeSongTracks", () => {
  it("gives the playable tracks in the services' order and leaves out what is not a track of that service", () => {
    const tracks = themeSongTracks({
      title: "Song",
      tracks: {
        youtube: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        apple: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
        spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      },
    });
    expect(tracks.map((t) => t.provider)).toEqual(["spotify", "youtube"]);
    expect(themeSongTracks({ title: "Song", tracks: {} })).toEqual([]);
    expect(themeSongTracks(undefined)).toEqual([]);
  });
});

describe("themeSongUpdate", () => {
  it("keeps each track in its plain form, drops empty ones and names the field that is wrong", () => {
    expect(
      themeSongUpdate.parse({ title: " Water Walkers ", tracks: { spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=x", apple: "", youtube: undefined } }),
    ).toEqual({ title: "Water Walkers", tracks: { spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", apple: undefined, youtube: undefined } });
    const wrong = themeSongUpdate.safeParse({ title: "Song", tracks: { apple: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => issue.path.join("."))).toEqual(["tracks.apple"]);
  });
});
