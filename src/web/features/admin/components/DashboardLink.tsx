import { Link } from "react-router";

/** The way back to the admin dashboard from a page that has nothing to show (not found, no access). */
export function DashboardLink({ label }: { label: string }) {
  return (
    <Link to="/admin" className="mt-4 inline-block font-semibold text-brand-700 underline">
      {label}
    </Link>
  );
}
