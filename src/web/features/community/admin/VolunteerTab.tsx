import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import type { AdminOpportunity } from "../../../../shared/community";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDateTime } from "../../admin/format";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useAdminOpportunities, useDeleteShift } from "./api";
import { cardClasses } from "./form-parts";
import { OpportunityForm, ShiftForm } from "./VolunteerForms";

/** Volunteer opportunities with their shifts and who serves; the schedule as CSV. */
export function VolunteerTab() {
  const { t, i18n } = useAdminT();
  const lang = i18n.language.startsWith("es") ? "es" : "en";
  const opportunities = useAdminOpportunities();
  const [editing, setEditing] = useState<AdminOpportunity | "new" | null>(null);
  const remove = useDeleteShift();
  const errorOf = useAdminErrorMessage();
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-4">
        {editing === null && <Button onClick={() => setEditing("new")}>{t("communityAdmin.volunteer.new")}</Button>}
        <a href="/api/admin/community/schedule.csv" download className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
          <Download aria-hidden="true" className="size-4" />
          {t("communityAdmin.volunteer.csv")}
        </a>
      </div>
      {editing !== null && <OpportunityForm opportunity={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      {opportunities.isPending && <Spinner text={t("common.loading")} />}
      {opportunities.data?.length === 0 && <p>{t("communityAdmin.volunteer.none")}</p>}
      <ul className="flex flex-col gap-3" data-testid="admin-opportunities">
        {opportunities.data?.map((o) => (
          <li key={o.id} className={cardClasses}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="text-sm font-semibold text-brand-700">{o.ministry[lang]}</p>
                <p className="font-bold text-brand-900">
                  {o.title[lang]} {!o.active && <span className="text-sm font-normal text-slate-600">({t("communityAdmin.inactive")})</span>}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => setEditing(o)}>
                {t("communityAdmin.edit")}
              </Button>
            </div>
            <h3 className="mt-3 text-sm font-semibold">{t("communityAdmin.volunteer.schedule")}</h3>
            {o.shifts.length === 0 && <p className="text-sm text-slate-700">{t("communityAdmin.volunteer.noShifts")}</p>}
            <ul className="mt-1 flex flex-col gap-2">
              {o.shifts.map((s) => (
                <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-slate-50 p-2 text-sm">
                  <div>
                    <p className="font-semibold">
                      {formatDateTime(s.startsAt)} – {formatDateTime(s.endsAt)} · {t("communityAdmin.volunteer.places", { taken: s.slotsTaken, needed: s.slotsNeeded })}
                    </p>
                    <p className="text-slate-700">{s.volunteers.length ? s.volunteers.map((v) => `${v.name} (${v.email})`).join(", ") : t("communityAdmin.volunteer.nobody")}</p>
                  </div>
                  <ConfirmButton
                    label={t("communityAdmin.volunteer.deleteShift")}
                    title={t("communityAdmin.volunteer.deleteShiftTitle")}
                    description={t("communityAdmin.volunteer.deleteShiftBody", { count: s.volunteers.length })}
                    confirmLabel={t("communityAdmin.volunteer.deleteShift")}
                    cancelLabel={t("common.cancel")}
                    onConfirm={() => remove.mutate(s.id, { onError: (err) => toast.error(errorOf(err)) })}
                  />
                </li>
              ))}
            </ul>
            <ShiftForm opportunityId={o.id} />
          </li>
        ))}
      </ul>
    </div>
  );
}
