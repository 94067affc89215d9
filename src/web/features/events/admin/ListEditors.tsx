import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { FIELD_TYPES } from "../../../../shared/events";
import { Button } from "../../../components/ui/Button";
import { useAdminT } from "../../admin/useAdminT";
import { lines, type EventFormValues } from "./event-form-values";
import { ErrorText, fieldsetClasses, legendClasses } from "./FormBits";
import { CustomField } from "../../../components/ui/FieldFrame";
import { Checkbox } from "../../../components/ui/Checkbox";
import { BilingualField } from "../../../components/ui/BilingualField";
import { inputClasses } from "../../../components/ui/form-styles";

const KEY_PATTERN = /^[a-z0-9_]{1,40}$/;

/** Cancel one date of a repeating event, or move it to another time. */
export function ExceptionsEditor({ error, rowError }: { error?: string; rowError: (index: number) => string | undefined }) {
  const { t } = useAdminT();
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "exceptions" });
  const rows = useWatch({ control, name: "exceptions" });
  const errors = formState.errors.exceptions;

  return (
    <fieldset className={fieldsetClasses} data-testid="exceptions-editor">
      <legend className={legendClasses}>{t("eventsAdmin.exceptions.legend")}</legend>
      <p className="text-sm text-slate-600">{t("eventsAdmin.exceptions.hint")}</p>
      {fields.length === 0 ? <p className="text-sm text-slate-700">{t("eventsAdmin.exceptions.none")}</p> : null}
      <ul className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
            <CustomField label={t("eventsAdmin.exceptions.date")} error={errors?.[index]?.date?.message}>
              {(c) => <input {...c} type="date" className={inputClasses} {...register(`exceptions.${index}.date`, { required: t("eventsAdmin.form.required") })} />}
            </CustomField>
            <CustomField label={t("eventsAdmin.exceptions.kind")}>
              {(c) => (
                <select {...c} className={inputClasses} {...register(`exceptions.${index}.kind`)}>
                  <option value="cancelled">{t("eventsAdmin.exceptions.kinds.cancelled")}</option>
                  <option value="moved">{t("eventsAdmin.exceptions.kinds.moved")}</option>
                </select>
              )}
            </CustomField>
            {rows[index]?.kind === "moved" ? (
              <CustomField label={t("eventsAdmin.exceptions.newStart")} error={errors?.[index]?.startLocal?.message}>
                {(c) => (
                  <input
                    {...c}
                    type="datetime-local"
                    className={inputClasses}
                    {...register(`exceptions.${index}.startLocal`, {
                      validate: (value, all) => all.exceptions[index]?.kind !== "moved" || Boolean(value) || t("eventsAdmin.errors.movedTime"),
                    })}
                  />
                )}
              </CustomField>
            ) : (
              <div className="hidden sm:block" />
            )}
            <Button type="button" variant="ghost" size="sm" className="text-red-800 sm:mt-7" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("eventsAdmin.exceptions.remove")}
            </Button>
            <div className="sm:col-span-4">
              <ErrorText message={rowError(index)} />
            </div>
          </li>
        ))}
      </ul>
      <ErrorText message={error} />
      <Button type="button" variant="outline" size="sm" onClick={() => append({ date: "", kind: "cancelled", startLocal: "" })}>
        <Plus aria-hidden="true" className="size-4" />
        {t("eventsAdmin.exceptions.add")}
      </Button>
    </fieldset>
  );
}

/** The registration form's extra questions (name and email are always asked). */
export function RegistrationFieldsEditor({ error, rowError }: { error?: string; rowError: (index: number) => string | undefined }) {
  const { t } = useAdminT();
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "registrationFields" });
  const rows = useWatch({ control, name: "registrationFields" });
  const errors = formState.errors.registrationFields;
  const required = { required: t("eventsAdmin.form.required") };

  return (
    <fieldset className={fieldsetClasses} data-testid="registration-fields-editor">
      <legend className={legendClasses}>{t("eventsAdmin.fields.legend")}</legend>
      <p className="text-sm text-slate-600">{t("eventsAdmin.fields.hint")}</p>
      {fields.length === 0 ? <p className="text-sm text-slate-700">{t("eventsAdmin.fields.none")}</p> : null}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const rowErrors = errors?.[index];
          return (
            <li key={field.id} className="space-y-3 rounded-lg bg-slate-50 p-3" aria-label={t("eventsAdmin.fields.question", { n: index + 1 })}>
              <p className="font-semibold text-slate-900">{t("eventsAdmin.fields.question", { n: index + 1 })}</p>
              <BilingualField
                en={{ label: t("eventsAdmin.fields.labelEn"), field: register(`registrationFields.${index}.labelEn`, required), error: rowErrors?.labelEn }}
                es={{ label: t("eventsAdmin.fields.labelEs"), field: register(`registrationFields.${index}.labelEs`, required), error: rowErrors?.labelEs }}
              />
              <div className="grid gap-3 sm:grid-cols-3 sm:items-start">
                <CustomField label={t("eventsAdmin.fields.key")} hint={t("eventsAdmin.fields.keyHint")} error={rowErrors?.key?.message}>
                  {(c) => (
                    <input
                      {...c}
                      className={`mt-1 ${inputClasses} font-mono`}
                      {...register(`registrationFields.${index}.key`, {
                        validate: (value) => !value.trim() || KEY_PATTERN.test(value.trim()) || t("eventsAdmin.fields.badKey"),
                      })}
                    />
                  )}
                </CustomField>
                <CustomField label={t("eventsAdmin.fields.type")}>
                  {(c) => (
                    <select {...c} className={inputClasses} {...register(`registrationFields.${index}.type`)}>
                      {FIELD_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`eventsAdmin.fields.types.${type}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </CustomField>
                <div className="sm:pt-8">
                  <Checkbox label={t("eventsAdmin.fields.required")} {...register(`registrationFields.${index}.required`)} />
                </div>
              </div>
              {rows[index]?.type === "select" ? (
                <BilingualField
                  multiline
                  rows={3}
                  en={{
                    label: t("eventsAdmin.fields.optionsEn"),
                    field: register(`registrationFields.${index}.optionsEn`, {
                      validate: (value, all) =>
                        all.registrationFields[index]?.type !== "select" ||
                        (lines(value).length > 0 && lines(value).length === lines(all.registrationFields[index]?.optionsEs ?? "").length) ||
                        t("eventsAdmin.fields.optionsMismatch"),
                    }),
                    error: rowErrors?.optionsEn,
                  }}
                  es={{ label: t("eventsAdmin.fields.optionsEs"), field: register(`registrationFields.${index}.optionsEs`) }}
                />
              ) : null}
              <ErrorText message={rowError(index)} />
              <Button type="button" variant="ghost" size="sm" className="text-red-800" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t("eventsAdmin.fields.remove")}
              </Button>
            </li>
          );
        })}
      </ol>
      <ErrorText message={error} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => append({ key: "", labelEn: "", labelEs: "", type: "text", required: false, optionsEn: "", optionsEs: "" })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t("eventsAdmin.fields.add")}
      </Button>
    </fieldset>
  );
}
