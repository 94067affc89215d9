import { useTranslation } from "../../i18n/use-translation";
import { DashboardLink } from "../admin/components/DashboardLink";

/** SPEC.md section 2: an unknown path under /admin shows "Not found". */
export function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <section className="px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("admin.notFound")}</h1>
      <DashboardLink label={t("breadcrumb.admin")} />
    </section>
  );
}
