import { startTransition, useEffect, useState } from "react";
import { afterHydration } from "./prerendered";

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * True from the first interaction, or a moment after the page has loaded, whichever comes first: for parts
 * of the page that show nothing on arrival, so their code is not part of the first page's JavaScript.
 */
export function useDeferredMount(afterLoadMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    // A transition: the parent re-renders, and an urgent update reaching a server-drawn page still being taken
    // over makes React throw its HTML away and draw it again behind the loading spinner.
    const go = () => startTransition(() => setReady(true));
    for (const type of INTERACTIONS) window.addEventListener(type, go, { once: true, passive: true, capture: true });
    // The wait starts after the load event and, on a server-rendered page, after its hydration: on a slow
    // phone the load event can come first, and a download started then competes with the hydration.
    let timer: number | undefined;
    let stopWaiting = () => {};
    const soon = () => {
      stopWaiting = afterHydration(() => (timer = window.setTimeout(go, afterLoadMs)));
    };
    if (document.readyState === "complete") soon();
    else window.addEventListener("load", soon, { once: true });
    return () => {
      stopWaiting();
      window.clearTimeout(timer);
      window.removeEventListener("load", soon);
      for (const type of INTERACTIONS) window.removeEventListener(type, go, { capture: true });
    };
  }, [ready, afterLoadMs]);
  return ready;
}
