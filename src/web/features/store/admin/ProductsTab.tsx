import { Plus } from "lucide-react";
import { useState } from "react";
import type { AdminProduct } from "../../../../shared/store";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminT } from "../../admin/useAdminT";
import { money } from "../../giving/format";
import { Badge } from "../../inbox/components";
import { useAdminProducts } from "./api";
import { ProductForm } from "./ProductForm";

/** The products with their stock; store:write adds and edits them. */
export function ProductsTab({ writer }: { writer: boolean }) {
  const { t, i18n } = useAdminT();
  const products = useAdminProducts();
  const [editing, setEditing] = useState<AdminProduct | "new" | null>(null);
  const language = i18n.language.startsWith("es") ? "es" : "en";

  if (editing) return <ProductForm product={editing === "new" ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <div>
      {writer && (
        <Button type="button" className="mb-4" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" />
          {t("storeAdmin.newProduct")}
        </Button>
      )}
      {products.isPending && <Spinner text={t("common.loading")} />}
      {products.isError && (
        <p role="alert" className="text-red-800">
          {t("storeAdmin.loadError")}
        </p>
      )}
      {products.data?.length === 0 && <p>{t("storeAdmin.noProducts")}</p>}
      <ul className="grid gap-4 sm:grid-cols-2">
        {products.data?.map((product) => (
          <li key={product.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            {product.images[0] && <img src={product.images[0].url} alt="" width={80} height={80} className="size-20 rounded-lg object-cover" />}
            <div className="flex-1">
              <p className="font-bold">{product.name[language]}</p>
              <p>{money(product.priceCents, product.currency, i18n.language)}</p>
              <p className="text-sm text-slate-700">
                {product.variants
                  .filter((v) => v.active)
                  .map((v) => t("storeAdmin.variantStock", { name: v.name[language], count: v.stock }))
                  .join(" · ")}
              </p>
              <span className="flex flex-wrap gap-1">
                {!product.active && <Badge>{t("storeAdmin.hidden")}</Badge>}
                {product.soldOut && <Badge tone="red">{t("storeAdmin.soldOut")}</Badge>}
              </span>
              {writer && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  onClick={() => setEditing(product)}
                  aria-label={t("storeAdmin.editProduct", { name: product.name[language] })}
                >
                  {t("storeAdmin.edit")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
