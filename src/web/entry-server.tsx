/**
 * The public pages' server renderer: draws a page to HTML with the answers of the server's own API, for the
 * browser to take over (hydrate) instead of drawing it from nothing after its scripts arrive. Built by
 * `vite build --ssr` into dist/ssr and used by src/server/http/prerender.ts.
 */
import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  dehydrate,
  type DehydratedState,
  type GetNextPageParamFunction,
  type QueryCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
  type QueryObserverOptions,
} from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { Language } from "../shared/i18n";
import type { PageRule } from "../shared/page-rule";
import { AppShell } from "./app/App";
import { pageRuleOf } from "./app/page-rules";
import { pageClock } from "./app/page-clock";
import { AppRoutes, PAGE_ROUTES } from "./app/router";
import { switchServerLanguage } from "./i18n";
import { loadEveryPublicFeature } from "./i18n/feature-strings";
import { apiTransport } from "./lib/api";

export interface PrerenderRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  language: Language;
  /** Answers an API read in process (the server's own app). */
  get: (path: string, init: RequestInit) => Promise<Response>;
}

export interface PrerenderedPage {
  html: string;
  /** The API answers the page was drawn with: the browser starts from them, so its first drawing is the same. */
  queries: DehydratedState;
  /** The time (ms) it was drawn at: the browser takes it over at that time (app/page-clock.ts). */
  drawnAt: number;
}

/** Whether the server draws the page for a guest, and whether it is a page at all (404), by its route's rule. */
export function pageRule(path: string): PageRule {
  return pageRuleOf(PAGE_ROUTES, path);
}

/**
 * A page asks for its data as it renders: each pass draws the page, then fetches what it asked for, until
 * it asks for nothing new. A page, its data and data that depends on that data take three; the first drawing
 * of a lazy page one more.
 */
const MAX_PASSES = 5;

/**
 * The reads each page made the last time it was drawn, by language and address: made before its first drawing
 * the next time, so a page is drawn once instead of twice (once to learn what it reads, once with the answers).
 * A page that now reads something else is simply drawn again, as the first time.
 */
const lastReads = new Map<string, Read[]>();
const REMEMBERED_PAGES = 500;

interface Read {
  queryKey: QueryKey;
  queryFn: QueryFunction<unknown, QueryKey, unknown>;
  /** A list read page by page (useInfiniteQuery): its first page is read, as the drawing does. */
  pages?: { initialPageParam: unknown; getNextPageParam: GetNextPageParamFunction<unknown, unknown> };
}

let featuresReady: Promise<void> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Draws one page at a time: the translations' language and the API transport belong to this module, so two
 * pages drawn at once would mix them. A page is drawn once per language and cache period, so turns are short.
 * Rejects when the page could not be drawn in full (the server then sends the page undrawn).
 */
export function prerenderPage(request: PrerenderRequest): Promise<PrerenderedPage> {
  const drawing: Drawing = {
    request,
    page: `${request.language} ${request.url}`,
    // A read that fails is left for the browser to make, with its own retries and error state.
    queryClient: new ReadRecordingQueryClient({ defaultOptions: { queries: { retry: false } } }),
    asked: new Set(),
    readEarly: apiTransport.get === request.get,
  };
  // The reads of the page's last drawing need nothing of this module's but the transport, so they are made
  // before the page's turn, while other pages are drawn: on PostgreSQL each is a round trip that would
  // otherwise hold up every page waiting behind it. (Until the transport is this server's, in the turn.)
  const readFirst = drawing.readEarly ? readAsLastTime(drawing.page, drawing.queryClient, drawing.asked) : Promise.resolve();
  return readFirst.then(() => {
    const turn = queue.then(() => draw(drawing));
    queue = turn.catch(() => undefined);
    return turn;
  });
}

interface Drawing {
  request: PrerenderRequest;
  /** The address and language, as lastReads knows the page. */
  page: string;
  queryClient: ReadRecordingQueryClient;
  /** The queries already read for this drawing. */
  asked: Set<string>;
  /** Whether the last drawing's reads were made before the turn. */
  readEarly: boolean;
}

async function draw(drawing: Drawing): Promise<PrerenderedPage> {
  // Every drawing of the page reads one time, and the browser takes the page over at that time.
  const drawnAt = Date.now();
  pageClock.hold(drawnAt);
  try {
    return { ...(await drawAtHeldTime(drawing)), drawnAt };
  } finally {
    pageClock.release();
  }
}

async function drawAtHeldTime({ request, page, queryClient, asked, readEarly }: Drawing): Promise<Omit<PrerenderedPage, "drawnAt">> {
  const { url, language, get } = request;
  await switchServerLanguage(language);
  featuresReady ??= loadEveryPublicFeature();
  await featuresReady;
  apiTransport.get = get;
  const queries = queryClient.getQueryCache();
  const unasked = () => queries.getAll().filter((query) => query.state.status === "pending" && !asked.has(query.queryHash));
  if (!readEarly) await readAsLastTime(page, queryClient, asked);
  const read = queryClient.reads;
  for (let pass = 1; ; pass++) {
    read.clear();
    const html = renderToString(tree(url, queryClient));
    // A part whose code has not arrived yet (a lazy page's first drawing) is left for the browser in this
    // drawing; React's streaming renderer waits for it, and the page is drawn again with it at hand.
    // (Streamed HTML itself is not sent: it puts large parts in place with inline scripts, which our CSP forbids.)
    const unfinished = html.includes("<!--$!") || html.includes("<!--$?");
    if (unfinished) await settle(url, queryClient);
    const waiting = unasked();
    if (!unfinished && waiting.length === 0) {
      // Answers made for the page's last drawing that this one did not read are not sent along.
      for (const query of queries.getAll()) if (!read.has(query.queryHash)) queries.remove(query);
      remember(page, queries);
      return { html, queries: dehydrate(queryClient) };
    }
    if (pass === MAX_PASSES) throw new Error(`${url} was still unfinished after ${MAX_PASSES} drawings`);
    await Promise.all(
      waiting.map(async (query) => {
        asked.add(query.queryHash);
        // A failed read is drawn as still loading, as the browser's first drawing will have it. It is not tried
        // again here, whatever the read's own retries say (they are the browser's): the page would wait for them.
        await query.fetch({ ...query.options, retry: false }).catch(() => queries.remove(query));
      }),
    );
  }
}

/** Makes the reads the page made when it was last drawn; a failed one is left for the browser, as in draw. */
async function readAsLastTime(page: string, queryClient: QueryClient, asked: Set<string>): Promise<void> {
  const reads = lastReads.get(page);
  if (!reads) return;
  await Promise.all(
    reads.map(({ queryKey, queryFn, pages }) =>
      pages
        ? queryClient.prefetchInfiniteQuery({ queryKey, queryFn, initialPageParam: pages.initialPageParam, getNextPageParam: pages.getNextPageParam })
        : queryClient.prefetchQuery({ queryKey, queryFn }),
    ),
  );
  const queries = queryClient.getQueryCache();
  for (const query of queries.getAll()) {
    asked.add(query.queryHash);
    if (query.state.status === "error") queries.remove(query);
  }
}

/**
 * A query client that notes the queries a drawing reads: every useQuery settles its options through
 * `defaultQueryOptions` (react-query's public method for framework adapters) as it renders.
 */
class ReadRecordingQueryClient extends QueryClient {
  /** The hashes of the queries read since it was last cleared. */
  readonly reads = new Set<string>();

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    this.reads.add(defaulted.queryHash);
    return defaulted;
  }
}

function remember(page: string, queries: QueryCache): void {
  const reads = queries.getAll().flatMap(({ queryKey, options }): Read[] => {
    if (typeof options.queryFn !== "function") return [];
    const read: Read = { queryKey, queryFn: options.queryFn as Read["queryFn"] };
    const { initialPageParam, getNextPageParam } = options as Partial<NonNullable<Read["pages"]>>;
    if (getNextPageParam) read.pages = { initialPageParam, getNextPageParam };
    return [read];
  });
  lastReads.delete(page);
  lastReads.set(page, reads);
  // The least recently drawn address goes first (a Map keeps insertion order).
  if (lastReads.size > REMEMBERED_PAGES) lastReads.delete(lastReads.keys().next().value as string);
}

/** The same tree main.tsx renders, under a router that holds the asked address. */
function tree(url: string, queryClient: QueryClient) {
  return (
    <StrictMode>
      <AppShell queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppShell>
    </StrictMode>
  );
}

/** A drawing that waits for every lazy part's code (its HTML is not kept); fails on any part's error. */
async function settle(url: string, queryClient: QueryClient): Promise<void> {
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree(url, queryClient), { onError: (error) => void failures.push(error) });
  prelude.resume();
  if (failures.length > 0) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));
}
