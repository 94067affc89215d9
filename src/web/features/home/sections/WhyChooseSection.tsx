import { BookOpenCheck, Globe2, HeartHandshake, Users } from "lucide-react";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import type { PublishedContent } from "../../../../shared/content-blocks";
import { contentText } from "../../content/useContent";
import { SectionHeading } from "../SectionHeading";

const BENEFITS = [
  { key: "bible", Icon: BookOpenCheck },
  { key: "family", Icon: Users },
  { key: "bilingual", Icon: Globe2 },
  { key: "serve", Icon: HeartHandshake },
] as const;

export function WhyChooseSection({ churchName, content }: { churchName: string; content: PublishedContent }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section aria-labelledby="why-title" data-testid="why-choose" className="px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="why-title">{t("home.why.title", { name: churchName })}</SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-9 text-brand-700" />
              <h3 className="mt-3 text-lg font-bold text-brand-900">{contentText(content, `why.${key}.title`, language)}</h3>
              <p className="mt-2 text-slate-700">{contentText(content, `why.${key}.text`, language)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
