import type { ChatEvent } from "../../../shared/chat";
import type { Logger } from "../../lib/logger";
import { openPgChannel } from "../../lib/pg-channel";

type ChatListener = (event: ChatEvent) => void;

/**
 * Carries chat events to every open stream. One server instance needs nothing more than an in-process bus; several
 * instances on one PostgreSQL share events through LISTEN/NOTIFY, so no extra service is needed.
 */
export interface ChatBus {
  readonly mode: "in-process" | "postgres";
  publish(event: ChatEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: ChatListener): () => void;
  close(): Promise<void>;
}

/**
 * How many streams are handed an event in one turn of the event loop. Each stream's frame is a system call of
 * its own, and 2,000 of them in one go (about 25 ms, 50 ms with what surrounds them) held up every page
 * request that arrived meanwhile: that was the Sunday spike's p99. Between slices the server responds to them.
 */
export const FAN_OUT_SLICE = 250;

interface Delivery {
  event: ChatEvent;
  /** Those listening when the event was published; one that stops listening meanwhile is skipped. */
  to: ChatListener[];
  next: number;
}

class Listeners {
  private readonly set = new Set<ChatListener>();
  /** Events still being handed out, oldest first: a stream gets them in the order they were published. */
  private readonly deliveries: Delivery[] = [];

  add(listener: ChatListener) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }

  /** The first slice is handed the event at once (all of a small audience), the rest on later turns. */
  emit(event: ChatEvent) {
    this.deliveries.push({ event, to: [...this.set], next: 0 });
    if (this.deliveries.length === 1) this.deliverSlice();
  }

  private readonly deliverSlice = () => {
    let budget = FAN_OUT_SLICE;
    while (budget > 0 && this.deliveries.length > 0) {
      const delivery = this.deliveries[0] as Delivery;
      const end = Math.min(delivery.to.length, delivery.next + budget);
      budget -= end - delivery.next;
      for (; delivery.next < end; delivery.next++) {
        const listener = delivery.to[delivery.next] as ChatListener;
        if (!this.set.has(listener)) continue;
        try {
          listener(delivery.event);
        } catch {
          // One stream's failure (its socket gone) must not cost the others their event.
        }
      }
      if (delivery.next === delivery.to.length) this.deliveries.shift();
    }
    if (this.deliveries.length > 0) setImmediate(this.deliverSlice);
  };
}

/** In-process fan-out: the embedded database (PGlite) runs in one process anyway. */
export function createInProcessChatBus(): ChatBus {
  const listeners = new Listeners();
  return {
    mode: "in-process",
    publish: async (event) => listeners.emit(event),
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

interface PostgresChatBusOptions {
  url: string;
  logger: Logger;
  /** Tests give each file its own channel, as they give it its own schema. */
  channel?: string;
}

/**
 * Fan-out through PostgreSQL: publish is `pg_notify` on the channel, and one dedicated connection per instance
 * LISTENs and hands each event to the streams it serves. The publishing instance hears its own notification
 * too, so every instance (itself included) delivers events in the order PostgreSQL commits them.
 */
export async function createPostgresChatBus({ url, logger, channel = "church_chat" }: PostgresChatBusOptions): Promise<ChatBus> {
  const listeners = new Listeners();
  const pgChannel = await openPgChannel({
    url,
    channel,
    logger,
    purpose: "chat",
    onMessage: (event) => listeners.emit(event as ChatEvent),
  });
  return {
    mode: "postgres",
    // A 500-character message is far below pg_notify's limit.
    publish: (event) => pgChannel.notify(event),
    subscribe: (fn) => listeners.add(fn),
    close: () => pgChannel.close(),
  };
}
