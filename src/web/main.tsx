import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, createQueryClient } from "./app/App";
import { i18n, initI18n } from "./i18n";
import { registerServiceWorker } from "./lib/service-worker";
import "./styles.css";

/*
 * The admin portal, rendered in the browser (index.html is sent for /admin and below, server/http/spa.ts). The
 * public and member pages are the site's (src/site), rendered on the server with islands.
 */
const root = document.getElementById("root");
if (!root) throw new Error("Root element not found");

// Once the translations are ready (or failed: the portal then renders without them).
void initI18n().finally(() => {
  registerServiceWorker({
    current: () => i18n.resolvedLanguage ?? document.documentElement.lang,
    onChange: (listener) => i18n.on("languageChanged", listener),
  });
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
});
