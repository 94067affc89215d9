import { describe, expect, it } from "vitest";
import { createInProcessChatBus, FAN_OUT_SLICE } from "../../src/server/features/chat/bus";
import type { ChatEvent } from "../../src/shared/chat";

const deleted = (id: number): ChatEvent => ({ type: "deleted", id, serviceKey: "2026-11-29" });
const turn = () => new Promise((resolve) => setImmediate(resolve));

async function allTurns(received: () => number, expected: number) {
  for (let i = 0; i < 100 && received() < expected; i++) await turn();
}

describe("the live chat's fan-out", () => {
  it("hands a small audience the event at once", async () => {
    const bus = createInProcessChatBus();
    const got: number[] = [];
    bus.subscribe((event) => event.type === "deleted" && got.push(event.id));
    bus.subscribe((event) => event.type === "deleted" && got.push(event.id));
    await bus.publish(deleted(1));
    expect(got).toEqual([1, 1]);
  });

  it("hands a large audience the event a slice per turn, so requests get their responses in between", async () => {
    const bus = createInProcessChatBus();
    const viewers = FAN_OUT_SLICE * 3 + 10;
    let received = 0;
    for (let i = 0; i < viewers; i++) bus.subscribe(() => received++);
    await bus.publish(deleted(1));
    expect(received).toBe(FAN_OUT_SLICE);
    await turn();
    expect(received).toBe(FAN_OUT_SLICE * 2);
    await allTurns(() => received, viewers);
    expect(received).toBe(viewers);
  });

  it("gives every viewer every event once, in the order published, while earlier ones are still going out", async () => {
    const bus = createInProcessChatBus();
    const streams = Array.from({ length: FAN_OUT_SLICE * 2 + 7 }, () => [] as number[]);
    for (const stream of streams) bus.subscribe((event) => event.type === "deleted" && stream.push(event.id));
    for (let id = 1; id <= 5; id++) await bus.publish(deleted(id));
    await allTurns(() => streams.reduce((sum, s) => sum + s.length, 0), streams.length * 5);
    for (const stream of streams) expect(stream).toEqual([1, 2, 3, 4, 5]);
  });

  it("sends nothing more to a viewer who left while an event was going out, and nothing to one who came after it", async () => {
    const bus = createInProcessChatBus();
    let others = 0;
    for (let i = 0; i < FAN_OUT_SLICE; i++) bus.subscribe(() => others++);
    const leaving: ChatEvent[] = [];
    const stop = bus.subscribe((event) => leaving.push(event));
    await bus.publish(deleted(1));
    stop();
    const late: ChatEvent[] = [];
    bus.subscribe((event) => late.push(event));
    await allTurns(() => others, FAN_OUT_SLICE);
    await turn();
    expect(others).toBe(FAN_OUT_SLICE);
    expect(leaving).toEqual([]);
    expect(late).toEqual([]);
  });

  it("keeps delivering to the others when one viewer's stream throws", async () => {
    const bus = createInProcessChatBus();
    const got: number[] = [];
    bus.subscribe(() => {
      throw new Error("socket gone");
    });
    bus.subscribe((event) => event.type === "deleted" && got.push(event.id));
    await bus.publish(deleted(7));
    expect(got).toEqual([7]);
  });
});
