import type { ConfigData } from "html-validate";

/**
 * How every page the server sends is checked (issue 50, item 8): html-validate's recommended rules, with the
 * three that found real faults on this site named so they can never be turned off by a preset's change.
 * The rules turned off are about how the markup is spelled, not what it means, and React writes it:
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    "no-implicit-button-type": "error",
    "no-missing-references": "error",
    "aria-label-misuse": "error",
    // "<!doctype html>" is what Vite's index.html has; the case of a doctype means nothing to a browser.
    "doctype-style": "off",
    // React writes void elements self-closed (<meta />, <img />), valid HTML.
    "void-style": "off",
    // React writes some attributes in camelCase (playsInline, autoPlay, referrerPolicy); HTML attribute names are case-insensitive.
    "attr-case": "off",
    // The home page's opening clip is muted, silent and decorative, with a still for reduced motion (HeroSection).
    "no-autoplay": "off",
    // React's useId gives ids such as "_R_18mp_": valid HTML ids (any characters but spaces), not HTML4's letters-first.
    "valid-id": ["error", { relaxed: true }],
    // React writes boolean attributes with an empty value (required=""), which HTML defines as the same.
    "attribute-boolean-style": "off",
    // role="list" on a <ul> whose bullets are styled away is deliberate: Safari's VoiceOver stops announcing such a
    // list as a list without it.
    "no-redundant-role": "off",
    // React writes a boolean download attribute as download="", which HTML defines as the same as a bare one.
    "attribute-empty-style": "off",
    // Inline styles carry per-item values no class can name (a photo's focal point, a bar's width) and Radix's own
    // layout variables.
    "no-inline-style": "off",
    // A typographic preference (non-breaking spaces in phone numbers), not validity.
    "tel-non-breaking": "off",
  },
};
