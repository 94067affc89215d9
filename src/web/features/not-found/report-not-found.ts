import { apiRequest } from "../../lib/api";

/** Logs the bad path in the console and in the server log, so broken links can be found and fixed. */
export function reportNotFound(path: string): void {
  console.warn("404: no page for", path);
  apiRequest("/api/client-events/not-found", { method: "POST", body: { path: path.slice(0, 2048) }, keepalive: true }).catch(() => undefined);
}
