import pg from "pg";
import type { Logger } from "./logger";

/** pg_notify refuses payloads of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

export interface PgChannel {
  /** `pg_notify` of the value as JSON on the channel: every server listening hears it, this one included. */
  notify(value: unknown): Promise<void>;
  close(): Promise<void>;
}

export interface PgChannelOptions {
  url: string;
  channel: string;
  logger: Logger;
  /** What this channel carries, for the log ("live chat", "cache clearing"). */
  purpose: string;
  /** Each notification's value, parsed from its JSON (one that is not JSON is logged and dropped). */
  onMessage: (value: unknown) => void;
}

/**
 * One PostgreSQL notification channel shared by every server on the database: a dedicated connection LISTENs
 * (and comes back a second after it is lost), a small pool sends. No other service is needed for several
 * servers to hear each other.
 */
export async function openPgChannel({ url, channel, logger, purpose, onMessage }: PgChannelOptions): Promise<PgChannel> {
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  let listener: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (note) => {
      if (note.channel !== channel || !note.payload) return;
      let value: unknown;
      try {
        value = JSON.parse(note.payload);
      } catch (err) {
        logger.warn({ err, channel }, `ignored a ${purpose} notification that is not JSON`);
        return;
      }
      onMessage(value);
    });
    client.on("error", (err) => {
      logger.warn({ err, channel }, `${purpose} LISTEN connection failed; reconnecting`);
      void client.end().catch(() => {});
      if (!closed) {
        setTimeout(() => void connect().catch((e: unknown) => logger.error({ err: e, channel }, `${purpose} LISTEN reconnect failed`)), 1000).unref();
      }
    });
    await client.connect();
    await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    listener = client;
  };
  await connect();

  return {
    async notify(value) {
      const payload = JSON.stringify(value);
      if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) throw new Error(`${purpose} notification too large for pg_notify`);
      await publisher.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      closed = true;
      await Promise.all([listener?.end(), publisher.end()]);
    },
  };
}
