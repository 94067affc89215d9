import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageLoader } from "../../../app/PageLoader";
import { useAdminSession } from "../api";

/** /admin/login and /admin/auth/callback: an admin already signed in goes on to the page they wanted. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const location = useLocation();
  if (session.isPending) return <PageLoader />;
  if (session.data) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from?.startsWith("/admin") ? from : "/admin"} replace />;
  }
  return children;
}
