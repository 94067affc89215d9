import { useAdminT } from "../../admin/useAdminT";

/** The page's language for the funds' bilingual names. */
export function useGivingLanguage(): "en" | "es" {
  const { i18n } = useAdminT();
  return i18n.language.startsWith("es") ? "es" : "en";
}

/** A shared schema's message (giving.validation.x) in the admin's language, for a kit field. */
export function useGivingFieldText() {
  const { t } = useAdminT();
  return (message: string | undefined) => (message ? t(message.replace(/^giving\.validation\./, "givingAdmin.validation.")) : undefined);
}

export function StatusBadge({ status, demo }: { status: string; demo?: boolean }) {
  const { t } = useAdminT();
  const tone = status === "succeeded" || status === "active" ? "bg-green-100 text-green-900" : status === "failed" || status === "past_due" ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-800";
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded px-1.5 text-sm ${tone}`}>{t(`givingAdmin.status.${status}`)}</span>
      {demo && <span className="rounded bg-amber-100 px-1.5 text-sm text-amber-900">{t("givingAdmin.demo")}</span>}
    </span>
  );
}
