import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import type { PublishedContent } from "../../../../shared/content-blocks";
import { ContentMarkdown } from "../../content/ContentMarkdown";
import { contentImage, contentText } from "../../content/useContent";
import { SectionHeading } from "../SectionHeading";

/** SPEC.md: a founder/bishop and a ministry pastor; names, roles, bios and photos are content blocks. */
const LEADERS = ["bishop", "pastor"] as const;

export function LeadershipSection({ content }: { content: PublishedContent }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const leaders = LEADERS.map((key) => ({
    key,
    name: contentText(content, `leadership.${key}.name`, language),
    role: contentText(content, `leadership.${key}.role`, language),
    bio: contentText(content, `leadership.${key}.bio`, language),
    image: contentImage(content, `leadership.${key}.name`),
  })).filter((leader) => leader.name);
  if (leaders.length === 0) return null;
  return (
    <section aria-labelledby="leadership-title" data-testid="leadership" className="px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="leadership-title" eyebrow={t("home.leadership.eyebrow")}>
          {t("home.leadership.title")}
        </SectionHeading>
        <ul className="grid gap-8 sm:grid-cols-2">
          {leaders.map(({ key, name, role, bio, image }) => (
            <li key={key} className="flex flex-col items-center rounded-2xl border border-slate-200 p-6 text-center">
              {image && (
                <img src={image} alt={name} width={160} height={160} loading="lazy" decoding="async" className="size-40 rounded-full object-cover" />
              )}
              <h3 className="mt-4 text-xl font-bold text-brand-900">{name}</h3>
              <p className="font-semibold text-gold-600">{role}</p>
              <ContentMarkdown source={bio} className="mt-3 text-slate-700" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
