import { Loader2 } from "lucide-react";

const SIZES = { sm: "size-4", md: "size-8", lg: "size-12" } as const;

interface SpinnerProps {
  size?: keyof typeof SIZES;
  text?: string;
  className?: string;
}

/** SPEC.md section 2: a spinner in small, medium and large sizes with optional text. */
export function Spinner({ size = "md", text, className = "" }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-2 ${className}`}>
      <Loader2 aria-hidden="true" className={`${SIZES[size]} animate-spin text-brand-700`} />
      {text ? <span className="text-sm text-slate-600">{text}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
