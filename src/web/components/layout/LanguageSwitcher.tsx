import { Globe } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../../shared/i18n";
import { currentLanguage } from "../../i18n";

const NAMES: Record<Language, string> = { en: "English", es: "Español" };

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t("language.choose")}
        className={`inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-black/5 ${className}`}
      >
        <Globe aria-hidden="true" className="size-4" />
        <span>{active.toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-36 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.RadioGroup value={active} onValueChange={(value) => void i18n.changeLanguage(value)}>
            {LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
              >
                {NAMES[language]}
                <DropdownMenu.ItemIndicator aria-hidden="true">✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
