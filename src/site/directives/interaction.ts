import type { ClientDirective } from "astro";

/** What `client:interaction={...}` takes (./interaction-types.d.ts). */
export interface InteractionOptions {
  /** Hydrate at once, as `client:load` (a signed-in member: their account menu, their session kept in step). */
  now?: boolean;
  /** Hydrate after this many milliseconds even without an interaction (when the island's data is due again). */
  after?: number;
  /** Hydrate when the browser is idle while this media query matches (a layout only the browser can measure). */
  media?: string;
}

/** What counts as the visitor reaching for an island (a mouse over it, a touch, a key, the focus moving in). */
const TOUCHES = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * `client:interaction`: an island whose server-rendered HTML is all a visitor needs until they reach for it
 * (the header's menus, its language switch and sign-in) is hydrated then, not on every page load (issue 49: a
 * phone's main thread is free for the page). Its code is fetched and evaluated when the browser is idle, so hydrating it is synchronous
 * at the first touch: React's root takes the click that follows (React hydrates a root at once for a discrete
 * event). `now` hydrates at once (a member's page); `after` hydrates after so many milliseconds anyway; `media`
 * hydrates at idle while a media query matches (a wide window, where the header fits its links to the width).
 *
 * This is Astro's public API for client directives (docs.astro.build, "Custom client directives";
 * astro.config.ts registers it), called as Astro calls its own `client:idle`.
 */
const interaction: ClientDirective = (load, options, el) => {
  const settings: InteractionOptions = typeof options.value === "object" && options.value !== null ? (options.value as InteractionOptions) : {};
  let hydrate: (() => Promise<void>) | undefined;
  // A page the client router brought in (the document has long loaded): the visitor is already moving about, and
  // the islands kept from page to page (the player) take their texts in the new page's language from the header.
  const swappedIn = typeof document !== "undefined" && document.readyState === "complete";
  let wanted = settings.now === true || swappedIn;
  let timer: number | undefined;

  const media = settings.media === undefined ? undefined : window.matchMedia(settings.media);
  const mediaChanged = (event: MediaQueryListEvent) => {
    if (event.matches) want();
  };
  const want = () => {
    if (wanted) return;
    wanted = true;
    for (const type of TOUCHES) el.removeEventListener(type, want, { capture: true });
    media?.removeEventListener("change", mediaChanged);
    window.clearTimeout(timer);
    if (hydrate) void hydrate();
  };

  if (!wanted && media?.matches) wanted = true;
  if (!wanted) {
    for (const type of TOUCHES) el.addEventListener(type, want, { capture: true, passive: true });
    media?.addEventListener("change", mediaChanged);
    if (settings.after !== undefined) timer = window.setTimeout(want, settings.after);
  }

  const fetchCode = async () => {
    hydrate = await load();
    // Ready for the first touch (the e2e tests wait for this, tests/e2e/fixtures.ts).
    el.setAttribute("data-hydrates-on-touch", "");
    if (wanted) await hydrate();
  };
  // A member's page, or one swapped in: as `client:load`.
  if (settings.now === true || swappedIn) void fetchCode();
  else if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => void fetchCode());
  else setTimeout(() => void fetchCode(), 200);
};

export default interaction;
