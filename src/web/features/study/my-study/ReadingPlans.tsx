import { zodResolver } from "@hookform/resolvers/zod";
import { Flame } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { toast } from "../../../lib/toast";
import type { Language } from "../../../../shared/i18n";
import type { z } from "zod";
import { type PlanDay, type PlanEnrollment, type PlanReading, type ReadingPlanSummary, startPlanBody } from "../../../../shared/my-study";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors, useFirstError } from "../../../components/ui/form-errors";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate } from "../../../lib/format";
import { useMyPlans, usePlan, usePlanChange } from "../my-study-api";
import { readerLink } from "../reader-link";
import { formatNumber } from "../../../../shared/number-format";
import { useBookNames } from "./book-names";
import { LoadState } from "./LoadState";
import { TitledSection } from "../../../components/ui/TitledSection";

/** How many days before today stay listed, to mark a day read late. */
const RECENT_DAYS = 6;

/** The two reading plans: start one, or follow the one started. */
export function ReadingPlans({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const plans = useMyPlans(memberId);
  return (
    <TitledSection id="plans-heading" title={t("myStudy.plans.title")} className="mt-8" headingClassName="text-2xl font-bold text-brand-900">
      <LoadState query={plans} />
      <div className="mt-4 grid gap-6">
        {plans.data?.plans.map(({ plan, enrollment }) => (
          <PlanCard key={plan.id} memberId={memberId} plan={plan} enrollment={enrollment} today={plans.data.today} />
        ))}
      </div>
    </TitledSection>
  );
}

interface PlanCardProps {
  memberId: string;
  plan: ReadingPlanSummary;
  enrollment: PlanEnrollment | null;
  /** The church's date today: plan days follow the church's calendar, not the browser's. */
  today: string;
}

function PlanCard({ memberId, plan, enrollment, today }: PlanCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={`plan-${plan.id}`}>
      <h3 id={headingId} className="text-xl font-bold text-brand-900">
        {t(`myStudy.plans.names.${plan.id}`)}
      </h3>
      <p className="mt-1 text-slate-700">
        {t("myStudy.plans.summary", {
          chapters: formatNumber(plan.chapterCount),
          days: formatNumber(plan.dayCount),
          verses: formatNumber(Math.round(plan.verseCount / plan.dayCount)),
        })}
      </p>
      {enrollment ? <FollowedPlan memberId={memberId} plan={plan} enrollment={enrollment} /> : <StartPlanForm plan={plan} today={today} />}
    </article>
  );
}

type StartInput = z.input<typeof startPlanBody>;

function StartPlanForm({ plan, today }: { plan: ReadingPlanSummary; today: string }) {
  const { t } = useTranslation();
  const change = usePlanChange();
  const { register, handleSubmit, formState, setError } = useForm<StartInput, unknown, z.output<typeof startPlanBody>>({
    resolver: zodResolver(startPlanBody),
    defaultValues: { startDate: today },
  });
  const firstError = useFirstError(formState.errors, ["startDate"]);
  const submit = handleSubmit((values) =>
    change.mutate(
      { planId: plan.id, start: values.startDate },
      {
        onSuccess: () => toast.success(t("myStudy.plans.started")),
        onError: (err) => showServerErrors(setError, err, ["startDate"], t("myStudy.saveFailed")),
      },
    ),
  );
  return (
    <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <Field type="date" required label={t("myStudy.plans.startDate")} invalid={!!formState.errors.startDate} {...register("startDate")} />
      <Button type="submit" disabled={change.isPending}>
        {t("myStudy.plans.start")}
      </Button>
      <div className="w-full empty:hidden">
        <FormError message={firstError ?? formState.errors.root?.message} />
      </div>
    </form>
  );
}

function readingLabel(reading: PlanReading, name: (id: string) => string): string {
  const chapters = reading.firstChapter === reading.lastChapter ? `${reading.firstChapter}` : `${reading.firstChapter}-${reading.lastChapter}`;
  return `${name(reading.book)} ${chapters}`;
}

function FollowedPlan({ memberId, plan, enrollment }: { memberId: string; plan: ReadingPlanSummary; enrollment: PlanEnrollment }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const detail = usePlan(memberId, plan.id, true);
  const change = usePlanChange();
  const { progress, todayDay } = enrollment;
  const days = detail.data?.days ?? [];
  const today = days.find((d) => d.day === todayDay);
  const recent = days.filter((d) => d.day < todayDay && d.day >= todayDay - RECENT_DAYS).reverse();
  const done = new Set(progress.doneDays);
  // The box shows the member's choice at once, while the server records it and the progress is read again.
  const pending = change.isPending && change.variables && "day" in change.variables ? change.variables : null;
  const isDone = (day: number) => (pending?.day === day ? pending.done : done.has(day));
  const toggle = (day: number, checked: boolean) =>
    change.mutate({ planId: plan.id, day, done: checked }, { onError: () => toast.error(t("myStudy.saveFailed")) });

  return (
    <div className="mt-4 flex flex-col gap-4">
      <div>
        <div
          role="progressbar"
          aria-label={t("myStudy.plans.progressLabel")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress.percent}%` }} />
        </div>
        <p className="mt-2 font-semibold text-slate-800" data-testid="plan-progress">
          {t("myStudy.plans.progress", { done: progress.doneCount, total: plan.dayCount, percent: progress.percent })}
        </p>
        <p className="mt-1 flex items-center gap-1 text-slate-800" data-testid="plan-streak">
          {progress.streak > 0 ? (
            <>
              <Flame aria-hidden="true" className="size-5 text-orange-700" />
              {t("myStudy.plans.streak", { count: progress.streak })}
            </>
          ) : (
            t("myStudy.plans.noStreak")
          )}
        </p>
      </div>

      {detail.isPending && <Spinner size="sm" text={t("common.loading")} />}
      {todayDay === 0 && <p className="text-slate-800">{t("myStudy.plans.beforeStart", { date: formatDate(enrollment.startDate, language) })}</p>}
      {todayDay > plan.dayCount && <p className="text-slate-800">{t("myStudy.plans.finished")}</p>}
      {today && (
        <div className="rounded-lg bg-brand-50 p-4" data-testid="todays-reading">
          <h4 className="font-bold text-brand-900">{t("myStudy.plans.today", { day: today.day })}</h4>
          <DayRow day={today} done={isDone(today.day)} disabled={change.isPending} onToggle={toggle} />
        </div>
      )}
      {recent.length > 0 && (
        <div>
          <h4 className="font-bold text-brand-900">{t("myStudy.plans.recentDays")}</h4>
          <ul className="mt-2 flex flex-col gap-2">
            {recent.map((day) => (
              <li key={day.day}>
                <DayRow day={day} done={isDone(day.day)} disabled={change.isPending} onToggle={toggle} showDay />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <ConfirmButton
          label={t("myStudy.plans.leave")}
          title={t("myStudy.plans.leaveTitle")}
          description={t("myStudy.plans.leaveDescription")}
          confirmLabel={t("myStudy.plans.leaveConfirm")}
          cancelLabel={t("myStudy.plans.cancel")}
          className="text-brand-800"
          onConfirm={() => change.mutate({ planId: plan.id, leave: true }, { onSuccess: () => toast.success(t("myStudy.plans.left")) })}
        />
      </div>
    </div>
  );
}

interface DayRowProps {
  day: PlanDay;
  done: boolean;
  disabled: boolean;
  showDay?: boolean;
  onToggle: (day: number, done: boolean) => void;
}

/** A day's readings, each opening the reader at its first chapter, and the box that marks the day done. */
function DayRow({ day, done, disabled, showDay = false, onToggle }: DayRowProps) {
  const { t } = useTranslation();
  const name = useBookNames();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {showDay && <span className="font-semibold text-slate-800">{t("myStudy.plans.dayLabel", { day: day.day })}</span>}
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {day.readings.map((reading) => (
          <li key={`${reading.book}-${reading.firstChapter}`}>
            <Link className="font-semibold text-brand-800 underline underline-offset-2" {...readerLink(reading.book, reading.firstChapter)}>
              {readingLabel(reading, name)}
            </Link>
          </li>
        ))}
      </ul>
      <Checkbox label={t("myStudy.plans.markDone", { day: day.day })} checked={done} disabled={disabled} onChange={(e) => onToggle(day.day, e.target.checked)} />
    </div>
  );
}
