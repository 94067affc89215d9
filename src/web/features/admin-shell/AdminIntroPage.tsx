import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../app/usePageTitle";

/** The admin portal's own release brings its sign-in and pages; until then this route says what it is. */
export function AdminIntroPage() {
  const { t } = useTranslation();
  usePageTitle(t("admin.title"));
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-extrabold text-brand-900">{t("admin.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("admin.description")}</p>
    </section>
  );
}
