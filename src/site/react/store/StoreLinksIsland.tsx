import { StoreLinks } from "../../../web/features/store/StorePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /store's "My orders" (members) and the cart link, whose count is this browser's cart: an island. */
export default function StoreLinksIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <StoreLinks />
    </PageFrame>
  );
}
