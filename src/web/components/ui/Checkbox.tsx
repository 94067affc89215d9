import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { controlAttributes, FieldMessages } from "./FieldFrame";

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** A checkbox with its label beside it (the whole line is clickable), its hint and error below. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, hint, error, id, className = "", ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          ref={ref}
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          {...controlAttributes(inputId, hint, error)}
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
});
