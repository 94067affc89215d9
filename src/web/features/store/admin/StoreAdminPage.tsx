import { can } from "../../../../shared/admin-scopes";
import { useAdminSession } from "../../admin/api";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { OrdersTab } from "./OrdersTab";
import { ProductsTab } from "./ProductsTab";

export function StoreAdminRoute() {
  return (
    <RequireScope scope="store:read">
      <StoreAdminPage />
    </RequireScope>
  );
}

/** /admin/store: orders with fulfilment and refunds, and the products editor (store:write). */
function StoreAdminPage() {
  const { t } = useAdminT();
  const session = useAdminSession();
  const writer = session.data ? can(session.data.admin.scopes, "store:write") : false;
  return (
    <section>
      <PageHeading title={t("storeAdmin.title")}>{t("storeAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("storeAdmin.title")}
        tabs={[
          { value: "orders", label: t("storeAdmin.tabs.orders"), content: <OrdersTab writer={writer} /> },
          { value: "products", label: t("storeAdmin.tabs.products"), content: <ProductsTab writer={writer} /> },
        ]}
      />
    </section>
  );
}
