import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from "node:http";
import type { PublicCache } from "../lib/http/public-cache";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The Node HTTP server for @hono/node-server's `serve`: a public answer still fresh in memory is sent before
 * the app (routing, logging, middleware) runs; everything else goes to the app. On a Sunday morning most
 * requests are the same few public reads, so this is where the server's time goes.
 */
export function createServerAnsweringFrom(cache: PublicCache): typeof createServer {
  const create = (options: ServerOptions, listener: Listener) =>
    createServer(options, (req, res) => {
      if (!cache.answer(req, res)) listener(req, res);
    });
  return create as typeof createServer;
}
