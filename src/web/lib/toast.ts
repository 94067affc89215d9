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
