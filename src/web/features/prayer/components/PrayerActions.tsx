import { CheckCircle2, Flag, Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import type { answerBody, PrayerRequest, reportBody } from "../../../../shared/prayer";
import { PRAYER_LIMITS } from "../../../../shared/prayer-constants";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { Button } from "../../../components/ui/Button";
import { DeleteButton } from "../../../components/ui/DeleteButton";
import { TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors, useFirstError } from "../../../components/ui/form-errors";
import { useAnswerPrayer, useDeletePrayer, useReportPrayer, useSavePrayer, useUnanswerPrayer } from "../api";
import { Dialog } from "../../../components/ui/Dialog";
import { PrayerForm } from "./PrayerForm";

/** What the author of a request may do: edit it, mark it answered (with a praise report), delete it. */
export function AuthorActions({ request }: { request: PrayerRequest }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [answering, setAnswering] = useState(false);
  const save = useSavePrayer();
  const remove = useDeletePrayer();
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
      <DeleteButton
        label={t("prayer.delete")}
        title={t("prayer.deleteTitle")}
        description={t("prayer.deleteBody")}
        cancelLabel={t("prayer.cancel")}
        onConfirm={() => remove.mutate(request.id, { onSuccess: () => toast.success(t("prayer.deleted")), onError: fail })}
      />
      <Dialog open={editing} onOpenChange={setEditing} title={t("prayer.form.editTitle")}>
        <PrayerForm
          initial={request}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: request.id, input });
            setEditing(false);
            toast.success(t("prayer.form.saved"));
          }}
        />
      </Dialog>
      <Dialog open={answering} onOpenChange={setAnswering} title={t("prayer.answerTitle")} description={t("prayer.answerBody")}>
        <AnswerForm request={request} onDone={() => setAnswering(false)} />
      </Dialog>
    </div>
  );
}

// Their schemas, with zod, load when a form is first checked (lazy-zod-resolver.ts); the forms open in a dialog.
const answerResolver = lazyZodResolver<z.input<typeof answerBody>, z.output<typeof answerBody>>(() =>
  import("../../../../shared/prayer").then((m) => m.answerBody),
);
const reportResolver = lazyZodResolver<z.input<typeof reportBody>, z.output<typeof reportBody>>(() =>
  import("../../../../shared/prayer").then((m) => m.reportBody),
);

function AnswerForm({ request, onDone }: { request: PrayerRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerPrayer();
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof answerBody>, unknown, z.output<typeof answerBody>>({
    resolver: answerResolver,
    defaultValues: { praiseReport: request.praiseReport ?? "" },
  });
  const firstError = useFirstError(formState.errors, ["praiseReport"]);
  const submit = handleSubmit((values) =>
    answer.mutate(
      { id: request.id, praiseReport: values.praiseReport },
      { onSuccess: onDone, onError: (err) => showServerErrors(setError, err, ["praiseReport"], t("prayer.errors.generic")) },
    ),
  );
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <FormError message={firstError ?? formState.errors.root?.message} />
      <TextAreaField
        label={t("prayer.praiseReport")}
        rows={4}
        maxLength={PRAYER_LIMITS.praiseReport}
        invalid={!!formState.errors.praiseReport}
        {...register("praiseReport")}
      />
      <Button type="submit" disabled={answer.isPending}>
        {t("prayer.answerSave")}
      </Button>
    </form>
  );
}

/** A member who is not the author may report a request to the moderators, once. */
export function ReportAction({ request }: { request: PrayerRequest }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (request.reportedByMe) return <span className="text-sm text-slate-600">{t("prayer.reported")}</span>;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {t("prayer.report")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("prayer.reportTitle")} description={t("prayer.reportBody")}>
        <ReportForm request={request} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function ReportForm({ request, onDone }: { request: PrayerRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const report = useReportPrayer();
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof reportBody>, unknown, z.output<typeof reportBody>>({
    resolver: reportResolver,
    defaultValues: { reason: "" },
  });
  const firstError = useFirstError(formState.errors, ["reason"]);
  const submit = handleSubmit((values) =>
    report.mutate(
      { id: request.id, reason: values.reason },
      {
        onSuccess: () => {
          onDone();
          toast.success(t("prayer.reportThanks"));
        },
        onError: (err) => showServerErrors(setError, err, ["reason"], t("prayer.errors.generic")),
      },
    ),
  );
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <FormError message={firstError ?? formState.errors.root?.message} />
      <TextAreaField
        label={t("prayer.reportReason")}
        rows={3}
        maxLength={PRAYER_LIMITS.reportReason}
        invalid={!!formState.errors.reason}
        {...register("reason")}
      />
      <Button type="submit" disabled={report.isPending}>
        {t("prayer.reportSend")}
      </Button>
    </form>
  );
}
