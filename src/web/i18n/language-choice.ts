import { createContext, useContext } from "react";
import type { Language } from "../../shared/i18n";
import { i18n } from "./index";

/**
 * What choosing a language does: in the app, i18next switches and saves the choice (i18n/index.ts); an Astro page
 * (src/site/react/PageFrame.tsx) saves it and asks the server for the page in that language instead.
 */
export const LanguageChoiceContext = createContext<(language: Language) => void>((language) => void i18n.changeLanguage(language));

export function useLanguageChoice(): (language: Language) => void {
  return useContext(LanguageChoiceContext);
}
