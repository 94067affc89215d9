import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  PRAYER_CATEGORIES,
  PRAYER_LIMITS,
  PRAYER_VISIBILITIES,
  type PrayerRequest,
  prayerRequestInput,
} from "../../../../shared/prayer";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { FormError } from "../../../components/ui/FormError";
import { inputClasses } from "../../../components/ui/form-styles";

type Input = z.input<typeof prayerRequestInput>;
type Output = z.output<typeof prayerRequestInput>;

const labelClasses = "text-sm font-semibold text-slate-800";

/** New or edited request. A failed submit keeps everything typed; server field errors show by their fields. */
export function PrayerForm({
  initial,
  onSubmit,
}: {
  initial?: PrayerRequest;
  onSubmit: (input: Output) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(prayerRequestInput),
    defaultValues: {
      title: initial?.title ?? "",
      body: initial?.body ?? "",
      category: initial?.category ?? "other",
      visibility: initial?.visibility ?? "public",
      anonymous: initial?.anonymous ?? false,
      notifyOnPrayer: initial?.notifyOnPrayer ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const visibility = useWatch({ control: form.control, name: "visibility" });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, [message]] of Object.entries(error.fields)) {
          if (message && field in values) form.setError(field as keyof Input, { message });
        }
      }
      const key = error instanceof ApiError && error.status === 429 ? "prayer.errors.rateLimited" : "prayer.form.failed";
      form.setError("root", { message: t(key) });
    }
  });
  const fieldError = (name: keyof Input) => {
    const message = errors[name]?.message;
    return typeof message === "string" ? (
      <p id={`prayer-${name}-error`} className="text-sm text-red-800">
        {t(message)}
      </p>
    ) : null;
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="prayer-form">
      <FormError message={errors.root?.message} />
      <div className="flex flex-col gap-1">
        <label htmlFor="prayer-title" className={labelClasses}>
          {t("prayer.form.title")}
        </label>
        <input id="prayer-title" className={inputClasses} maxLength={PRAYER_LIMITS.title} {...form.register("title")} />
        {fieldError("title")}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="prayer-body" className={labelClasses}>
          {t("prayer.form.body")}
        </label>
        <textarea
          id="prayer-body"
          rows={5}
          maxLength={PRAYER_LIMITS.body}
          className={`${inputClasses} h-auto py-2`}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? "prayer-body-error" : undefined}
          required
          {...form.register("body")}
        />
        {fieldError("body")}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="prayer-category" className={labelClasses}>
          {t("prayer.form.category")}
        </label>
        <select id="prayer-category" className={inputClasses} {...form.register("category")}>
          {PRAYER_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`prayer.category.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className={labelClasses}>{t("prayer.form.visibility")}</legend>
        {PRAYER_VISIBILITIES.map((v) => (
          <label key={v} className="flex items-center gap-2">
            <input type="radio" value={v} className="size-4 accent-brand-700" {...form.register("visibility")} />
            {t(`prayer.visibilityLabel.${v}`)}
          </label>
        ))}
        <p className="text-sm text-slate-600">{t(`prayer.visibilityHint.${visibility ?? "public"}`)}</p>
      </fieldset>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1 size-4 accent-brand-700" {...form.register("anonymous")} />
        {t("prayer.form.anonymous")}
      </label>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1 size-4 accent-brand-700" {...form.register("notifyOnPrayer")} />
        {t("prayer.form.notify")}
      </label>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("prayer.form.sending") : initial ? t("prayer.form.save") : t("prayer.form.submit")}
      </Button>
    </form>
  );
}
