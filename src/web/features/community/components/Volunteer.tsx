import { useState } from "react";
import { CalendarCheck } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { VolunteerShift } from "../../../../shared/community";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Spinner } from "../../../components/ui/Spinner";
import { localized } from "../../../lib/format";
import { useSiteSettings } from "../../../lib/site";
import { useRequireMember } from "../../auth/useRequireMember";
import { useOpportunities, useShiftSignup } from "../api";
import { communityError } from "./errors";
import { formatShift } from "./when";

/** Ways to serve, with their shifts still to come and the places left in each. */
export function Volunteer() {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const opportunities = useOpportunities();
  if (opportunities.isPending) return <Spinner text={t("common.loading")} />;
  if (opportunities.isError)
    return (
      <p role="alert" className="text-red-800">
        {t("community.volunteer.loadError")}
      </p>
    );
  return (
    <div>
      <p className="text-slate-700">{t("community.volunteer.intro")}</p>
      {opportunities.data.length === 0 && <p className="mt-6 text-slate-700">{t("community.volunteer.empty")}</p>}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {opportunities.data.map((o) => (
          <article key={o.id} aria-labelledby={`opportunity-${o.id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="opportunity">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{localized(o.ministry, language)}</p>
            <h3 id={`opportunity-${o.id}`} className="mt-1 text-xl font-bold text-brand-900">
              {localized(o.title, language)}
            </h3>
            <p className="mt-2 whitespace-pre-line text-slate-700">{localized(o.description, language)}</p>
            {o.shifts.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">{t("community.volunteer.noShifts")}</p>
            ) : (
              <ul className="mt-4 flex flex-col gap-2">
                {o.shifts.map((shift) => (
                  <ShiftRow key={shift.id} shift={shift} title={localized(o.title, language)} />
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </div>
  );
}

function ShiftRow({ shift, title }: { shift: VolunteerShift; title: string }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const site = useSiteSettings();
  const requireMember = useRequireMember();
  const signup = useShiftSignup();
  const when = formatShift(shift.startsAt, shift.endsAt, language, site.data?.timeZone);
  const full = shift.slotsTaken >= shift.slotsNeeded;
  // A shift that had begun when the list was drawn takes no one new (the server says so too): shown, without a button.
  const [drawnAt] = useState(Date.now);
  const underWay = Date.parse(shift.startsAt) <= drawnAt;
  const fail = (err: unknown) => toast.error(communityError(t, err));
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3" data-testid="shift">
      <div>
        <p className="font-semibold text-slate-900">{when}</p>
        <p className="text-sm text-slate-700">{t("community.volunteer.places", { taken: shift.slotsTaken, needed: shift.slotsNeeded })}</p>
      </div>
      {shift.signedUpByMe ? (
        <div className="flex items-center gap-2">
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
            <CalendarCheck aria-hidden="true" className="size-4" />
            {t("community.volunteer.serving")}
          </span>
          <ConfirmButton
            label={t("community.volunteer.cancel")}
            title={t("community.volunteer.cancelTitle")}
            description={t("community.volunteer.cancelBody", { title, when })}
            confirmLabel={t("community.volunteer.cancel")}
            cancelLabel={t("community.keep")}
            onConfirm={() => signup.mutate({ shiftId: shift.id, serve: false }, { onError: fail })}
          />
        </div>
      ) : underWay ? (
        <span className="text-sm font-semibold text-slate-700">{t("community.volunteer.underWay")}</span>
      ) : (
        <Button
          size="sm"
          disabled={full || signup.isPending}
          aria-label={`${full ? t("community.volunteer.full") : t("community.volunteer.signUp")}: ${title}, ${when}`}
          onClick={() =>
            requireMember(() =>
              signup.mutate({ shiftId: shift.id, serve: true }, { onSuccess: () => toast.success(t("community.volunteer.thanks")), onError: fail }),
            )
          }
        >
          {full ? t("community.volunteer.full") : t("community.volunteer.signUp")}
        </Button>
      )}
    </li>
  );
}
