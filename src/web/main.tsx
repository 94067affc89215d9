import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import "./styles.css";

// zod compiles fast parsers with `new Function` after probing for it; our CSP forbids eval, so the probe
// would only log a violation in the console. Its interpreted parsers are plenty fast for forms. zod reads
// its settings from this global (which is what z.config() writes); setting it here, before any form's
// chunk loads, keeps zod itself out of the first page's JavaScript.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById("root");
if (!root) throw new Error("Root element not found");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
