import type { Page } from "@playwright/test";

/**
 * Notes, in the page, each message announced from now on: a status region's text or one of sonner's toasts (which
 * sit in its polite live region), with the path of the page it was on ("/ toast Welcome!…"). Both are short-lived:
 * a toast is on screen for 4.5 s, and a page's status says its piece until the next page comes in, while a check
 * made with a locator first waits for the next page's islands to hydrate (fixtures.ts), which on a busy two-core
 * machine took longer than either. Kept in this document and in every document the page opens after it.
 */
export async function watchAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  const note = () => {
    const window_ = window as unknown as { announced?: Set<string> };
    if (window_.announced) return;
    const seen = (window_.announced = new Set<string>());
    const record = () => {
      for (const status of document.querySelectorAll("[role=status]")) seen.add(`${location.pathname} status ${status.textContent ?? ""}`);
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        if (toast.closest("[aria-live=polite]")) seen.add(`${location.pathname} toast ${toast.textContent ?? ""}`);
      }
    };
    // The document itself: an init script runs before the page has an <html> element.
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  };
  await page.addInitScript(note);
  await page.evaluate(note);
  return () => page.evaluate(() => [...((window as unknown as { announced?: Set<string> }).announced ?? [])]);
}
