import { AlertTriangle, Home, RefreshCw, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Button } from "../../components/ui/Button";
import { ErrorBoundary, type FallbackProps } from "./ErrorBoundary";

/** Page level: Try Again, Refresh Page and Go Home (SPEC.md section 2). */
export function PageErrorScreen({ retry }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="text-2xl font-bold">{t("errors.page.title")}</h1>
      <p className="text-slate-700">{t("errors.page.body")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t("errors.tryAgain")}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("errors.refreshPage")}
        </Button>
        <Button variant="ghost" asChild>
          <a href="/">
            <Home aria-hidden="true" className="size-4" />
            {t("errors.goHome")}
          </a>
        </Button>
      </div>
    </section>
  );
}

/** Section level: "This section failed to load properly." with Retry. */
function SectionErrorBanner({ retry }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto my-6 flex max-w-3xl flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <span>{t("errors.section")}</span>
      <Button size="sm" variant="outline" onClick={retry}>
        {t("errors.retry")}
      </Button>
    </div>
  );
}

/** Component level: a small "Component Error" box with Retry. */
function ComponentErrorBox({ retry }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="inline-flex items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <span>{t("errors.component")}</span>
      <button type="button" className="font-semibold underline" onClick={retry}>
        {t("errors.retry")}
      </button>
    </div>
  );
}

/**
 * The simple fallback, used above the translation layer: its text is fixed English and Spanish because
 * translations may be what failed.
 */
export function SimpleErrorFallback() {
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p>Something went wrong. Please refresh the page to try again.</p>
      <p lang="es">Algo salió mal. Actualiza la página para intentarlo de nuevo.</p>
      <button
        type="button"
        className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white"
        onClick={() => window.location.reload()}
      >
        Refresh Page
      </button>
    </div>
  );
}

export function SectionBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary name={name} fallback={(p) => <SectionErrorBanner {...p} />}>
      {children}
    </ErrorBoundary>
  );
}

export function ComponentBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary name={name} fallback={(p) => <ComponentErrorBox {...p} />}>
      {children}
    </ErrorBoundary>
  );
}
