import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { initI18n } from "../i18n";
import { AppRouter } from "./router";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { SimpleErrorFallback } from "./errors/fallbacks";

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 2 } },
});

/** SPEC.md section 9: toasts at the bottom right, about 4-5 seconds. */
const TOAST_DURATION_MS = 4500;

// Toasts only follow an action, so their code arrives after the first paint. sonner keeps one global
// queue, so toast() called from any page reaches this Toaster.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function App() {
  const [translationsReady, setTranslationsReady] = useState(false);
  useEffect(() => {
    void initI18n().finally(() => setTranslationsReady(true));
  }, []);

  if (!translationsReady) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-lg text-slate-700">
        Loading...
      </div>
    );
  }
  return (
    <ErrorBoundary name="root" fallback={() => <SimpleErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <Suspense fallback={null}>
          <Toaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
