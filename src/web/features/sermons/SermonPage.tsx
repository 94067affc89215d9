import { ArrowLeft, Download, FileText } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useParams } from "react-router";
import type { Language } from "../../../shared/i18n";
import { speakerLabel } from "../../../shared/sermons-constants";
import { usePageTitle } from "../../app/usePageTitle";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { formatDate, localized } from "../../lib/format";
import { PassageLink } from "../study/components/PassageLink";
import { useSermon, useSermons } from "./api";
import { formatFileSize } from "./components/format";
import { SermonCard } from "./components/SermonCard";
import { ShareButton } from "./components/ShareButton";
import { VideoPlayer } from "./components/VideoPlayer";

/** /sermons/:slug: the player (video, audio), passages, topics, study-notes download and sharing. */
export function SermonPage() {
  const { slug = "" } = useParams();
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const sermon = useSermon(slug);
  const title = sermon.data ? localized(sermon.data.title, language) : t("sermons.title");
  usePageTitle(title);

  const back = (
    <Link to="/sermons" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("sermons.detail.back")}
    </Link>
  );

  if (sermon.isPending) return <Spinner className="py-20" text={t("common.loading")} />;
  if (sermon.isError) {
    const notFound = sermon.error instanceof ApiError && sermon.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-14">
        <h1 className="text-2xl font-bold text-brand-900">{notFound ? t("sermons.detail.notFound") : t("sermons.detail.loadError")}</h1>
        {!notFound ? (
          <Button type="button" variant="outline" size="sm" className="mt-4" onClick={() => void sermon.refetch()}>
            {t("sermons.results.retry")}
          </Button>
        ) : null}
        <p className="mt-6">{back}</p>
      </div>
    );
  }

  const data = sermon.data;
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <p>{back}</p>
      <p className="mt-6 text-sm text-slate-600">
        {t("sermons.detail.preachedOn", { date: formatDate(data.preachedOn, language) })} · {speakerLabel(data, language)}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      {data.series ? (
        <p className="mt-2 text-slate-700">
          {t("sermons.detail.series")}:{" "}
          <Link to={`/sermons?series=${data.series.slug}`} className="font-semibold text-brand-700 underline">
            {localized(data.series.title, language)}
          </Link>
        </p>
      ) : null}

      <div className="mt-6 space-y-4">
        {!data.video && data.artworkUrl ? (
          <img
            src={data.artworkUrl}
            alt=""
            width={1600}
            height={900}
            decoding="async"
            className="aspect-video w-full rounded-2xl object-cover"
            data-testid="sermon-artwork"
          />
        ) : null}
        {data.video ? (
          <section aria-label={t("sermons.detail.watch")}>
            <VideoPlayer
              video={data.video}
              label={t("sermons.detail.videoLabel", { title })}
              playLabel={t("sermons.detail.playVideo", { title })}
              poster={data.artworkUrl}
            />
          </section>
        ) : null}
        {data.audio ? (
          <section aria-label={t("sermons.detail.listen")} className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="mb-2 font-semibold text-brand-900">{t("sermons.detail.listen")}</h2>
            <audio controls preload="none" src={data.audio.url} aria-label={t("sermons.detail.audioLabel", { title })} className="w-full" />
          </section>
        ) : null}
        {!data.video && !data.audio ? <p className="text-slate-700">{t("sermons.detail.noMedia")}</p> : null}
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        {data.notes ? (
          <a href={data.notes.url} download={data.notes.fileName} className={buttonClasses("primary", "sm")} data-testid="notes-download">
            <FileText aria-hidden="true" className="size-4" />
            {t("sermons.detail.downloadNotes", { size: formatFileSize(data.notes.size) })}
          </a>
        ) : null}
        {data.audio ? (
          <a href={data.audio.url} download className={buttonClasses("outline", "sm")}>
            <Download aria-hidden="true" className="size-4" />
            {t("sermons.detail.downloadAudio", { size: formatFileSize(data.audio.size) })}
          </a>
        ) : null}
        {/* The sermon's own address, without the filters or tracking the visitor arrived with. */}
        <ShareButton title={title} path={`/sermons/${slug}`} />
      </div>

      <p className="mt-8 text-lg text-slate-800">{localized(data.summary, language)}</p>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {data.scripture.length > 0 ? (
          <section>
            <h2 className="text-lg font-bold text-brand-900">{t("sermons.detail.passages")}</h2>
            <ul className="mt-2 space-y-1">
              {data.scripture.map((passage) => (
                <li key={passage.reference}>
                  <PassageLink passage={passage} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {data.topics.length > 0 ? (
          <section>
            <h2 className="text-lg font-bold text-brand-900">{t("sermons.detail.topics")}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {data.topics.map((topic) => (
                <li key={topic.slug}>
                  <Link to={`/sermons?topic=${topic.slug}`} className="inline-block rounded-full border border-brand-200 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50">
                    {localized(topic.name, language)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {data.series ? <MoreInSeries series={data.series.slug} current={data.slug} /> : null}
    </article>
  );
}

function MoreInSeries({ series, current }: { series: string; current: string }) {
  const { t, i18n } = useTranslation();
  const list = useSermons({ series, lang: i18n.resolvedLanguage === "es" ? "es" : "en", page: 1 });
  const others = list.data?.sermons.filter((s) => s.slug !== current) ?? [];
  if (others.length === 0) return null;
  return (
    <section className="mt-10">
      <h2 className="text-xl font-bold text-brand-900">{t("sermons.detail.moreInSeries")}</h2>
      <ul className="mt-3 grid gap-3">
        {others.slice(0, 4).map((s) => (
          <li key={s.slug}>
            <SermonCard sermon={s} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
