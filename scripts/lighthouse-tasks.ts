/**
 * What the speed gate's blocking time is made of: the main-thread tasks of a Lighthouse run's trace that its
 * simulation counts (decision 0096). Lighthouse keeps a task only if it took 10 ms or more as recorded
 * (SIGNIFICANT_DUR_THRESHOLD_MS in its trace engine), multiplies it by the CPU slowdown, and counts the part above
 * 50 ms of those that start after the first contentful paint. `npm run lighthouse` prints them per page with
 * LIGHTHOUSE_TASKS=1, with the scripts each task ran, so the next change starts from the task, not from a guess.
 *
 * A task's recorded length is wall time: on a small machine the page's main thread is often not running for much of
 * it, while the browser's other threads (its compositor, its own main thread, the DevTools connection) and the
 * measuring process have the cores. The trace also records each task's thread time (`tdur`, the time the main
 * thread itself ran), so the list shows both, and the gate's log says how much of the counted time was the page's own
 * work. Lighthouse's simulation uses the recorded length; the running time is a diagnosis, not the budget.
 */

/** The fields of a Chrome trace event this reads (the trace Lighthouse keeps as `artifacts.Trace`). */
export interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread time of a complete event: how long the thread itself ran during it, in microseconds. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

export interface CountedTask {
  /** Milliseconds from the navigation's start, as recorded. */
  at: number;
  /** The task's length as recorded, in milliseconds. */
  duration: number;
  /** How long the main thread itself ran during the task, in milliseconds (undefined if the trace does not say). */
  running?: number;
  /** What it adds to the simulated blocking time at the given slowdown (its simulated length above 50 ms). */
  blocking: number;
  /** The file names of the scripts and resources the task touched, in the order it met them. */
  scripts: string[];
}

/** Lighthouse's threshold: shorter tasks, as recorded, are left out of its simulation. */
export const SIGNIFICANT_TASK_MS = 10;
const BLOCKING_AFTER_MS = 50;

/** What a task of `ms` as recorded adds to the simulated blocking time: its length at `slowdown`, above 50 ms. */
const simulatedBlocking = (ms: number, slowdown: number) => Math.max(0, ms * slowdown - BLOCKING_AFTER_MS);

/**
 * The page's renderer main thread: of the renderers that painted, the busiest. (The trace's first record of the top
 * frame names the process of the blank page Lighthouse starts from, which the navigation leaves.)
 */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const painted = events.filter((e) => e.name === "firstContentfulPaint");
  const threads = events.filter(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && painted.some((paint) => paint.pid === e.pid && paint.tid === e.tid),
  );
  const busy = (t: TraceEvent) => events.reduce((sum, e) => sum + (e.pid === t.pid && e.tid === t.tid && e.name === "RunTask" ? (e.dur ?? 0) : 0), 0);
  const [main] = threads.map((thread) => ({ thread, busy: busy(thread) })).sort((a, b) => b.busy - a.busy);
  return main ? { pid: main.thread.pid, tid: main.thread.tid } : undefined;
}

/** A resource's file name, or for an inline `data:` address its kind and size (an icon in a style sheet is kilobytes of base64). */
function fileName(url: string): string {
  if (url.startsWith("data:")) return `${url.slice(5).split(/[;,]/)[0] || "data"} inline (${Math.max(1, Math.round(url.length / 1024))} KB)`;
  return url.split(/[?#]/)[0]?.split("/").pop() || url;
}

/** The tasks of a Lighthouse run's trace that its simulated blocking time counts, at `slowdown`. */
export function countedTasks(events: readonly TraceEvent[], slowdown: number): CountedTask[] {
  const main = pageMainThread(events);
  if (!main) return [];
  const mainThread = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = mainThread.find((e) => e.name === "navigationStart")?.ts ?? events.find((e) => e.name === "navigationStart")?.ts;
  const firstPaint = mainThread.find((e) => e.name === "firstContentfulPaint")?.ts;
  if (start === undefined || firstPaint === undefined) return [];
  const tasks = mainThread.filter((e) => e.name === "RunTask" && e.ts >= firstPaint && (e.dur ?? 0) >= SIGNIFICANT_TASK_MS * 1000);
  return tasks
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = mainThread.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
      const scripts = [...new Set(inside.map((e) => e.args?.data?.url).filter((url): url is string => Boolean(url)).map(fileName))];
      const duration = (task.dur ?? 0) / 1000;
      const running = task.tdur === undefined ? {} : { running: task.tdur / 1000 };
      return { at: (task.ts - start) / 1000, duration, ...running, blocking: simulatedBlocking(duration, slowdown), scripts };
    });
}

/** One line per counted task, for the gate's log. */
export function describeTasks(tasks: readonly CountedTask[]): string[] {
  return tasks.map(
    (task) =>
      `    at ${Math.round(task.at)} ms: ${task.duration.toFixed(1)} ms recorded${task.running === undefined ? "" : ` (${task.running.toFixed(1)} ms running)`}, ${Math.round(task.blocking)} ms blocking${task.scripts.length ? ` (${task.scripts.slice(0, 6).join(", ")})` : ""}`,
  );
}

/**
 * How much of the counted tasks' recorded time the page's main thread itself ran, and the blocking time the same
 * tasks would add if only that running time were slowed down: one line for the gate's log, or undefined when the
 * trace records no thread time. A low share means the machine, not the page, made the tasks long.
 */
export function describeRunningShare(tasks: readonly CountedTask[], slowdown: number): string | undefined {
  if (!tasks.length || tasks.some((task) => task.running === undefined)) return undefined;
  const recorded = tasks.reduce((sum, task) => sum + task.duration, 0);
  const running = tasks.reduce((sum, task) => sum + (task.running ?? 0), 0);
  const ownBlocking = tasks.reduce((sum, task) => sum + simulatedBlocking(task.running ?? 0, slowdown), 0);
  return (
    `  the main thread ran ${Math.round(running)} of these tasks' ${Math.round(recorded)} ms (${Math.round((running / recorded) * 100)} %); ` +
    `slowed from its running time alone they would block ${Math.round(ownBlocking)} ms (a diagnosis, not the budget)`
  );
}
