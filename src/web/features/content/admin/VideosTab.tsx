import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useId, useState } from "react";
import { ANNOUNCEMENT_VIDEO_COUNT, MAX_HOME_VIDEOS, type VideoClipInput, type VideosInput } from "../../../../shared/content";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useSaveVideos, useVideos } from "./api";
import { UploadButton } from "./UploadButton";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

type ListName = keyof VideosInput;

const videoType = (src: string): VideoClipInput["sources"][number]["type"] => (/\.webm($|\?)/i.test(src) ? "video/webm" : "video/mp4");

function TextInput({ label, value, onChange, lang, hint }: { label: string; value: string; onChange: (v: string) => void; lang?: string; hint?: string }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input id={id} type="text" lang={lang} className={`mt-1 ${inputClasses}`} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function ClipEditor(props: {
  clip: VideoClipInput;
  index: number;
  count: number;
  removable: boolean;
  onChange: (clip: VideoClipInput) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useAdminT();
  const { clip, index, count } = props;
  const source = clip.sources[0]?.src ?? "";
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
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput label={t("content.videos.titleEn")} lang="en" value={clip.title.en} onChange={(en) => props.onChange({ ...clip, title: { ...clip.title, en } })} />
        <TextInput label={t("content.videos.titleEs")} lang="es" value={clip.title.es} onChange={(es) => props.onChange({ ...clip, title: { ...clip.title, es } })} />
      </div>
      <TextInput
        label={t("content.videos.source")}
        hint={t("content.videos.sourceHint")}
        value={source}
        onChange={(src) => props.onChange({ ...clip, sources: src.trim() ? [{ src: src.trim(), type: videoType(src.trim()) }] : [] })}
      />
      <UploadButton label={t("content.videos.uploadVideo")} kind="video" accept="video/mp4" onError={props.onError} onUploaded={(src) => props.onChange({ ...clip, sources: [{ src, type: "video/mp4" }] })} />
      <div className="flex flex-wrap items-end gap-3">
        {clip.poster ? <img src={clip.poster} alt="" className="h-16 w-28 rounded object-cover" /> : null}
        <div className="min-w-0 flex-1">
          <TextInput label={t("content.videos.poster")} value={clip.poster ?? ""} onChange={(poster) => props.onChange({ ...clip, poster: poster.trim() || undefined })} />
        </div>
      </div>
      <UploadButton label={t("content.videos.uploadPoster")} kind="image" accept="image/jpeg,image/png,image/webp" onError={props.onError} onUploaded={(poster) => props.onChange({ ...clip, poster })} />
    </li>
  );
}

function VideosForm({ initial }: { initial: VideosInput }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [videos, setVideos] = useState(initial);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const save = useSaveVideos();
  const onError = (error: unknown) => setNotice({ tone: "error", message: errorMessage(error) });

  const update = (list: ListName, next: VideoClipInput[]) => setVideos({ ...videos, [list]: next });
  const section = (list: ListName, title: string, intro: string) => {
    const clips = videos[list];
    const fixed = list === "announcementVideos";
    return (
      <section aria-labelledby={`videos-${list}`} className="space-y-3">
        <h2 id={`videos-${list}`} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <p className="text-slate-700">{intro}</p>
        <ol className="space-y-3">
          {clips.map((clip, index) => (
            <ClipEditor
              key={clip.id}
              clip={clip}
              index={index}
              count={clips.length}
              removable={!fixed && clips.length > 1}
              onError={onError}
              onChange={(next) => update(list, clips.map((c, i) => (i === index ? next : c)))}
              onRemove={() => update(list, clips.filter((_, i) => i !== index))}
              onMove={(delta) => {
                const next = [...clips];
                const [moved] = next.splice(index, 1);
                if (moved) next.splice(index + delta, 0, moved);
                update(list, next);
              }}
            />
          ))}
        </ol>
        {!fixed && clips.length < MAX_HOME_VIDEOS ? (
          <Button
            variant="outline"
            onClick={() => update(list, [...clips, { id: `clip-${Date.now().toString(36)}`, title: { en: "", es: "" }, sources: [] }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("content.videos.add")}
          </Button>
        ) : null}
      </section>
    );
  };

  return (
    <form
      className="space-y-8"
      onSubmit={(e) => {
        e.preventDefault();
        setNotice(null);
        save.mutate(videos, {
          onSuccess: () => setNotice({ tone: "success", message: t("content.videos.saved") }),
          onError: (error) =>
            setNotice({ tone: "error", message: error instanceof ApiError && error.fields ? t("content.videos.invalid") : errorMessage(error) }),
        });
      }}
    >
      {section("homeVideos", t("content.videos.homeTitle"), t("content.videos.homeIntro"))}
      {section("announcementVideos", t("content.videos.announcementsTitle"), t("content.videos.announcementsIntro", { count: ANNOUNCEMENT_VIDEO_COUNT }))}
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("content.saving") : t("content.videos.save")}
      </Button>
    </form>
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
