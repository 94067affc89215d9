import { hydrate as hydrateQueries, timeoutManager } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createQueryClient } from "./app/App";
import { pageClock } from "./app/page-clock";
import { readPrerenderedPage } from "./app/prerendered";
import { currentLanguage, initI18n, translationsLoaded } from "./i18n";
import { registerServiceWorker } from "./lib/service-worker";
import { createSharedTimer } from "./lib/shared-timer";
import "./styles.css";

// Before any query exists: every react-query timer on one browser timer (lib/shared-timer.ts).
timeoutManager.setTimeoutProvider(createSharedTimer());

const root = document.getElementById("root");
if (!root) throw new Error("Root element not found");

/** A new task: what comes after waits for the browser to handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The app, drawn or taking over the drawn page, once the translations are ready (or failed). */
async function startApp(root: HTMLElement) {
  registerServiceWorker();
  const queryClient = createQueryClient();
  const prerendered = readPrerenderedPage(root);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  // The server rendered the page in the language the browser has just chosen, by the same order (i18n/index.ts).
  // Only a choice the server could not see (kept in localStorage alone, from before the cookie) differs: that
  // page is rendered afresh in the visitor's language, once, as the cookie now carries it.
  // Without its translations (a failed download) the page could only be drawn differently: drawn afresh.
  const takeOver = prerendered && prerendered.language === currentLanguage() && translationsLoaded();
  if (takeOver) {
    hydrateQueries(queryClient, prerendered.queries);
    // The answers and React's start were one task of 100 ms with the CPU slowed four times.
    await nextTask();
  }
  // A transition lets React take over or draw the first page in short slices instead of one long task that
  // blocks input.
  startTransition(() => {
    if (takeOver) {
      pageClock.hold(prerendered.drawnAt);
      hydrateRoot(root, app);
    } else {
      createRoot(root).render(app);
    }
  });
}

// Until the translations are ready, the page shows what the server sent: a public page already drawn, or
// the loading state of index.html. They start in a task of their own: the first read of the browser's storage
// (the saved language) waits on the browser, and with the app's evaluation it made one task of 90 ms with the
// CPU slowed four times.
void nextTask()
  .then(initI18n)
  .finally(() => startApp(root));
