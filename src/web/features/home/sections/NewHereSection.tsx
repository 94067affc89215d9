import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/Button";

export function NewHereSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="new-here-title" data-testid="new-here" className="px-4 py-16">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-gold-400/20 px-6 py-12 text-center">
        <h2 id="new-here-title" className="text-3xl font-extrabold text-brand-900 sm:text-4xl">
          {t("home.newHere.title")}
        </h2>
        <p className="max-w-2xl text-lg text-slate-800">{t("home.newHere.body")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/plan-visit" className={buttonClasses("primary")}>
            {t("home.newHere.planVisit")}
          </Link>
          <Link to="/watch" className={`${buttonClasses("outline")} text-brand-800`}>
            {t("home.newHere.watchFirst")}
          </Link>
        </div>
      </div>
    </section>
  );
}
