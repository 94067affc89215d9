import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { controlAttributes, FieldFrame } from "./FieldFrame";
import { inputClasses } from "./form-styles";

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The label is for screen readers only (the row around the select already says what it is for). */
  hideLabel?: boolean;
  /** The choices; or pass <option> children. */
  options?: readonly { value: string; label: string }[];
}

/** A labelled select with its hint and error; spread react-hook-form's register() into it. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ label, hint, error, id, options, children, className, hideLabel, ...select }, ref) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <select ref={ref} className={inputClasses} {...controlAttributes(selectId, hint, error)} {...select}>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
});
