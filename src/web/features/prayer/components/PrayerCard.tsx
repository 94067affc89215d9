import { CheckCircle2, HandHeart } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { Language } from "../../../../shared/i18n";
import type { PrayerRequest } from "../../../../shared/prayer";
import { Button } from "../../../components/ui/Button";
import { formatDate } from "../../../lib/format";
import { useRequireMember } from "../../auth/useRequireMember";
import { usePraying } from "../api";
import { AuthorActions, ReportAction } from "./PrayerActions";

/** One request on the wall: its text (always as text), who prays, and what its author or a member may do. */
export function PrayerCard({ request, signedIn }: { request: PrayerRequest; signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const requireMember = useRequireMember();
  const praying = usePraying();
  const headingId = `prayer-${request.id}-heading`;
  const pray = () =>
    requireMember(() =>
      praying.mutate({ id: request.id, praying: !request.prayedByMe }, { onError: () => toast.error(t("prayer.errors.generic")) }),
    );

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="prayer-card">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {/* A request without a title is headed by its category: the category is then said once (issue 51). */}
        {request.title && <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{t(`prayer.category.${request.category}`)}</span>}
        {request.visibility !== "public" && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">{t(`prayer.visibilityLabel.${request.visibility}`)}</span>
        )}
        {request.answeredAt && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 font-semibold text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t("prayer.answered")}
          </span>
        )}
        {request.mine && request.status !== "approved" && (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-amber-900">{t(`prayer.${request.status}`)}</span>
        )}
      </div>
      <h2 id={headingId} className="mt-3 text-lg font-bold text-brand-900">
        {request.title ?? t("prayer.category." + request.category)}
      </h2>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{request.body}</p>
      {request.praiseReport && (
        <div className="mt-3 rounded-lg border border-green-200 bg-green-50 p-3">
          <p className="text-sm font-semibold text-green-900">{t("prayer.praiseReport")}</p>
          <p className="mt-1 whitespace-pre-line break-words text-green-900">{request.praiseReport}</p>
        </div>
      )}
      <p className="mt-3 text-sm text-slate-600">
        {t("prayer.byline", { name: request.authorName ?? t("prayer.anonymous"), date: formatDate(request.createdAt.slice(0, 10), language) })}
        {request.mine && ` · ${t("prayer.yours")}`}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant={request.prayedByMe ? "primary" : "outline"}
          size="sm"
          aria-pressed={request.prayedByMe}
          aria-label={`${t("prayer.prayFor")}: ${request.title ?? request.body.slice(0, 40)}`}
          onClick={pray}
          disabled={praying.isPending}
          data-testid="pray-button"
        >
          <HandHeart aria-hidden="true" className="size-4" />
          {request.prayedByMe ? t("prayer.prayingNow") : t("prayer.pray")}
        </Button>
        <span className="text-sm font-semibold text-slate-700" data-testid="praying-count" aria-live="polite">
          {t("prayer.praying", { count: request.prayingCount })}
        </span>
        <span className="grow" />
        {request.mine ? <AuthorActions request={request} /> : signedIn && <ReportAction request={request} />}
      </div>
    </article>
  );
}
