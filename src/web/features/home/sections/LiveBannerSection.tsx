import { Clock, MessagesSquare, MonitorPlay, PlayCircle } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/Button";
import { useIsLive } from "../../../lib/live";

const TILES = [
  { key: "sunday", Icon: Clock },
  { key: "chat", Icon: MessagesSquare },
  { key: "hd", Icon: MonitorPlay },
] as const;

/**
 * "Live Streaming Coming Soon" with its three tiles and two buttons (SPEC.md section 2); while the church is live
 * (lib/live.ts, asked every 30 seconds) a live banner with a link to /watch instead, and back when it ends.
 */
export function LiveBannerSection() {
  return useIsLive() ? <LiveNowBanner /> : <ComingSoonBanner />;
}

function LiveNowBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="live-title" data-testid="live-banner" data-live="true" className="bg-gradient-to-r from-red-800 to-brand-800 px-4 py-14 text-white">
      <div className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-bold uppercase tracking-wide text-red-800">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-700 motion-reduce:animate-none" />
          {t("home.live.now.badge")}
        </p>
        <h2 id="live-title" className="mt-4 text-3xl font-extrabold sm:text-4xl">
          {t("home.live.now.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{t("home.live.now.body")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/watch" className={buttonClasses("accent", "lg")}>
            <PlayCircle aria-hidden="true" className="size-5" />
            {t("home.live.now.watch")}
          </Link>
        </div>
      </div>
    </section>
  );
}

function ComingSoonBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="live-title" data-testid="live-banner" data-live="false" className="bg-gradient-to-r from-brand-800 to-brand-600 px-4 py-14 text-white">
      <div className="mx-auto max-w-6xl text-center">
        <h2 id="live-title" className="text-3xl font-extrabold sm:text-4xl">
          {t("home.live.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{t("home.live.body")}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {TILES.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl bg-white/10 p-5">
              <Icon aria-hidden="true" className="mx-auto size-8 text-gold-400" />
              <p className="mt-2 text-lg font-bold">{t(`home.live.tiles.${key}.title`)}</p>
              <p className="text-brand-50">{t(`home.live.tiles.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/watch" className={buttonClasses("accent")}>
            <PlayCircle aria-hidden="true" className="size-5" />
            {t("home.live.watchOnline")}
          </Link>
          <Link to="/sermons" className={`${buttonClasses("outline")} text-white hover:bg-white/10`}>
            {t("home.live.previousSermons")}
          </Link>
        </div>
      </div>
    </section>
  );
}
