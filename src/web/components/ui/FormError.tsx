import { AlertCircle, CheckCircle2 } from "lucide-react";

/**
 * SPEC.md section 8: a form's error in a red alert, announced at once; with tone "success", a green line
 * announced politely (saved, sent).
 */
export function FormError({ message, tone = "error", testId }: { message?: string | null; tone?: "error" | "success"; testId?: string }) {
  if (!message) return null;
  const error = tone === "error";
  const Icon = error ? AlertCircle : CheckCircle2;
  return (
    <div
      role={error ? "alert" : "status"}
      data-testid={testId ?? (error ? "form-alert" : "form-status")}
      className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${error ? "border-red-300 bg-red-50 text-red-800" : "border-green-300 bg-green-50 text-green-900"}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
