import { toLanguage } from "../../shared/i18n";

/** What the page tells the service worker: its language, and who is signed in (null: nobody; a session ended). */
type ServiceWorkerMessage =
  | { type: "language"; language: string }
  | { type: "member"; id: string | null; expiresAt?: string | null }
  | { type: "files"; paths: string[] };

/**
 * Hands the worker every built file (script, style) this page loads without it: those of a first visit, fetched
 * before the worker came, and any fetched before it took over the page. The worker keeps them, so the page opens
 * offline as it was read; a file it served itself it has already. Started when the worker is registered (the files
 * the page has loaded by then are in the browser's list of resources), then as more load (a lazily loaded part
 * too), in batches: none of it runs while the page itself is loading.
 */
function keepFilesLoadedWithoutTheWorker(): void {
  if (typeof PerformanceObserver === "undefined") return;
  const pending = new Set<string>();
  let batch: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    batch = undefined;
    const paths = [...pending];
    pending.clear();
    void navigator.serviceWorker.ready.then(() => tellServiceWorker({ type: "files", paths }));
  };
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceResourceTiming[]) {
      const path = new URL(entry.name).pathname;
      if (path.startsWith("/_astro/") && entry.workerStart === 0) pending.add(path);
    }
    if (pending.size > 0 && !batch) batch = setTimeout(send, 500);
  };
  new PerformanceObserver((list) => take(list.getEntries())).observe({ type: "resource" });
  take(performance.getEntriesByType("resource"));
}

/**
 * The page's language as the worker is told it: what it is now, and a way to hear of each change. The public pages
 * read it from the document (the client router brings a page in another language); the admin portal from i18next.
 */
export interface PageLanguage {
  current(): string;
  onChange(listener: (language: string) => void): void;
}

/** How long after the page's load event the worker is registered. */
const REGISTER_AFTER_LOAD_MS = 5000;

/** How long the page waits for the worker to say it has done what it was told (a sign-out waits for it). */
const ANSWER_WAIT_MS = 1500;

function sendTo(worker: ServiceWorker, message: ServiceWorkerMessage): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Tells the service worker something; resolves once it has done it (its private responses dropped, say), after a
 * moment if it does not respond, and at once when there is no worker.
 */
export async function tellServiceWorker(message: ServiceWorkerMessage): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration("/").catch(() => undefined);
  const workers = new Set([navigator.serviceWorker.controller, registration?.active].filter((w): w is ServiceWorker => Boolean(w)));
  if (workers.size === 0) return;
  await Promise.race([Promise.all([...workers].map((worker) => sendTo(worker, message))), new Promise((resolve) => setTimeout(resolve, ANSWER_WAIT_MS))]);
}

/**
 * The site's service worker registration once a worker is active (what a push subscription needs): registered now
 * if the page has not done it yet, waiting for a first install to finish. Rejects when the install fails (a file
 * it keeps could not be fetched), so a caller can say so instead of waiting for ever.
 */
export async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (registration.active) return registration;
  const worker = registration.installing ?? registration.waiting;
  if (worker) {
    await new Promise<void>((resolve, reject) => {
      const settle = () => {
        if (worker.state === "activating" || worker.state === "activated") resolve();
        else if (worker.state === "redundant") reject(new Error("the service worker did not install"));
      };
      worker.addEventListener("statechange", settle);
      settle();
    });
  }
  return navigator.serviceWorker.ready;
}

/**
 * Registers /sw.js a few seconds after the page has loaded (production builds only; decision 0092): the worker
 * keeps the pages a member read for when the network is weak or gone, and shows notifications. The worker learns the page's
 * language, so the offline page it shows speaks it too.
 */
export function registerServiceWorker(language: PageLanguage): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => {
    // The worker installs light (the icons, the offline page) and keeps the files pages hand it.
    keepFilesLoadedWithoutTheWorker();
    void navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then(() => tellServiceWorker({ type: "language", language: toLanguage(language.current()) }))
      .catch((err: unknown) => console.warn("service worker registration failed", err));
  };
  // After the page has settled: the worker's install and its first fetches do not compete with the page's own.
  const settled = () => setTimeout(register, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === "complete") settled();
  else window.addEventListener("load", settled, { once: true });
  let told = toLanguage(language.current());
  language.onChange((changed) => {
    const chosen = toLanguage(changed);
    if (chosen === told) return;
    told = chosen;
    void tellServiceWorker({ type: "language", language: chosen });
    // Installing from this page names the app in its language.
    document.querySelector('link[rel="manifest"]')?.setAttribute("href", chosen === "en" ? "/manifest.webmanifest" : `/manifest.webmanifest?lang=${chosen}`);
  });
}
