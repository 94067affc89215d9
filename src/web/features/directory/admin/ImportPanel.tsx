import { type ChangeEvent, useId, useState } from "react";
import { toast } from "../../../lib/toast";
import type { ImportReport } from "../../../../shared/directory";
import { Button } from "../../../components/ui/Button";
import { FormError } from "../../../components/ui/FormError";
import { labelClasses } from "../../../components/ui/form-styles";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { previewImport, useImport } from "./api";

/** A CSV file: previewed row by row first, then imported (all rows, or only the good ones once confirmed). */
export function ImportPanel() {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importer = useImport();
  const fileId = useId();
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setReport(null);
    setError(null);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    try {
      setReport(await previewImport(text));
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const run = (skipInvalid: boolean) => {
    if (!csv) return;
    importer.mutate(
      { csv, skipInvalid },
      {
        onSuccess: (done) => {
          toast.success(t("directoryAdmin.import.done", { created: done.imported?.created ?? 0, updated: done.imported?.updated ?? 0 }));
          setCsv(null);
          setReport(null);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="import-panel">
      <h2 className="text-lg font-bold text-brand-900">{t("directoryAdmin.import.title")}</h2>
      <p className="text-sm text-slate-800">{t("directoryAdmin.import.intro")}</p>
      <label htmlFor={fileId} className={`${labelClasses} mt-3`}>
        {t("directoryAdmin.import.file")}
      </label>
      <input id={fileId} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} className="mt-1" />
      {error && <FormError tone="error" message={error} />}
      {report && (
        <div className="mt-3 space-y-3">
          <p role="status" className="font-semibold">
            {t("directoryAdmin.import.summary", { valid: report.valid, invalid: report.invalid })}
          </p>
          <ul className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 text-sm" data-testid="import-preview">
            {report.rows.map((row) => (
              <li key={row.line} className={`px-3 py-2 ${row.errors.length ? "bg-red-50" : ""}`}>
                <span className="font-semibold">{t("directoryAdmin.import.line", { line: row.line })}</span> {row.name} ·{" "}
                {row.errors.length === 0
                  ? t(`directoryAdmin.import.${row.action}`)
                  : row.errors.map((e) => `${e.field}: ${t(e.message, { defaultValue: t("directoryAdmin.invalid") })}`).join("; ")}
              </li>
            ))}
          </ul>
          {report.invalid === 0 ? (
            <Button onClick={() => run(false)} disabled={importer.isPending}>
              {t("directoryAdmin.import.run", { count: report.valid })}
            </Button>
          ) : report.valid > 0 ? (
            <ConfirmButton
              label={t("directoryAdmin.import.runGood", { count: report.valid })}
              title={t("directoryAdmin.import.title")}
              description={t("directoryAdmin.import.skipConfirm", { valid: report.valid, invalid: report.invalid })}
              confirmLabel={t("directoryAdmin.import.runGood", { count: report.valid })}
              onConfirm={() => run(true)}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
