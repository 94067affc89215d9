import { todayInZone, useSiteSettings } from "../../../lib/site";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type AdminDevotional, DEVOTIONAL_KINDS } from "../../../../shared/study";
import { ApiError } from "../../../lib/api";
import { useFieldErrorText } from "../../../components/ui/FieldFrame";
import { FormError } from "../../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { type DevotionalFormValues, devotionalToForm, formToDevotional } from "./form-values";
import { FormActions, PublishedField } from "../../admin/components/FormParts";
import { useStudyWrite } from "./useStudyAdmin";
import { BilingualField } from "../../../components/ui/BilingualField";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";
import { ControlError } from "../../../components/ui/Labelled";

/** Writes or edits one day's devotional or prayer in both languages. */
export function DevotionalForm({ reading, onDone }: { reading: AdminDevotional | null; onDone: (message: string) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const errorText = useFieldErrorText();
  const ids = { day: useId(), kind: useId(), passage: useId() };
  const { save } = useStudyWrite("devotionals");
  const [serverError, setServerError] = useState<{ message: string; passage?: string } | null>(null);
  const { data: site } = useSiteSettings();
  const { register, handleSubmit, formState } = useForm<DevotionalFormValues>({ defaultValues: devotionalToForm(reading, todayInZone(site?.timeZone)) });
  const required = { required: t("study.required") };
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: reading?.id, input: formToDevotional(values) });
      onDone(t("study.readingSaved"));
    } catch (error) {
      const passage = error instanceof ApiError ? error.fields?.passage?.[0] : undefined;
      setServerError({ message: errorMessage(error), passage });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-5" aria-label={reading ? t("study.editReading") : t("study.newReading")}>
      <h2 className="text-xl font-bold text-brand-900">{reading ? t("study.editReading") : t("study.newReading")}</h2>
      <FormError tone="error" message={serverError?.message ?? null} />
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={ids.day} className={labelClasses}>
            {t("study.day")}
          </label>
          <input id={ids.day} type="date" className={`mt-1 ${inputClasses}`} {...register("day", required)} />
        </div>
        <div>
          <label htmlFor={ids.kind} className={labelClasses}>
            {t("study.kind")}
          </label>
          <select id={ids.kind} className={`mt-1 ${inputClasses}`} {...register("kind")}>
            {DEVOTIONAL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`study.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <PublishedField field={register("published")} />
      </div>
      <BilingualField
        en={{ label: t("study.titleEn"), field: register("titleEn", required), error: errors.titleEn }}
        es={{ label: t("study.titleEs"), field: register("titleEs", required), error: errors.titleEs }}
      />
      <BilingualField
        multiline
        en={{ label: t("study.textEn"), field: register("bodyEn", required), error: errors.bodyEn }}
        es={{ label: t("study.textEs"), field: register("bodyEs", required), error: errors.bodyEs }}
      />
      <div>
        <label htmlFor={ids.passage} className={labelClasses}>
          {t("study.passage")}
        </label>
        <input
          id={ids.passage}
          type="text"
          className={`mt-1 ${inputClasses}`}
          aria-invalid={serverError?.passage ? true : undefined}
          aria-describedby={serverError?.passage ? `${ids.passage}-error` : undefined}
          {...register("passage")}
        />
        <ControlError id={ids.passage} error={serverError?.passage ? errorText(serverError.passage) : undefined} />
      </div>
      <FormActions saving={formState.isSubmitting} onCancel={() => onDone("")} />
    </form>
  );
}
