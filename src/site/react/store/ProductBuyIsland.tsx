import type { Product } from "../../../shared/store";
import { ToastHost } from "../../../web/app/ToastHost";
import { ProductBuy } from "../../../web/features/store/ProductPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/**
 * A product's price, description, option picker, quantity and "Add to cart": an island, used at once. The public
 * frame has no toaster of its own yet, so this island brings one for its "Added to your cart".
 */
export default function ProductBuyIsland({ product, ...props }: FrameProps & { product: Product }) {
  return (
    <PageFrame {...props}>
      <ProductBuy product={product} />
      <ToastHost />
    </PageFrame>
  );
}
