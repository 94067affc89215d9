import { useTranslation } from "react-i18next";
import { SectionHeading } from "../SectionHeading";

export function WelcomeSection({ pastor }: { pastor: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="welcome-title" data-testid="welcome-home" className="px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        <SectionHeading id="welcome-title">{t("home.welcome.title")}</SectionHeading>
        <p className="text-lg leading-relaxed text-slate-700">{t("home.welcome.body1")}</p>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{t("home.welcome.body2")}</p>
        <p className="mt-6 font-semibold text-brand-800">— {pastor}</p>
      </div>
    </section>
  );
}
