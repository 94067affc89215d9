import { Globe } from "lucide-react";
import { useLanguageChoice } from "../../i18n/language-choice";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { LANGUAGES, type Language } from "../../../shared/i18n";
import { Menu, MenuRadioItem } from "../ui/Menu";

const NAMES: Record<Language, string> = { en: "English", es: "Español" };

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const active = usePageLanguage();
  const choose = useLanguageChoice();
  return (
    <Menu
      trigger={{
        // WCAG 2.5.3 (label in name): the name starts with the visible "EN"/"ES", then says what the button does.
        "aria-label": t("language.current", { code: active.toUpperCase() }),
        className: `inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-black/5 ${className}`,
      }}
      triggerContent={
        <>
          <Globe aria-hidden="true" className="size-4" />
          <span>{active.toUpperCase()}</span>
        </>
      }
      align="end"
      contentClassName="z-50 min-w-36 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      {LANGUAGES.map((language) => (
        <MenuRadioItem key={language} lang={language} checked={language === active} onSelect={() => choose(language)}>
          {NAMES[language]}
        </MenuRadioItem>
      ))}
    </Menu>
  );
}
