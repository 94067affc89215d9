import { AlertCircle } from "lucide-react";
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import type { FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";

export const inputClasses =
  "h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-red-700";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  invalid?: boolean;
}

/** A labelled input with an optional hint; errors are announced once, in the form's alert. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, hint, invalid, id, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={inputClasses}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        {...input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
});

/** SPEC.md section 8: errors in a red alert. */
export function FormAlert({ message, testId = "form-alert" }: { message?: string; testId?: string }) {
  if (!message) return null;
  return (
    <div role="alert" data-testid={testId} className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

/** The first validation message of a form, translated (schema messages are i18n keys). */
export function useFirstError(errors: FieldErrors, order: string[]): string | undefined {
  const { t } = useTranslation();
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === "string") return t(message);
  }
  return undefined;
}
