import type { ClientDirective } from "astro";
import { HYDRATION_WANTED_EVENT } from "../../web/app/deferred";

/** What `client:interaction={...}` takes (src/site/env.d.ts). */
export interface InteractionOptions {
  /** Hydrate at once, as `client:load` (a signed-in member: their account menu, their session kept in step). */
  now?: boolean;
  /** Hydrate after this many milliseconds even without an interaction (when the island's data is due again). */
  after?: number;
  /** A touch anywhere on the page counts (an island that shows nothing of its own: the welcome, the toasts). */
  anywhere?: boolean;
}

/** What counts as the visitor reaching for an island (a mouse over it, a touch, a key, the focus moving in). */
const TOUCHES = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * `client:interaction`: an island whose server-rendered HTML is all a visitor needs until they reach for it (the
 * header's menus, the welcome and toasts) is hydrated then, not on every page load (issue 49: a phone's main thread
 * is free for the page). Its code is fetched and evaluated when the browser is idle, so hydrating it is synchronous
 * at the first touch: React's root takes the click that follows (React hydrates a root at once for a discrete
 * event). `now` hydrates at once (a member's page); `after` hydrates after so many milliseconds anyway.
 *
 * This is Astro's public API for client directives (docs.astro.build, "Custom client directives";
 * astro.config.ts registers it), called as Astro calls its own `client:idle`.
 */
const interaction: ClientDirective = (load, options, el) => {
  const settings: InteractionOptions = typeof options.value === "object" && options.value !== null ? (options.value as InteractionOptions) : {};
  const target: EventTarget = settings.anywhere ? window : el;
  let hydrate: (() => Promise<void>) | undefined;
  // A page the client router brought in (the document has long loaded): the visitor is already moving about, and
  // the islands kept from page to page (the player) take their texts in the new page's language from the header.
  const swappedIn = typeof document !== "undefined" && document.readyState === "complete";
  let wanted = settings.now === true || swappedIn;
  let timer: number | undefined;

  const want = () => {
    if (wanted) return;
    wanted = true;
    for (const type of TOUCHES) target.removeEventListener(type, want, { capture: true });
    window.removeEventListener(HYDRATION_WANTED_EVENT, want);
    window.clearTimeout(timer);
    if (hydrate) void hydrate();
  };

  if (!wanted) {
    for (const type of TOUCHES) target.addEventListener(type, want, { capture: true, passive: true });
    if (settings.anywhere) window.addEventListener(HYDRATION_WANTED_EVENT, want);
    if (settings.after !== undefined) timer = window.setTimeout(want, settings.after);
  }

  const fetchCode = async () => {
    hydrate = await load();
    // Ready for the first touch (the e2e tests wait for this, tests/e2e/fixtures.ts).
    el.setAttribute("data-hydrates-on-touch", "");
    if (wanted) await hydrate();
  };
  // `now` is a member's page: as `client:load` (their account and session are read before the page's own reads).
  if (wanted) void fetchCode();
  else if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => void fetchCode());
  else setTimeout(() => void fetchCode(), 200);
};

export default interaction;
