import { History, X } from "lucide-react";
import { useId, useState } from "react";
import { type AdminContentBlock, type ContentValueInput, sameContentValue } from "../../../../shared/content";
import type { Language } from "../../../../shared/i18n";
import { Markdown } from "../../../components/Markdown";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useBlockWrite } from "./api";
import { UploadButton } from "./UploadButton";
import { PublishPreview } from "./PublishPreview";
import { RevisionHistory } from "./RevisionHistory";
import { inputClasses } from "../../../components/ui/form-styles";
import { ControlError, Labelled } from "../../../components/ui/Labelled";

type Notice = { tone: "error" | "success"; message: string } | null;

function LanguageSide({ block, language, value, onChange, error }: { block: AdminContentBlock; language: Language; value: string; onChange: (text: string) => void; error?: string }) {
  const { t } = useAdminT();
  const id = useId();
  const label = language === "en" ? t("content.english") : t("content.spanish");
  const markdown = block.format === "markdown";
  return (
    <Labelled id={id} label={label} className="min-w-0">
      <textarea
        id={id}
        lang={language}
        rows={markdown ? 8 : 3}
        value={value}
        maxLength={block.maxLength + 500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
        className={`mt-1 ${inputClasses}`}
        data-testid={`content-${language}`}
      />
      <p id={`${id}-hint`} className={`mt-1 text-xs ${value.length > block.maxLength ? "text-red-800" : "text-slate-700"}`}>
        {markdown ? t("content.markdownHint") : t("content.plainHint")} {t("content.counter", { count: value.length, max: block.maxLength })}
      </p>
      <ControlError id={id} error={error} />
      <div className="mt-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3" lang={language}>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{t("content.previewOf", { language: label })}</p>
        <div className="mt-1 text-slate-900" data-testid={`content-preview-${language}`}>
          {markdown ? <Markdown source={value} /> : <p>{value}</p>}
        </div>
      </div>
    </Labelled>
  );
}

function ImageField({ value, name, wide, onChange, invalid }: { value: string | null; name: string; wide: boolean; onChange: (url: string | null) => void; invalid: boolean }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-start gap-4">
      {value ? (
        <img
          src={value}
          alt={wide ? t("content.pictureAlt") : t("content.imageAlt", { name })}
          className={wide ? "aspect-[4/3] w-40 rounded-lg object-cover" : "size-24 rounded-full object-cover"}
        />
      ) : null}
      <Labelled id={id} label={wide ? t("content.pictureUrl") : t("content.imageUrl")} className="min-w-0 flex-1 space-y-2">
        <input
          id={id}
          type="text"
          className={`mt-1 ${inputClasses}`}
          value={value ?? ""}
          aria-invalid={invalid || undefined}
          aria-describedby={wide ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.value.trim() || null)}
        />
        {wide ? (
          <p id={`${id}-hint`} className="text-xs text-slate-700">
            {t("content.pictureHint")}
          </p>
        ) : null}
        {invalid ? <p className="text-sm text-red-800">{t("content.errors.image")}</p> : null}
        <div className="flex flex-wrap gap-2">
          <UploadButton
            label={wide ? t("content.uploadPicture") : t("content.upload")}
            kind={wide ? "picture" : "image"}
            accept="image/jpeg,image/png,image/webp"
            onUploaded={onChange}
            onError={(err) => setError(errorMessage(err))}
          />
          {value ? (
            <Button variant="outline" size="sm" onClick={() => onChange(null)}>
              <X aria-hidden="true" className="size-4" />
              {wide ? t("content.removePicture") : t("content.removeImage")}
            </Button>
          ) : null}
        </div>
        <FormError tone="error" message={error} />
      </Labelled>
    </div>
  );
}

/** What visitors see of this block right now, said plainly; the live text itself when a draft differs from it. */
function LiveState({ block }: { block: AdminContentBlock }) {
  const { t } = useAdminT();
  if (!block.published) {
    return (
      <p className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800" data-testid="content-live-state">
        {t("content.live.never")}
      </p>
    );
  }
  if (block.status === "published") {
    return (
      <p className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="content-live-state">
        {t("content.live.same")}
      </p>
    );
  }
  return (
    <section aria-labelledby={`live-${block.key}`} className="rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="content-live-state">
      <h3 id={`live-${block.key}`} className="font-bold text-amber-950">
        {t("content.live.onSite")}
      </h3>
      <p className="text-sm text-amber-950">{t("content.live.draftWaits")}</p>
      <div className="mt-2 grid gap-3 lg:grid-cols-2" data-testid="content-live-text">
        {(["en", "es"] as const).map((language) => (
          <div key={language} lang={language} className="min-w-0 rounded-md bg-white p-2">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{language === "en" ? t("content.english") : t("content.spanish")}</p>
            {block.format === "markdown" ? <Markdown source={block.published?.[language] ?? ""} /> : <p className="break-words">{block.published?.[language]}</p>}
          </div>
        ))}
      </div>
      {block.hasImage && block.published.image ? <img src={block.published.image} alt={t("content.preview.livePicture")} className="mt-2 h-16 w-20 rounded object-cover" /> : null}
    </section>
  );
}

/**
 * One block: what the site shows now, then English and Spanish side by side with a live preview each; save
 * draft, publish (after a look at what changes on the site), discard a waiting draft, history.
 */
export function BlockEditor({ block, label }: { block: AdminContentBlock; label: string }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [value, setValue] = useState<ContentValueInput>({ en: block.draft.en, es: block.draft.es, image: block.draft.image });
  const [notice, setNotice] = useState<Notice>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [showHistory, setShowHistory] = useState(false);
  const { saveDraft, publish, restore } = useBlockWrite(block.key);
  const busy = saveDraft.isPending || publish.isPending || restore.isPending;
  const asValue = { ...value, image: value.image ?? null };
  const unsaved = !sameContentValue(asValue, block.draft);
  const alreadyLive = sameContentValue(asValue, block.published);

  const submit = (action: typeof saveDraft, input: ContentValueInput, success: string) => {
    setNotice(null);
    action.mutate(input, {
      onSuccess: ({ block: saved }) => {
        setValue({ en: saved.draft.en, es: saved.draft.es, image: saved.draft.image });
        setFields({});
        setNotice({ tone: "success", message: success });
      },
      onError: (error) => {
        setFields(error instanceof ApiError ? (error.fields ?? {}) : {});
        // A refused text says so under its language; the alert carries the rest (the picture, anything else).
        const refused = error instanceof ApiError ? error.fields : undefined;
        setNotice({ tone: "error", message: refused?.image ? t("content.errors.image") : errorMessage(error) });
      },
    });
  };
  const published = block.published;

  return (
    <div className="space-y-4 border-t border-slate-200 p-4" data-testid={`content-editor-${block.key}`}>
      <LiveState block={block} />
      <div className="grid gap-6 lg:grid-cols-2">
        {(["en", "es"] as const).map((language) => (
          <LanguageSide
            key={language}
            block={block}
            language={language}
            value={value[language]}
            error={fields[language] ? t("content.errors.text", { max: block.maxLength }) : undefined}
            onChange={(text) => setValue({ ...value, [language]: text })}
          />
        ))}
      </div>
      {block.hasImage ? (
        <ImageField value={value.image} name={value.en || label} wide={block.page === "pages"} invalid={!!fields.image} onChange={(image) => setValue({ ...value, image })} />
      ) : null}
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      {unsaved ? <p className="text-sm font-semibold text-amber-900">{t("content.unsaved")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy || !unsaved} onClick={() => submit(saveDraft, value, t("content.draftSaved"))}>
          {saveDraft.isPending ? t("content.saving") : t("content.saveDraft")}
        </Button>
        <PublishPreview label={label} live={published} next={value} hasImage={block.hasImage} disabled={busy || alreadyLive} onPublish={() => submit(publish, value, t("content.published"))} />
        {published && block.status === "draft" ? (
          <ConfirmButton
            label={t("content.discard")}
            title={t("content.discardTitle")}
            description={t("content.discardBody")}
            confirmLabel={t("content.discard")}
            size="md"
            disabled={busy}
            onConfirm={() => submit(saveDraft, { en: published.en, es: published.es, image: published.image }, t("content.discarded"))}
          />
        ) : null}
        <Button variant="outline" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)}>
          <History aria-hidden="true" className="size-4" />
          {t("content.history")}
        </Button>
      </div>
      {showHistory ? (
        <RevisionHistory
          block={block}
          onRestore={(id) =>
            restore.mutate(id, {
              onSuccess: ({ block: restored }) => {
                setValue({ en: restored.draft.en, es: restored.draft.es, image: restored.draft.image });
                setFields({});
                setNotice({ tone: "success", message: t("content.restored") });
              },
              onError: (error) => setNotice({ tone: "error", message: errorMessage(error) }),
            })
          }
        />
      ) : null}
    </div>
  );
}
