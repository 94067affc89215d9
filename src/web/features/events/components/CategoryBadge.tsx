import { Star } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import type { EventCategory } from "../../../../shared/events";

const STYLES: Record<EventCategory, string> = {
  worship: "bg-brand-50 text-brand-800",
  special_service: "bg-gold-400 text-brand-900",
  class: "bg-sky-50 text-sky-900",
  fellowship: "bg-rose-50 text-rose-900",
  outreach: "bg-emerald-50 text-emerald-900",
  fundraiser: "bg-orange-50 text-orange-900",
};

/** The event's kind; special services stand out with a star. */
export function CategoryBadge({ category }: { category: EventCategory }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[category]}`}>
      {category === "special_service" && <Star aria-hidden="true" className="size-3.5 fill-current" />}
      {t(`events.category.${category}`)}
    </span>
  );
}
