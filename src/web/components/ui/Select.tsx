import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { describedBy, FieldMessages } from "./FieldMessages";
import { inputClasses, labelClasses } from "./form-styles";

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The choices; or pass <option> children. */
  options?: readonly { value: string; label: string }[];
}

/** A labelled select with its hint and error; spread react-hook-form's register() into it. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, id, options, children, className = "", ...select },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className={labelClasses}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...select}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
});
