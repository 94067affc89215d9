import { Clock, MessagesSquare, MonitorPlay, PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/Button";

const TILES = [
  { key: "sunday", Icon: Clock },
  { key: "chat", Icon: MessagesSquare },
  { key: "hd", Icon: MonitorPlay },
] as const;

/** "Live Streaming Coming Soon" with its three tiles and two buttons (SPEC.md section 2). */
export function LiveBannerSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="live-title" data-testid="live-banner" className="bg-gradient-to-r from-brand-800 to-brand-600 px-4 py-14 text-white">
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
