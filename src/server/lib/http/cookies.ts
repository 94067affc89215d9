/**
 * Whether cookies carry `Secure` (and the admin ones their `__Host-` names): in production only, since a laptop
 * serves the site over plain http://localhost, where a browser would drop a Secure cookie.
 */
export function secureCookies(config: { NODE_ENV: "development" | "production" | "test" }): boolean {
  return config.NODE_ENV === "production";
}
