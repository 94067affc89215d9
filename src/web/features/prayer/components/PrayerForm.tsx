import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import type { z } from "zod";
import type { PrayerRequest, prayerRequestInput } from "../../../../shared/prayer";
import { PRAYER_CATEGORIES, PRAYER_LIMITS, PRAYER_VISIBILITIES } from "../../../../shared/prayer-constants";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Field, TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors } from "../../../components/ui/form-errors";
import { labelClasses } from "../../../components/ui/form-styles";
import { Select } from "../../../components/ui/Select";
import { ApiError } from "../../../lib/api";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";

type Input = z.input<typeof prayerRequestInput>;
type Output = z.output<typeof prayerRequestInput>;

const FIELDS = ["title", "body", "category", "visibility", "anonymous", "notifyOnPrayer"] as const;

/** The form's schema, with zod, loaded when the visitor starts on it (lazy-zod-resolver.ts). */
const resolver = lazyZodResolver<Input, Output>(() => import("../../../../shared/prayer").then((m) => m.prayerRequestInput));

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
    resolver,
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
      showServerErrors(form.setError, error, FIELDS, t("prayer.form.failed"));
      const key = error instanceof ApiError && error.status === 429 ? "prayer.errors.rateLimited" : "prayer.form.failed";
      form.setError("root", { message: t(key) });
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onFocusCapture={resolver.preload}
      noValidate
      className="flex flex-col gap-4"
      data-testid="prayer-form"
    >
      <FormError message={errors.root?.message} />
      <Field label={t("prayer.form.title")} maxLength={PRAYER_LIMITS.title} error={errors.title?.message} {...form.register("title")} />
      <TextAreaField
        label={t("prayer.form.body")}
        rows={5}
        maxLength={PRAYER_LIMITS.body}
        required
        error={errors.body?.message}
        {...form.register("body")}
      />
      <Select
        label={t("prayer.form.category")}
        options={PRAYER_CATEGORIES.map((c) => ({ value: c, label: t(`prayer.category.${c}`) }))}
        error={errors.category?.message}
        {...form.register("category")}
      />
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
      <Checkbox label={t("prayer.form.anonymous")} {...form.register("anonymous")} />
      <Checkbox label={t("prayer.form.notify")} {...form.register("notifyOnPrayer")} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("prayer.form.sending") : initial ? t("prayer.form.save") : t("prayer.form.submit")}
      </Button>
    </form>
  );
}
