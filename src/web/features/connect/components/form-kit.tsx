import { useId, useState, type ReactNode } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { type ConnectFormPath, useSubmitConnectForm } from "../api";
import { FormError } from "../../../components/ui/FormError";
import { inputClasses } from "../../../components/ui/form-styles";

type AnyForm = UseFormReturn<FieldValues, unknown, FieldValues>;

/**
 * One public form: zod validation in the page's language, server field errors shown by their fields, and a
 * failed submit that keeps everything typed. After success it says thank you and offers to send another.
 */
export function ConnectForm<S extends z.ZodType<FieldValues, FieldValues>>({
  loadSchema,
  path,
  defaults,
  title,
  submitLabel,
  doneText,
  testId,
  children,
}: {
  /** The shared schema, imported when first needed (`() => import("shared/connect").then((m) => m.visitForm)`). */
  loadSchema: () => Promise<S>;
  path: ConnectFormPath;
  defaults: z.input<S>;
  title: string;
  submitLabel: string;
  doneText: string;
  testId: string;
  children: (form: AnyForm) => ReactNode;
}) {
  const { t } = useTranslation();
  const pageLanguage = usePageLanguage();
  const headingId = useId();
  const submit = useSubmitConnectForm(path);
  const [done, setDone] = useState(false);
  const [resolver] = useState(() => lazyZodResolver<FieldValues, FieldValues>(loadSchema));
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({ ...values, language: pageLanguage });
      setDone(true);
      form.reset(defaults);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, [message]] of Object.entries(error.fields)) if (message) form.setError(field, { message });
      }
      form.setError("root", { message: t(error instanceof ApiError && error.status === 429 ? "connect.rateLimited" : "connect.failed") });
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {done ? (
        <div role="status" className="mt-4 flex flex-col items-start gap-4" data-testid={`${testId}-done`}>
          <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">{doneText}</p>
          <Button variant="outline" size="sm" onClick={() => setDone(false)}>
            {t("connect.sendAnother")}
          </Button>
        </div>
      ) : (
        <form
          onSubmit={(e) => void onSubmit(e)}
          // Starting on the form fetches its checks, so sending it does not wait for the download.
          onFocusCapture={resolver.preload}
          noValidate
          className="mt-4 flex flex-col gap-4"
          data-testid={testId}
        >
          <FormError message={errors.root?.message} />
          {children(form)}
          <Honeypot form={form} />
          <Button type="submit" className="self-start" disabled={isSubmitting}>
            {isSubmitting ? t("connect.sending") : submitLabel}
          </Button>
        </form>
      )}
    </section>
  );
}

/** Hidden from people and screen readers; bots fill it, and the server then keeps nothing. */
export function Honeypot({ form }: { form: AnyForm }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t("connect.fields.website")}
        <input type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </label>
    </div>
  );
}

function ErrorText({ form, name, id }: { form: AnyForm; name: string; id: string }) {
  const { t } = useTranslation();
  const message = form.formState.errors[name]?.message;
  return typeof message === "string" ? (
    <p id={id} className="text-sm text-red-800">
      {t(message)}
    </p>
  ) : null;
}

export function TextField({
  form,
  name,
  label,
  hint,
  type = "text",
  maxLength,
  autoComplete,
  required,
  multiline,
  min,
  max,
}: {
  form: AnyForm;
  name: Path<FieldValues>;
  label: string;
  hint?: string;
  type?: string;
  maxLength?: number;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  min?: number;
  max?: number;
}) {
  const id = useId();
  const invalid = Boolean(form.formState.errors[name]);
  const describedBy = [hint ? `${id}-hint` : "", invalid ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy, required, maxLength, ...form.register(name) };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea rows={4} className={`${inputClasses} h-auto`} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} min={min} max={max} className={inputClasses} {...common} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <ErrorText form={form} name={name} id={`${id}-error`} />
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  options,
  placeholder,
  required = true,
}: {
  form: AnyForm;
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  placeholder: string;
  required?: boolean;
}) {
  const id = useId();
  const invalid = Boolean(form.formState.errors[name]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} className={inputClasses} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} required={required} {...form.register(name)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText form={form} name={name} id={`${id}-error`} />
    </div>
  );
}

/** Name, email and phone: every public form asks for them the same way. */
export function ContactFields({ form }: { form: AnyForm }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField form={form} name="name" label={t("connect.fields.name")} autoComplete="name" maxLength={100} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="email" type="email" label={t("connect.fields.email")} autoComplete="email" maxLength={254} />
        <TextField form={form} name="phone" type="tel" label={t("connect.fields.phone")} autoComplete="tel" maxLength={30} />
      </div>
      <p className="-mt-2 text-sm text-slate-600">{t("connect.fields.contactHint")}</p>
    </>
  );
}
