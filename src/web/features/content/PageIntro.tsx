import type { ReactNode } from "react";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { type PageIntroId, pageIntroKey, pagePictureSources, pageTitleKey } from "../../../shared/content-blocks";
import { usePageTitle } from "../../app/usePageTitle";
import { contentImage, contentText, usePublishedContent } from "./useContent";

export interface PageIntroText {
  title: string;
  intro: string;
  picture: string | null;
}

/**
 * A public page's heading and welcome, as the church published them (Content > Page texts), in the page's
 * language; also the browser tab's title. They come with the one content request every page shares (the
 * footer asks for it too, and pages rendered on the server carry its response), so the heading is never a request
 * of its own. Until it has arrived, or if it fails, the heading falls back to the page's name.
 */
export function usePageIntro(id: PageIntroId): PageIntroText {
  const { t } = useTranslation();
  const content = usePublishedContent();
  const language = usePageLanguage();
  const title = contentText(content.data, pageTitleKey(id), language) || t(`pages.${id}.title`);
  usePageTitle(title);
  return { title, intro: contentText(content.data, pageIntroKey(id), language), picture: contentImage(content.data, pageIntroKey(id)) };
}

const titleClasses = "text-3xl font-extrabold text-brand-900 sm:text-4xl";

/** The page's h1 (with `beside` it, a badge for example) and its welcome underneath. */
export function PageIntro({
  text,
  beside,
  className = "",
  introClassName = "mt-3 max-w-2xl text-lg text-slate-700",
}: {
  text: PageIntroText;
  beside?: ReactNode;
  className?: string;
  introClassName?: string;
}) {
  const heading = <h1 className={titleClasses}>{text.title}</h1>;
  return (
    <div className={className} data-testid="page-intro">
      {beside ? (
        <div className="flex flex-wrap items-center gap-3">
          {heading}
          {beside}
        </div>
      ) : (
        heading
      )}
      {text.intro ? (
        <p className={introClassName} data-testid="page-welcome">
          {text.intro}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A page that opens with a picture beside its heading and welcome (above them on a phone), before the form.
 * The picture's box is reserved before the picture arrives, so nothing below it moves; it is above the fold,
 * so it is fetched at once rather than lazily, in the width the screen needs.
 */
export function PageOpening({ text, children }: { text: PageIntroText; children?: ReactNode }) {
  const sources = text.picture ? pagePictureSources(text.picture) : null;
  return (
    <div className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
      <div>
        <PageIntro text={text} introClassName="mt-3 text-lg leading-relaxed text-slate-700" />
        {children}
      </div>
      <div className="relative order-first aspect-[3/2] overflow-hidden rounded-2xl bg-brand-50 md:order-last md:aspect-[4/3]" data-testid="page-picture">
        {sources ? (
          <img
            src={sources.src}
            srcSet={sources.srcSet}
            sizes="(min-width: 768px) 26rem, calc(100vw - 2rem)"
            width={1280}
            height={960}
            alt=""
            decoding="async"
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
      </div>
    </div>
  );
}
