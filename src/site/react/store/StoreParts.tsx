import type { ReactNode } from "react";
import { useMatch } from "react-router";
import type { Product } from "../../../shared/store";
import { useCatalogue } from "../../../web/features/store/api";
import { StoreDemoBanner } from "../../../web/features/store/components";
import { ProductPhotos, ProductTitle, StoreBackLink } from "../../../web/features/store/ProductPage";
import { StoreCatalogue, StoreIntro } from "../../../web/features/store/StorePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /store's heading and welcome: server-rendered HTML. */
export function StoreIntroPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <StoreIntro />
    </PageFrame>
  );
}

/** /store's demo note and product grid (each product a link): server-rendered HTML. */
export function StoreCataloguePart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <StoreCatalogue />
    </PageFrame>
  );
}

/** The product /store/:slug names, from the page's cached catalogue (the page responds 404 without one). */
function NamedProduct({ show }: { show: (product: Product) => ReactNode }) {
  const slug = useMatch("/store/:slug")?.params.slug;
  const product = useCatalogue().data?.products.find((p) => p.slug === slug);
  return product ? show(product) : null;
}

/** A product page's way back to the catalogue: server-rendered HTML. */
export function ProductBackPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <StoreBackLink />
    </PageFrame>
  );
}

/** In demo mode, the store's note under a product page's top row: server-rendered HTML. */
export function ProductBannerPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <DemoNote />
    </PageFrame>
  );
}

function DemoNote() {
  return useCatalogue().data?.mode === "demo" ? <StoreDemoBanner /> : null;
}

/** A product's photos: server-rendered HTML. */
export function ProductPhotosPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <NamedProduct show={(product) => <ProductPhotos product={product} />} />
    </PageFrame>
  );
}

/** A product's name, the page's heading: server-rendered HTML. */
export function ProductTitlePart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <NamedProduct show={(product) => <ProductTitle product={product} />} />
    </PageFrame>
  );
}
