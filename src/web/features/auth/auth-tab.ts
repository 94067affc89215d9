/** The sign-in dialog's tabs: named apart from the dialog so its lazy-loaded body and its provider need not import each other. */
export type AuthTab = "guest" | "signin" | "magic" | "signup";
