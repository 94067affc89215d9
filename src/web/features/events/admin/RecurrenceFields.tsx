import { useFormContext, useWatch } from "react-hook-form";
import { useAdminT } from "../../admin/useAdminT";
import type { EventFormValues } from "./event-form-values";
import { fieldsetClasses, legendClasses } from "./FormBits";
import { CustomField } from "../../../components/ui/FieldFrame";
import { buildRrule, defaultRecurrence, FREQUENCIES, SET_POSITIONS, WEEKDAYS } from "./recurrence-rule";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

/** Does not repeat / daily / weekly on chosen days / monthly on day N or the Nth weekday; every N; how it ends. */
export function RecurrenceFields({ error }: { error?: string }) {
  const { t } = useAdminT();
  const { register, control, getValues, setValue } = useFormContext<EventFormValues>();
  const recurrence = useWatch({ control, name: "recurrence" });
  const { frequency } = recurrence;
  const rule = buildRrule(recurrence);
  const radio = "size-4";

  /** Choosing how an event repeats starts from its start date: weekly on its weekday, monthly on its day. */
  function presetFromStart() {
    const preset = defaultRecurrence(getValues("startLocal"));
    const chosen: unknown = getValues("recurrence.weekdays");
    if (!Array.isArray(chosen) || chosen.length <= 1) setValue("recurrence.weekdays", preset.weekdays);
    setValue("recurrence.monthDay", preset.monthDay);
    setValue("recurrence.setPosition", preset.setPosition);
    setValue("recurrence.setWeekday", preset.setWeekday);
  }

  return (
    <fieldset className={fieldsetClasses} data-testid="recurrence-editor">
      <legend className={legendClasses}>{t("eventsAdmin.recurrence.legend")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* A custom rule's problem shows under the rule itself, once. */}
        <CustomField label={t("eventsAdmin.recurrence.frequency")} error={frequency === "none" || frequency === "custom" ? undefined : error}>
          {(control) => (
            <select {...control} className={inputClasses} {...register("recurrence.frequency", { onChange: presetFromStart })}>
              {FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(`eventsAdmin.recurrence.frequencies.${f}`)}
                </option>
              ))}
            </select>
          )}
        </CustomField>
        {frequency === "daily" || frequency === "weekly" || frequency === "monthly" ? (
          <CustomField label={`${t("eventsAdmin.recurrence.interval")} (${t(`eventsAdmin.recurrence.intervalUnit.${frequency}`)})`}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={99}
                className={inputClasses}
                {...register("recurrence.interval", { valueAsNumber: true })}
              />
            )}
          </CustomField>
        ) : null}
      </div>

      {frequency === "custom" ? (
        <CustomField label={t("eventsAdmin.recurrence.custom")} hint={t("eventsAdmin.recurrence.customHint")} error={error}>
          {(control) => <input {...control} className={`mt-1 ${inputClasses} font-mono`} {...register("recurrence.custom")} />}
        </CustomField>
      ) : null}

      {frequency === "weekly" ? (
        <fieldset className="min-w-0">
          <legend className={labelClasses}>{t("eventsAdmin.recurrence.weekdays")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex items-center gap-2 text-sm text-slate-900">
                <input type="checkbox" className="size-4" value={day} {...register("recurrence.weekdays")} />
                {t(`eventsAdmin.days.${day}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {frequency === "monthly" ? (
        <fieldset className="min-w-0 space-y-3">
          <legend className={labelClasses}>{t("eventsAdmin.recurrence.monthlyMode")}</legend>
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-900">
              <input type="radio" className={radio} value="day" {...register("recurrence.monthlyMode")} />
              {t("eventsAdmin.recurrence.monthDayLabel")}
            </label>
            <CustomField label={t("eventsAdmin.recurrence.monthDayLabel")} className="w-28">
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={1}
                  max={31}

                  className={inputClasses}
                  {...register("recurrence.monthDay", { valueAsNumber: true })}
                />
              )}
            </CustomField>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-900">
              <input type="radio" className={radio} value="weekday" {...register("recurrence.monthlyMode")} />
              {t("eventsAdmin.recurrence.nthWeekday")}
            </label>
            <CustomField label={t("eventsAdmin.recurrence.position")} className="w-36">
              {(control) => (
                <select
                  {...control}

                  className={inputClasses}
                  {...register("recurrence.setPosition", { setValueAs: (v: string | number) => Number(v) })}
                >
                  {SET_POSITIONS.map((p) => (
                    <option key={p} value={p}>
                      {t(`eventsAdmin.recurrence.positions.${p}`)}
                    </option>
                  ))}
                </select>
              )}
            </CustomField>
            <CustomField label={t("eventsAdmin.recurrence.weekday")} className="w-40">
              {(control) => (
                <select {...control} className={inputClasses} {...register("recurrence.setWeekday")}>
                  {WEEKDAYS.map((day) => (
                    <option key={day} value={day}>
                      {t(`eventsAdmin.days.${day}`)}
                    </option>
                  ))}
                </select>
              )}
            </CustomField>
          </div>
        </fieldset>
      ) : null}

      {frequency === "daily" || frequency === "weekly" || frequency === "monthly" ? (
        <fieldset className="min-w-0 space-y-3">
          <legend className={labelClasses}>{t("eventsAdmin.recurrence.ends")}</legend>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="radio" className={radio} value="never" {...register("recurrence.ends")} />
            {t("eventsAdmin.recurrence.endsNever")}
          </label>
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-900">
              <input type="radio" className={radio} value="on" {...register("recurrence.ends")} />
              {t("eventsAdmin.recurrence.endsOn")}
            </label>
            <CustomField label={t("eventsAdmin.recurrence.until")} className="w-48">
              {(control) => (
                <input {...control} type="date" className={inputClasses} {...register("recurrence.until")} />
              )}
            </CustomField>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-900">
              <input type="radio" className={radio} value="after" {...register("recurrence.ends")} />
              {t("eventsAdmin.recurrence.endsAfter")}
            </label>
            <CustomField label={t("eventsAdmin.recurrence.count")} className="w-36">
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={1}
                  max={1500}

                  className={inputClasses}
                  {...register("recurrence.count", { valueAsNumber: true })}
                />
              )}
            </CustomField>
          </div>
        </fieldset>
      ) : null}

      {rule ? (
        <p className="text-sm break-all text-slate-700" data-testid="recurrence-rule">
          {t("eventsAdmin.recurrence.rule", { rule })}
        </p>
      ) : null}
    </fieldset>
  );
}
