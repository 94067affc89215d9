import { describe, expect, it } from "vitest";
import { countedTasks, describeRunningShare, describeTasks, type TraceEvent } from "../../scripts/lighthouse-tasks";

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
const ranTask = (at: number, duration: number, running: number): TraceEvent => ({ ...task(at, duration), tdur: ms(running) });
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

  it("names an inline data: address by its kind and size, not by its base64", () => {
    const icon = `data:image/svg+xml;base64,${"P".repeat(3000)}`;
    const [counted] = countedTasks(trace([task(300, 20), script(301, icon)]), 4);
    expect(counted?.scripts).toEqual(["image/svg+xml inline (3 KB)"]);
  });

  it("gives nothing for a trace without a first paint", () => {
    expect(countedTasks(trace([task(300, 20)]).filter((e) => e.name !== "firstContentfulPaint"), 4)).toEqual([]);
  });

  it("says how long the main thread itself ran in each task, when the trace records its thread time", () => {
    const tasks = countedTasks(trace([ranTask(300, 40, 10), ranTask(400, 20, 5)]), 4);
    expect(tasks.map((t) => t.running)).toEqual([10, 5]);
    expect(describeTasks(tasks)).toEqual([
      "    at 300 ms: 40.0 ms recorded (10.0 ms running), 110 ms blocking",
      "    at 400 ms: 20.0 ms recorded (5.0 ms running), 30 ms blocking",
    ]);
  });

  it("sums the share of the counted time the page's own thread ran, and what that running time alone would block", () => {
    const tasks = countedTasks(trace([ranTask(300, 40, 10), ranTask(400, 20, 20)]), 4);
    expect(describeRunningShare(tasks, 4)).toBe(
      "  the main thread ran 30 of these tasks' 60 ms (50 %); slowed from its running time alone they would block 30 ms (a diagnosis, not the budget)",
    );
  });

  it("says nothing of the running share when the trace has no thread time, or there is no counted task", () => {
    expect(describeRunningShare(countedTasks(trace([task(300, 20)]), 4), 4)).toBeUndefined();
    expect(describeRunningShare([], 4)).toBeUndefined();
  });
});
