import { lazy, Suspense, useEffect, useState } from "react";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import type { LiveState } from "../../../shared/sermons";
import { Spinner } from "../../components/ui/Spinner";
import { localized } from "../../lib/format";
import { PageIntro, type PageIntroText, usePageIntro } from "../content/PageIntro";
import { useLiveState, useSermons } from "./api";
import { LiveChat } from "./components/LiveChat";
import { SermonCard } from "./components/SermonCard";
import { dateTimeFormat, formatDayAndClock } from "../../../shared/date-format";

const HlsVideo = lazy(() => import("./components/HlsVideo").then((m) => ({ default: m.HlsVideo })));

/**
 * /watch: the live stream with a live badge while a service is on, otherwise a countdown to the next one. The Astro
 * page (src/site/pages/watch.astro) renders the same pieces: the live part as an island, the latest recordings as HTML.
 */
export function WatchPage() {
  const intro = usePageIntro("watch");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <WatchLive intro={intro} />
      <LatestRecordings />
    </div>
  );
}

/**
 * The page's heading with the live badge, and the stream with its chat or the countdown to the next service: all
 * follow the live state. `renderedAt` is the time the server rendered it at, which the countdown starts from (an
 * island is hydrated with the server's seconds, then the clock's).
 */
export function WatchLive({ intro, renderedAt }: { intro: PageIntroText; renderedAt?: number }) {
  const { t } = useTranslation();
  const live = useLiveState();
  return (
    <>
      <PageIntro
        text={intro}
        beside={
          live.data?.live ? (
            <span className="inline-flex items-center gap-2 rounded-full bg-red-700 px-3 py-1 text-sm font-bold uppercase tracking-wide text-white" data-testid="live-badge">
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
              {t("watch.liveBadge")}
            </span>
          ) : null
        }
      />
      {live.isPending ? <Spinner className="mt-10" text={t("common.loading")} /> : null}
      {live.isError ? (
        <p role="alert" className="mt-6">
          {t("watch.loadError")}
        </p>
      ) : null}
      {live.data ? live.data.live ? <LiveStream state={live.data} /> : <Countdown state={live.data} renderedAt={renderedAt} /> : null}
    </>
  );
}

function LiveStream({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  return (
    <section className="mt-6" data-testid="watch-live">
      <p className="text-lg font-semibold text-slate-800" role="status">
        {state.reason === "admin" ? t("watch.liveNow") : t("watch.liveBySchedule")}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
        {state.stream?.provider === "youtube" ? (
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
            <iframe
              src={`${state.stream.embedUrl}?autoplay=1&mute=1`}
              title={t("watch.streamLabel")}
              className="size-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : null}
        {state.stream?.provider === "hls" ? (
          <Suspense fallback={<div className="aspect-video w-full rounded-xl bg-black" />}>
            <HlsVideo src={state.stream.src} label={t("watch.streamLabel")} autoPlay />
          </Suspense>
        ) : null}
        </div>
        <LiveChat live={state.live} />
      </div>
    </section>
  );
}

function useNow(intervalMs: number, renderedAt?: number) {
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // Hydrated at the time the server rendered it: from right after that, the clock.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}

function Countdown({ state, renderedAt }: { state: LiveState; renderedAt?: number }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const now = useNow(1000, renderedAt);
  const next = state.nextService;
  if (!next) {
    return (
      <section className="mt-6" data-testid="watch-offline">
        <p className="text-lg text-slate-800" role="status">
          {t("watch.offline")} {t("watch.noSchedule")}
        </p>
      </section>
    );
  }
  const startsAt = new Date(next.startsAt);
  const left = Math.max(0, Math.floor((startsAt.getTime() - now) / 1000));
  const parts = {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
  const when =
    next.startsLocal && next.zoneName
      ? formatDayAndClock(next.startsLocal, localized(next.zoneName, language), language)
      : dateTimeFormat(language, {
          weekday: "long",
          month: "long",
          day: "numeric",
          hour: "numeric",
          minute: "2-digit",
          timeZone: state.timeZone,
          timeZoneName: "short",
        }).format(startsAt);
  return (
    <section className="mt-6 rounded-2xl bg-brand-900 p-6 text-white sm:p-10" data-testid="watch-offline">
      <p className="text-lg font-semibold" role="status">
        {t("watch.offline")}
      </p>
      <p className="mt-2 text-brand-100">{t("watch.nextService", { service: localized(next.label, language), when })}</p>
      <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-200">{t("watch.startsIn")}</h2>
      {/* Two by two on a phone, so "MINUTOS" and "SEGUNDOS" fit their tiles; each unit in its plural form. */}
      <dl className="mt-2 grid max-w-lg grid-cols-2 gap-3 text-center sm:grid-cols-4" data-testid="countdown" aria-live="off">
        {(Object.keys(parts) as (keyof typeof parts)[]).map((unit) => (
          <div key={unit} className="flex min-w-0 flex-col-reverse rounded-xl bg-white/10 px-2 py-3" data-testid={`countdown-${unit}`}>
            <dt className="text-xs tracking-wide break-words text-brand-100 uppercase">{t(`watch.units.${unit}`, { count: parts[unit] })}</dt>
            <dd className="text-3xl font-extrabold tabular-nums sm:text-4xl">{parts[unit]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-brand-100">{t("watch.timeZoneNote", { zone: state.timeZone })}</p>
    </section>
  );
}

/** The list read of the latest recordings: the Astro page reads it before it renders. */
export function latestFilters(language: string) {
  return { lang: language === "es" ? "es" : "en", page: 1 } as const;
}

/** The three latest recordings and a link to all the sermons. */
export function LatestRecordings() {
  const { t } = useTranslation();
  const sermons = useSermons(latestFilters(usePageLanguage()));
  const list = sermons.data?.sermons.slice(0, 3) ?? [];
  return (
    <section className="mt-12">
      <div className="flex items-baseline justify-between gap-4">
        <h2 className="text-2xl font-bold text-brand-900">{t("watch.latest")}</h2>
        <Link to="/sermons" className="font-semibold text-brand-700 underline">
          {t("watch.allSermons")}
        </Link>
      </div>
      {sermons.isPending ? <Spinner className="mt-6" text={t("common.loading")} /> : null}
      <ul className="mt-4 grid gap-4" data-testid="latest-recordings">
        {list.map((s) => (
          <li key={s.slug}>
            <SermonCard sermon={s} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
