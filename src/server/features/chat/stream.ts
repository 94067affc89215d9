import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import type { ChatEvent } from "../../../shared/chat";
import type { ChatBus } from "./bus";

/**
 * The live chat's Server-Sent Events stream. A service with 2,000 viewers and a message every 100 ms writes
 * 20,000 frames a second, so each event is encoded once into one buffer shared by every stream, and under the
 * Node server each frame goes straight to the socket (Hono's web-stream helpers cost a promise chain and an
 * encoding per frame per viewer, and fell seconds behind). Under `app.request` (tests) the same frames go into
 * a web ReadableStream instead.
 */

/** Where one viewer's frames go. */
interface FrameSink {
  write(frame: Uint8Array): void;
  /** Calls back once when the viewer goes away. */
  onClose(listener: () => void): void;
}

interface ChatStreamOptions {
  bus: ChatBus;
  /** The viewer's Last-Event-ID: messages after it are replayed before live events. */
  lastEventId: number | undefined;
  /** Messages after an id, for the replay (read after subscribing, so nothing falls in between). */
  replay: (afterId: number) => Promise<ChatEvent[]>;
  heartbeatMs: number;
}

const encoder = new TextEncoder();
const frames = new WeakMap<ChatEvent, Uint8Array>();
/** One encoded SSE frame per event, shared by every stream. */
function frameOf(event: ChatEvent): Uint8Array {
  let frame = frames.get(event);
  if (!frame) {
    const id = event.type === "message" ? `id: ${event.message.id}\n` : "";
    frame = encoder.encode(`event: ${event.type}\n${id}data: ${JSON.stringify(event)}\n\n`);
    frames.set(event, frame);
  }
  return frame;
}
const RETRY = encoder.encode("retry: 2000\n\n");
const PING = encoder.encode(": ping\n\n");

/**
 * A viewer that stops reading is disconnected once this much is waiting for it; its EventSource reconnects
 * with Last-Event-ID and the replay fills the gap, so a slow phone never holds the server's memory.
 */
const MAX_BUFFERED_BYTES = 1 << 20;

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Accel-Buffering": "no",
  "X-Content-Type-Options": "nosniff",
};

/**
 * Message ids come from a sequence, and on PostgreSQL two posts can commit (and be announced) out of id order.
 * So live events are never filtered by id, and a reconnecting viewer's replay starts this many ids before its
 * Last-Event-ID; the page drops the messages it already has by id.
 */
const REPLAY_OVERLAP = 20;

/** Subscribes a sink to the bus: retry hint, replay after Last-Event-ID, then live events and heartbeats. */
function feed(sink: FrameSink, { bus, lastEventId, replay, heartbeatMs }: ChatStreamOptions) {
  // Subscribe before the replay query and queue what arrives meanwhile; a queued message the replay already
  // sent is skipped. After that the bus hands each event over exactly once.
  let replaying = true;
  const queued: ChatEvent[] = [];
  const send = (event: ChatEvent) => sink.write(frameOf(event));
  const unsubscribe = bus.subscribe((event) => (replaying ? queued.push(event) : send(event)));
  const heartbeat = setInterval(() => sink.write(PING), heartbeatMs);
  sink.onClose(() => {
    clearInterval(heartbeat);
    unsubscribe();
  });
  sink.write(RETRY);
  const replayed = lastEventId && lastEventId > 0 ? replay(Math.max(0, lastEventId - REPLAY_OVERLAP)) : Promise.resolve([]);
  void replayed
    .catch(() => [] as ChatEvent[])
    .then((events) => {
      const sent = new Set<number>();
      for (const event of events) {
        if (event.type === "message") sent.add(event.message.id);
        send(event);
      }
      replaying = false;
      for (const event of queued.splice(0)) if (event.type !== "message" || !sent.has(event.message.id)) send(event);
    });
}

/** The Node response behind a request served by @hono/node-server, if there is one. */
function nodeResponseOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing && typeof (outgoing as ServerResponse).writeHead === "function" ? (outgoing as ServerResponse) : undefined;
}

function nodeSink(res: ServerResponse): FrameSink {
  res.writeHead(200, STREAM_HEADERS);
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  return {
    write(frame) {
      if (res.destroyed || res.writableEnded) return;
      if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
      else res.write(frame);
    },
    onClose: (listener) => void res.once("close", listener),
  };
}

function webSink(): { sink: FrameSink; body: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const closeListeners: (() => void)[] = [];
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => {
      closed = true;
      for (const listener of closeListeners.splice(0)) listener();
    },
  });
  return {
    body,
    sink: {
      write(frame) {
        if (!closed) controller.enqueue(frame);
      },
      onClose: (listener) => void closeListeners.push(listener),
    },
  };
}

/** Header telling @hono/node-server that the route wrote the response itself. */
const ALREADY_SENT = "x-hono-already-sent";

export function chatStreamResponse(c: Context, options: ChatStreamOptions): Response {
  const res = nodeResponseOf(c);
  if (res) {
    feed(nodeSink(res), options);
    return new Response(null, { headers: { [ALREADY_SENT]: "true" } });
  }
  const { sink, body } = webSink();
  feed(sink, options);
  return new Response(body, { headers: STREAM_HEADERS });
}
