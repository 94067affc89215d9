import type { i18n as I18n, TFunction } from "i18next";

/**
 * What a change to the texts concerns: every text (a language change), or the texts under some first keys (a
 * bundle added: a feature's texts arriving, each under its own first keys: "sermons", "events"...).
 */
type TextsChange = "all" | ReadonlySet<string>;

/** Every change to the texts so far, in order; a component's revision is how many it had seen when rendered. */
const changes: TextsChange[] = [];
const followers = new Set<(change: TextsChange) => void>();
let following: I18n | undefined;

/** Starts hearing i18next's changes (once per instance). */
export function followTexts(i18n: I18n | undefined): void {
  if (!i18n?.store || following === i18n) return;
  following = i18n;
  const changed = (change: TextsChange) => {
    changes.push(change);
    for (const follower of followers) follower(change);
  };
  i18n.on("languageChanged", () => changed("all"));
  // i18next tells a bundle's texts, or one text's key (addResource).
  const added = (_language: string, _namespace: string, what?: unknown) => {
    if (typeof what === "string") changed(new Set([firstKeyOf(what)]));
    else changed(typeof what === "object" && what !== null ? new Set(Object.keys(what)) : "all");
  };
  i18n.store.on("added", added as (language: string, namespace: string) => void);
}

/** The first key of a text's key ("sermons" of "sermons.title"), its namespace left out. */
function firstKeyOf(key: string): string {
  const start = key.indexOf(":") + 1;
  const end = key.indexOf(".", start);
  return end < 0 ? key.slice(start) : key.slice(start, end);
}

/** The texts as a component renders them: a `t` that notes the first keys of the texts it is asked for. */
export interface Texts {
  revision: number;
  t: TFunction;
  read: ReadonlySet<string>;
}

/** `translate` (i18next's `t` in the language of the moment), noting what it is asked for. */
export function textsNow(translate: TFunction): Texts {
  const read = new Set<string>();
  const t = ((key: string | string[], ...rest: unknown[]) => {
    for (const one of Array.isArray(key) ? key : [key]) if (typeof one === "string") read.add(firstKeyOf(one));
    return (translate as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  }) as unknown as TFunction;
  return { revision: changes.length, t, read };
}

/** Whether a change can alter what a component rendered: a language change can; a bundle, if the component read its keys. */
function concerns(change: TextsChange, read: ReadonlySet<string>): boolean {
  if (change === "all") return true;
  for (const key of read) if (change.has(key)) return true;
  return false;
}

/**
 * Calls `rerender` on each change that concerns texts rendered with `texts`, those made since they were rendered
 * included; gives the function that stops.
 */
export function followChanges(texts: Texts, rerender: () => void): () => void {
  const follow = (change: TextsChange) => {
    if (concerns(change, texts.read)) rerender();
  };
  followers.add(follow);
  for (const change of changes.slice(texts.revision)) follow(change);
  return () => void followers.delete(follow);
}
