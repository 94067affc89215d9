import type { HonoBase } from "hono/hono-base";
import type { BlankSchema, MergePath, MergeSchemaPath, Schema } from "hono/types";
import type { AppContext } from "./app-context";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Notify } from "./features/push/notices";
import type { WriteRule } from "./lib/http/invalidate-on-write";
import type { PublicCacheTag } from "./lib/http/public-cache";
import type { TimedJob } from "./lib/jobs/runner";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mail/mailer";
import type { PaymentProvider } from "./lib/payments/payments";

/**
 * What a routes factory returns: a Hono app of any variables (a member's routes add the member); `S`, its schema,
 * is only carried for the type (Hono's own type is invariant in its variables, so it cannot be the bound).
 */
export interface RoutesApp<S extends Schema = Schema> {
  fetch: (request: Request) => Response | Promise<Response>;
  /** Never read: the schema rides along for ApiSchemaOf. */
  readonly "~schema"?: S;
}

/**
 * A feature's server half (decision 0094): what it mounts under /api, what it serves at the site's root, its
 * timed jobs and the notices its writes send. Each feature declares one in `features/<name>/manifest.ts`, and
 * `features/index.ts` lists them; app.ts and timed-jobs.ts build the app and the job list from that list alone.
 * The feature's pages, admin sections and offline reads are its shared half (src/shared/features/<name>.ts).
 */
export interface ApiMount<P extends string = string, S extends Schema = Schema> {
  /** Where the routes go, under /api ("/prayer", "/admin/inbox/prayer"). */
  path: P;
  /** The feature's routes factory, given the one app context. */
  routes: (ctx: AppContext) => RoutesApp<S>;
  /**
   * The public cache in front of these routes (lib/http/public-cache.ts): its tag, the path it covers (a Hono
   * pattern under /api), and whether a signed-in member's response is their own (`personal`: a member's event
   * list shows their RSVPs; a guest's is everyone's).
   */
  cache?: { tag: PublicCacheTag; path: string; personal?: true };
  /**
   * A check run after every successful write under `path` (a push notice: "we're live", this week's guide). A
   * failing check is logged; it never breaks the request that caused it.
   */
  afterWrite?: { path: string; check: (db: Db, notify: Notify) => Promise<number> };
  /**
   * What a successful write under `/api<path>` makes stale in the public cache (lib/http/invalidate-on-write.ts):
   * its tags, or "all"; `everyRequest` for reads too.
   */
  invalidates?: { tags: readonly PublicCacheTag[] | "all"; everyRequest?: true };
  /** Mounted only when the configuration turns it on (the end-to-end tests' helpers); never in the client's contract. */
  onlyWhen?: keyof Pick<Config, "E2E_TEST_ROUTES">;
}

/** A mount at the site's root (robots.txt, the sitemap, the service worker), after /api and /uploads. */
export interface RootMount {
  routes: (ctx: AppContext & { siteDistDir: string }) => RoutesApp;
}

/** What a feature's timed jobs are given (main.ts). */
export interface TimedJobDeps {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  payments: PaymentProvider;
  notify: Notify;
  publicUrl: string;
}

export interface ServerFeature {
  /** The feature's folder under src/server/features. */
  name: string;
  api?: readonly ApiMount[];
  root?: readonly RootMount[];
  /** What the feature does on a clock (lib/jobs/runner.ts): cron schedules in the server's time zone. */
  jobs?: (deps: TimedJobDeps) => TimedJob[];
  /**
   * The webhooks under its /api that prove their sender by signature and act for no member: the only requests
   * the same-site guard lets through from another site with cookies (lib/http/trusted-origins.ts).
   */
  signedWebhooks?: readonly string[];
}

/** The public cache's clearing rules of every feature's mounts, in the features' order. */
export function writeRules(features: readonly ServerFeature[]): WriteRule[] {
  return features.flatMap((feature) => feature.api ?? []).flatMap(({ path, invalidates }) => (invalidates ? [{ prefix: `/api${path}`, ...invalidates }] : []));
}

/** Declares a feature's server half, keeping each mount's path and routes' types for the client's contract. */
export function defineServerFeature<const F extends ServerFeature>(feature: F): F {
  return feature;
}

/** The routes schema one mount adds to the API (as Hono's `.route(path, routes)` computes it); none for an optional one. */
type MountSchema<M> = M extends { onlyWhen: string }
  ? never
  : M extends { path: infer P extends string; routes: (ctx: never) => HonoBase<infer _E, infer S extends Schema, infer _B, infer _C> }
    ? MergeSchemaPath<S, MergePath<"/", P>>
    : never;

/** The schema of every mount of the features listed: what the chain of `.route()` calls over them would type. */
export type ApiSchemaOf<F extends readonly ServerFeature[]> = MountSchema<MountsOf<F[number]>> | BlankSchema;

type MountsOf<F> = F extends { api: readonly (infer M)[] } ? M : never;
