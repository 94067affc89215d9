import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";

/** SPEC.md section 2: an unknown path under /admin shows "Not found". */
export function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <section className="px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("admin.notFound")}</h1>
      <Link to="/admin" className="mt-4 inline-block font-semibold text-brand-700 underline">
        {t("breadcrumb.admin")}
      </Link>
    </section>
  );
}
