import { createHash } from "node:crypto";

/**
 * The inline scripts of a page (not its /_astro files) that its Content-Security-Policy does not name by sha256: the
 * ones a browser would refuse, or that the page did not write itself. A JSON script (its structured data, its
 * islands' texts) is a data block, which a browser never runs and a policy does not govern.
 */
export function inlineScriptsNotInPolicy(html: string, policy: string): string[] {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc="\/_astro\/)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  return inline.filter((body) => !policy.includes(`'sha256-${createHash("sha256").update(body).digest("base64")}'`));
}
