import { afterWaitingRequests } from "./http/waiting-requests";

/** Reads one key's value, together with the keys the other requests being served at the same moment ask for. */
type BatchLoad<K, V> = (key: K) => Promise<V | undefined>;

/**
 * Gathers the keys that the requests served together ask for, and reads them in one go: the first `load` of a
 * batch waits for the requests that have already arrived (afterWaitingRequests), then one `readMany` reads every
 * key asked for meanwhile; a key asked for after that starts the next batch. A key missing from its result is
 * undefined. What one request's read costs is then shared by the group, and grows with the group, not with
 * everyone the result could have been read for.
 */
export function batchLoader<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>): BatchLoad<K, V> {
  let gathering: { keys: Set<K>; read: Promise<Map<K, V>> } | undefined;
  return async (key) => {
    if (!gathering) {
      const keys = new Set<K>();
      const batch = {
        keys,
        read: afterWaitingRequests().then(() => {
          if (gathering === batch) gathering = undefined;
          return readMany([...keys]);
        }),
      };
      gathering = batch;
    }
    gathering.keys.add(key);
    return (await gathering.read).get(key);
  };
}
