import { BookOpen, CalendarDays, HandHeart, Heart, Mic, Radio, type LucideIcon } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/Button";
import { SectionHeading } from "../SectionHeading";

interface Card {
  key: string;
  to: string;
  Icon: LucideIcon;
  /** A second destination named in the card's text (six cards cover seven pages). */
  extra?: { to: string; labelKey: string };
}

const CARDS: Card[] = [
  { key: "watch", to: "/watch", Icon: Radio },
  { key: "sermons", to: "/sermons", Icon: Mic },
  { key: "study", to: "/study", Icon: BookOpen },
  { key: "events", to: "/events", Icon: CalendarDays },
  { key: "prayer", to: "/prayer", Icon: HandHeart, extra: { to: "/community", labelKey: "home.spiritualHome.cards.prayer.community" } },
  { key: "give", to: "/give", Icon: Heart },
];

export function SpiritualHomeSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="spiritual-home-title" data-testid="spiritual-home" className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="spiritual-home-title" eyebrow={t("home.spiritualHome.eyebrow")}>
          {t("home.spiritualHome.title")}
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map(({ key, to, Icon, extra }) => (
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-10 rounded-lg bg-brand-50 p-2 text-brand-700" />
              <h3 className="mt-4 text-xl font-bold text-brand-900">{t(`home.spiritualHome.cards.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-slate-700">
                {t(`home.spiritualHome.cards.${key}.text`)}
                {extra && (
                  <>
                    {" "}
                    <Link to={extra.to} className="font-semibold text-brand-700 underline">
                      {t(extra.labelKey)}
                    </Link>
                  </>
                )}
              </p>
              <Link to={to} className={`${buttonClasses("primary", "sm")} mt-5 self-start`}>
                {t("home.spiritualHome.explore")}
                <span className="sr-only">: {t(`home.spiritualHome.cards.${key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
