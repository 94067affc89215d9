import { useTranslation } from "../../i18n/use-translation";
import { usePageTitle } from "../../app/usePageTitle";

/** An admin section whose feature is not built yet (it has no menu entry): says so, nothing faked. */
export function AdminIntroPage() {
  const { t } = useTranslation();
  usePageTitle(t("admin.title"));
  return (
    <section className="max-w-3xl rounded-xl border border-slate-200 bg-white p-8">
      <h1 className="text-3xl font-extrabold text-brand-900">{t("admin.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("admin.description")}</p>
    </section>
  );
}
