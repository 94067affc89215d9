import { describe, expect, it } from "vitest";
import { countedTasks, describeTasks, type TraceEvent } from "../../scripts/lighthouse-tasks";

const PAGE = { pid: 7, tid: 1 };
const OTHER_RENDERER = { pid: 9, tid: 1 };
const ms = (n: number) => n * 1000;

/** A trace as Lighthouse records it: the page's renderer, another one (the blank page it starts from), the navigation, the first paint and tasks. */
function trace(tasks: TraceEvent[]): TraceEvent[] {
  return [
    { name: "thread_name", ...PAGE, ts: 0, args: { name: "CrRendererMain" } },
    { name: "thread_name", ...OTHER_RENDERER, ts: 0, args: { name: "CrRendererMain" } },
    { name: "navigationStart", ...PAGE, ts: ms(1000) },
    { name: "firstContentfulPaint", ...PAGE, ts: ms(1200) },
    ...tasks,
  ];
}

const task = (at: number, duration: number, where = PAGE): TraceEvent => ({ name: "RunTask", ...where, ts: ms(1000 + at), dur: ms(duration) });
const script = (at: number, url: string): TraceEvent => ({ name: "v8.evaluateModule", ...PAGE, ts: ms(1000 + at), dur: ms(1), args: { data: { url } } });

describe("the tasks the gate's blocking time counts", () => {
  it("counts the page's tasks of 10 ms or more after the first paint, each with its simulated part over 50 ms", () => {
    const tasks = countedTasks(trace([task(100, 40), task(250, 9.9), task(300, 12), task(400, 30, OTHER_RENDERER), task(500, 30, OTHER_RENDERER)]), 5);
    expect(tasks).toEqual([{ at: 300, duration: 12, blocking: 10, scripts: [] }]);
  });

  it("names the scripts a task ran, once each, without their query", () => {
    const events = trace([task(300, 20), script(301, "http://x/_astro/client.js"), script(305, "http://x/_astro/client.js"), script(310, "http://x/events?lang=es")]);
    const [counted] = countedTasks(events, 4);
    expect(counted?.scripts).toEqual(["client.js", "events"]);
    expect(counted?.blocking).toBe(30);
    expect(describeTasks(countedTasks(events, 4))).toEqual(["    at 300 ms: 20.0 ms recorded, 30 ms blocking (client.js, events)"]);
  });

  it("gives nothing for a trace without a first paint", () => {
    expect(countedTasks(trace([task(300, 20)]).filter((e) => e.name !== "firstContentfulPaint"), 4)).toEqual([]);
  });
});
