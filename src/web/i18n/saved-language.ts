import type { Language } from "../../shared/i18n";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, languageInCookie } from "../../shared/language-choice";

/** localStorage's copy of the visitor's choice (i18next's detector reads it under this key). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/**
 * Saves the visitor's language where the server reads it (the `lang` cookie: a year, SameSite=Lax, readable by the
 * page, as it is no secret) and in localStorage beside it. Written by the switcher, a `?lang=` link and a member's
 * profile; a browser that refuses either still shows the page.
 */
export function saveLanguage(language: Language): void {
  if (languageInCookie(document.cookie) !== language) {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    try {
      document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    } catch {
      // cookies denied (a sandboxed frame)
    }
  }
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage denied (private mode in some browsers)
  }
}
