import { Download } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { buttonClasses } from "../../../components/ui/Button";
import { TitledSection } from "../../../components/ui/TitledSection";

/** Plain links: the server names the file and the browser saves it. */
export function ExportLinks() {
  const { t } = useTranslation();
  return (
    <TitledSection id="export-heading" title={t("myStudy.export.title")} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="mt-1 text-slate-700">{t("myStudy.export.description")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a className={`${buttonClasses("outline", "md")} text-brand-800`} href="/api/my-study/export?format=json" download data-testid="export-json">
          <Download aria-hidden="true" className="size-4" />
          {t("myStudy.export.json")}
        </a>
        <a className={`${buttonClasses("outline", "md")} text-brand-800`} href="/api/my-study/export?format=csv" download data-testid="export-csv">
          <Download aria-hidden="true" className="size-4" />
          {t("myStudy.export.csv")}
        </a>
      </div>
    </TitledSection>
  );
}
