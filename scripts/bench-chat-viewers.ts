// Part of npm run bench -- chat: the viewers, in their own process so reading 20,000 frames a second never
// delays the posters' clock. Opens VIEWERS SSE streams, tells the parent when all are open, and when the parent
// says how many messages were sent, reports delivery latencies (each message carries its send time) and losses.
import http from "node:http";

const PORT = Number(process.env.BENCH_CHAT_PORT ?? 4322);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

interface Viewer {
  received: Set<number>;
  duplicates: number;
}

const latencies: number[] = [];
const viewers: Viewer[] = [];
const requests: http.ClientRequest[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let open = 0;
let closing = false;

/** One SSE connection read with node:http: cheap enough for thousands in one process. */
function openViewer() {
  const viewer: Viewer = { received: new Set(), duplicates: 0 };
  viewers.push(viewer);
  let buffer = "";
  let opened = false;
  // A refused connection (a full accept queue while 2,000 arrive at once) tries again, as EventSource would.
  const connect = () => {
    const req = http.get({ host: "127.0.0.1", port: PORT, path: "/api/watch/chat/stream", agent, headers: { Accept: "text/event-stream" } }, (res) => {
      res.setEncoding("utf8");
      opened = true;
      open++;
      res.on("data", (chunk: string) => {
        const at = now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const match = /"body":"bench (\d+) ([\d.]+)"/.exec(frame);
          if (!match) continue;
          const seq = Number(match[1]);
          if (viewer.received.has(seq)) viewer.duplicates++;
          viewer.received.add(seq);
          latencies.push(at - Number(match[2]));
        }
      });
    });
    req.on("error", () => {
      if (!opened && !closing) setTimeout(connect, 200);
    });
    requests.push(req);
  };
  connect();
}

for (let i = 0; i < VIEWERS; i++) {
  openViewer();
  if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 50));
}
while (open < VIEWERS) await new Promise((resolve) => setTimeout(resolve, 50));
process.send?.({ type: "open" });

process.on("message", async (message: { type: "done"; total: number }) => {
  if (message.type !== "done") return;
  const expected = message.total * VIEWERS;
  const settle = performance.now();
  while (latencies.length < expected && performance.now() - settle < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
  closing = true;
  for (const req of requests) req.destroy();
  agent.destroy();
  const missing = viewers.reduce((sum, v) => sum + (message.total - v.received.size), 0);
  const duplicates = viewers.reduce((sum, v) => sum + v.duplicates, 0);
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  process.send?.(
    { type: "result", deliveries: latencies.length, missing, duplicates, p50: at(50), p90: at(90), p99: at(99), max: sorted[sorted.length - 1] ?? 0 },
    () => process.exit(0),
  );
});
