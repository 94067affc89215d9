// Part of npm run bench (chat and spike): the viewers' process (bench-chat-viewers.ts) and a member's chat post.
import { type ChildProcess, fork } from "node:child_process";
import http from "node:http";

export type ViewerMessage =
  | { type: "open" }
  | { type: "result"; cpuSeconds: number; deliveries: number; missing: number; duplicates: number; p50: number; p90: number; p99: number; max: number };

export interface Viewers {
  child: ChildProcess;
  /** The viewers' next message of this type ("open" once all streams are open; "result" after "done"). */
  next<T extends ViewerMessage["type"]>(type: T, timeoutMs: number): Promise<Extract<ViewerMessage, { type: T }>>;
}

/** Forks the process that opens `count` SSE streams on the live chat of the server at `port`. */
export function startViewers(port: number, count: number): Viewers {
  const child = fork("scripts/bench-chat-viewers.ts", [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_CHAT_PORT: String(port), BENCH_VIEWERS: String(count) },
  });
  const next = <T extends ViewerMessage["type"]>(type: T, timeoutMs: number) =>
    new Promise<Extract<ViewerMessage, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the viewers sent no ${type} within ${timeoutMs} ms`)), timeoutMs);
      const onMessage = (message: ViewerMessage) => {
        if (message.type !== type) return;
        clearTimeout(timer);
        child.off("message", onMessage);
        resolve(message as Extract<ViewerMessage, { type: T }>);
      };
      child.on("message", onMessage);
    });
  return { child, next };
}

/** One post on its own connection (a reused keep-alive socket the server has just closed would be reset). */
export function postChat(port: number, cookie: string, origin: string, body: string): Promise<number> {
  const payload = JSON.stringify({ body });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/watch/chat/messages",
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload), Cookie: cookie, Origin: origin },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(payload);
  });
}
