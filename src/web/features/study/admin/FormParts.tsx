import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { useAdminT } from "../../admin/useAdminT";

/** "Published (visible on the website)": a guide or reading can be kept as a draft. */
export function PublishedField({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useAdminT();
  const id = useId();
  return (
    <div className="flex items-center gap-2 sm:pt-7">
      <input id={id} type="checkbox" className="size-5" {...field} />
      <label htmlFor={id} className="font-semibold text-slate-800">
        {t("study.published")}
      </label>
    </div>
  );
}

/** Save (busy while the server answers) and Cancel, which leaves without saving. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useAdminT();
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={saving}>
        {saving ? t("study.saving") : t("study.save")}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("common.cancel")}
      </Button>
    </div>
  );
}
