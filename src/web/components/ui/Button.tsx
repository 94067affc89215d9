import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-gold-500 text-brand-900 hover:bg-gold-400",
  outline: "border border-current bg-transparent hover:bg-black/5",
  ghost: "bg-transparent hover:bg-black/5",
  light: "bg-white text-brand-800 hover:bg-brand-50",
} as const;

const SIZES = { sm: "h-9 px-3 text-sm", md: "h-11 px-5 text-base", lg: "h-12 px-6 text-lg" } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Renders the child element (a link) with button styling. */
  asChild?: boolean;
}

export function buttonClasses(variant: keyof typeof VARIANTS = "primary", size: keyof typeof SIZES = "md") {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 ${VARIANTS[variant]} ${SIZES[size]}`;
}

export function Button({ variant = "primary", size = "md", asChild = false, className = "", type, ...props }: ButtonProps) {
  // A button submits its form only when it says so (type="submit"): HTML's default, submit, surprises a form
  // whose other buttons only open or clear something.
  if (asChild) return <Slot.Root className={`${buttonClasses(variant, size)} ${className}`} {...props} />;
  return <button className={`${buttonClasses(variant, size)} ${className}`} type={type ?? "button"} {...props} />;
}
