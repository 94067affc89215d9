/** The one look of every form control on the site and in the admin portal. */
export const inputClasses =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-red-700";
export const labelClasses = "block text-sm font-semibold text-slate-800";
