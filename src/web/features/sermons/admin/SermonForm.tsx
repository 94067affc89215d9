import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { AdminSermon, SermonInput } from "../../../../shared/sermons";
import { ApiError } from "../../../lib/api";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { FormActions, PublishedField } from "../../admin/components/FormParts";
import { useAdminSeries, useAdminTopics, useSermonAdminWrites } from "./api";
import { FileField } from "./FileField";
import { useSermonAdminError } from "./useUploadError";
import { BilingualField } from "../../../components/ui/BilingualField";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

interface FormValues {
  slug: string;
  preachedOn: string;
  speaker: string;
  speakerTitleEn: string;
  speakerTitleEs: string;
  seriesSlug: string;
  topics: string[];
  titleEn: string;
  titleEs: string;
  summaryEn: string;
  summaryEs: string;
  scripture: string;
  videoUrl: string;
  published: boolean;
}

function toForm(sermon: AdminSermon | null): FormValues {
  return {
    slug: sermon?.slug ?? "",
    preachedOn: sermon?.preachedOn ?? new Date().toISOString().slice(0, 10),
    speaker: sermon?.speaker ?? "",
    speakerTitleEn: sermon?.speakerTitle.en ?? "",
    speakerTitleEs: sermon?.speakerTitle.es ?? "",
    seriesSlug: sermon?.seriesSlug ?? "",
    topics: sermon?.topics.map((t) => t.slug) ?? [],
    titleEn: sermon?.title.en ?? "",
    titleEs: sermon?.title.es ?? "",
    summaryEn: sermon?.summary.en ?? "",
    summaryEs: sermon?.summary.es ?? "",
    scripture: sermon?.scripture.map((s) => s.reference).join("\n") ?? "",
    videoUrl: sermon?.videoUrl ?? "",
    published: sermon?.published ?? false,
  };
}

function toInput(values: FormValues): SermonInput {
  return {
    slug: values.slug.trim(),
    preachedOn: values.preachedOn,
    speaker: values.speaker.trim(),
    speakerTitle: { en: values.speakerTitleEn.trim(), es: values.speakerTitleEs.trim() },
    seriesSlug: values.seriesSlug || null,
    topics: values.topics,
    title: { en: values.titleEn.trim(), es: values.titleEs.trim() },
    summary: { en: values.summaryEn.trim(), es: values.summaryEs.trim() },
    scripture: values.scripture.split("\n").map((s) => s.trim()).filter(Boolean),
    videoUrl: values.videoUrl.trim(),
    published: values.published,
  };
}

/** Writes or edits a sermon in both languages, then its notes and audio; a refused save keeps what was typed. */
export function SermonForm({ sermon: initial, onDone }: { sermon: AdminSermon | null; onDone: (message: string) => void }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage === "es" ? "es" : "en";
  const errorMessage = useSermonAdminError();
  const [sermon, setSermon] = useState(initial);
  const series = useAdminSeries();
  const topics = useAdminTopics();
  const writes = useSermonAdminWrites();
  const ids = { slug: useId(), date: useId(), speaker: useId(), series: useId(), scripture: useId(), video: useId() };
  const [serverError, setServerError] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormValues>({ defaultValues: toForm(initial) });
  const required = { required: t("sermonsAdmin.required") };
  const errors = formState.errors;
  const fieldError = (prefix: string) =>
    Object.entries(serverError?.fields ?? {})
      .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
      .flatMap(([, messages]) => messages);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setSaved(null);
    try {
      const result = await writes.saveSermon.mutateAsync({ id: sermon?.id, input: toInput(values) });
      setSermon(result.sermon);
      setSaved(t("sermonsAdmin.saved"));
    } catch (error) {
      setServerError({ message: errorMessage(error), fields: error instanceof ApiError ? (error.fields ?? {}) : {} });
    }
  });

  const serverFieldErrors = (name: string) =>
    fieldError(name).map((message) => (
      <p key={message} className="mt-1 text-sm text-red-800">
        {message}
      </p>
    ));

  return (
    <div className="space-y-6">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-5" aria-label={sermon ? t("sermonsAdmin.editSermon") : t("sermonsAdmin.newSermon")}>
        <h2 className="text-xl font-bold text-brand-900">{sermon ? t("sermonsAdmin.editSermon") : t("sermonsAdmin.newSermon")}</h2>
        <FormError tone="error" message={serverError?.message ?? null} />
        <FormError tone="success" message={saved} />
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={ids.slug} className={labelClasses}>
              {t("sermonsAdmin.fields.slug")}
            </label>
            <input id={ids.slug} className={`mt-1 ${inputClasses}`} aria-describedby={`${ids.slug}-hint`} {...register("slug", { ...required, pattern: { value: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: t("sermonsAdmin.fields.slugHint") } })} />
            <p id={`${ids.slug}-hint`} className="mt-1 text-xs text-slate-600">
              {t("sermonsAdmin.fields.slugHint")}
            </p>
            {errors.slug ? <p className="mt-1 text-sm text-red-800">{errors.slug.message}</p> : null}
            {serverFieldErrors("slug")}
          </div>
          <div>
            <label htmlFor={ids.date} className={labelClasses}>
              {t("sermonsAdmin.fields.date")}
            </label>
            <input id={ids.date} type="date" className={`mt-1 ${inputClasses}`} {...register("preachedOn", required)} />
          </div>
          <div>
            <label htmlFor={ids.speaker} className={labelClasses}>
              {t("sermonsAdmin.fields.speaker")}
            </label>
            <input id={ids.speaker} className={`mt-1 ${inputClasses}`} {...register("speaker", required)} />
            {errors.speaker ? <p className="mt-1 text-sm text-red-800">{errors.speaker.message}</p> : null}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.series} className={labelClasses}>
              {t("sermonsAdmin.fields.series")}
            </label>
            <select id={ids.series} className={`mt-1 ${inputClasses}`} {...register("seriesSlug")}>
              <option value="">{t("sermonsAdmin.fields.noSeries")}</option>
              {series.data?.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.title[language] || s.title.en}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className={labelClasses}>{t("sermonsAdmin.fields.topics")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {topics.data?.map((topic) => (
                <label key={topic.slug} className="inline-flex items-center gap-1 text-sm">
                  <input type="checkbox" value={topic.slug} {...register("topics")} />
                  {topic.name[language] || topic.name.en}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <BilingualField
          en={{ label: t("sermonsAdmin.fields.speakerTitleEn"), field: register("speakerTitleEn") }}
          es={{ label: t("sermonsAdmin.fields.speakerTitleEs"), field: register("speakerTitleEs"), error: fieldError("speakerTitle.es")[0] }}
        />
        <BilingualField
          en={{ label: t("sermonsAdmin.fields.titleEn"), field: register("titleEn", required), error: errors.titleEn }}
          es={{ label: t("sermonsAdmin.fields.titleEs"), field: register("titleEs", required), error: errors.titleEs }}
        />
        <BilingualField
          multiline
          rows={3}
          en={{ label: t("sermonsAdmin.fields.summaryEn"), field: register("summaryEn") }}
          es={{ label: t("sermonsAdmin.fields.summaryEs"), field: register("summaryEs") }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.scripture} className={labelClasses}>
              {t("sermonsAdmin.fields.scripture")}
            </label>
            <textarea id={ids.scripture} rows={3} className={`mt-1 ${inputClasses}`} aria-describedby={`${ids.scripture}-hint`} {...register("scripture")} />
            <p id={`${ids.scripture}-hint`} className="mt-1 text-xs text-slate-600">
              {t("sermonsAdmin.fields.scriptureHint")}
            </p>
            {serverFieldErrors("scripture")}
          </div>
          <div>
            <label htmlFor={ids.video} className={labelClasses}>
              {t("sermonsAdmin.fields.videoUrl")}
            </label>
            <input id={ids.video} type="url" className={`mt-1 ${inputClasses}`} aria-describedby={`${ids.video}-hint`} {...register("videoUrl")} />
            <p id={`${ids.video}-hint`} className="mt-1 text-xs text-slate-600">
              {t("sermonsAdmin.fields.videoHint")}
            </p>
            {serverFieldErrors("videoUrl")}
          </div>
        </div>
        <PublishedField field={register("published")} className="" />
        <FormActions
          saving={formState.isSubmitting}
          cancelLabel={t("sermonsAdmin.close")}
          onCancel={() => onDone(sermon && sermon !== initial ? t("sermonsAdmin.saved") : "")}
        />
      </form>

      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="sermon-files-heading">
        <h2 id="sermon-files-heading" className="text-lg font-bold text-brand-900">
          {t("sermonsAdmin.files.title")}
        </h2>
        {sermon ? (
          <>
            <FileField
              testId="notes-field"
              label={t("sermonsAdmin.files.notes")}
              accept="application/pdf,.pdf"
              current={sermon.notes ? { size: sermon.notes.size, url: sermon.notes.url } : null}
              onUpload={(file) => writes.uploadSermonFile.mutateAsync({ id: sermon.id, field: "notes", file }).then((r) => setSermon(r.sermon))}
              onRemove={() => writes.removeSermonFile.mutateAsync({ id: sermon.id, field: "notes" }).then((r) => setSermon(r.sermon))}
            />
            <FileField
              testId="audio-field"
              label={t("sermonsAdmin.files.audio")}
              accept="audio/*"
              current={sermon.audio ? { size: sermon.audio.size, url: sermon.audio.url } : null}
              onUpload={(file) => writes.uploadSermonFile.mutateAsync({ id: sermon.id, field: "audio", file }).then((r) => setSermon(r.sermon))}
              onRemove={() => writes.removeSermonFile.mutateAsync({ id: sermon.id, field: "audio" }).then((r) => setSermon(r.sermon))}
            />
            <FileField
              testId="artwork-field"
              label={t("sermonsAdmin.files.sermonArtwork")}
              hint={t("sermonsAdmin.files.sermonArtworkHint")}
              accept="image/jpeg,image/png,image/webp,image/gif"
              image
              current={sermon.ownArtwork}
              onUpload={(file) => writes.uploadSermonFile.mutateAsync({ id: sermon.id, field: "artwork", file }).then((r) => setSermon(r.sermon))}
              onRemove={() => writes.removeSermonFile.mutateAsync({ id: sermon.id, field: "artwork" }).then((r) => setSermon(r.sermon))}
            />
          </>
        ) : (
          <p className="text-slate-700">{t("sermonsAdmin.files.saveFirst")}</p>
        )}
      </section>
    </div>
  );
}
