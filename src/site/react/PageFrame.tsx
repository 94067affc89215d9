import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import i18next, { type i18n as I18n } from "i18next";
import { type ReactNode, useEffect, useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Router } from "react-router";
import { navigate } from "astro:transitions/client";
import type { Language } from "../../shared/i18n";
import { LANGUAGE_QUERY } from "../../shared/language-choice";
import { ACCOUNT_QUERY_KEY } from "../../web/features/auth/account";
import { i18n as appI18n } from "../../web/i18n";
import { LanguageChoiceContext } from "../../web/i18n/language-choice";
import { saveLanguage } from "../../web/i18n/saved-language";
import type { TextTree } from "../lib/texts";
import { fromJson, type Json } from "./frame-json";

/**
 * One API read a page made on the server, given to its React parts as React Query's cached data. `readAgain`: the
 * read is cached as already old, so the island shows it at once and asks again as it hydrates; an answer equal to
 * it renders nothing again.
 */
export type PageQuery = readonly [QueryKey, unknown] | readonly [QueryKey, unknown, { readAgain: true }];

export interface FrameProps {
  language: Language;
  /** The page's address (path and query), which the components' links and `useLocation` read. */
  url: string;
  /** An island is given its texts and reads as JSON text (frame-json.ts); a part rendered on the server, as they are. */
  texts: TextTree | Json<TextTree>;
  queries?: readonly PageQuery[] | Json<readonly PageQuery[]>;
}

const OPTIONS = { fallbackLng: false, initAsync: false, interpolation: { escapeValue: false }, react: { useSuspense: false, bindI18nStore: "added" } } as const;

/**
 * On the server: one i18next instance per language, shared by every page's static parts (never the app's global
 * one), with the texts each part brought, by top-level key ("nav", "common"...), so each is merged in once.
 */
const serverInstances = new Map<Language, { instance: I18n; added: Map<string, unknown> }>();

/** In the browser, the text trees merged into the app's i18next instance: one a page (frame-json.ts reads it once). */
const addedInBrowser = new WeakSet<TextTree>();

/** The texts not merged into a server instance yet: a top-level key whose tree is not the one merged last. */
function notYetAdded(added: Map<string, unknown>, texts: TextTree): TextTree | undefined {
  let fresh: TextTree | undefined;
  for (const [key, value] of Object.entries(texts)) {
    if (added.get(key) === value) continue;
    added.set(key, value);
    (fresh ??= {})[key] = value;
  }
  return fresh;
}

/**
 * The i18next instance a React part reads its texts from. On the server each language has its own, which gathers
 * the texts the parts bring (requests in both languages render at once). In the browser there is one page in one language: the
 * app's own instance (web/i18n), which each island adds its texts to, so code that asks it (an API error's text, the
 * page's language in a form) reads the page's language too.
 */
function textsInstance(language: Language, texts: TextTree): I18n {
  if (import.meta.env.SSR) {
    const server = serverInstances.get(language);
    if (!server) {
      const instance = i18next.createInstance();
      void instance.use(initReactI18next).init({ ...OPTIONS, lng: language, resources: { [language]: { translation: { ...texts } } } });
      serverInstances.set(language, { instance, added: new Map(Object.entries(texts)) });
      return instance;
    }
    // The pages' texts are the same trees every request (site/lib/texts.ts): merging them again on every render
    // was a tenth of a page's server time.
    const fresh = notYetAdded(server.added, texts);
    if (fresh) server.instance.addResourceBundle(language, "translation", fresh, true, false);
    return server.instance;
  }
  if (!appI18n.isInitialized) {
    void appI18n.use(initReactI18next).init({ ...OPTIONS, lng: language, resources: { [language]: { translation: texts } } });
    addedInBrowser.add(texts);
  } else if (!addedInBrowser.has(texts)) {
    // Every island of a page is given the same tree, the page's texts (frame-json.ts): it is merged once. Each merge
    // tells every translated component already hydrated to render again (bindI18nStore "added").
    appI18n.addResourceBundle(language, "translation", texts, true, false);
    addedInBrowser.add(texts);
  }
  // The client router brought a page in another language (the switcher): the islands kept from page to page (the
  // player) follow it, as the new page's islands are hydrated in it.
  if (appI18n.language !== language) void appI18n.changeLanguage(language);
  return appI18n;
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 2, staleTime: 60_000 } } });

/** A cache holding the reads the page made on the server. */
function seededClient(queries: readonly PageQuery[]): QueryClient {
  const client = newQueryClient();
  for (const [key, data, options] of queries) client.setQueryData(key, data, options?.readAgain ? { updatedAt: 0 } : undefined);
  return client;
}

/** Every island's cache in this browser tab (the page's, and the kept ones of the pages before it). */
const islandClients = new Set<QueryClient>();

const isAccount = (key: QueryKey) => key.length === ACCOUNT_QUERY_KEY.length && ACCOUNT_QUERY_KEY.every((part, i) => key[i] === part);

/**
 * Who is signed in as another island's cache knows it, if one does. An account the page was drawn with and that is
 * to be read again (`readAgain`: a guest's header) is not passed on: it may be the copy of an older page the service
 * worker kept, and the session watch acts on accounts read in the browser only.
 */
function knownAccount(except: QueryClient): unknown {
  for (const other of islandClients) {
    const state = other !== except ? other.getQueryState(ACCOUNT_QUERY_KEY) : undefined;
    if (state?.data !== undefined && state.dataUpdatedAt > 0) return state.data;
  }
  return undefined;
}

/**
 * Each island has a cache of its own, seeded with the reads the page made on the server, so it hydrates exactly as
 * the server rendered it. Who is signed in is the same for every island, though: a sign-in in the header's dialog is
 * the account the tour, the member page and the prayer wall read. Once an island is hydrated, its cache takes the
 * account the other islands know, and every change of it (a sign-in, a sign-out, an account read) reaches them all,
 * through React Query's public cache events.
 */
function useIslandQueryClient(queries: FrameProps["queries"]): QueryClient {
  const [client] = useState(() => seededClient(fromJson(queries ?? [])));
  useEffect(() => {
    islandClients.add(client);
    const known = knownAccount(client);
    if (known !== undefined && client.getQueryData(ACCOUNT_QUERY_KEY) === undefined) client.setQueryData(ACCOUNT_QUERY_KEY, known);
    const stop = client.getQueryCache().subscribe((event) => {
      // A read that answered (or a sign-in's new account); not a read that failed, which leaves the query's data as it was.
      if (event.type !== "updated" || event.action.type !== "success" || !isAccount(event.query.queryKey)) return;
      // Compared by content: each cache keeps its own copy of equal data, and a copy reaching one that holds the same
      // account must not travel back.
      const data = event.query.state.data;
      const same = JSON.stringify(data);
      for (const other of islandClients) {
        if (other !== client && JSON.stringify(other.getQueryData(ACCOUNT_QUERY_KEY)) !== same) other.setQueryData(ACCOUNT_QUERY_KEY, data);
      }
    });
    return () => {
      stop();
      islandClients.delete(client);
    };
  }, [client]);
  return client;
}

/** Links go through Astro's client router (astro:transitions), which swaps the page and keeps the header and player. */
const astroNavigator = {
  createHref: (to: Parameters<typeof hrefOf>[0]) => hrefOf(to),
  go: (delta: number) => history.go(delta),
  push: (to: Parameters<typeof hrefOf>[0], state?: unknown) => void navigate(hrefOf(to), { state: linkState(state) }),
  replace: (to: Parameters<typeof hrefOf>[0], state?: unknown) => void navigate(hrefOf(to), { history: "replace", state: linkState(state) }),
};

/** A link's state (the reader's "scroll to me"), kept in the history entry Astro's router writes, which spreads it in. */
function linkState(state: unknown): Record<string, unknown> | undefined {
  return typeof state === "object" && state !== null ? { ...state } : undefined;
}

/** A language chosen with the switcher: saved, then the same page asked of the server again in that language. */
function chooseLanguage(language: Language): void {
  saveLanguage(language);
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_QUERY);
  void navigate(`${url.pathname}${url.search}${url.hash}`, { history: "replace" });
}

/** In the browser, the state the link to this page carried (on the server, none). */
function linkedState(): unknown {
  return typeof window === "undefined" ? null : (window.history.state as unknown);
}

function hrefOf(to: string | { pathname?: string; search?: string; hash?: string }): string {
  return typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;
}

/**
 * What every React part of a public page sits in, on the server (SSR of the page's static parts) and in the
 * browser (an island, hydrated): the page's texts, its API reads as React Query's cache, and a router whose links
 * Astro's client router follows. Each Astro page renders its React parts inside one.
 */
export function PageFrame({ language, url, texts, queries, children }: FrameProps & { children: ReactNode }) {
  const client = useIslandQueryClient(queries);
  const [i18n] = useState(() => textsInstance(language, fromJson(texts)));
  const location = new URL(url, "http://localhost");
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageChoiceContext value={chooseLanguage}>
        <QueryClientProvider client={client}>
          <Router location={{ pathname: location.pathname, search: location.search, hash: location.hash, state: linkedState() }} navigator={astroNavigator}>
            {children}
          </Router>
        </QueryClientProvider>
      </LanguageChoiceContext>
    </I18nextProvider>
  );
}
