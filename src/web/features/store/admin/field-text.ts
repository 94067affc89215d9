import { useAdminT } from "../../admin/useAdminT";

/** A shared schema's message (store.validation.x) in the admin's language, for a kit field. */
export function useStoreFieldText() {
  const { t } = useAdminT();
  return (message: string | undefined) => (message ? t(message.replace(/^store\.validation\./, "storeAdmin.validation.")) : undefined);
}
