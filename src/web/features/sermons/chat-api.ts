import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { ChatEvent, ChatMessage } from "../../../shared/chat";
import { apiGet } from "../../lib/api";

interface Pushed {
  base: ChatMessage[] | undefined;
  added: ChatMessage[];
  deleted: number[];
}
const NOTHING_PUSHED: Omit<Pushed, "base"> = { added: [], deleted: [] };

/** How many messages the panel keeps on screen; older ones stay in the history the admins export. */
const KEPT = 200;

const chatQueryKey = (userId: string | null) => ["watch", "chat", userId] as const;

/**
 * The chat of the live service: the recent history, then every new message and deletion from the
 * Server-Sent Events stream. EventSource reconnects by itself and sends Last-Event-ID, so the server replays
 * what was missed.
 */
export function useLiveChat(userId: string | null, live: boolean) {
  const state = useQuery({
    queryKey: chatQueryKey(userId),
    queryFn: ({ signal }) => apiGet("/api/watch/chat", signal),
    staleTime: Infinity,
  });
  // What the stream added to the history it started from; a new history (another member signed in) starts afresh.
  const [pushed, setPushed] = useState<Pushed>({
    base: undefined,
    added: [],
    deleted: [],
  });
  const [connected, setConnected] = useState(false);
  const history = state.data?.messages;
  const messages = useMemo(() => {
    const current = pushed.base === history ? pushed : NOTHING_PUSHED;
    const seen = new Set(history?.map((m) => m.id));
    const all = [...(history ?? []), ...current.added.filter((m) => !seen.has(m.id))];
    return all.filter((m) => !current.deleted.includes(m.id)).slice(-KEPT);
  }, [history, pushed]);

  useEffect(() => {
    if (!live || !state.data) return;
    const lastId = state.data.messages.at(-1)?.id;
    const source = new EventSource(lastId ? `/api/watch/chat/stream?after=${lastId}` : "/api/watch/chat/stream");
    const onMessage = (e: MessageEvent<string>) => {
      const event = JSON.parse(e.data) as ChatEvent;
      if (event.type !== "message") return;
      setPushed((p) => {
        const base = p.base === history ? p : NOTHING_PUSHED;
        if (base.added.some((m) => m.id === event.message.id)) return p;
        return { base: history, added: [...base.added, event.message].slice(-KEPT), deleted: base.deleted };
      });
    };
    const onDeleted = (e: MessageEvent<string>) => {
      const event = JSON.parse(e.data) as ChatEvent;
      if (event.type !== "deleted") return;
      setPushed((p) => {
        const base = p.base === history ? p : NOTHING_PUSHED;
        return { base: history, added: base.added, deleted: [...base.deleted, event.id] };
      });
    };
    source.addEventListener("message", onMessage);
    source.addEventListener("deleted", onDeleted);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    return () => {
      source.close();
      setConnected(false);
    };
  }, [live, state.data, history]);

  return { state, messages, connected };
}
