import { useTranslation } from "../../../i18n/use-translation";
import type { Language } from "../../../../shared/i18n";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, formatTime, localized } from "../../../lib/format";
import { useSiteSettings } from "../../../lib/site";
import { useMyCommunity } from "../api";
import { DAY_KEYS } from "./Groups";
import { formatShift } from "./when";

/** "My community": the member's discussions, shifts and groups in one place. */
export function MyCommunity({ signedIn, onOpenThread }: { signedIn: boolean; onOpenThread: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const site = useSiteSettings();
  const mine = useMyCommunity(signedIn);
  if (!signedIn) return <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">{t("community.mine.signIn")}</p>;
  if (mine.isPending) return <Spinner text={t("common.loading")} />;
  if (mine.isError)
    return (
      <p role="alert" className="text-red-800">
        {t("community.mine.loadError")}
      </p>
    );
  const { threads, shifts, groups } = mine.data;
  const heading = "text-xl font-bold text-brand-900";
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <section aria-labelledby="mine-shifts">
        <h3 id="mine-shifts" className={heading}>
          {t("community.mine.shifts")}
        </h3>
        {shifts.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("community.mine.noShifts")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="my-shifts">
            {shifts.map((s) => (
              <li key={s.shiftId} className="rounded-lg bg-slate-50 p-3">
                <p className="font-semibold">{localized(s.opportunityTitle, language)}</p>
                <p className="text-sm text-slate-700">{formatShift(s.startsAt, s.endsAt, language, site.data?.timeZone)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="mine-groups">
        <h3 id="mine-groups" className={heading}>
          {t("community.mine.groups")}
        </h3>
        {groups.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("community.mine.noGroups")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="my-groups">
            {groups.map((g) => (
              <li key={g.id} className="rounded-lg bg-slate-50 p-3">
                <p className="font-semibold">{localized(g.name, language)}</p>
                <p className="text-sm text-slate-700">
                  {t("community.groups.weekly", { day: t(`days.${DAY_KEYS[g.dayOfWeek] ?? "sunday"}`), time: formatTime(g.time, language) })}
                  {g.leads && ` · ${t("community.mine.youLead")}`}
                  {g.status === "pending" && ` · ${t("community.groups.pending")}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="mine-threads">
        <h3 id="mine-threads" className={heading}>
          {t("community.mine.threads")}
        </h3>
        {threads.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("community.mine.noThreads")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="my-threads">
            {threads.map((th) => (
              <li key={th.id} className="rounded-lg bg-slate-50 p-3">
                <button type="button" className="text-left font-semibold text-brand-800 underline underline-offset-2" onClick={() => onOpenThread(th.id)}>
                  {th.title}
                </button>
                <p className="text-sm text-slate-700">
                  {t("community.discussions.replies", { count: th.replyCount })} · {formatDate(th.lastPostAt, language)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
