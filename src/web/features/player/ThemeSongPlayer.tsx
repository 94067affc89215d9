import { ChevronDown, ExternalLink, Music2, Play } from "lucide-react";

import { useTranslation } from "react-i18next";
import { MUSIC_PROVIDERS, type MusicProvider } from "../../../shared/site-constants";
import { useSiteSettings } from "../../lib/site";
import { useStoredState } from "../../lib/stored-state";
import { DEFAULT_PREFERENCE, readPlayerPreference, savePlayerPreference } from "./player-preference";

const PROVIDER_NAMES: Record<MusicProvider, string> = { spotify: "Spotify", apple: "Apple Music" };

/** SPEC.md section 2: the floating theme-song panel on every page; its state survives reloads. */
export function ThemeSongPlayer() {
  const { t } = useTranslation();
  const { data: site } = useSiteSettings();
  const [preference, setPreference] = useStoredState(
    () => readPlayerPreference(window.localStorage),
    (chosen) => savePlayerPreference(window.localStorage, chosen),
    DEFAULT_PREFERENCE,
  );

  if (!site) return null;
  const song = site.themeSong;
  const provider = song.providers[preference.provider];
  const title = t("player.title", { title: song.title });

  return (
    <aside
      aria-label={t("player.label")}
      data-testid="theme-song-player"
      data-state={preference.open ? "expanded" : "collapsed"}
      className="fixed bottom-4 left-4 z-30 w-[360px] max-w-[92vw] rounded-xl border border-slate-200 bg-white/95 text-slate-900 shadow-xl backdrop-blur"
    >
      <div className="flex items-center gap-2 p-2 pl-3">
        <Music2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 truncate text-sm font-semibold">{title}</p>
        <button
          type="button"
          aria-expanded={preference.open}
          aria-controls="theme-song-panel"
          onClick={() => setPreference((p) => ({ ...p, open: !p.open }))}
          className="inline-flex h-9 items-center gap-1 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {preference.open ? <ChevronDown aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          {preference.open ? t("player.hide") : t("player.play")}
        </button>
      </div>
      {preference.open && (
        <div id="theme-song-panel" className="space-y-2 border-t border-slate-200 p-3">
          <div role="group" aria-label={t("player.provider")} className="flex gap-1">
            {MUSIC_PROVIDERS.map((id) => (
              <button
                key={id}
                type="button"
                aria-pressed={preference.provider === id}
                onClick={() => setPreference((p) => ({ ...p, provider: id }))}
                className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
              >
                {PROVIDER_NAMES[id]}
              </button>
            ))}
          </div>
          <iframe
            key={preference.provider}
            title={t("player.embedTitle", { provider: PROVIDER_NAMES[preference.provider] })}
            src={provider.embedUrl}
            height={80}
            loading="lazy"
            allow="autoplay; clipboard-write; encrypted-media"
            className="h-20 w-full rounded-md border-0 bg-slate-100"
          />
          <p className="text-xs text-slate-600">{t("player.note")}</p>
          <a
            href={provider.trackUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t("player.fullTrack", { provider: PROVIDER_NAMES[preference.provider] })}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t("common.opensInNewTab")}</span>
          </a>
        </div>
      )}
    </aside>
  );
}
