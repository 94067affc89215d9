import { useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { BilingualField } from "../../../components/ui/BilingualField";
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

/**
 * A title in English and Spanish side by side; spread in the two registered fields. The labels are the admin
 * strings `<labelKeyPrefix>.titleEn` and `<labelKeyPrefix>.titleEs` (such as "study" or "sermonsAdmin.fields").
 */
export function BilingualTitleField({
  labelKeyPrefix,
  en,
  es,
  errors,
}: {
  labelKeyPrefix: string;
  en: UseFormRegisterReturn;
  es: UseFormRegisterReturn;
  errors: { titleEn?: FieldError; titleEs?: FieldError };
}) {
  const { t } = useAdminT();
  return (
    <BilingualField
      en={{ label: t(`${labelKeyPrefix}.titleEn`), field: en, error: errors.titleEn }}
      es={{ label: t(`${labelKeyPrefix}.titleEs`), field: es, error: errors.titleEs }}
    />
  );
}
