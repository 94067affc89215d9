import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { BilingualField } from "../../../components/ui/BilingualField";
import { useAdminT } from "../../admin/useAdminT";

/** A devotional's or guide's title, English and Spanish side by side; spread in the two registered fields. */
export function StudyTitleField({ en, es, errors }: { en: UseFormRegisterReturn; es: UseFormRegisterReturn; errors: { titleEn?: FieldError; titleEs?: FieldError } }) {
  const { t } = useAdminT();
  return (
    <BilingualField
      en={{ label: t("study.titleEn"), field: en, error: errors.titleEn }}
      es={{ label: t("study.titleEs"), field: es, error: errors.titleEs }}
    />
  );
}
