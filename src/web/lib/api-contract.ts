/**
 * The API's response types, as the server's routes promise them (decision 0091). Type-only: nothing here reaches
 * the browser's bundle; the server's route builders are read for their types (`import type`), never imported.
 *
 * A request names its path as the page writes it (`/api/prayer/${id}/answered`, a query string allowed after
 * it): the route it reaches is found segment by segment (a literal segment before a `:param`), and its response
 * is what the route's handler answers with a 2xx status (hono's c.json, or sendSerialised), as it comes over the
 * wire (dates as strings: hono's JSONParsed). A path no route has fails the typecheck
 * (unless the caller names the response itself, lib/api's second signatures).
 */
import type { ExtractSchema, MergeSchemaPath } from "hono/types";
import type { ApiRoutes } from "../../server/app";

/** Every route the server mounts under /api, by full path, then by method ($get, $post, ...). */
type ApiSchema = MergeSchemaPath<ExtractSchema<ApiRoutes>, "/api">;
type RoutePath = keyof ApiSchema & string;

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type MethodKey<M extends ApiMethod> = `$${Lowercase<M>}`;

/** A route's path as a page writes it: each `:param` any text. */
type Written<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Written<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** Every path a request may name: a route's, with or without a query string. */
export type ApiPath = Written<RoutePath> | `${Written<RoutePath>}?${string}`;

type WithoutQuery<P extends string> = P extends `${infer Path}?${string}` ? Path : P;
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [P];

/** Whether the written segments reach the route's: "exact" when every one is literal, "param" when a :param took one. */
type Reach<W extends string[], R extends string[], How extends "exact" | "param" = "exact"> = W extends [
  infer W0 extends string,
  ...infer WRest extends string[],
]
  ? R extends [infer R0 extends string, ...infer RRest extends string[]]
    ? R0 extends `:${string}`
      ? Reach<WRest, RRest, "param">
      : W0 extends R0
        ? Reach<WRest, RRest, How>
        : "none"
      : "none"
  : R extends []
    ? How
    : "none";

/** The routes under the request's first segment after /api (`/api/prayer...`): where a one-segment request may reach. */
type Prefix<P extends string> = P extends `/api/${infer First}/${string}`
  ? `/api/${First}`
  : P extends `/api/${infer First}?${string}`
    ? `/api/${First}`
    : P;
/**
 * The routes a request may reach: those under its first two segments after /api (`/api/prayer/requests...`), and
 * those whose second segment is a :param (`/api/events/:id...`); with one segment, those under it.
 */
type Near<P extends string> =
  WithoutQuery<P> extends `/api/${infer First}/${infer Second}/${string}` | `/api/${infer First}/${infer Second}`
    ? Extract<RoutePath, `/api/${First}/${Second}` | `/api/${First}/${Second}/${string}` | `/api/${First}/:${string}`>
    : Extract<RoutePath, Prefix<P> | `${Prefix<P>}/${string}`>;

type Candidates<P extends string, M extends ApiMethod, How extends "exact" | "param", Routes extends RoutePath = Near<P>> = {
  [R in Routes]: MethodKey<M> extends keyof ApiSchema[R]
    ? How extends Reach<Segments<WithoutQuery<P>>, Segments<R>>
      ? R
      : never
    : never;
}[Routes];

type Matched<P extends string, M extends ApiMethod> = [Candidates<P, M, "exact">] extends [never]
  ? Candidates<P, M, "param">
  : Candidates<P, M, "exact">;

/**
 * The route a request reaches: the one its path names outright, else a literal route before one with a :param (as
 * hono routes them here), among the routes near it (Near).
 */
export type RouteOf<P extends string, M extends ApiMethod> = WithoutQuery<P> extends infer K extends RoutePath
  ? MethodKey<M> extends keyof ApiSchema[K]
    ? K
    : Matched<P, M>
  : Matched<P, M>;

type Success = 200 | 201 | 202 | 203 | 205 | 206;

/** What an endpoint answers when it succeeds: its JSON, or undefined for 204 (lib/api reads no body then). */
type Answer<E> = E extends { status: infer S; output: infer O; outputFormat: infer F }
  ? S extends 204
    ? undefined
    : S extends Success
      ? F extends "json"
        ? O
        : never
      : never
  : never;

/** The response of a request: what its route promises. `never` when no route, or no typed response, is found. */
export type ApiResponse<P extends string, M extends ApiMethod = "GET"> = RouteOf<P, M> extends infer R
  ? R extends RoutePath
    ? Answer<ApiSchema[R][MethodKey<M> & keyof ApiSchema[R]]>
    : never
  : never;
