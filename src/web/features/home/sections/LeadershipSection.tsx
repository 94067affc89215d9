import { useTranslation } from "react-i18next";
import { SectionHeading } from "../SectionHeading";

const LEADERS = [
  { key: "bishop", image: "/demo/leadership/bishop.webp" },
  { key: "pastor", image: "/demo/leadership/pastor.webp" },
] as const;

export function LeadershipSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="leadership-title" data-testid="leadership" className="px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="leadership-title" eyebrow={t("home.leadership.eyebrow")}>
          {t("home.leadership.title")}
        </SectionHeading>
        <ul className="grid gap-8 sm:grid-cols-2">
          {LEADERS.map(({ key, image }) => (
            <li key={key} className="flex flex-col items-center rounded-2xl border border-slate-200 p-6 text-center">
              <img
                src={image}
                alt={t(`home.leadership.${key}.name`)}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="size-40 rounded-full object-cover"
              />
              <h3 className="mt-4 text-xl font-bold text-brand-900">{t(`home.leadership.${key}.name`)}</h3>
              <p className="font-semibold text-gold-600">{t(`home.leadership.${key}.role`)}</p>
              <p className="mt-3 text-slate-700">{t(`home.leadership.${key}.bio`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
