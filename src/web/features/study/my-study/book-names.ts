import { useTranslation } from "../../../i18n/use-translation";
import type { Language } from "../../../../shared/i18n";
import { bookName } from "../../../../shared/scripture-format";

/** Book names in the page's language (the Bible data's names, src/shared/scripture-format.ts), by USFM id. */
export function useBookNames(): (id: string) => string {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  return (id) => bookName(id, language);
}
