import { describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/lib/logger";
import { createQueueWorker, type QueueSteps } from "../../src/server/lib/jobs/queue-worker";

interface Row {
  id: string;
  attempts: number;
}

/** A queue kept in memory: what a durable queue's table would hold, row by row. */
function memoryQueue(ids: string[], deliver: (row: Row) => Promise<void>) {
  const state = new Map(ids.map((id) => [id, { id, attempts: 0, status: "queued" as string, error: null as string | null }]));
  const steps: QueueSteps<Row> = {
    recoverStale: async () => {},
    claim: async () => [...state.values()].filter((r) => r.status === "queued").map((r) => ((r.status = "sending"), { id: r.id, attempts: r.attempts })),
    begin: async (row) => {
      const r = state.get(row.id);
      if (!r || r.status !== "sending") return undefined;
      r.attempts += 1;
      return { id: r.id, attempts: r.attempts };
    },
    deliver: async (row) => {
      await deliver(row);
      const r = state.get(row.id);
      if (r) r.status = "sent";
    },
    settleThrown: async (row, error) => {
      const r = state.get(row.id);
      if (r) Object.assign(r, { status: "failed", error });
    },
    release: async () => {},
  };
  return { steps, state };
}

describe("the durable queues' worker", () => {
  it("settles a row whose delivery throws on its own and delivers every row behind it", async () => {
    const { steps, state } = memoryQueue(["a", "poison", "b", "c"], async (row) => {
      if (row.id === "poison") throw new TypeError("Public key is not valid for specified curve");
    });
    const worker = createQueueWorker({ name: "test", steps }, createLogger("silent"));
    expect(await worker.runOnce()).toBe(4);
    expect(Object.fromEntries([...state.values()].map((r) => [r.id, r.status]))).toEqual({ a: "sent", poison: "failed", b: "sent", c: "sent" });
    expect(state.get("poison")?.error).toBe("Public key is not valid for specified curve");
  });

  it("goes on with the next row when even settling the bad one fails (the stale recovery settles it later)", async () => {
    const { steps, state } = memoryQueue(["poison", "a"], async (row) => {
      if (row.id === "poison") throw new Error("boom");
    });
    const worker = createQueueWorker({ name: "test", steps: { ...steps, settleThrown: async () => Promise.reject(new Error("database gone")) } }, createLogger("silent"));
    expect(await worker.runOnce()).toBe(2);
    expect(state.get("a")?.status).toBe("sent");
    expect(state.get("poison")).toMatchObject({ status: "sending", attempts: 1 });
  });

  it("counts an attempt only for the row being delivered, not for the rows claimed with it", async () => {
    let release: () => void = () => {};
    const { steps, state } = memoryQueue(["first", "second", "third"], (row) => (row.id === "first" ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()));
    const worker = createQueueWorker({ name: "test", steps }, createLogger("silent"));
    const pass = worker.runOnce();
    await expect.poll(() => state.get("first")?.attempts).toBe(1);
    expect([state.get("second")?.attempts, state.get("third")?.attempts]).toEqual([0, 0]);
    release();
    await pass;
  });
});
