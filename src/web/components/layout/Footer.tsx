import { AtSign, Camera, MapPin, Phone, SquarePlay, Users } from "lucide-react";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { isSafeLinkUrl } from "../../../shared/safe-link";
import { useSiteSettings } from "../../lib/site";
import { contentText, usePublishedContent } from "../../features/content/useContent";
import { textKeyword, textToJoinHref, telHref } from "../../lib/contact";
import { ServiceTimesList } from "./ServiceTimesList";

// lucide ships no brand marks; each network gets a plain icon and its name for screen readers.
const SOCIAL_ICONS = { facebook: Users, instagram: Camera, youtube: SquarePlay, x: AtSign } as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const { data: site } = useSiteSettings();
  const { data: content } = usePublishedContent();
  const footerText = contentText(content, "footer.text", language);
  return (
    <footer className="bg-brand-900 pb-8 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <h2 className="text-lg font-bold text-white">{site?.name ?? t("common.churchFallbackName")}</h2>
          {site && (
            <address className="mt-3 space-y-2 not-italic">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {site.address.street}
                  <br />
                  {site.address.city}, {site.address.region} {site.address.postalCode}
                </span>
              </p>
              <p className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a className="underline-offset-2 hover:underline" href={telHref(site.phone)}>
                  {site.phone}
                </a>
              </p>
            </address>
          )}
        </div>
        <div>
          <h2 className="text-lg font-bold text-white">{t("footer.serviceTimes")}</h2>
          {site && <ServiceTimesList services={site.serviceTimes} className="mt-3 max-w-xs space-y-1" />}
        </div>
        <div>
          <h2 className="text-lg font-bold text-white">{t("footer.stayConnected")}</h2>
          {site && (
            <>
              <p className="mt-3">
                <a className="font-semibold text-gold-400 underline-offset-2 hover:underline" href={textToJoinHref(site.textToJoin, i18n.language)}>
                  {t("footer.textToJoin", { keyword: textKeyword(site.textToJoin, i18n.language), number: site.textToJoin.number })}
                </a>
              </p>
              <ul role="list" className="mt-4 flex gap-2" aria-label={t("footer.social")}>
                {site.socialLinks.filter((link) => isSafeLinkUrl(link.url)).map((link) => {
                  const Icon = SOCIAL_ICONS[link.network];
                  return (
                    <li key={link.network}>
                      <a
                        href={link.url}
                        aria-label={t(`footer.networks.${link.network}`)}
                        className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                      >
                        <Icon aria-hidden="true" className="size-5" />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          <p className="mt-4 text-sm">
            <Link to="/plan-visit" className="underline-offset-2 hover:underline">
              {t("nav.planVisit")}
            </Link>
            {" · "}
            <Link to="/about" className="underline-offset-2 hover:underline">
              {t("nav.about")}
            </Link>
          </p>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 pt-6 text-center text-sm text-brand-100">
        © {new Date().getFullYear()} {site?.name ?? t("common.churchFallbackName")}
        {footerText && <span data-testid="footer-text"> · {footerText}</span>}
      </p>
    </footer>
  );
}
