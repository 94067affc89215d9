import { Radio } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { useIsLive } from "../../../lib/live";

/**
 * The header's Watch Live button: one line in either language; while the church is live it turns red with a
 * pulsing dot and says so to screen readers too (issue 23, item 5). Below the small breakpoint only its icon shows.
 */
export function WatchLiveButton() {
  const { t } = useTranslation();
  const live = useIsLive();
  return (
    <Link
      to="/watch"
      data-tour="watch-live"
      data-testid="watch-live-button"
      data-live={live ? "true" : "false"}
      className={`relative inline-flex h-9 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-semibold text-white transition-colors max-sm:w-9 max-sm:px-0 ${
        live ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"
      }`}
    >
      {live ? (
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2.5 rounded-full bg-white" />
        </span>
      ) : (
        <Radio aria-hidden="true" className="size-4" />
      )}
      <span className="max-sm:sr-only">{t("nav.watchLiveButton")}</span>
      {live && <span className="sr-only">{t("nav.liveNow")}</span>}
    </Link>
  );
}
