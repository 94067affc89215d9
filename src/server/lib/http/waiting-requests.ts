/**
 * Resolves once the requests that have already arrived have been read. On the embedded database a computation
 * never waits for the network (PGlite answers in this process), so without this it ran from start to end before
 * Node read the next request, and the requests that came together for one response never found it being computed:
 * each computed its own, one after another. Waiting one turn lets them find it and share it.
 */
export function afterWaitingRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
