import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { controlAttributes, FieldFrame } from "./FieldFrame";
import { inputClasses } from "./form-styles";

interface Common {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's message (a translation key from a shared schema, or text ready to show). */
  error?: string;
  /** Marks the field invalid when the form announces its errors elsewhere (in its FormError). */
  invalid?: boolean;
  className?: string;
}

type FieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

/** A labelled input with its hint and error; spread react-hook-form's register() into it. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, hint, error, invalid, id, className, type = "text", ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      <input ref={ref} type={type} className={inputClasses} {...controlAttributes(inputId, hint, error, invalid)} {...input} />
    </FieldFrame>
  );
});

type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

/** A labelled textarea, as Field. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, invalid, id, rows = 4, className, ...textarea },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      <textarea ref={ref} rows={rows} className={inputClasses} {...controlAttributes(inputId, hint, error, invalid)} {...textarea} />
    </FieldFrame>
  );
});
