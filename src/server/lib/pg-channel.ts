import pg from "pg";
import type { Logger } from "./logger";

/** pg_notify refuses payloads of 8000 bytes or more. */
const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

interface PgChannel {
  /** `pg_notify` of the value as JSON on the channel: every server listening hears it, this one included. */
  notify(value: unknown): Promise<void>;
  /** Whether the LISTEN connection is up: while it is down, other servers' notifications are missed. */
  listening(): boolean;
  close(): Promise<void>;
}

interface PgChannelOptions {
  url: string;
  channel: string;
  logger: Logger;
  /** What this channel carries, for the log ("live chat", "cache clearing"). */
  purpose: string;
  /** Each notification's value, parsed from its JSON (one that is not JSON is logged and dropped). */
  onMessage: (value: unknown) => void;
  /** After the LISTEN connection came back: what was sent while it was down was missed. */
  onReconnect?: () => void;
}

/**
 * One PostgreSQL notification channel shared by every server on the database: a dedicated connection LISTENs
 * (and comes back a second after it is lost), a small pool sends. No other service is needed for several
 * servers to hear each other.
 */
export async function openPgChannel({ url, channel, logger, purpose, onMessage, onReconnect }: PgChannelOptions): Promise<PgChannel> {
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  let listener: pg.Client | undefined;
  let up = false;
  let closed = false;

  // Comes back a second after the connection is lost, and keeps trying while the database is away.
  const reconnectSoon = () => {
    if (closed) return;
    const again = async () => {
      if (closed) return;
      await connect().then(
        () => {
          if (!closed) onReconnect?.();
        },
        (err: unknown) => {
          logger.error({ err, channel }, `${purpose} LISTEN reconnect failed; trying again`);
          reconnectSoon();
        },
      );
    };
    setTimeout(() => void again(), 1000).unref();
  };

  const connect = async (): Promise<void> => {
    // Named, so an operator (and a test) can tell the listening connections in pg_stat_activity.
    const client = new pg.Client({ connectionString: url, application_name: `church ${purpose} listener ${channel}`.slice(0, 63) });
    let lost = false;
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
      // Only a connection that was listening is reconnected here; one that failed while connecting is by its caller.
      if (lost || listener !== client) return;
      lost = true;
      up = false;
      logger.warn({ err, channel }, `${purpose} LISTEN connection failed; reconnecting`);
      void client.end().catch(() => {});
      reconnectSoon();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (err) {
      lost = true;
      void client.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    up = true;
  };
  await connect();

  return {
    async notify(value) {
      const payload = JSON.stringify(value);
      if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) throw new Error(`${purpose} notification too large for pg_notify`);
      await publisher.query("select pg_notify($1, $2)", [channel, payload]);
    },
    listening: () => up && !closed,
    async close() {
      closed = true;
      up = false;
      await Promise.all([listener?.end(), publisher.end()]);
    },
  };
}
