import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { useAdminT } from "../useAdminT";

/** "Published (visible on the website)": a guide or reading can be kept as a draft. */
export function PublishedField({ field, className = "sm:pt-7" }: { field: UseFormRegisterReturn; className?: string }) {
  const { t } = useAdminT();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input id={id} type="checkbox" className="size-5" {...field} />
      <label htmlFor={id} className="font-semibold text-slate-800">
        {t("study.published")}
      </label>
    </div>
  );
}

/** Save (busy while the server answers) and Cancel (or another label, such as Close), which leaves without saving. */
export function FormActions({ saving, onCancel, cancelLabel }: { saving: boolean; onCancel: () => void; cancelLabel?: string }) {
  const { t } = useAdminT();
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={saving}>
        {saving ? t("study.saving") : t("study.save")}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel ?? t("common.cancel")}
      </Button>
    </div>
  );
}
