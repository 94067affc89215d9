/** Reads a Server-Sent Events response the way EventSource would, for tests. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

export class SseReader {
  readonly events: SseEvent[] = [];
  private buffer = "";
  private readonly decoder = new TextDecoder();
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  /** A read that outlived a timeout is kept for the next wait, so no chunk is lost. */
  private pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;

  constructor(response: Response) {
    if (!response.body) throw new Error("the response has no body");
    this.reader = response.body.getReader();
  }

  /** Waits until an event matching the test has arrived (or fails after timeoutMs). */
  async waitFor(test: (event: SseEvent) => boolean, timeoutMs = 3000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(test);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      let timer: NodeJS.Timeout | undefined;
      this.pending ??= this.reader.read();
      const chunk = await Promise.race([
        this.pending,
        new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), left))),
      ]);
      clearTimeout(timer);
      if (chunk === "timeout") continue;
      this.pending = undefined;
      if (chunk.done) throw new Error("the stream ended");
      this.push(this.decoder.decode(chunk.value, { stream: true }));
    }
  }

  /** Waits a little and says whether anything matching came meanwhile. */
  async nothingFor(test: (event: SseEvent) => boolean, ms: number): Promise<boolean> {
    try {
      await this.waitFor(test, ms);
      return false;
    } catch {
      return true;
    }
  }

  private push(text: string) {
    this.buffer += text;
    let end: number;
    while ((end = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event: SseEvent = { event: "message", data: "" };
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const at = line.indexOf(":");
        const field = at < 0 ? line : line.slice(0, at);
        const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
        if (field === "event") event.event = value;
        else if (field === "id") event.id = value;
        else if (field === "data") data.push(value);
      }
      event.data = data.join("\n");
      if (data.length > 0) this.events.push(event);
    }
  }

  async close() {
    await this.reader.cancel().catch(() => {});
  }
}
