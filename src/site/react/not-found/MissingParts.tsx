import type { ComponentType } from "react";
import { EventMissing } from "../../../web/features/events/EventDetailPage";
import { AlbumMissing } from "../../../web/features/gallery/AlbumPage";
import { SermonMissing } from "../../../web/features/sermons/SermonPage";
import { ProductMissing } from "../../../web/features/store/ProductPage";
import { GuideMissing } from "../../../web/features/study/StudyGuidePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** A detail page's own "not there" (with its way back), in the page frame: what the 404 of its kind shows. */
function missingPart(Missing: ComponentType): ComponentType<FrameProps> {
  return function MissingPart(props: FrameProps) {
    return (
      <PageFrame {...props}>
        <Missing />
      </PageFrame>
    );
  };
}

export const EventMissingPart = missingPart(EventMissing);
export const AlbumMissingPart = missingPart(AlbumMissing);
export const SermonMissingPart = missingPart(SermonMissing);
export const ProductMissingPart = missingPart(ProductMissing);
export const GuideMissingPart = missingPart(() => (
  <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
    <GuideMissing />
  </div>
));
