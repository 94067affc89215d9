import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import type { Language } from "../../../../shared/i18n";
import { type AdminSeries } from "../../../../shared/sermons";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { localized } from "../../../lib/format";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { BilingualTitleField, FormActions, PublishedField } from "../../admin/components/FormParts";
import { useAdminSeries, useSermonAdminWrites } from "./api";
import { FileField } from "./FileField";
import { useSermonAdminError, useSermonServerErrors } from "./useUploadError";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Field } from "../../../components/ui/Field";
import { DeleteButton, Status } from "./parts";
import { useEditor } from "../../admin/useEditor";

interface SeriesValues {
  slug: string;
  titleEn: string;
  titleEs: string;
  descriptionEn: string;
  descriptionEs: string;
  published: boolean;
}

/** Where the server's field paths show in the series form. */
const SERIES_FIELDS: Readonly<Record<string, string>> = {
  slug: "slug",
  "title.en": "titleEn",
  "title.es": "titleEs",
  "description.en": "descriptionEn",
  "description.es": "descriptionEs",
};

function SeriesForm({ series, onDone }: { series: AdminSeries | null; onDone: (message: string) => void }) {
  const { t } = useAdminT();
  const showErrors = useSermonServerErrors();
  const writes = useSermonAdminWrites();
  const { register, handleSubmit, formState, setError } = useForm<SeriesValues>({
    defaultValues: {
      slug: series?.slug ?? "",
      titleEn: series?.title.en ?? "",
      titleEs: series?.title.es ?? "",
      descriptionEn: series?.description.en ?? "",
      descriptionEs: series?.description.es ?? "",
      published: series?.published ?? true,
    },
  });
  const required = { required: t("sermonsAdmin.required") };
  const errors = formState.errors;
  const submit = handleSubmit(async (v) => {
    try {
      await writes.saveSeries.mutateAsync({
        id: series?.id,
        input: { slug: v.slug.trim(), title: { en: v.titleEn.trim(), es: v.titleEs.trim() }, description: { en: v.descriptionEn.trim(), es: v.descriptionEs.trim() }, published: v.published },
      });
      onDone(t("sermonsAdmin.saved"));
    } catch (error) {
      showErrors(setError, error, SERIES_FIELDS);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label={series ? t("sermonsAdmin.series.edit") : t("sermonsAdmin.series.new")}>
      <h2 className="text-xl font-bold text-brand-900">{series ? t("sermonsAdmin.series.edit") : t("sermonsAdmin.series.new")}</h2>
      <FormError tone="error" message={errors.root?.message} />
      <Field
        label={t("sermonsAdmin.fields.slug")}
        error={errors.slug?.message}
        {...register("slug", { ...required, pattern: { value: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: t("sermonsAdmin.fields.slugHint") } })}
      />
      <BilingualTitleField labelKeyPrefix="sermonsAdmin.fields" en={register("titleEn", required)} es={register("titleEs", required)} errors={errors} />
      <BilingualField
        multiline
        rows={3}
        en={{ label: t("sermonsAdmin.fields.descriptionEn"), field: register("descriptionEn"), error: errors.descriptionEn }}
        es={{ label: t("sermonsAdmin.fields.descriptionEs"), field: register("descriptionEs"), error: errors.descriptionEs }}
      />
      <PublishedField field={register("published")} className="" />
      <FormActions saving={formState.isSubmitting} onCancel={() => onDone("")} />
    </form>
  );
}

/** The series tab: each series with its artwork, and the series editor. */
export function SeriesTab() {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useSermonAdminError();
  const list = useAdminSeries();
  const writes = useSermonAdminWrites();
  const { editing, edit, done, notice, setNotice } = useEditor<AdminSeries>();
  if (editing) {
    return (
      <SeriesForm series={editing.item} onDone={done} />
    );
  }
  return (
    <div className="space-y-4">
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <Button onClick={() => edit(null)}>
        <Plus aria-hidden="true" className="size-4" />
        {t("sermonsAdmin.series.new")}
      </Button>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormError tone="error" message={errorMessage(list.error)} /> : null}
      {list.data?.length === 0 ? <p className="text-slate-700">{t("sermonsAdmin.series.none")}</p> : null}
      <ul className="grid gap-4">
        {list.data?.map((series) => {
          const title = localized(series.title, language);
          return (
            <li key={series.id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row" data-testid="admin-series-item">
              {series.artworkUrl ? <img src={series.artworkUrl} alt="" width={192} height={108} className="aspect-video w-48 rounded-lg object-cover" /> : null}
              <div className="min-w-0 flex-1 space-y-2">
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="text-sm text-slate-600">{t("sermonsAdmin.series.count", { count: series.sermonCount })}</p>
                <Status published={series.published} />
                <FileField
                  testId="artwork-field"
                  label={t("sermonsAdmin.files.artwork")}
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  image
                  current={series.artworkUrl ? { size: 0, url: series.artworkUrl } : null}
                  onUpload={(file) => writes.uploadArtwork.mutateAsync({ id: series.id, file })}
                />
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => edit(series)}>
                    {t("sermonsAdmin.edit")}
                  </Button>
                  <DeleteButton
                    title={t("sermonsAdmin.series.deleteTitle")}
                    description={t("sermonsAdmin.series.deleteBody", { title })}
                    remove={(callbacks) => writes.deleteSeries.mutate(series.id, callbacks)}
                    setNotice={setNotice}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
