import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import type { ServiceTime } from "../../../shared/site";
import { formatTime, localized, serviceDayKey } from "../../lib/format";

export function ServiceTimesList({ services, className = "" }: { services: ServiceTime[]; className?: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <ul className={className}>
      {services.map((service) => (
        <li key={`${service.id}-${service.time}`} className="flex justify-between gap-4">
          <span>{localized(service.label, language)}</span>
          <span className="whitespace-nowrap font-semibold">
            <span className="sr-only">{t(serviceDayKey(service))} </span>
            {formatTime(service.time, language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
