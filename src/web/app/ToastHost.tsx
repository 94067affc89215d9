import { Suspense } from "react";
import { TOASTS_AFTER_LOAD_MS } from "./deferred";
import { lazyPart } from "./lazy-part";
import { useDeferredMount } from "./useDeferredMount";

/** SPEC.md section 9: toasts at the bottom right, about 4-5 seconds. */
const TOAST_DURATION_MS = 4500;

// sonner keeps one global queue and replays toasts that are still showing when its Toaster subscribes,
// so toast() called from any page before this mounts is not lost (nor while its code waits for the network).
const Toaster = lazyPart(() => import("sonner").then((m) => m.Toaster));

/**
 * Toasts follow what a person does, so the toaster's code is fetched at the first interaction (or shortly
 * after the page has loaded) instead of with the first page's JavaScript.
 */
export function ToastHost() {
  const wanted = useDeferredMount(TOASTS_AFTER_LOAD_MS);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton />
    </Suspense>
  );
}
