/** A form's error or success line, announced to screen readers. */
export function FormAlert({ tone, message }: { tone: "error" | "success"; message: string | null }) {
  if (!message) return null;
  const colours = tone === "error" ? "border-red-300 bg-red-50 text-red-800" : "border-green-300 bg-green-50 text-green-900";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-3 py-2 text-sm ${colours}`}>
      {message}
    </p>
  );
}
