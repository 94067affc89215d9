import { ArrowLeft, Download, FileText } from "lucide-react";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { Link, useParams } from "react-router";
import type { SermonDetail } from "../../../shared/sermons";
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

/**
 * /sermons/:slug: the player (video, audio), passages, topics, study-notes download and sharing. The Astro page
 * (src/site/pages/sermons/[slug].astro) renders the same pieces: the text as HTML, the player and the share button
 * as islands.
 */
export function SermonPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation();
  const sermon = useSermon(slug);
  const title = useSermonTitle(sermon.data);

  if (sermon.isPending) return <Spinner className="py-20" text={t("common.loading")} />;
  if (sermon.isError) {
    const notFound = sermon.error instanceof ApiError && sermon.error.status === 404;
    return <SermonUnavailable missing={notFound} retry={() => void sermon.refetch()} />;
  }

  const data = sermon.data;
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <SermonHeading sermon={data} />
      <SermonMedia sermon={data} title={title} />
      <div className="mt-6 flex flex-wrap gap-3">
        <SermonDownloads sermon={data} />
        {/* The sermon's own address, without the filters or tracking the visitor arrived with. */}
        <ShareButton title={title} path={`/sermons/${slug}`} />
      </div>
      <SermonAbout sermon={data} />
    </article>
  );
}

/** The sermon's title in the page's language (also the browser tab's title). */
function useSermonTitle(sermon: SermonDetail | undefined): string {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const title = sermon ? localized(sermon.title, language) : t("sermons.title");
  usePageTitle(title);
  return title;
}

/** A sermon that could not be shown: not there (the address names none; no retry), or not read (retry). */
function SermonUnavailable({ missing, retry }: { missing: boolean; retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="text-2xl font-bold text-brand-900">{missing ? t("sermons.detail.notFound") : t("sermons.detail.loadError")}</h1>
      {!missing && retry ? (
        <Button type="button" variant="outline" size="sm" className="mt-4" onClick={retry}>
          {t("sermons.results.retry")}
        </Button>
      ) : null}
      <p className="mt-6">
        <BackToSermons />
      </p>
    </div>
  );
}

/** The page of a sermon the address names that is not there (src/site's 404 for it). */
export function SermonMissing() {
  return <SermonUnavailable missing />;
}

function BackToSermons() {
  const { t } = useTranslation();
  return (
    <Link to="/sermons" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("sermons.detail.back")}
    </Link>
  );
}

/** Back to the list, when and by whom it was preached, its title and its series. */
export function SermonHeading({ sermon }: { sermon: SermonDetail }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <>
      <p>
        <BackToSermons />
      </p>
      <p className="mt-6 text-sm text-slate-600">
        {t("sermons.detail.preachedOn", { date: formatDate(sermon.preachedOn, language) })} · {speakerLabel(sermon, language)}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl">{localized(sermon.title, language)}</h1>
      {sermon.series ? (
        <p className="mt-2 text-slate-700">
          {t("sermons.detail.series")}:{" "}
          <Link to={`/sermons?series=${sermon.series.slug}`} className="font-semibold text-brand-700 underline">
            {localized(sermon.series.title, language)}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** What a sermon's player needs: its video, its audio and its artwork. */
export type SermonMediaFields = Pick<SermonDetail, "video" | "audio" | "artworkUrl">;

/** The sermon's video (its player), its audio, or its artwork when there is no video. */
export function SermonMedia({ sermon, title }: { sermon: SermonMediaFields; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-4">
      {!sermon.video && sermon.artworkUrl ? (
        <img
          src={sermon.artworkUrl}
          alt=""
          width={1600}
          height={900}
          decoding="async"
          className="aspect-video w-full rounded-2xl object-cover"
          data-testid="sermon-artwork"
        />
      ) : null}
      {sermon.video ? (
        <section aria-label={t("sermons.detail.watch")}>
          <VideoPlayer
            video={sermon.video}
            label={t("sermons.detail.videoLabel", { title })}
            playLabel={t("sermons.detail.playVideo", { title })}
            poster={sermon.artworkUrl}
          />
        </section>
      ) : null}
      {sermon.audio ? (
        <section aria-label={t("sermons.detail.listen")} className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="mb-2 font-semibold text-brand-900">{t("sermons.detail.listen")}</h2>
          <audio controls preload="none" src={sermon.audio.url} aria-label={t("sermons.detail.audioLabel", { title })} className="w-full" />
        </section>
      ) : null}
      {!sermon.video && !sermon.audio ? <p className="text-slate-700">{t("sermons.detail.noMedia")}</p> : null}
    </div>
  );
}

/** The study notes' and the audio's downloads. */
export function SermonDownloads({ sermon }: { sermon: SermonDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {sermon.notes ? (
        <a href={sermon.notes.url} download={sermon.notes.fileName} className={buttonClasses("primary", "sm")} data-testid="notes-download">
          <FileText aria-hidden="true" className="size-4" />
          {t("sermons.detail.downloadNotes", { size: formatFileSize(sermon.notes.size) })}
        </a>
      ) : null}
      {sermon.audio ? (
        <a href={sermon.audio.url} download className={buttonClasses("outline", "sm")}>
          <Download aria-hidden="true" className="size-4" />
          {t("sermons.detail.downloadAudio", { size: formatFileSize(sermon.audio.size) })}
        </a>
      ) : null}
    </>
  );
}

/** The summary, the passages (opening in the reader), the topics and more sermons of the series. */
export function SermonAbout({ sermon }: { sermon: SermonDetail }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <>
      <p className="mt-8 text-lg text-slate-800">{localized(sermon.summary, language)}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {sermon.scripture.length > 0 ? (
          <section>
            <h2 className="text-lg font-bold text-brand-900">{t("sermons.detail.passages")}</h2>
            <ul className="mt-2 space-y-1">
              {sermon.scripture.map((passage) => (
                <li key={passage.reference}>
                  <PassageLink passage={passage} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {sermon.topics.length > 0 ? (
          <section>
            <h2 className="text-lg font-bold text-brand-900">{t("sermons.detail.topics")}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {sermon.topics.map((topic) => (
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
      {sermon.series ? <MoreInSeries series={sermon.series.slug} current={sermon.slug} /> : null}
    </>
  );
}

/** The list read that "More in this series" makes: the Astro page reads it before it renders. */
export function moreInSeriesFilters(series: string, language: string) {
  return { series, lang: language === "es" ? "es" : "en", page: 1 } as const;
}

function MoreInSeries({ series, current }: { series: string; current: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const list = useSermons(moreInSeriesFilters(series, language));
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
