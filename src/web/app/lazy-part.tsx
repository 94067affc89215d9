import { type ComponentType, lazy, useEffect, useState } from "react";

/**
 * React.lazy for a part that shows nothing of its own on arrival (the toaster, the welcome, the session watch): when
 * its code cannot be fetched (offline, before the device kept it: decision 0092) it renders nothing, and loads
 * again once the network is back, instead of failing the page.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  function OnceOnline(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      const retry = () => void load().then((component) => setLoaded(() => component), () => undefined);
      window.addEventListener("online", retry);
      return () => window.removeEventListener("online", retry);
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return lazy(() =>
    load().then(
      (component): { default: ComponentType<P> } => ({ default: component }),
      (): { default: ComponentType<P> } => ({ default: OnceOnline }),
    ),
  );
}
