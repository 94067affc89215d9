import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createServerRespondingFromCache, KEEP_ALIVE_TIMEOUT_MS } from "../../src/server/http/node-server";
import { PublicCache } from "../../src/server/lib/http/public-cache";

describe("the Node server", () => {
  it("keeps an idle connection open longer than a proxy keeps its own (Caddy: 2 minutes), and says so", async () => {
    const server = createServerRespondingFromCache(new PublicCache({ ttlMs: 0 }))({}, (_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res));
        });
        req.on("error", reject);
      });
    try {
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(120_000);
      const first = await get();
      expect(first.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await get();
      expect(second.statusCode).toBe(200);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
