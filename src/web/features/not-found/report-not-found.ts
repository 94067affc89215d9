/** Logs the bad path in the console and in the server log, so broken links can be found and fixed. */
export function reportNotFound(path: string): void {
  console.warn("404: no page for", path);
  void fetch("/api/client-events/not-found", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: path.slice(0, 2048) }),
    keepalive: true,
  }).catch(() => undefined);
}
