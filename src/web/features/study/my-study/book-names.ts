import { useTranslation } from "react-i18next";
import { useBooks } from "../api";
import { defaultTranslation } from "../useStudyLanguage";

/** Book names in the page's language (from the Bible the reader opens in), by USFM id; the id until they load. */
export function useBookNames(): (id: string) => string {
  useTranslation();
  const books = useBooks(defaultTranslation());
  return (id) => books.data?.find((b) => b.id === id)?.name ?? id;
}
