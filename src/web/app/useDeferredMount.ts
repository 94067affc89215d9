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
    // A transition: the parent re-renders, and an urgent update reaching a server-drawn page still being taken
    // over makes React throw its HTML away and draw it again behind the loading spinner.
    const go = () => startTransition(() => setReady(true));
    for (const type of INTERACTIONS) window.addEventListener(type, go, { once: true, passive: true, capture: true });
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
