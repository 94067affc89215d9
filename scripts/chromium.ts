import { existsSync } from "node:fs";
import path from "node:path";

/** A browser named in the environment, for everything that runs one. */
const CHOSEN_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;

/** Debian's Chromium, as Lighthouse and the screenshot script run it (nothing is downloaded). */
export const CHROMIUM_PATH = CHOSEN_PATH ?? "/usr/bin/chromium";

/** Debian's package of the same Chromium built as a headless shell (`apt-get install chromium-headless-shell`). */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The browser of the end-to-end tests and of the speed gate: the same Chromium release's headless shell when it is
 * installed, as Playwright itself runs Chromium headless by default (the same Blink and V8, without the desktop
 * browser's windowing and extension machinery), else Chromium itself. The whole suite took 9.0 min with it and
 * 11.4 min with the full browser on this two-core machine (docs/decisions/0100-end-to-end-tests-on-the-headless-shell.md);
 * the gate's runs had half the browser's own work beside the page (decision 0108). CHROMIUM_PATH (or CHROME_PATH)
 * chooses another browser for both.
 */
export const HEADLESS_BROWSER_PATH = CHOSEN_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** The flag that runs a browser headless: the shell is headless already; the full browser runs in its "new" headless mode. */
export function headlessFlag(browserPath: string): string {
  return path.basename(browserPath).includes("headless-shell") ? "--headless" : "--headless=new";
}

/** Flags for a headless run in a container: no sandbox, no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
