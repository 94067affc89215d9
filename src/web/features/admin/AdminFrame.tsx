import { useEffect } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../../app/PageLoader";
import { useAdminSession } from "./api";
import { useAdminT } from "./useAdminT";

/**
 * Every /admin route: waits for the admin strings (their own chunk) before rendering the page. Meanwhile the
 * session check and the portal's frame are already fetched, so they do not wait in line behind the strings.
 */
export function AdminFrame() {
  const { ready } = useAdminT();
  useAdminSession();
  useEffect(() => {
    void import("./AdminPortal");
  }, []);
  return ready ? <Outlet /> : <PageLoader />;
}
