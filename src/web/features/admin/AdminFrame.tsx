import { Outlet } from "react-router";
import { PageLoader } from "../../app/PageLoader";
import { useAdminT } from "./useAdminT";

/** Every /admin route: waits for the admin strings (their own chunk) before drawing the page. */
export function AdminFrame() {
  const { ready } = useAdminT();
  return ready ? <Outlet /> : <PageLoader />;
}
