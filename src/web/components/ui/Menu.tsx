import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Link } from "react-router";

/**
 * A small menu button (WAI-ARIA APG "menu button" pattern) for the header. It does what the header needs and
 * nothing more, so every page's first JavaScript stays light: the button opens the menu and focuses its first
 * item; arrows, Home and End move between items; Escape closes it and returns focus to the button; a click or
 * focus outside closes it.
 */
interface MenuContextValue {
  close: (returnFocus?: boolean) => void;
}

const MenuContext = createContext<MenuContextValue>({ close: () => undefined });

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"]';

interface MenuProps {
  /** The trigger's own attributes (label, class, data-tour). */
  trigger: ButtonHTMLAttributes<HTMLButtonElement> & { "data-tour"?: string };
  /** What the trigger shows (an icon, a word). */
  triggerContent: ReactNode;
  align?: "start" | "end";
  contentClassName: string;
  children: ReactNode;
}

export function Menu({ trigger, triggerContent, align = "start", contentClassName, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const contentId = useId();

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const items = content.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR);
    items?.[focusLast ? items.length - 1 : 0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, focusLast]);

  const openWith = (last: boolean) => {
    setFocusLast(last);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openWith(event.key === "ArrowUp");
    }
  };

  const onContentKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(content.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") moveTo(index + 1);
    else if (event.key === "ArrowUp") moveTo(index - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(items.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") close(false);
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onBlur={(event) => {
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        type="button"
        {...trigger}
        ref={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => (open ? setOpen(false) : openWith(false))}
        onKeyDown={onTriggerKeyDown}
      >
        {triggerContent}
      </button>
      {open && (
        <MenuContext.Provider value={{ close }}>
          <div
            ref={content}
            id={contentId}
            role="menu"
            aria-label={trigger["aria-label"]}
            onKeyDown={onContentKeyDown}
            className={`absolute top-full mt-1.5 ${align === "end" ? "right-0" : "left-0"} ${contentClassName}`}
          >
            {children}
          </div>
        </MenuContext.Provider>
      )}
    </div>
  );
}

const ITEM_CLASSES = "block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-brand-50 focus:bg-brand-50";

type MenuItemProps = { children: ReactNode; lang?: string } & ({ to: string; onSelect?: never } | { to?: never; onSelect: () => void });

/** A menu entry: a link when it has `to`, a button running `onSelect` otherwise. Either closes the menu. */
export function MenuItem({ to, onSelect, children, lang }: MenuItemProps) {
  const { close } = useContext(MenuContext);
  if (to !== undefined) {
    return (
      <Link to={to} role="menuitem" tabIndex={-1} lang={lang} className={ITEM_CLASSES} onClick={() => close()}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      lang={lang}
      className={ITEM_CLASSES}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

/** One of a set of choices (the languages); the chosen one carries a check mark. */
export function MenuRadioItem({ checked, onSelect, children, lang }: { checked: boolean; onSelect: () => void; children: ReactNode; lang?: string }) {
  const { close } = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      lang={lang}
      className={`${ITEM_CLASSES} flex items-center justify-between gap-3 ${checked ? "font-semibold" : ""}`}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {children}
      {checked && <span aria-hidden="true">✓</span>}
    </button>
  );
}

export function MenuLabel({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div role="presentation" className="truncate px-3 py-2 text-sm font-semibold text-slate-700" data-testid={testId}>
      {children}
    </div>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-slate-200" />;
}
