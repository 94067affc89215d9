import { useSiteSettings } from "../../../lib/site";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { AdminStudyGuide } from "../../../../shared/study";
import { ApiError } from "../../../lib/api";
import { useFieldErrorText } from "../../../components/ui/FieldFrame";
import { FormError } from "../../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { formToGuide, guideToForm, type GuideFormValues, lines } from "./form-values";
import { FormActions, PublishedField } from "../../admin/components/FormParts";
import { StudyTextFields } from "./StudyTextFields";
import { useStudyWrite } from "./useStudyAdmin";
import { BilingualField } from "../../../components/ui/BilingualField";
import { inputClasses } from "../../../components/ui/form-styles";
import { todayIn } from "../../../../shared/date-format";
import { Labelled } from "../../../components/ui/Labelled";

/** Writes or edits one week's guide in both languages; nothing typed is lost when the server refuses it. */
export function GuideForm({ guide, onDone }: { guide: AdminStudyGuide | null; onDone: (message: string) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const errorText = useFieldErrorText();
  const ids = { week: useId(), passages: useId() };
  const { save } = useStudyWrite("guides");
  const [serverError, setServerError] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);
  const { data: site } = useSiteSettings();
  const { register, handleSubmit, formState } = useForm<GuideFormValues>({ defaultValues: guideToForm(guide, todayIn(site?.timeZone)) });
  const required = { required: t("study.required") };
  const errors = formState.errors;
  const passageErrors = Object.entries(serverError?.fields ?? {})
    .filter(([key]) => key.startsWith("passages"))
    .flatMap(([, messages]) => messages);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: guide?.id, input: formToGuide(values) });
      onDone(t("study.guideSaved"));
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const message = error instanceof ApiError && error.code === "week_taken" ? t("study.weekTaken") : errorMessage(error);
      setServerError({ message, fields });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-5" aria-label={guide ? t("study.editGuide") : t("study.newGuide")}>
      <h2 className="text-xl font-bold text-brand-900">{guide ? t("study.editGuide") : t("study.newGuide")}</h2>
      <FormError tone="error" message={serverError?.message ?? null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled id={ids.week} label={t("study.week")}>
          <input id={ids.week} type="date" className={`mt-1 ${inputClasses}`} aria-describedby={`${ids.week}-hint`} {...register("weekStart", required)} />
          <p id={`${ids.week}-hint`} className="mt-1 text-sm text-slate-600">
            {t("study.weekHint")}
          </p>
        </Labelled>
        <PublishedField field={register("published")} />
      </div>
      <StudyTextFields register={register} errors={errors} text="body" rows={8} />
      <p className="-mt-3 text-sm text-slate-600">{t("study.markdownHint")}</p>
      <Labelled id={ids.passages} label={t("study.passages")}>
        <textarea
          id={ids.passages}
          rows={3}
          className={`mt-1 ${inputClasses}`}
          aria-invalid={passageErrors.length > 0 ? true : undefined}
          aria-describedby={`${ids.passages}-hint`}
          {...register("passages")}
        />
        <p id={`${ids.passages}-hint`} className="mt-1 text-sm text-slate-600">
          {t("study.passagesHint")}
        </p>
        {passageErrors.map((message) => (
          <p key={message} className="mt-1 text-sm text-red-800">
            {errorText(message)}
          </p>
        ))}
      </Labelled>
      <BilingualField
        multiline
        en={{
          label: t("study.questionsEn"),
          field: register("questionsEn", {
            validate: (value, all) => lines(value).length === lines(all.questionsEs).length || t("study.questionsMismatch"),
          }),
          error: errors.questionsEn,
        }}
        es={{ label: t("study.questionsEs"), field: register("questionsEs") }}
      />
      <FormActions saving={formState.isSubmitting} onCancel={() => onDone("")} />
    </form>
  );
}
