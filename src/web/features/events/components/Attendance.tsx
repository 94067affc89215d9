import { Users } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import type { EventOccurrence } from "../../../../shared/events";

/** "12 going", the places left or that it is full, and the waiting list. */
export function Attendance({ occurrence }: { occurrence: EventOccurrence }) {
  const { t } = useTranslation();
  if (occurrence.signup === "none") return null;
  const left = occurrence.capacity === null ? null : Math.max(occurrence.capacity - occurrence.goingCount, 0);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span className="inline-flex items-center gap-1.5 font-semibold">
        <Users aria-hidden="true" className="size-4 text-brand-700" />
        {t("events.going", { count: occurrence.goingCount })}
      </span>
      {left !== null && left > 0 && <span>{t("events.placesLeft", { count: left })}</span>}
      {left === 0 && <span className="font-semibold text-amber-800">{t("events.full")}</span>}
      {occurrence.waitlistCount > 0 && <span>{t("events.waitlist", { count: occurrence.waitlistCount })}</span>}
    </p>
  );
}
