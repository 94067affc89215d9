import { ChevronDown, ExternalLink, Music2, Play } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { THEME_SONG_PROVIDER_NAMES, themeSongTracks, type ThemeSongProvider } from "../../../shared/theme-song";
import { useSiteSettings } from "../../lib/site";
import { useStoredState } from "../../lib/stored-state";
import { DEFAULT_PREFERENCE, readPlayerPreference, savePlayerPreference } from "./player-preference";

/** Each service's player at the height its embed is made for. */
const FRAME_CLASSES: Record<ThemeSongProvider, string> = {
  spotify: "h-20",
  apple: "h-[175px]",
  youtube: "aspect-video",
};

/**
 * SPEC.md section 2: the theme-song player on every page; its state survives reloads. It embeds the very track
 * an admin chose in Admin > Settings (issue 23), on each service given, and never covers the page: it is a small
 * pill in the page's own flow, at its end below the footer, and opens there (docs/decisions.md). Until an admin
 * chooses a track (the demo church has none), the player stays and offers to find the song on each service.
 */
export function ThemeSongPlayer() {
  const { t } = useTranslation();
  const { data: site } = useSiteSettings();
  const [preference, setPreference] = useStoredState(
    () => readPlayerPreference(window.localStorage),
    (chosen) => savePlayerPreference(window.localStorage, chosen),
    DEFAULT_PREFERENCE,
  );

  const tracks = themeSongTracks(site?.themeSong);
  const track = tracks.find((candidate) => candidate.provider === preference.provider) ?? tracks[0];
  if (!site || !site.themeSong.title) return null;
  const providerName = track ? THEME_SONG_PROVIDER_NAMES[track.provider] : "";

  return (
    <aside
      aria-label={t("player.label")}
      data-testid="theme-song-player"
      data-state={preference.open ? "expanded" : "collapsed"}
      className="bg-brand-900 px-4 pb-8"
    >
      <div className="mx-auto max-w-7xl">
        <div data-testid="theme-song-pill" className="inline-flex max-w-full items-center gap-2 rounded-full bg-white py-1 pl-3 pr-1 text-slate-900 shadow">
          <Music2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <p className="min-w-0 text-sm font-semibold">{t("player.title", { title: site.themeSong.title })}</p>
          <button
            type="button"
            aria-expanded={preference.open}
            // The panel is only in the page while open: a closed one is named by nothing (no reference to a missing id).
            aria-controls={preference.open ? "theme-song-panel" : undefined}
            onClick={() => setPreference((p) => ({ ...p, open: !p.open }))}
            className="inline-flex h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {preference.open ? <ChevronDown aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            {preference.open ? t("player.hide") : t("player.play")}
          </button>
        </div>
        {preference.open && (
          <div id="theme-song-panel" className="mt-3 w-full max-w-md space-y-2 rounded-xl bg-white p-3 text-slate-900">
            {track ? (
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
                  className={`${FRAME_CLASSES[track.provider]} w-full rounded-md border-0 bg-slate-100`}
                />
                <p className="text-xs text-slate-600">{t("player.note")}</p>
                <ServiceLink href={track.trackUrl}>{t("player.fullTrack", { provider: providerName })}</ServiceLink>
              </>
            ) : (
              <SongSearchLinks title={site.themeSong.title} />
            )}
          </div>
        )}
      </div>
    </aside>
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
