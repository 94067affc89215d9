import { ChevronRight } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useLocation } from "react-router";
import { breadcrumbTrail } from "../../app/breadcrumb";

export function Breadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t("breadcrumb.label")} className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-slate-600">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.labelKey} className="flex items-center gap-1">
              {crumb.href && !last ? (
                <Link to={crumb.href} className="text-brand-700 underline-offset-2 hover:underline">
                  {t(crumb.labelKey)}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "font-semibold text-slate-900" : ""}>
                  {t(crumb.labelKey)}
                </span>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
