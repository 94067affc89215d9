import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, FormProvider, useFieldArray, useForm, useFormContext, useWatch } from "react-hook-form";
import { ANNOUNCEMENT_VIDEO_COUNT, MAX_HOME_VIDEOS, type VideoClipInput, type VideosInput, videosInput } from "../../../../shared/content";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors } from "../../../components/ui/form-errors";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useSaveVideos, useVideos } from "./api";
import { UploadButton } from "./UploadButton";

type ListName = keyof VideosInput;

const videoType = (src: string): VideoClipInput["sources"][number]["type"] => (/\.webm($|\?)/i.test(src) ? "video/webm" : "video/mp4");

type ClipPath = `${ListName}.${number}`;

const messageOf = (error: { message?: string; root?: { message?: string } } | undefined) => error?.message ?? error?.root?.message;

function ClipEditor(props: {
  path: ClipPath;
  clipErrors: FieldErrors<VideoClipInput> | undefined;
  index: number;
  count: number;
  removable: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useAdminT();
  const { path, index, count, clipErrors } = props;
  const { register, control, setValue } = useFormContext<VideosInput>();
  const sources = useWatch({ control, name: `${path}.sources` });
  const poster = useWatch({ control, name: `${path}.poster` });
  const setSources = (next: VideoClipInput["sources"]) => setValue(`${path}.sources`, next, { shouldDirty: true });
  const setPoster = (next: string | undefined) => setValue(`${path}.poster`, next, { shouldDirty: true });
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="video-clip">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-bold text-brand-900">{t("content.videos.clip", { n: index + 1 })}</h4>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={index === 0} onClick={() => props.onMove(-1)} aria-label={`${t("content.videos.moveUp")}: ${t("content.videos.clip", { n: index + 1 })}`}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="outline" size="sm" disabled={index === count - 1} onClick={() => props.onMove(1)} aria-label={`${t("content.videos.moveDown")}: ${t("content.videos.clip", { n: index + 1 })}`}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          {props.removable ? (
            <ConfirmButton
              label={t("content.videos.remove")}
              title={t("content.videos.removeTitle")}
              description={t("content.videos.removeBody")}
              confirmLabel={t("content.videos.remove")}
              variant="outline"
              onConfirm={props.onRemove}
            />
          ) : null}
        </div>
      </div>
      <BilingualField
        en={{ label: t("content.videos.titleEn"), field: register(`${path}.title.en`), error: clipErrors?.title?.en }}
        es={{ label: t("content.videos.titleEs"), field: register(`${path}.title.es`), error: clipErrors?.title?.es }}
      />
      <Field
        label={t("content.videos.source")}
        hint={t("content.videos.sourceHint")}
        value={sources[0]?.src ?? ""}
        error={messageOf(clipErrors?.sources)}
        onChange={(e) => {
          const src = e.target.value.trim();
          setSources(src ? [{ src, type: videoType(src) }] : []);
        }}
      />
      <UploadButton label={t("content.videos.uploadVideo")} kind="video" accept="video/mp4" onError={props.onError} onUploaded={(src) => setSources([{ src, type: "video/mp4" }])} />
      <div className="flex flex-wrap items-end gap-3">
        {poster ? <img src={poster} alt="" className="h-16 w-28 rounded object-cover" /> : null}
        <Field
          className="min-w-0 flex-1"
          label={t("content.videos.poster")}
          value={poster ?? ""}
          error={clipErrors?.poster?.message}
          onChange={(e) => setPoster(e.target.value.trim() || undefined)}
        />
      </div>
      <UploadButton label={t("content.videos.uploadPoster")} kind="image" accept="image/jpeg,image/png,image/webp" onError={props.onError} onUploaded={setPoster} />
    </li>
  );
}

function ClipList({ list, title, intro, onError }: { list: ListName; title: string; intro: string; onError: (error: unknown) => void }) {
  const { t } = useAdminT();
  const { control, formState } = useFormContext<VideosInput>();
  // keyName: the clips have an id of their own, which the field array must not overwrite.
  const { fields, append, remove, move } = useFieldArray({ control, name: list, keyName: "key" });
  const fixed = list === "announcementVideos";
  const listErrors = formState.errors[list];
  return (
    <section aria-labelledby={`videos-${list}`} className="space-y-3">
      <h2 id={`videos-${list}`} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <p className="text-slate-700">{intro}</p>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <ClipEditor
            key={field.key}
            path={`${list}.${index}`}
            clipErrors={listErrors?.[index]}
            index={index}
            count={fields.length}
            removable={!fixed && fields.length > 1}
            onError={onError}
            onRemove={() => remove(index)}
            onMove={(delta) => move(index, index + delta)}
          />
        ))}
      </ol>
      {!fixed && fields.length < MAX_HOME_VIDEOS ? (
        <Button variant="outline" onClick={() => append({ id: `clip-${Date.now().toString(36)}`, title: { en: "", es: "" }, sources: [] })}>
          <Plus aria-hidden="true" className="size-4" />
          {t("content.videos.add")}
        </Button>
      ) : null}
    </section>
  );
}

function VideosForm({ initial }: { initial: VideosInput }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const save = useSaveVideos();
  const form = useForm<VideosInput>({ resolver: zodResolver(videosInput), defaultValues: initial });
  const onError = (error: unknown) => setNotice({ tone: "error", message: errorMessage(error) });

  const submit = form.handleSubmit(
    (videos) => {
      setNotice(null);
      save.mutate(videos, {
        onSuccess: () => setNotice({ tone: "success", message: t("content.videos.saved") }),
        onError: (error) => {
          // The form has the schema's own shape, so each field the server names is one of the form's.
          const fields = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
          showServerErrors(form.setError, error, fields, errorMessage(error));
          setNotice({ tone: "error", message: fields.length ? t("content.videos.invalid") : errorMessage(error) });
        },
      });
    },
    () => setNotice({ tone: "error", message: t("content.videos.invalid") }),
  );

  return (
    <FormProvider {...form}>
      <form className="space-y-8" onSubmit={(e) => void submit(e)} noValidate>
        <ClipList list="homeVideos" title={t("content.videos.homeTitle")} intro={t("content.videos.homeIntro")} onError={onError} />
        <ClipList
          list="announcementVideos"
          title={t("content.videos.announcementsTitle")}
          intro={t("content.videos.announcementsIntro", { count: ANNOUNCEMENT_VIDEO_COUNT })}
          onError={onError}
        />
        <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("content.saving") : t("content.videos.save")}
        </Button>
      </form>
    </FormProvider>
  );
}

/** The home page's background playlist and the four announcement videos: upload or address, order, poster. */
export function VideosTab() {
  const errorMessage = useAdminErrorMessage();
  const videos = useVideos();
  if (videos.isPending) return <Spinner />;
  if (videos.isError) return <FormError tone="error" message={errorMessage(videos.error)} />;
  return <VideosForm initial={videos.data} />;
}
