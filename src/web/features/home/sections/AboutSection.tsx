import { Compass, Eye, Gem } from "lucide-react";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import type { PublishedContent } from "../../../../shared/content-blocks";
import { contentText } from "../../content/useContent";
import { SectionHeading } from "../SectionHeading";

const PILLARS = [
  { key: "vision", Icon: Eye },
  { key: "mission", Icon: Compass },
  { key: "values", Icon: Gem },
] as const;

/** Vision, mission and values (content blocks); on /about itself the "More about us" link is left out. */
export function AboutSection({ churchName, content, onAboutPage = false }: { churchName: string; content: PublishedContent; onAboutPage?: boolean }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section aria-labelledby="about-title" data-testid="about-church" className="bg-brand-900 px-4 py-16 text-white">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="about-title" eyebrow={t("home.about.eyebrow")} light>
          {t("home.about.title", { name: churchName })}
        </SectionHeading>
        <div className="grid gap-6 md:grid-cols-3">
          {PILLARS.map(({ key, Icon }) => (
            <article key={key} className="rounded-2xl bg-white/10 p-6" data-testid={`pillar-${key}`}>
              <Icon aria-hidden="true" className="size-8 text-gold-400" />
              <h3 className="mt-3 text-xl font-bold">{t(`home.about.${key}.title`)}</h3>
              <p className="mt-2 text-brand-50">{contentText(content, `about.${key}`, language)}</p>
            </article>
          ))}
        </div>
        {!onAboutPage && (
          <p className="mt-8 text-center">
            <Link to="/about" className="font-semibold text-gold-400 underline underline-offset-4">
              {t("home.about.more")}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
