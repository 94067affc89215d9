import { ConfirmButton as BaseConfirmButton, type ConfirmButtonProps } from "../../../components/ui/ConfirmButton";
import { useAdminT } from "../useAdminT";

/** The shared confirm button with the admin portal's "Cancel". */
export function ConfirmButton(props: Omit<ConfirmButtonProps, "cancelLabel">) {
  const { t } = useAdminT();
  return <BaseConfirmButton cancelLabel={t("common.cancel")} {...props} />;
}
