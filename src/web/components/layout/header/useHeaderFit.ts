import { useLayoutEffect, useRef, useState } from "react";
import { fitNavItems } from "./header-fit";

/**
 * Measures the header's nav row and says how many main links fit in it (header-fit.ts). The nav holds a hidden
 * copy of every link and of both menu buttons at their natural width (`[data-fit-item]`, `[data-fit-more]`,
 * `[data-fit-resources]` inside `measureRef`); a ResizeObserver on the nav and on that copy recounts when the
 * window, the language, a font or the church's name changes a width.
 *
 * Until it has measured (a page rendered on the server, before hydration) every link is shown, in a row that
 * clips rather than wraps: `measured` says when the count is real.
 */
export function useHeaderFit(itemCount: number) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(itemCount);
  const [measured, setMeasured] = useState(false);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure || typeof ResizeObserver === "undefined") return;
    const widthOf = (selector: string) => measure.querySelector(selector)?.getBoundingClientRect().width ?? 0;
    const recount = () => {
      // Below the breakpoint the nav is not shown (the side menu has the links): nothing to fit.
      if (nav.clientWidth === 0) return;
      const gap = Number.parseFloat(getComputedStyle(nav).columnGap) || 0;
      const itemWidths = [...measure.querySelectorAll("[data-fit-item]")].map((item) => item.getBoundingClientRect().width);
      setVisible(
        fitNavItems({
          itemWidths,
          available: nav.clientWidth,
          gap,
          resourcesWidth: widthOf("[data-fit-resources]"),
          moreWidth: widthOf("[data-fit-more]"),
        }),
      );
      setMeasured(true);
    };
    recount();
    const observer = new ResizeObserver(recount);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [itemCount]);

  return { navRef, measureRef, visible, measured };
}
