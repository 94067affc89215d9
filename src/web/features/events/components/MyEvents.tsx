import { useTranslation } from "../../../i18n/use-translation";
import { useEffect, useRef, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "../../../lib/toast";
import type { MyRegistration } from "../../../../shared/events";
import type { Language } from "../../../../shared/i18n";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Spinner } from "../../../components/ui/Spinner";
import { localized } from "../../../lib/format";
import { useCancelMine, useMyRegistrations } from "../api";
import { errorKey, formatDay, formatTimeRange, occurrencePath } from "../event-format";

/** How long the section is kept in view while the parts above it arrive, unless the visitor scrolls first. */
const KEEP_IN_VIEW_MS = 5000;
const VISITOR_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Brings the section into view, and back into view whenever the page's height changes: on a phone it sits under
 * the upcoming list, which may arrive after it and push it out of sight. Stops at the visitor's first scroll,
 * tap or key, or after a few seconds; gives the function that stops.
 */
function keepInView(section: RefObject<HTMLElement | null>): () => void {
  const bring = () => section.current?.scrollIntoView({ block: "start" });
  bring();
  const heights = new ResizeObserver(bring);
  heights.observe(document.body);
  const stop = () => {
    heights.disconnect();
    clearTimeout(timer);
    for (const kind of VISITOR_SCROLLS) window.removeEventListener(kind, stop);
  };
  const timer = setTimeout(stop, KEEP_IN_VIEW_MS);
  for (const kind of VISITOR_SCROLLS) window.addEventListener(kind, stop, { passive: true });
  return stop;
}

/** The member's own upcoming RSVPs and registrations, each with a cancel that asks first. */
export function MyEvents() {
  const { t } = useTranslation();
  const mine = useMyRegistrations(true);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const loaded = !mine.isPending;
  // The account menu's "My events" link (/events#my-events): once the list is in, it is brought into view.
  useEffect(() => (loaded && hash === "#my-events" ? keepInView(section) : undefined), [loaded, hash]);
  return (
    <section ref={section} aria-labelledby="my-events" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h2 id="my-events" className="text-lg font-bold text-brand-900">
        {t("events.mine.title")}
      </h2>
      {mine.isPending && <Spinner text={t("common.loading")} />}
      {mine.isError && <p role="alert">{t("events.loadError")}</p>}
      {mine.data && mine.data.length === 0 && <p className="mt-2 text-sm text-slate-700">{t("events.mine.empty")}</p>}
      {mine.data && mine.data.length > 0 && (
        <ul className="mt-3 space-y-2">
          {mine.data.map((registration) => (
            <MyEventItem key={registration.id} registration={registration} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyEventItem({ registration }: { registration: MyRegistration }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const cancel = useCancelMine();
  const { occurrence } = registration;
  const title = localized(occurrence.title, language);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-white p-3 shadow-sm">
      <div className="min-w-0 flex-1">
        <Link to={occurrencePath(occurrence)} className="font-semibold text-brand-800 underline">
          {title}
        </Link>
        <p className="text-sm text-slate-700">
          {formatDay(occurrence, language)} ·{" "}
          {formatTimeRange(occurrence, language)}
          {registration.status === "waitlisted" && <strong className="ml-2 text-amber-800">{t("events.rsvp.waitlisted")}</strong>}
        </p>
      </div>
      <ConfirmButton
        label={
          <>
            {t("events.mine.cancel")}
            <span className="sr-only">: {title}</span>
          </>
        }
        className="text-red-800"
        title={t("events.mine.confirm", { title })}
        description={`${formatDay(occurrence, language)} · ${formatTimeRange(occurrence, language)}`}
        confirmLabel={t("events.mine.confirmYes")}
        cancelLabel={t("events.mine.keep")}
        disabled={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(registration.id, {
            onSuccess: () => toast.success(t("events.mine.cancelled")),
            onError: (error) => toast.error(t(errorKey(error))),
          })
        }
      />
    </li>
  );
}
