import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { usePageTitle } from "../../app/usePageTitle";

/** SPEC.md section 2: a static routing check page with links to /admin and /admin/login. */
export function AdminTestPage() {
  const { t } = useTranslation();
  usePageTitle(t("adminTest.title"));
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold">{t("adminTest.title")}</h1>
      <p className="mt-2 text-slate-700">{t("adminTest.body")}</p>
      <ul className="mt-6 list-disc space-y-2 pl-6">
        <li>
          <Link className="font-semibold text-brand-700 underline" to="/admin">
            /admin
          </Link>
        </li>
        <li>
          <Link className="font-semibold text-brand-700 underline" to="/admin/login">
            /admin/login
          </Link>
        </li>
      </ul>
    </section>
  );
}
