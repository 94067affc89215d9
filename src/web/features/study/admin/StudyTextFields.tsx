import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { BilingualField } from "../../../components/ui/BilingualField";
import { BilingualTitleField } from "../../admin/components/FormParts";
import { useAdminT } from "../../admin/useAdminT";

/** The fields a guide and a devotional both have, registered by their form (react-hook-form's register). */
type StudyTextRegister = (name: "titleEn" | "titleEs" | "bodyEn" | "bodyEs", options: { required: string }) => UseFormRegisterReturn;

/**
 * A guide's or a devotional's title and text in English and Spanish (Markdown), each required. `text` names the
 * text's labels: "body" (the guide's "Guide (English)") or "text" (the devotional's "Text (English)").
 */
export function StudyTextFields({
  register,
  errors,
  text,
  rows,
}: {
  register: StudyTextRegister;
  errors: { titleEn?: FieldError; titleEs?: FieldError; bodyEn?: FieldError; bodyEs?: FieldError };
  text: "body" | "text";
  rows?: number;
}) {
  const { t } = useAdminT();
  const required = { required: t("study.required") };
  return (
    <>
      <BilingualTitleField labelKeyPrefix="study" en={register("titleEn", required)} es={register("titleEs", required)} errors={errors} />
      <BilingualField
        multiline
        rows={rows}
        en={{ label: t(`study.${text}En`), field: register("bodyEn", required), error: errors.bodyEn }}
        es={{ label: t(`study.${text}Es`), field: register("bodyEs", required), error: errors.bodyEs }}
      />
    </>
  );
}
