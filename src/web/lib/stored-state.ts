import { useState, useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False while React renders a page on the server (SSR) or hydrates a server-rendered page in the browser,
 * true from then on and in every page rendered in the browser alone. Whatever only the browser knows (its storage,
 * its address) waits for true, so hydration matches the server's HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * State this browser keeps (in localStorage, through `read` and `save`): a server-rendered page shows `initial`
 * until hydration, then what was stored. Saved on each change, not on arrival.
 */
export function useStoredState<T>(read: () => T, save: (value: T) => void, initial: T): [T, (update: (current: T) => T) => void] {
  const inBrowser = useInBrowser();
  const [chosen, setChosen] = useState<{ value: T }>();
  const value = chosen ? chosen.value : inBrowser ? read() : initial;
  const update = (change: (current: T) => T) => {
    const next = change(value);
    save(next);
    setChosen({ value: next });
  };
  return [value, update];
}
