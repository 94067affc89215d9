import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from "node:http";
import type { PublicCache } from "../lib/http/public-cache";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * How long an idle kept-alive connection stays open. Node closes it after 5 s by default, while a proxy in
 * front keeps its idle connections to the server longer (Caddy 2 minutes, nginx's upstream keepalive and
 * load balancers 60 s) and may send the next request on one just as the server closes it: the request is
 * reset and the visitor gets a 502. The Sunday spike's failed requests were exactly these resets, on
 * connections its client reused (docs/decisions/0027-sunday-spike-tail.md). So the server waits longer
 * than the proxies do, and they are the ones to close.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 130_000;

/**
 * The Node HTTP server for @hono/node-server's `serve`: a public response still fresh in the cache is sent before
 * the app (routing, logging, middleware) runs; everything else goes to the app. On a Sunday morning most
 * requests are the same few public reads, so this is where the server's time goes.
 */
export function createServerRespondingFromCache(cache: PublicCache): typeof createServer {
  const create = (options: ServerOptions, listener: Listener) => {
    const server = createServer({ ...options, keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, (req, res) => {
      if (!cache.respond(req, res)) listener(req, res);
    });
    return server;
  };
  return create as typeof createServer;
}
