import { useTranslation } from "../../../i18n/use-translation";
import { BIBLE_TRANSLATIONS, type TranslationId, translationIds } from "../../../../shared/bible-constants";
import { Select } from "../../../components/ui/Select";

const options = translationIds.map((id) => ({ value: id, label: BIBLE_TRANSLATIONS[id].name }));

export function TranslationSelect({ value, onChange }: { value: TranslationId; onChange: (id: TranslationId) => void }) {
  const { t } = useTranslation();
  return <Select label={t("study.translation")} options={options} value={value} onChange={(e) => onChange(e.target.value as TranslationId)} />;
}
