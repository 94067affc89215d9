import { CartLink } from "../../../web/features/store/components";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The cart link with this browser's count (localStorage), which "Add to cart" updates: an island. */
export default function CartLinkIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <CartLink />
    </PageFrame>
  );
}
