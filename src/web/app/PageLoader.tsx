import { useTranslation } from "../i18n/use-translation";
import { Spinner } from "../components/ui/Spinner";

/** Shown while a lazily loaded page arrives (SPEC.md section 2: "Loading page..."). */
export function PageLoader() {
  const { t } = useTranslation();
  return <Spinner size="lg" text={t("common.loadingPage")} className="min-h-[100svh]" />;
}
