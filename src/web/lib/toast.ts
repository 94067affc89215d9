import type { ExternalToast } from "sonner";

type Sonner = (typeof import("sonner"))["toast"];

/** sonner, fetched at the first toast (or when the toaster mounts, app/ToastHost.tsx); fetched again after a failure. */
let sonner: Promise<Sonner> | undefined;
function loaded(): Promise<Sonner> {
  sonner ??= import("sonner").then(
    (module) => module.toast,
    (err: unknown) => {
      sonner = undefined;
      throw err;
    },
  );
  return sonner;
}

function shows(kind?: "success" | "error" | "info") {
  return (message: string, options?: ExternalToast): void => {
    loaded().then(
      (toast) => (kind ? toast[kind] : toast)(message, options),
      (err: unknown) => console.warn("A message could not be shown: the toaster's code did not load.", message, err),
    );
  };
}

/**
 * SPEC.md section 9's toasts, as sonner's `toast` shows them. sonner inserts its styles into the page when its
 * code is evaluated, which made the browser parse them in the middle of taking a page over (45 ms in one piece,
 * with the CPU slowed four times) on every page with a button that can toast. Toasts follow what a person does,
 * so its code is fetched when the first one is shown; sonner keeps it until the toaster shows it.
 */
export const toast = Object.assign(shows(), { success: shows("success"), error: shows("error"), info: shows("info") });

/** How long a toast about the next page waits for it before it shows anyway. */
const NEXT_PAGE_WAIT_MS = 20_000;

/** Astro's client router has put the next page in place of the last (and its address in the address bar). */
const NEXT_PAGE_IN = "astro:after-swap";

/**
 * A toast about the page a navigation brings (a member signed in, an account deleted), shown once that page is on
 * screen: Astro's client router says so with `astro:after-swap`. Shown before, a page slow to arrive on a busy phone
 * used up the seconds the toast is on screen. Not `astro:page-load`, which also waits for the new page's scripts.
 * Call it before navigating; without a new page it shows after 20 s anyway. (Twice on a busy test machine, the toast
 * after an account deletion never appeared on the next page: shown by a shorter fallback on the old page, it would have
 * gone by then.)
 */
export function toastOnNextPage(show: () => void): void {
  let shown = false;
  const once = () => {
    if (shown) return;
    shown = true;
    document.removeEventListener(NEXT_PAGE_IN, once);
    show();
  };
  document.addEventListener(NEXT_PAGE_IN, once);
  setTimeout(once, NEXT_PAGE_WAIT_MS);
}
