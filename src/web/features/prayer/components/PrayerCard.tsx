import { CheckCircle2, Flag, HandHeart, Pencil, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Language } from "../../../../shared/i18n";
import type { PrayerRequest } from "../../../../shared/prayer";
import { Button } from "../../../components/ui/Button";
import { formatDate } from "../../../lib/format";
import { useRequireMember } from "../../auth/useRequireMember";
import { useAnswerPrayer, useDeletePrayer, usePraying, useReportPrayer, useSavePrayer, useUnanswerPrayer } from "../api";
import { Modal } from "./Modal";
import { PrayerForm } from "./PrayerForm";
import { inputClasses } from "../../../components/ui/form-styles";

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
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{t(`prayer.category.${request.category}`)}</span>
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

function AuthorActions({ request }: { request: PrayerRequest }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [praise, setPraise] = useState(request.praiseReport ?? "");
  const save = useSavePrayer();
  const remove = useDeletePrayer();
  const answer = useAnswerPrayer();
  const unanswer = useUnanswerPrayer();
  const fail = () => toast.error(t("prayer.errors.generic"));
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        {t("prayer.edit")}
      </Button>
      {request.answeredAt ? (
        <Button variant="ghost" size="sm" onClick={() => unanswer.mutate(request.id, { onError: fail })}>
          {t("prayer.unmarkAnswered")}
        </Button>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setAnswering(true)}>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t("prayer.markAnswered")}
        </Button>
      )}
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button variant="ghost" size="sm" className="text-red-800">
            <Trash2 aria-hidden="true" className="size-4" />
            {t("prayer.delete")}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-bold text-brand-900">{t("prayer.deleteTitle")}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-slate-700">{t("prayer.deleteBody")}</AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" size="sm">
                  {t("prayer.cancel")}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button
                  size="sm"
                  className="bg-red-700 hover:bg-red-800"
                  onClick={() => remove.mutate(request.id, { onSuccess: () => toast.success(t("prayer.deleted")), onError: fail })}
                >
                  {t("prayer.delete")}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <Modal open={editing} onOpenChange={setEditing} title={t("prayer.form.editTitle")} closeLabel={t("prayer.cancel")}>
        <PrayerForm
          initial={request}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: request.id, input });
            setEditing(false);
            toast.success(t("prayer.form.saved"));
          }}
        />
      </Modal>
      <Modal open={answering} onOpenChange={setAnswering} title={t("prayer.answerTitle")} description={t("prayer.answerBody")} closeLabel={t("prayer.cancel")}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            answer.mutate({ id: request.id, praiseReport: praise }, { onSuccess: () => setAnswering(false), onError: fail });
          }}
        >
          <label htmlFor={`praise-${request.id}`} className="text-sm font-semibold text-slate-800">
            {t("prayer.praiseReport")}
          </label>
          <textarea
            id={`praise-${request.id}`}
            rows={4}
            maxLength={2000}
            className={`${inputClasses} h-auto py-2`}
            value={praise}
            onChange={(e) => setPraise(e.target.value)}
          />
          <Button type="submit" disabled={answer.isPending}>
            {t("prayer.answerSave")}
          </Button>
        </form>
      </Modal>
    </div>
  );
}

function ReportAction({ request }: { request: PrayerRequest }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const report = useReportPrayer();
  if (request.reportedByMe) return <span className="text-sm text-slate-600">{t("prayer.reported")}</span>;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {t("prayer.report")}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t("prayer.reportTitle")} description={t("prayer.reportBody")} closeLabel={t("prayer.cancel")}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate(
              { id: request.id, reason },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(t("prayer.reportThanks"));
                },
                onError: () => toast.error(t("prayer.errors.generic")),
              },
            );
          }}
        >
          <label htmlFor={`report-${request.id}`} className="text-sm font-semibold text-slate-800">
            {t("prayer.reportReason")}
          </label>
          <textarea
            id={`report-${request.id}`}
            rows={3}
            maxLength={500}
            className={`${inputClasses} h-auto py-2`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" disabled={report.isPending}>
            {t("prayer.reportSend")}
          </Button>
        </form>
      </Modal>
    </>
  );
}
