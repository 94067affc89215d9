import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { describedBy, FieldMessages } from "./FieldMessages";
import { inputClasses, labelClasses } from "./form-styles";

interface Common {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's message (a translation key from a shared schema, or text ready to show). */
  error?: string;
  /** Marks the field invalid when the form announces its errors elsewhere (in its FormError). */
  invalid?: boolean;
  className?: string;
}

export type FieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

/** A labelled input with its hint and error; spread react-hook-form's register() into it. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, hint, error, invalid, id, className = "", ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={inputClasses}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...input}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
});

export type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

/** A labelled textarea, as Field. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, invalid, id, rows = 4, className = "", ...textarea },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        className={inputClasses}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...textarea}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
});
