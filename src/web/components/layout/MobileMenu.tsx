import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";

const loadPanel = () => import("./MobileMenuPanel");
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

/**
 * Below the extra-large breakpoint: the button that opens the side menu with every header link plus Gallery.
 * The menu's dialog code is fetched when a finger or pointer comes near the button, not with the first page.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPanel();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-tour="mobile-menu"
        className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-black/5 xl:hidden"
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
