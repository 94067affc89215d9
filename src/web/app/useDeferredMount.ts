import { startTransition, useEffect, useState } from "react";

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * True from the first interaction, or a moment after the page has loaded, whichever comes first: for parts
 * of the page that show nothing on arrival, so their code is not part of the first page's JavaScript.
 */
export function useDeferredMount(afterLoadMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    // A transition: what mounts then never holds up what the visitor is doing.
    const go = () => startTransition(() => setReady(true));
    for (const type of INTERACTIONS) window.addEventListener(type, go, { once: true, passive: true, capture: true });
    // The wait starts after the load event: on a slow phone a download started earlier competes with the page's own.
    let timer: number | undefined;
    const soon = () => (timer = window.setTimeout(go, afterLoadMs));
    if (document.readyState === "complete") soon();
    else window.addEventListener("load", soon, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", soon);
      for (const type of INTERACTIONS) window.removeEventListener(type, go, { capture: true });
    };
  }, [ready, afterLoadMs]);
  return ready;
}
