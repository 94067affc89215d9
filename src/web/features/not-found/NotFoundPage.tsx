import { useEffect } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/Button";
import { usePageTitle } from "../../app/usePageTitle";
import { reportNotFound } from "./report-not-found";

/** SPEC.md section 2: 404, "Oops! Page not found" and a link home; the bad path is logged. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t("notFound.title"));
  useEffect(() => reportNotFound(pathname), [pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">
        <span className="sr-only">404 </span>
        {t("notFound.message")}
      </h1>
      <p className="mt-2 break-all text-slate-600">{t("notFound.detail", { path: pathname })}</p>
      <Link to="/" className={`${buttonClasses("primary")} mt-8`}>
        {t("notFound.home")}
      </Link>
    </section>
  );
}
