import { useState } from "react";
import { ChevronDown, ExternalLink, Music2, Play } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { THEME_SONG_PROVIDER_NAMES, themeSongTracks } from "../../../shared/theme-song";
import { useThemeSong } from "../../lib/site";
import { useStoredState } from "../../lib/stored-state";
import { DEFAULT_PREFERENCE, readPlayerPreference, savePlayerPreference } from "./player-preference";

/**
 * SPEC.md sections 2 and 9: the theme-song player floats in the bottom-right corner of every page, 360 px wide and
 * at most 92 % of the window, with an 80 px embed; it is collapsed or expanded through Play/Hide and its state
 * survives reloads. It embeds the very track an admin chose in Admin > Settings (issue 23), on each service given.
 * Collapsed it is a small pill (on a phone only the note icon and "Play"), and the page keeps a strip at its end
 * as tall as the pill, so the end of every page scrolls clear of it (issue 51). Hide folds the panel without
 * removing the embed, so a song that plays keeps playing while the visitor reads, and across pages (the layout
 * stays). Until an admin chooses a track (the demo church has none), the player offers the song's search instead.
 */
export function ThemeSongPlayer() {
  const { t } = useTranslation();
  const { data: themeSong } = useThemeSong();
  const [preference, setPreference] = useStoredState(
    () => readPlayerPreference(window.localStorage),
    (chosen) => savePlayerPreference(window.localStorage, chosen),
    DEFAULT_PREFERENCE,
  );
  // Once opened in this visit the embed stays in the page (folded when hidden): hiding does not stop the song.
  const [opened, setOpened] = useState(false);

  const tracks = themeSongTracks(themeSong);
  const track = tracks.find((candidate) => candidate.provider === preference.provider) ?? tracks[0];
  if (!themeSong?.title) return null;
  const providerName = track ? THEME_SONG_PROVIDER_NAMES[track.provider] : "";
  const open = preference.open;
  const title = t("player.title", { title: themeSong.title });

  return (
    <>
      {/* The room the closed player takes at the end of every page, in the footer's colour. */}
      <div aria-hidden="true" data-testid="theme-song-room" className="h-16 bg-brand-900" />
      <aside
        aria-label={t("player.label")}
        data-testid="theme-song-player"
        data-state={open ? "expanded" : "collapsed"}
        className={`fixed right-3 bottom-3 z-30 max-w-[92vw] rounded-2xl bg-white text-slate-900 shadow-lg ring-1 ring-slate-900/15 ${open ? "w-[360px]" : ""}`}
      >
        <div data-testid="theme-song-pill" className="flex items-center gap-2 py-1 pr-1 pl-3">
          <Music2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <p className={open ? "min-w-0 flex-1 text-sm font-semibold" : "sr-only sm:not-sr-only sm:max-w-64 sm:truncate sm:text-sm sm:font-semibold"}>{title}</p>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="theme-song-panel"
            onClick={() => {
              setOpened(true);
              setPreference((p) => ({ ...p, open: !p.open }));
            }}
            className="inline-flex h-10 shrink-0 items-center gap-1 rounded-full bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {open ? <ChevronDown aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            {open ? t("player.hide") : t("player.play")}
          </button>
        </div>
        <div id="theme-song-panel" hidden={!open} className="max-h-[70vh] space-y-2 overflow-y-auto px-3 pb-3">
          {(open || opened) &&
            (track ? (
              <>
                {tracks.length > 1 && (
                  <div role="group" aria-label={t("player.provider")} className="flex flex-wrap gap-1">
                    {tracks.map(({ provider }) => (
                      <button
                        key={provider}
                        type="button"
                        aria-pressed={track.provider === provider}
                        onClick={() => setPreference((p) => ({ ...p, provider }))}
                        className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                      >
                        {THEME_SONG_PROVIDER_NAMES[provider]}
                      </button>
                    ))}
                  </div>
                )}
                <iframe
                  key={track.embedUrl}
                  title={t("player.embedTitle", { provider: providerName })}
                  src={track.embedUrl}
                  loading="lazy"
                  allow="autoplay; clipboard-write; encrypted-media; picture-in-picture"
                  allowFullScreen={track.provider === "youtube"}
                  className="h-20 w-full rounded-md border-0 bg-slate-100"
                />
                <p className="text-xs text-slate-600">{t("player.note")}</p>
                <ServiceLink href={track.trackUrl}>{t("player.fullTrack", { provider: providerName })}</ServiceLink>
              </>
            ) : (
              <SongSearchLinks title={themeSong.title} />
            ))}
        </div>
      </aside>
    </>
  );
}

/** No track chosen yet: the song's search on each service, in a new tab. */
function SongSearchLinks({ title }: { title: string }) {
  const { t } = useTranslation();
  const searches = [
    { name: THEME_SONG_PROVIDER_NAMES.spotify, url: `https://open.spotify.com/search/${encodeURIComponent(title)}` },
    { name: THEME_SONG_PROVIDER_NAMES.apple, url: `https://music.apple.com/us/search?term=${encodeURIComponent(title)}` },
  ];
  return (
    <ul className="space-y-1">
      {searches.map(({ name, url }) => (
        <li key={name}>
          <ServiceLink href={url}>{t("player.findOn", { provider: name })}</ServiceLink>
        </li>
      ))}
    </ul>
  );
}

/** A link to the song on its music service, in a new tab. */
function ServiceLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t("common.opensInNewTab")}</span>
    </a>
  );
}
