import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type AdminSermon, type SermonInput, slugFromTitle } from "../../../../shared/sermons";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { BilingualTitleField, FormActions, PublishedField } from "../../admin/components/FormParts";
import { useAdminSeries, useAdminTopics, useSermonAdminWrites } from "./api";
import { FileField } from "./FileField";
import { useSermonServerErrors } from "./useUploadError";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Field, TextAreaField } from "../../../components/ui/Field";
import { useFieldErrorText } from "../../../components/ui/FieldFrame";
import { labelClasses } from "../../../components/ui/form-styles";
import { Select } from "../../../components/ui/Select";

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
    slug: values.slug.trim() || undefined,
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

/** Where the server's field paths show in this form (its names are flat: title.en → titleEn). */
const SERVER_FIELDS: Readonly<Record<string, string>> = {
  slug: "slug",
  preachedOn: "preachedOn",
  speaker: "speaker",
  "speakerTitle.en": "speakerTitleEn",
  "speakerTitle.es": "speakerTitleEs",
  seriesSlug: "seriesSlug",
  topics: "topics",
  "title.en": "titleEn",
  "title.es": "titleEs",
  "summary.en": "summaryEn",
  "summary.es": "summaryEs",
  videoUrl: "videoUrl",
  scripture: "scripture",
  // One passage per line: a refused line is the passages field's.
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`scripture.${i}`, "scripture"])),
};

/** Writes or edits a sermon in both languages, then its notes and audio; a refused save keeps what was typed. */
export function SermonForm({ sermon: initial, onDone }: { sermon: AdminSermon | null; onDone: (message: string) => void }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage === "es" ? "es" : "en";
  const showErrors = useSermonServerErrors();
  const errorText = useFieldErrorText();
  const [sermon, setSermon] = useState(initial);
  const series = useAdminSeries();
  const topics = useAdminTopics();
  const writes = useSermonAdminWrites();
  const [saved, setSaved] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue, control } = useForm<FormValues>({ defaultValues: toForm(initial) });
  // Left empty, the address is made from the English title: the field shows which as its placeholder.
  const titleEn = useWatch({ control, name: "titleEn" });
  const required = { required: t("sermonsAdmin.required") };
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setSaved(null);
    try {
      const result = await writes.saveSermon.mutateAsync({ id: sermon?.id, input: toInput(values) });
      setSermon(result.sermon);
      setValue("slug", result.sermon.slug);
      setSaved(t("sermonsAdmin.saved"));
    } catch (error) {
      showErrors(setError, error, SERVER_FIELDS);
    }
  });

  return (
    <div className="space-y-6">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-5" aria-label={sermon ? t("sermonsAdmin.editSermon") : t("sermonsAdmin.newSermon")}>
        <h2 className="text-xl font-bold text-brand-900">{sermon ? t("sermonsAdmin.editSermon") : t("sermonsAdmin.newSermon")}</h2>
        <FormError tone="error" message={errors.root?.message} />
        <FormError tone="success" message={saved} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={t("sermonsAdmin.fields.slug")}
            hint={t("sermonsAdmin.fields.slugAutoHint")}
            placeholder={sermon ? undefined : slugFromTitle(titleEn) || undefined}
            error={errors.slug?.message}
            {...register("slug", { pattern: { value: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: t("sermonsAdmin.fields.slugHint") } })}
          />
          <Field type="date" label={t("sermonsAdmin.fields.date")} error={errors.preachedOn?.message} {...register("preachedOn", required)} />
          <Field label={t("sermonsAdmin.fields.speaker")} error={errors.speaker?.message} {...register("speaker", required)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label={t("sermonsAdmin.fields.series")} error={errors.seriesSlug?.message} {...register("seriesSlug")}>
            <option value="">{t("sermonsAdmin.fields.noSeries")}</option>
            {series.data?.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.title[language] || s.title.en}
              </option>
            ))}
          </Select>
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
            {errors.topics?.message ? <p className="mt-1 text-sm text-red-800">{errorText(errors.topics.message)}</p> : null}
          </fieldset>
        </div>
        <BilingualField
          en={{ label: t("sermonsAdmin.fields.speakerTitleEn"), field: register("speakerTitleEn"), error: errors.speakerTitleEn }}
          es={{ label: t("sermonsAdmin.fields.speakerTitleEs"), field: register("speakerTitleEs"), error: errors.speakerTitleEs }}
        />
        <BilingualTitleField labelKeyPrefix="sermonsAdmin.fields" en={register("titleEn", required)} es={register("titleEs", required)} errors={errors} />
        <BilingualField
          multiline
          rows={3}
          en={{ label: t("sermonsAdmin.fields.summaryEn"), field: register("summaryEn"), error: errors.summaryEn }}
          es={{ label: t("sermonsAdmin.fields.summaryEs"), field: register("summaryEs"), error: errors.summaryEs }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField rows={3} label={t("sermonsAdmin.fields.scripture")} hint={t("sermonsAdmin.fields.scriptureHint")} error={errors.scripture?.message} {...register("scripture")} />
          <Field type="url" label={t("sermonsAdmin.fields.videoUrl")} hint={t("sermonsAdmin.fields.videoHint")} error={errors.videoUrl?.message} {...register("videoUrl")} />
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
              current={sermon.notes ? { size: sermon.notes.size, url: sermon.notes.url, name: sermon.fileNames.notes } : null}
              onUpload={(file) => writes.uploadSermonFile.mutateAsync({ id: sermon.id, field: "notes", file }).then((r) => setSermon(r.sermon))}
              onRemove={() => writes.removeSermonFile.mutateAsync({ id: sermon.id, field: "notes" }).then((r) => setSermon(r.sermon))}
            />
            <FileField
              testId="audio-field"
              label={t("sermonsAdmin.files.audio")}
              accept="audio/*"
              current={sermon.audio ? { size: sermon.audio.size, url: sermon.audio.url, name: sermon.fileNames.audio } : null}
              onUpload={(file) => writes.uploadSermonFile.mutateAsync({ id: sermon.id, field: "audio", file }).then((r) => setSermon(r.sermon))}
              onRemove={() => writes.removeSermonFile.mutateAsync({ id: sermon.id, field: "audio" }).then((r) => setSermon(r.sermon))}
            />
            <FileField
              testId="artwork-field"
              label={t("sermonsAdmin.files.sermonArtwork")}
              hint={t("sermonsAdmin.files.sermonArtworkHint")}
              accept="image/jpeg,image/png,image/webp,image/gif"
              image
              current={sermon.ownArtwork ? { ...sermon.ownArtwork, name: sermon.fileNames.artwork } : null}
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
