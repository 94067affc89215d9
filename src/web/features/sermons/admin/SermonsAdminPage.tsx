import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { Language } from "../../../../shared/i18n";
import { type AdminSeries, type AdminSermon, speakerLabel } from "../../../../shared/sermons";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { formatDate, localized } from "../../../lib/format";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { FormActions, PublishedField } from "../../admin/components/FormParts";
import { type LiveSettings, useAdminSermons, useAdminSeries, useLiveSettings, useSermonAdminWrites } from "./api";
import { ChatModeration } from "./ChatModeration";
import { FileField } from "./FileField";
import { SermonForm } from "./SermonForm";
import { useSermonAdminError } from "./useUploadError";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { BilingualField } from "../../../components/ui/BilingualField";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

type Notice = { tone: "error" | "success"; message: string } | null;

function Status({ published }: { published: boolean }) {
  const { t } = useAdminT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}>
      {published ? t("sermonsAdmin.statusPublished") : t("sermonsAdmin.statusDraft")}
    </span>
  );
}

function SermonsTab() {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useSermonAdminError();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState("");
  const [typed, setTyped] = useState("");
  const [editing, setEditing] = useState<{ sermon: AdminSermon | null } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const list = useAdminSermons(page, query);
  const writes = useSermonAdminWrites();
  const searchId = useId();

  if (editing) {
    return (
      <SermonForm
        sermon={editing.sermon}
        onDone={(message) => {
          setEditing(null);
          setNotice(message ? { tone: "success", message } : null);
        }}
      />
    );
  }
  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setQuery(typed.trim());
  };
  return (
    <div className="space-y-4">
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Button onClick={() => setEditing({ sermon: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t("sermonsAdmin.newSermon")}
        </Button>
        <form role="search" onSubmit={search} className="flex items-end gap-2">
          <div>
            <label htmlFor={searchId} className={labelClasses}>
              {t("sermonsAdmin.search")}
            </label>
            <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} className={`mt-1 ${inputClasses}`} />
          </div>
          <Button type="submit" variant="outline" size="sm" className="mb-1">
            {t("sermonsAdmin.search")}
          </Button>
        </form>
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormError tone="error" message={errorMessage(list.error)} /> : null}
      {list.data?.sermons.length === 0 ? <p className="text-slate-700">{t("sermonsAdmin.noSermons")}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {list.data?.sermons.map((sermon) => {
          const title = localized(sermon.title, language);
          return (
            <li key={sermon.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="admin-sermon-item">
              <div>
                <p className="text-sm text-slate-600">
                  {formatDate(sermon.preachedOn, language)} · {speakerLabel(sermon, language)}
                  {sermon.series ? ` · ${localized(sermon.series.title, language)}` : ""}
                </p>
                <p className="font-semibold text-slate-900">{title}</p>
                <Status published={sermon.published} />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing({ sermon })}>
                  {t("sermonsAdmin.edit")}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    writes.setPublished.mutate(
                      { id: sermon.id, published: !sermon.published },
                      {
                        onSuccess: () => setNotice({ tone: "success", message: sermon.published ? t("sermonsAdmin.nowDraft") : t("sermonsAdmin.nowPublished") }),
                        onError: (error) => setNotice({ tone: "error", message: errorMessage(error) }),
                      },
                    )
                  }
                >
                  {sermon.published ? t("sermonsAdmin.unpublish") : t("sermonsAdmin.publish")}
                </Button>
                <ConfirmButton
                  label={t("sermonsAdmin.delete")}
                  title={t("sermonsAdmin.deleteSermonTitle")}
                  description={t("sermonsAdmin.deleteSermonBody", { title })}
                  confirmLabel={t("sermonsAdmin.delete")}
                  onConfirm={() =>
                    writes.deleteSermon.mutate(sermon.id, {
                      onSuccess: () => setNotice({ tone: "success", message: t("sermonsAdmin.deleted") }),
                      onError: (error) => setNotice({ tone: "error", message: errorMessage(error) }),
                    })
                  }
                />
              </div>
            </li>
          );
        })}
      </ul>
      {(list.data?.pageCount ?? 1) > 1 ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("sermonsAdmin.previous")}
          </Button>
          <span>{t("sermonsAdmin.pageOf", { page, pages: list.data?.pageCount ?? 1 })}</span>
          <Button variant="outline" size="sm" disabled={page >= (list.data?.pageCount ?? 1)} onClick={() => setPage(page + 1)}>
            {t("sermonsAdmin.next")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

interface SeriesValues {
  slug: string;
  titleEn: string;
  titleEs: string;
  descriptionEn: string;
  descriptionEs: string;
  published: boolean;
}

function SeriesForm({ series, onDone }: { series: AdminSeries | null; onDone: (message: string) => void }) {
  const { t } = useAdminT();
  const errorMessage = useSermonAdminError();
  const writes = useSermonAdminWrites();
  const ids = { slug: useId() };
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SeriesValues>({
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
  const submit = handleSubmit(async (v) => {
    setServerError(null);
    try {
      await writes.saveSeries.mutateAsync({
        id: series?.id,
        input: { slug: v.slug.trim(), title: { en: v.titleEn.trim(), es: v.titleEs.trim() }, description: { en: v.descriptionEn.trim(), es: v.descriptionEs.trim() }, published: v.published },
      });
      onDone(t("sermonsAdmin.saved"));
    } catch (error) {
      setServerError(error instanceof ApiError && error.fields?.slug ? t("sermonsAdmin.errors.slugTaken") : errorMessage(error));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label={series ? t("sermonsAdmin.series.edit") : t("sermonsAdmin.series.new")}>
      <h2 className="text-xl font-bold text-brand-900">{series ? t("sermonsAdmin.series.edit") : t("sermonsAdmin.series.new")}</h2>
      <FormError tone="error" message={serverError} />
      <div>
        <label htmlFor={ids.slug} className={labelClasses}>
          {t("sermonsAdmin.fields.slug")}
        </label>
        <input id={ids.slug} className={`mt-1 ${inputClasses}`} {...register("slug", { ...required, pattern: { value: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: t("sermonsAdmin.fields.slugHint") } })} />
        {formState.errors.slug ? <p className="mt-1 text-sm text-red-800">{formState.errors.slug.message}</p> : null}
      </div>
      <BilingualField
        en={{ label: t("sermonsAdmin.fields.titleEn"), field: register("titleEn", required), error: formState.errors.titleEn }}
        es={{ label: t("sermonsAdmin.fields.titleEs"), field: register("titleEs", required), error: formState.errors.titleEs }}
      />
      <BilingualField
        multiline
        rows={3}
        en={{ label: t("sermonsAdmin.fields.descriptionEn"), field: register("descriptionEn") }}
        es={{ label: t("sermonsAdmin.fields.descriptionEs"), field: register("descriptionEs") }}
      />
      <PublishedField field={register("published")} className="" />
      <FormActions saving={formState.isSubmitting} onCancel={() => onDone("")} />
    </form>
  );
}

function SeriesTab() {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useSermonAdminError();
  const list = useAdminSeries();
  const writes = useSermonAdminWrites();
  const [editing, setEditing] = useState<{ series: AdminSeries | null } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  if (editing) {
    return (
      <SeriesForm
        series={editing.series}
        onDone={(message) => {
          setEditing(null);
          setNotice(message ? { tone: "success", message } : null);
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <Button onClick={() => setEditing({ series: null })}>
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
                  current={series.artworkUrl ? { size: 0, url: series.artworkUrl } : null}
                  onUpload={(file) => writes.uploadArtwork.mutateAsync({ id: series.id, file })}
                />
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing({ series })}>
                    {t("sermonsAdmin.edit")}
                  </Button>
                  <ConfirmButton
                    label={t("sermonsAdmin.delete")}
                    title={t("sermonsAdmin.series.deleteTitle")}
                    description={t("sermonsAdmin.series.deleteBody", { title })}
                    confirmLabel={t("sermonsAdmin.delete")}
                    onConfirm={() =>
                      writes.deleteSeries.mutate(series.id, {
                        onSuccess: () => setNotice({ tone: "success", message: t("sermonsAdmin.deleted") }),
                        onError: (error) => setNotice({ tone: "error", message: errorMessage(error) }),
                      })
                    }
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

function LiveForm({ settings }: { settings: LiveSettings }) {
  const { t } = useAdminT();
  const errorMessage = useSermonAdminError();
  const writes = useSermonAdminWrites();
  const ids = { provider: useId(), url: useId(), liveNow: useId(), minutes: useId() };
  const [notice, setNotice] = useState<Notice>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const { register, handleSubmit, formState } = useForm<LiveSettings>({ defaultValues: settings });
  const submit = handleSubmit(async (values) => {
    setNotice(null);
    setFieldErrors({});
    try {
      await writes.saveLive.mutateAsync({ provider: values.provider, url: values.url.trim(), liveNow: values.liveNow, serviceMinutes: Number(values.serviceMinutes) });
      setNotice({ tone: "success", message: t("sermonsAdmin.live.saved") });
    } catch (error) {
      setFieldErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      setNotice({ tone: "error", message: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label={t("sermonsAdmin.tabs.live")}>
      <p className="text-slate-700">{t("sermonsAdmin.live.intro")}</p>
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.provider} className={labelClasses}>
            {t("sermonsAdmin.live.provider")}
          </label>
          <select id={ids.provider} className={`mt-1 ${inputClasses}`} {...register("provider")}>
            <option value="youtube">{t("sermonsAdmin.live.youtube")}</option>
            <option value="hls">{t("sermonsAdmin.live.hls")}</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.minutes} className={labelClasses}>
            {t("sermonsAdmin.live.serviceMinutes")}
          </label>
          <input id={ids.minutes} type="number" min={15} max={360} className={`mt-1 ${inputClasses}`} {...register("serviceMinutes")} />
        </div>
      </div>
      <div>
        <label htmlFor={ids.url} className={labelClasses}>
          {t("sermonsAdmin.live.url")}
        </label>
        <input id={ids.url} type="url" className={`mt-1 ${inputClasses}`} aria-describedby={`${ids.url}-hint`} {...register("url")} />
        <p id={`${ids.url}-hint`} className="mt-1 text-xs text-slate-600">
          {t("sermonsAdmin.live.urlHint")}
        </p>
        {(fieldErrors.url ?? []).map((message) => (
          <p key={message} className="mt-1 text-sm text-red-800">
            {message}
          </p>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <input id={ids.liveNow} type="checkbox" className="size-5" {...register("liveNow")} />
        <label htmlFor={ids.liveNow} className="font-semibold text-slate-800">
          {t("sermonsAdmin.live.liveNow")}
        </label>
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("sermonsAdmin.saving") : t("sermonsAdmin.save")}
      </Button>
    </form>
  );
}

function LiveTab() {
  const errorMessage = useSermonAdminError();
  const live = useLiveSettings();
  if (live.isPending) return <Spinner />;
  if (live.isError) return <FormError tone="error" message={errorMessage(live.error)} />;
  return <LiveForm settings={live.data} />;
}

/** /admin/sermons: sermons (with notes and audio), series (with artwork) and the live stream of /watch. */
export function SermonsAdminPage() {
  const { t } = useAdminT();
  return (
    <section>
      <PageHeading title={t("sermonsAdmin.title")}>{t("sermonsAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("sermonsAdmin.title")}
        tabs={[
          { value: "sermons", label: t("sermonsAdmin.tabs.sermons"), content: <SermonsTab /> },
          { value: "series", label: t("sermonsAdmin.tabs.series"), content: <SeriesTab /> },
          { value: "live", label: t("sermonsAdmin.tabs.live"), content: <LiveTab /> },
          { value: "chat", label: t("sermonsAdmin.tabs.chat"), content: <ChatModeration /> },
        ]}
      />
    </section>
  );
}

export function SermonsAdminRoute() {
  return (
    <RequireScope scope="content:write">
      <SermonsAdminPage />
    </RequireScope>
  );
}
