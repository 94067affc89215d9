import i18n from "i18next";
import { toLanguage } from "../../shared/i18n";

/** Tells the service worker something (the page's language, a sign-out); nothing when there is none. */
export function tellServiceWorker(message: { type: "language"; language: string } | { type: "signed-out" }): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message)).catch(() => undefined);
}

/**
 * Registers /sw.js once the page has loaded (production builds only): the worker keeps the app and the pages a
 * member read for when the network is weak or gone, and shows notifications. The worker learns the page's
 * language, so the offline page it shows speaks it too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => tellServiceWorker({ type: "language", language: toLanguage(i18n.resolvedLanguage) }))
      .catch((err: unknown) => console.warn("service worker registration failed", err));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
  i18n.on("languageChanged", (language) => {
    const chosen = toLanguage(language);
    tellServiceWorker({ type: "language", language: chosen });
    // Installing from this page names the app in its language.
    document.querySelector('link[rel="manifest"]')?.setAttribute("href", chosen === "en" ? "/manifest.webmanifest" : `/manifest.webmanifest?lang=${chosen}`);
  });
}
