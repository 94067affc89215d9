import { startTransition, useContext, useEffect, useState } from "react";
import { getI18n, I18nContext, useTranslation as useReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, type Language, LANGUAGES } from "../../shared/i18n";
import { currentLanguage } from "./index";
import { keptTexts } from "./kept-texts";
import { followChanges, followTexts, textsNow } from "./texts-changes";

type UseTranslation = typeof useReactI18next;
type I18n = ReturnType<typeof getI18n>;

/**
 * The page's texts, as react-i18next's useTranslation gives them.
 *
 * On the server a page is rendered once, in a language already loaded, and nothing re-renders; react-i18next's hook
 * still copied the whole i18next instance for every component that asked (a tenth of a page's SSR time), so
 * there the texts are read directly.
 *
 * In the browser the public texts ("translation") follow language changes and a feature's texts arriving, as
 * react-i18next's hook does, but re-render in a transition. react-i18next follows i18next through
 * useSyncExternalStore, whose updates React never slices: each feature's texts arriving re-rendered every
 * component with text in one task, which a slow phone felt as a frozen page while it started. Other namespaces
 * (the admin portal's, loaded on demand: useAdminT) use react-i18next's hook, which also loads them.
 */
export const useTranslation: () => ReturnType<UseTranslation> = typeof document === "undefined" ? useServerTexts : useFollowedTexts;

/** Undefined until i18next is started (components rendered alone in tests, say). */
function useI18n(): I18n | undefined {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

/** Without i18next, as react-i18next returns then: the default value when one is given, else the key. */
const untranslated = ((key: string | string[], options?: unknown) => {
  if (typeof options === "string") return options;
  const fallback = (options as { defaultValue?: unknown } | undefined)?.defaultValue;
  if (typeof fallback === "string") return fallback;
  return Array.isArray(key) ? key.at(-1) : key;
}) as unknown as I18n["t"];

function useServerTexts() {
  const i18n = useI18n();
  return withT(i18n ? serverTexts(i18n) : untranslated, i18n);
}

const serverTextsOf = new WeakMap<I18n, I18n["t"]>();

/** The server's `t`: the language is read when a text is, so one function serves every page. */
function serverTexts(i18n: I18n): I18n["t"] {
  let t = serverTextsOf.get(i18n);
  if (!t) serverTextsOf.set(i18n, (t = keptTexts(i18n, null)));
  return t;
}

/** The shape react-i18next's hook returns: `const { t } = ...` and `const [t] = ...` both work. */
function withT(t: I18n["t"], i18n: I18n | undefined): ReturnType<UseTranslation> {
  const ready = i18n !== undefined;
  return Object.assign([t, i18n, ready] as const, { t, i18n, ready }) as unknown as ReturnType<UseTranslation>;
}

/** i18next's `t` in the language of the moment. */
function translateNow(i18n: I18n | undefined): I18n["t"] {
  return i18n ? keptTexts(i18n, i18n.language) : untranslated;
}

function useFollowedTexts() {
  const i18n = useI18n();
  followTexts(i18n);
  // A new function after each change that concerns the component, as react-i18next gives after every change, so
  // memos that depend on `t` are made again; it writes in the language it was made in until the re-render that
  // follows a change replaces it. A feature's texts arriving leave the components that never read them alone:
  // the page's header and footer were rendered again, whole, as each page's texts arrived during hydration.
  const [texts, setTexts] = useState(() => textsNow(translateNow(i18n)));
  useEffect(() => followChanges(texts, () => startTransition(() => setTexts(textsNow(translateNow(i18n))))), [texts, i18n]);
  return withT(texts.t, i18n);
}

/**
 * The language of the page being rendered: the i18next instance the page's React part sits in (an Astro page gives
 * each part one, src/site/react/PageFrame.tsx), else the app's own language, read as it always was
 * (`currentLanguage()`: its resolved language). Components read it rather than the app's global language, which
 * an Astro page's server render never switches.
 */
export function usePageLanguage(): Language {
  const framed = useContext(I18nContext)?.i18n;
  if (!framed) return currentLanguage();
  const primary = (framed.resolvedLanguage ?? framed.language ?? "").split("-")[0] ?? "";
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : FALLBACK_LANGUAGE;
}
