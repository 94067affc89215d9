import { useSiteSettings } from "../../../lib/site";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type AdminDevotional, DEVOTIONAL_KINDS } from "../../../../shared/study";
import { ApiError } from "../../../lib/api";
import { useFieldErrorText } from "../../../components/ui/FieldFrame";
import { FormError } from "../../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { type DevotionalFormValues, devotionalToForm, formToDevotional } from "./form-values";
import { FormActions, PublishedField } from "../../admin/components/FormParts";
import { StudyTextFields } from "./StudyTextFields";
import { useStudyWrite } from "./useStudyAdmin";
import { inputClasses } from "../../../components/ui/form-styles";
import { todayIn } from "../../../../shared/date-format";
import { ControlError, Labelled } from "../../../components/ui/Labelled";

/** Writes or edits one day's devotional or prayer in both languages. */
export function DevotionalForm({ reading, onDone }: { reading: AdminDevotional | null; onDone: (message: string) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const errorText = useFieldErrorText();
  const ids = { day: useId(), kind: useId(), passage: useId() };
  const { save } = useStudyWrite("devotionals");
  const [serverError, setServerError] = useState<{ message: string; passage?: string } | null>(null);
  const { data: site } = useSiteSettings();
  const { register, handleSubmit, formState } = useForm<DevotionalFormValues>({ defaultValues: devotionalToForm(reading, todayIn(site?.timeZone)) });
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
        <Labelled id={ids.day} label={t("study.day")}>
          <input id={ids.day} type="date" className={`mt-1 ${inputClasses}`} {...register("day", required)} />
        </Labelled>
        <Labelled id={ids.kind} label={t("study.kind")}>
          <select id={ids.kind} className={`mt-1 ${inputClasses}`} {...register("kind")}>
            {DEVOTIONAL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`study.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </Labelled>
        <PublishedField field={register("published")} />
      </div>
      <StudyTextFields register={register} errors={errors} text="text" />
      <Labelled id={ids.passage} label={t("study.passage")}>
        <input
          id={ids.passage}
          type="text"
          className={`mt-1 ${inputClasses}`}
          aria-invalid={serverError?.passage ? true : undefined}
          aria-describedby={serverError?.passage ? `${ids.passage}-error` : undefined}
          {...register("passage")}
        />
        <ControlError id={ids.passage} error={serverError?.passage ? errorText(serverError.passage) : undefined} />
      </Labelled>
      <FormActions saving={formState.isSubmitting} onCancel={() => onDone("")} />
    </form>
  );
}
