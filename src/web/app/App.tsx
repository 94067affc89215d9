import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { startTransition, useEffect, useState } from "react";
import { initI18n } from "../i18n";
import { AppRouter } from "./router";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { SimpleErrorFallback } from "./errors/fallbacks";
import { ToastHost } from "./ToastHost";

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 2 } },
});


export function App() {
  const [translationsReady, setTranslationsReady] = useState(false);
  useEffect(() => {
    // A transition lets React draw the first page in short slices instead of one long task that blocks input.
    void initI18n().finally(() => startTransition(() => setTranslationsReady(true)));
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
        <ToastHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
