import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BIBLE_TRANSLATIONS, type TranslationId, translationIds } from "../../../../shared/bible-constants";

export const fieldClasses =
  "h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-none";

export function TranslationSelect({ value, onChange }: { value: TranslationId; onChange: (id: TranslationId) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {t("study.translation")}
      </label>
      <select id={id} className={fieldClasses} value={value} onChange={(e) => onChange(e.target.value as TranslationId)}>
        {translationIds.map((tid) => (
          <option key={tid} value={tid}>
            {BIBLE_TRANSLATIONS[tid].name}
          </option>
        ))}
      </select>
    </div>
  );
}
