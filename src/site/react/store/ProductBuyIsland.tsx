import type { Product } from "../../../shared/store";
import { ProductBuy } from "../../../web/features/store/ProductPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** A product's price, description, option picker, quantity and "Add to cart": an island, used at once. */
export default function ProductBuyIsland({ product, ...props }: FrameProps & { product: Product }) {
  return (
    <PageFrame {...props}>
      <ProductBuy product={product} />
    </PageFrame>
  );
}
