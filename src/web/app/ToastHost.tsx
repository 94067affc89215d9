import { lazy, Suspense, useEffect, useState } from "react";

/** SPEC.md section 9: toasts at the bottom right, about 4-5 seconds. */
const TOAST_DURATION_MS = 4500;
/** Without any interaction (a page that toasts on arrival), the toaster still comes this soon after load. */
const AFTER_LOAD_MS = 2000;
const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

// sonner keeps one global queue and replays toasts that are still showing when its Toaster subscribes,
// so toast() called from any page before this mounts is not lost.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Toasts follow what a person does, so the toaster's code is fetched at the first interaction (or shortly
 * after the page has loaded) instead of with the first page's JavaScript.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true, capture: true });
    let timer: number | undefined;
    const wantSoon = () => (timer = window.setTimeout(want, AFTER_LOAD_MS));
    if (document.readyState === "complete") wantSoon();
    else window.addEventListener("load", wantSoon, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", wantSoon);
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton />
    </Suspense>
  );
}
