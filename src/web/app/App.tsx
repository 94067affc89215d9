import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AppRouter } from "./router";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { SimpleErrorFallback } from "./errors/fallbacks";
import { ToastHost } from "./ToastHost";

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 2 } } });
}

/** What every page of the admin portal sits in. */
function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary name="root" fallback={() => <SimpleErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

/** The admin portal in the browser; main.tsx starts the translations first, so the first render is the page itself. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppShell queryClient={queryClient}>
      <AppRouter />
    </AppShell>
  );
}
