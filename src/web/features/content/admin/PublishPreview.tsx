import { diffWords } from "diff";
import type { ContentValue, ContentValueInput } from "../../../../shared/content";
import type { Language } from "../../../../shared/i18n";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { useAdminT } from "../../admin/useAdminT";

/** One side of a word-by-word comparison: the live text with what goes struck out, or the new text with what comes in. */
function DiffedText({ before, after, side }: { before: string; after: string; side: "live" | "next" }) {
  const { t } = useAdminT();
  const parts = diffWords(before, after);
  return (
    <p className="whitespace-pre-wrap break-words text-slate-900">
      {parts.map((part, index) => {
        if (side === "live" && part.added) return null;
        if (side === "next" && part.removed) return null;
        if (part.removed || part.added) {
          const Change = part.removed ? "del" : "ins";
          const colours = part.removed ? "bg-red-100 text-red-900 decoration-red-700 decoration-2" : "bg-green-100 text-green-900 no-underline";
          return (
            <Change key={index} className={`rounded ${colours}`}>
              <span className="sr-only">{part.removed ? t("content.preview.removed") : t("content.preview.added")} </span>
              {part.value}
            </Change>
          );
        }
        return <span key={index}>{part.value}</span>;
      })}
    </p>
  );
}

function PictureThumb({ url, label }: { url: string | null; label: string }) {
  const { t } = useAdminT();
  if (!url) return <p className="text-sm text-slate-700">{t("content.preview.noPicture")}</p>;
  return <img src={url} alt={label} className="h-20 w-28 rounded-lg object-cover" />;
}

/** A language's live text beside what publishing puts there, or a line saying it does not change. */
function LanguageComparison({ language, live, next }: { language: Language; live: string | null; next: string }) {
  const { t } = useAdminT();
  const name = language === "en" ? t("content.english") : t("content.spanish");
  return (
    <section aria-label={name} className="rounded-lg border border-slate-200 p-3" lang={language} data-testid={`publish-compare-${language}`}>
      <h3 className="font-bold text-brand-900">{name}</h3>
      {live === next ? (
        <p className="mt-1 text-sm text-slate-700">{t("content.preview.unchanged")}</p>
      ) : (
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{t("content.preview.live")}</p>
            {live === null ? <p className="mt-1 text-sm italic text-slate-700">{t("content.preview.nothingLive")}</p> : <DiffedText before={live} after={next} side="live" />}
          </div>
          <div data-testid={`publish-next-${language}`}>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{t("content.preview.next")}</p>
            <DiffedText before={live ?? ""} after={next} side="next" />
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * "Publish" asks first and shows what goes live: each language's text on the site now beside the text that
 * replaces it, word by word (struck out in red what goes, green what comes), and the picture before and after.
 */
export function PublishPreview({
  label,
  live,
  next,
  hasImage,
  disabled,
  onPublish,
}: {
  label: string;
  live: ContentValue | null;
  next: ContentValueInput;
  hasImage: boolean;
  disabled: boolean;
  onPublish: () => void;
}) {
  const { t } = useAdminT();
  const pictureChanges = hasImage && (live?.image ?? null) !== (next.image ?? null);
  return (
    <ConfirmButton
      label={t("content.publish")}
      variant="primary"
      size="md"
      disabled={disabled}
      title={t("content.preview.title", { label })}
      description={live ? t("content.preview.body") : t("content.preview.bodyFirst")}
      confirmLabel={t("content.preview.confirm")}
      confirmTone="primary"
      wide
      testId="publish-preview"
      onConfirm={onPublish}
    >
      <div className="mt-4 space-y-3">
        <LanguageComparison language="en" live={live?.en ?? null} next={next.en} />
        <LanguageComparison language="es" live={live?.es ?? null} next={next.es} />
        {pictureChanges ? (
          <section aria-label={t("content.image")} className="rounded-lg border border-slate-200 p-3">
            <h3 className="font-bold text-brand-900">{t("content.image")}</h3>
            <div className="mt-2 flex flex-wrap items-center gap-4">
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{t("content.preview.live")}</p>
                <PictureThumb url={live?.image ?? null} label={t("content.preview.livePicture")} />
              </div>
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{t("content.preview.next")}</p>
                <PictureThumb url={next.image ?? null} label={t("content.preview.nextPicture")} />
              </div>
            </div>
          </section>
        ) : null}
      </div>
    </ConfirmButton>
  );
}
