import { useContext } from "react";
import { getI18n, I18nContext, useTranslation as useFollowedTranslation } from "react-i18next";

type UseTranslation = typeof useFollowedTranslation;

/**
 * The page's texts, as react-i18next's useTranslation gives them. In the browser it is that hook: it re-renders
 * on a language change and when a feature's texts arrive. On the server a page is drawn once, in a language
 * already loaded, and nothing re-renders; react-i18next's hook still copied the whole i18next instance for
 * every component that asked (a tenth of a drawn page's time), so there the texts are read without it.
 */
export const useTranslation: UseTranslation = typeof document === "undefined" ? (useDrawnTranslation as UseTranslation) : useFollowedTranslation;

function useDrawnTranslation(namespace?: string) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  // The language is read when a text is, so one function per namespace serves every page.
  const t = i18n.getFixedT(null, namespace ?? null);
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}
