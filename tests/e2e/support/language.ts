import type { BrowserContext, Page } from "@playwright/test";

/** The address the suite's server listens on (playwright.config.ts). */
export const E2E_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/**
 * A visitor who chose Spanish, as the language switcher records it: the `lang` cookie the server reads for the
 * first byte, and localStorage for the browser's own i18next. Frames without storage (the stubbed video player,
 * a sandboxed map) are skipped rather than made to throw.
 */
export async function chooseSpanish(target: Page | BrowserContext) {
  const context = "context" in target ? target.context() : target;
  await context.addCookies([{ name: "lang", value: "es", url: E2E_ORIGIN }]);
  await target.addInitScript(() => {
    try {
      localStorage.setItem("i18nextLng", "es");
    } catch {
      // this frame has no storage
    }
  });
}
