import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { EVENT_CATEGORIES, EVENT_STATUSES, EVENT_VISIBILITIES, SIGNUP_MODES, type AdminEvent } from "../../../../shared/events";
import { ApiError } from "../../../lib/api";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { FormActions } from "../../admin/components/FormParts";
import { useEventWrites } from "./api";
import { useEventErrorMessage, useEventFieldText } from "./errors";
import { eventToForm, formToEvent, type EventFormValues } from "./event-form-values";
import { EventPreview } from "./EventPreview";
import { ImageUpload } from "./ImageUpload";
import { ChoiceOptions, fieldsetClasses, legendClasses } from "./FormBits";
import { CustomField } from "../../../components/ui/FieldFrame";
import { ExceptionsEditor, RegistrationFieldsEditor } from "./ListEditors";
import { RecurrenceFields } from "./RecurrenceFields";
import { BilingualField } from "../../../components/ui/BilingualField";
import { inputClasses } from "../../../components/ui/form-styles";

type ServerFields = Record<string, string[]>;

/** Creates or edits one event; a refused save keeps everything typed and shows each problem by its field. */
export function EventForm({ event, onDone }: { event: AdminEvent | null; onDone: (message: string) => void }) {
  const { t } = useAdminT();
  const errorMessage = useEventErrorMessage();
  const fieldText = useEventFieldText();
  const { save } = useEventWrites();
  const form = useForm<EventFormValues>({ defaultValues: eventToForm(event) });
  const { register, handleSubmit, control, formState } = form;
  const errors = formState.errors;
  const [serverError, setServerError] = useState<{ message: string; fields: ServerFields; params?: Record<string, string> } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = event ? t("eventsAdmin.form.editTitle") : t("eventsAdmin.form.newTitle");
  const frequency = useWatch({ control, name: "recurrence.frequency" });
  const signup = useWatch({ control, name: "signup" });

  useEffect(() => headingRef.current?.focus(), []);

  /** The server's messages for a field and the fields under it (title → title.en...), translated. */
  const server = (prefix: string, exact = false): string | undefined => {
    const messages = Object.entries(serverError?.fields ?? {})
      .filter(([key]) => key === prefix || (!exact && key.startsWith(`${prefix}.`)))
      .flatMap(([, list]) => list.map((message) => fieldText(message, serverError?.params)));
    return messages.length ? [...new Set(messages)].join(" ") : undefined;
  };
  const fieldError = (client: { message?: string } | undefined, prefix: string) => client?.message || server(prefix);
  const required = { required: t("eventsAdmin.form.required") };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: event?.id, input: formToEvent(values) });
      onDone(t("eventsAdmin.saved"));
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const params = error instanceof ApiError ? error.params : undefined;
      setServerError({ message: Object.keys(fields).length ? t("eventsAdmin.form.saveFailed") : errorMessage(error), fields, params });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title} className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
          {title}
        </h2>
        <FormError tone="error" message={serverError?.message ?? null} />

        <fieldset className={fieldsetClasses}>
          <legend className={legendClasses}>{t("eventsAdmin.form.basics")}</legend>
          <BilingualField
            en={{ label: t("eventsAdmin.form.titleEn"), field: register("titleEn", required), error: fieldError(errors.titleEn, "title.en") }}
            es={{ label: t("eventsAdmin.form.titleEs"), field: register("titleEs", required), error: fieldError(errors.titleEs, "title.es") }}
          />
          <BilingualField
            multiline
            rows={5}
            en={{
              label: t("eventsAdmin.form.descriptionEn"),
              field: register("descriptionEn", required),
              error: fieldError(errors.descriptionEn, "description.en"),
            }}
            es={{
              label: t("eventsAdmin.form.descriptionEs"),
              field: register("descriptionEs", required),
              error: fieldError(errors.descriptionEs, "description.es"),
            }}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <CustomField label={t("eventsAdmin.form.category")} error={server("category")}>
              {(c) => (
                <select {...c} className={inputClasses} {...register("category")}>
                  <ChoiceOptions values={EVENT_CATEGORIES} group="category" />
                </select>
              )}
            </CustomField>
            <CustomField label={t("eventsAdmin.form.status")} error={server("status")}>
              {(c) => (
                <select {...c} className={inputClasses} {...register("status")}>
                  <ChoiceOptions values={EVENT_STATUSES} group="status" />
                </select>
              )}
            </CustomField>
            <CustomField label={t("eventsAdmin.form.visibility")} error={server("visibility")}>
              {(c) => (
                <select {...c} className={inputClasses} {...register("visibility")}>
                  <ChoiceOptions values={EVENT_VISIBILITIES} group="visibility" />
                </select>
              )}
            </CustomField>
          </div>
        </fieldset>

        <fieldset className={fieldsetClasses}>
          <legend className={legendClasses}>{t("eventsAdmin.form.when")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <CustomField label={t("eventsAdmin.form.start")} hint={t("eventsAdmin.form.timeHint")} error={fieldError(errors.startLocal, "startLocal") ?? server("timeZone")}>
              {(c) => <input {...c} type="datetime-local" className={inputClasses} {...register("startLocal", required)} />}
            </CustomField>
            <CustomField label={t("eventsAdmin.form.end")} error={fieldError(errors.endLocal, "endLocal")}>
              {(c) => (
                <input
                  {...c}
                  type="datetime-local"
                  className={inputClasses}
                  {...register("endLocal", {
                    ...required,
                    validate: (value, all) => !value || !all.startLocal || value > all.startLocal || t("eventsAdmin.form.endAfterStart"),
                  })}
                />
              )}
            </CustomField>
          </div>
        </fieldset>

        <RecurrenceFields error={server("recurrence")} />
        {frequency !== "none" ? (
          <ExceptionsEditor error={server("exceptions", true)} rowError={(index) => server(`exceptions.${index}`)} />
        ) : null}

        <fieldset className={fieldsetClasses}>
          <legend className={legendClasses}>{t("eventsAdmin.form.where")}</legend>
          {/* The place's name in both languages (issue 51); the Spanish page shows the English one while it is empty. */}
          <BilingualField
            en={{ label: t("eventsAdmin.form.locationName"), field: register("locationName"), error: server("location.name") }}
            es={{ label: t("eventsAdmin.form.locationNameEs"), field: register("locationNameEs"), error: server("location.nameEs") }}
          />
          <CustomField label={t("eventsAdmin.form.locationAddress")} error={server("location.address")}>
            {(c) => <input {...c} className={inputClasses} autoComplete="off" {...register("locationAddress")} />}
          </CustomField>
          <CustomField label={t("eventsAdmin.form.imageUrl")} hint={t("eventsAdmin.form.imageHint")} error={server("imageUrl")}>
            {(c) => <input {...c} className={inputClasses} inputMode="url" {...register("imageUrl")} />}
          </CustomField>
          <ImageUpload />
        </fieldset>

        <fieldset className={fieldsetClasses}>
          <legend className={legendClasses}>{t("eventsAdmin.form.signupSection")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <CustomField label={t("eventsAdmin.form.signupMode")} error={server("signup")}>
              {(c) => (
                <select {...c} className={inputClasses} {...register("signup")}>
                  {SIGNUP_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`eventsAdmin.signup.${mode}`)}
                    </option>
                  ))}
                </select>
              )}
            </CustomField>
            <CustomField label={t("eventsAdmin.form.capacity")} hint={t("eventsAdmin.form.capacityHint")} error={fieldError(errors.capacity, "capacity")}>
              {(c) => (
                <input
                  {...c}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  className={inputClasses}
                  {...register("capacity", {
                    validate: (value) => value.trim() === "" || (Number.isInteger(Number(value)) && Number(value) >= 1) || t("eventsAdmin.errors.capacityMin"),
                  })}
                />
              )}
            </CustomField>
          </div>
          {signup === "registration" ? (
            <RegistrationFieldsEditor error={server("registrationFields", true)} rowError={(index) => server(`registrationFields.${index}`)} />
          ) : null}
        </fieldset>

        <EventPreview />
        <FormActions saving={formState.isSubmitting} onCancel={() => onDone("")} />
      </form>
    </FormProvider>
  );
}
