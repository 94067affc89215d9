import { FlaskConical } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";

/** Shown on every giving and store page while the demo provider is in use; the store passes its own text. */
export function DemoBanner({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <p data-testid="demo-banner" className="mt-6 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900">
      <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
      {message ?? t("giving.demoBanner")}
    </p>
  );
}
