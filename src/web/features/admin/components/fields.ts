/** Shared input styling for admin forms. */
export const inputClasses =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";
export const labelClasses = "block text-sm font-semibold text-slate-800";
